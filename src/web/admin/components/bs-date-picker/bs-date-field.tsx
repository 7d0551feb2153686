// A Bikram Sambat date field, with a Nepal time for publishing times (issue 25): a plain text input in a
// documented format (`YYYY-MM-DD`, or `YYYY-MM-DD HH:MM` with the time; Nepali or ASCII digits), so the
// form works without JavaScript and a keyboard can type it; the AD date is shown beside it, live. With
// JavaScript a button opens a BS month calendar (bs-month-grid.tsx: arrow keys, large touch targets)
// and a time input; choosing writes the same text into the input, which is what the form posts.
import { useId, useRef, useState } from 'react';
import type { BsDate } from '#shared/calendar/convert.ts';
import { fromNepaliDigits, localDigits } from '#shared/calendar/digits.ts';
import { formatDate } from '#shared/calendar/format.ts';
import { bsToday, formatBsDate, parseBsDate } from '#shared/calendar/month.ts';
import { describedBy, fieldId, FieldFrame } from '#web/components/form-fields/field-parts.tsx';
import { controlBorder, controlClass } from '#web/components/form-fields/field-styles.ts';
import { useHydrated } from '#web/lib/hooks/use-hydrated.ts';
import { adDay } from '#shared/contract/admin/field-types.ts';
import { adBeside, BS_DATE_TIME_FORMAT, nepalParts, parseBsDateTime } from '../../lib/bs-date-time.ts';
import { useAdminText } from '../../lib/use-admin-text.ts';
import { secondaryButtonClass } from '../admin-ui.tsx';
import { BsMonthGrid } from './bs-month-grid.tsx';

interface BsDateFieldProps {
  idPrefix: string;
  name: string;
  label: string;
  /** The typed text the input starts with (BS, in the screen's digits). */
  defaultValue: string;
  required?: boolean;
  error?: string;
  /** A date and a Nepal time (publishing times), not a day alone. */
  withTime?: boolean;
  /** Said after the format (what an empty field means). */
  note?: string;
}

const DAY_FORMAT = 'YYYY-MM-DD';

/** What a typed text names: its BS day and, with a time, `HH:MM` (null: it names none). */
function readTyped(text: string, withTime: boolean): { date: BsDate; time: string } | null {
  if (withTime) {
    const read = parseBsDateTime(text);
    if (!read.ok || !read.iso) return null;
    const parts = nepalParts(read.iso);
    return { date: parseBsDate(parts.bs), time: parts.time };
  }
  try {
    return { date: parseBsDate(fromNepaliDigits(text).trim()), time: '' };
  } catch {
    return null;
  }
}

export function BsDateField({
  idPrefix,
  name,
  label,
  defaultValue,
  required,
  error,
  withTime = false,
  note,
}: BsDateFieldProps) {
  const { t, lang } = useAdminText();
  const hydrated = useHydrated();
  const [text, setText] = useState(defaultValue);
  const [open, setOpen] = useState(false);
  const typed = readTyped(text, withTime);
  const today = bsToday();
  const [focused, setFocused] = useState<BsDate>(typed?.date ?? today);
  const [moved, setMoved] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const id = fieldId(idPrefix, name);
  const adId = `${id}-ad`;

  const format = withTime ? BS_DATE_TIME_FORMAT : DAY_FORMAT;
  const example = localDigits(withTime ? '2083-08-11 14:30' : '2083-08-11', lang);
  const hint = [t(withTime ? 'admin.date.format_hint' : 'admin.date.day_hint', { format, example }), note]
    .filter(Boolean)
    .join(' ');
  const adDate = withTime ? adBeside(text) : adDay(text);
  const ad = adDate
    ? withTime
      ? `${formatDate(adDate.slice(0, 10), 'en')}, ${adDate.slice(11)}`
      : formatDate(adDate, 'en')
    : null;

  /** Writes a chosen day and time into the input, in the screen's digits. */
  const write = (date: BsDate, time: string) => {
    const day = formatBsDate(date).replaceAll('/', '-');
    setText(localDigits(withTime ? `${day} ${time || '00:00'}` : day, lang));
  };
  const close = () => {
    setOpen(false);
    setMoved(false);
    toggle.current?.focus();
  };

  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} required={required}>
      <div className="flex gap-2">
        <input
          id={id}
          name={name}
          type="text"
          value={text}
          onChange={(event) => setText(event.target.value)}
          autoComplete="off"
          spellCheck={false}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={[describedBy(id, hint, error), adId].filter(Boolean).join(' ')}
          className={`${controlClass} ${controlBorder(Boolean(error))} min-h-11`}
        />
        {hydrated ? (
          <button
            ref={toggle}
            type="button"
            className={`${secondaryButtonClass} shrink-0`}
            aria-expanded={open}
            aria-controls={panelId}
            aria-label={t('admin.date.open', { field: label })}
            onClick={() => {
              setFocused(typed?.date ?? today);
              setOpen(!open);
            }}
          >
            {/* A calendar drawn in the text's colour: an emoji needs a font the machine may lack. */}
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="size-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <rect x="3" y="5" width="18" height="16" rx="2" />
              <path d="M3 10h18M8 3v4M16 3v4" />
            </svg>
          </button>
        ) : null}
      </div>
      <p id={adId} className="mt-1 text-sm text-slate-700 dark:text-slate-300" aria-live="polite">
        {ad ? t('admin.date.ad_beside', { ad }) : null}
      </p>
      {open ? (
        <div
          id={panelId}
          role="group"
          aria-label={t('admin.date.calendar')}
          className="mt-2 max-w-sm rounded-md border-2 border-slate-400 bg-white p-3 shadow-lg dark:border-slate-500 dark:bg-slate-900"
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              event.preventDefault();
              close();
            }
          }}
        >
          <BsMonthGrid
            focused={focused}
            chosen={typed?.date ?? null}
            today={today}
            lang={lang}
            labels={{ previous: t('admin.date.previous_month'), next: t('admin.date.next_month') }}
            takeFocus={moved}
            onFocus={(date) => {
              setMoved(true);
              setFocused(date);
            }}
            onChoose={(date) => {
              write(date, typed?.time ?? '');
              if (!withTime) close();
            }}
          />
          {withTime ? (
            <label className="mt-3 block">
              <span className="block font-semibold">{t('admin.date.time')}</span>
              <input
                type="time"
                value={typed?.time ?? ''}
                disabled={!typed}
                onChange={(event) => typed && write(typed.date, event.target.value)}
                className={`${controlClass} ${controlBorder(false)} mt-1 min-h-11`}
              />
            </label>
          ) : null}
          <div className="mt-3 flex flex-wrap gap-2">
            <button
              type="button"
              className={secondaryButtonClass}
              onClick={() => {
                const now = withTime ? nepalParts(new Date().toISOString()) : null;
                write(now ? parseBsDate(now.bs) : today, now?.time ?? '');
                setFocused(today);
              }}
            >
              {t('admin.date.today')}
            </button>
            <button type="button" className={secondaryButtonClass} onClick={() => setText('')}>
              {t('admin.date.clear')}
            </button>
            <button type="button" className={secondaryButtonClass} onClick={close}>
              {t('admin.date.done')}
            </button>
          </div>
        </div>
      ) : null}
    </FieldFrame>
  );
}
