// The month grid: a table with Sunday-first weekday headers, day 1 offset by its weekday. Every day
// is a link (?year&month&day) so choosing a day works without JavaScript; with JavaScript the table
// becomes an ARIA grid with roving focus (one Tab stop) and the keys of the WAI-ARIA date picker
// grid (grid-keys.ts): arrows, Home/End, PageUp/PageDown (+Shift for a year); Enter or Space chooses.
// A key that leaves the month opens that month (clearing the chosen day, product.md section 4) and focuses the
// day it moved to once the new month is shown.
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  buildMonthGrid,
  weekdayName,
  weekdayShortName,
  type BsDate,
  type MonthCell,
} from '#shared/calendar/index.ts';
import type { MonthOccasion } from '#shared/contract/calendar.ts';
import { useHydrated } from '#web/lib/hooks/use-hydrated.ts';
import { useI18n } from '#web/lib/i18n/language-context.tsx';
import { localized } from '#web/lib/format/localized.ts';
import { calendarSearch } from './calendar-url.ts';
import { gridKeyTarget, isSameMonth } from './grid-keys.ts';
import { adCellLabel, fullDayLabel } from './month-label.ts';
import { dayFlags } from './occasions.ts';

export interface MonthGridProps {
  year: number;
  month: number;
  today: BsDate;
  selectedDay: number | null;
  occasionsByDay: ReadonlyMap<number, MonthOccasion[]>;
  label: string;
}

export function MonthGrid({ year, month, today, selectedDay, occasionsByDay, label }: MonthGridProps) {
  const { lang, t, n } = useI18n();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const grid = buildMonthGrid(year, month, today);
  const monthKey = `${year}-${month}`;
  const todayInMonth = grid.cells.find((cell) => cell.isToday)?.day;
  const [moved, setMoved] = useState<{ monthKey: string; day: number } | null>(null);
  const activeDay = moved?.monthKey === monthKey ? moved.day : (selectedDay ?? todayInMonth ?? 1);
  const links = useRef(new Map<number, HTMLAnchorElement>());
  /** A day to focus once its month is on screen (after a key led into another month). */
  const pendingFocus = useRef<{ monthKey: string; day: number } | null>(null);

  useEffect(() => {
    const pending = pendingFocus.current;
    if (pending?.monthKey !== monthKey) return;
    pendingFocus.current = null;
    links.current.get(pending.day)?.focus();
  }, [monthKey]);

  const focusDay = (target: BsDate) => {
    const key = `${target.year}-${target.month}`;
    setMoved({ monthKey: key, day: target.day });
    if (isSameMonth(target, { year, month })) {
      links.current.get(target.day)?.focus();
      return;
    }
    pendingFocus.current = { monthKey: key, day: target.day };
    void navigate({ search: calendarSearch(target) }, { preventScrollReset: true });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const current = Number((event.target as HTMLElement).dataset.day);
    if (!current || event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === ' ') {
      // Space chooses the day like Enter (on a link it would scroll the page).
      event.preventDefault();
      links.current.get(current)?.click();
      return;
    }
    const target = gridKeyTarget(event.key, event.shiftKey, { year, month, day: current });
    if (target === null) return;
    event.preventDefault();
    focusDay(target);
  };

  const renderCell = (cell: MonthCell) => {
    const events = occasionsByDay.get(cell.day) ?? [];
    const flags = dayFlags(events);
    const selected = cell.day === selectedDay;
    const red = cell.isSaturday || flags.holiday;
    const ad = adCellLabel(cell.adDate, lang);
    const isAdFirst = ad.day === n(1) || cell.day === 1;
    const accessible = [
      fullDayLabel({ year, month, day: cell.day }, cell.weekday, cell.adDate, lang),
      flags.holiday ? t('calendar.holiday') : null,
      flags.jatra ? t('calendar.jatra') : null,
      ...events.map((event) => localized(event, 'title', lang)),
    ]
      .filter(Boolean)
      .join('. ');
    const tone = selected
      ? 'bg-rose-800 text-white hover:bg-rose-900 dark:bg-rose-300 dark:text-rose-950 dark:hover:bg-rose-200'
      : cell.isToday
        ? 'bg-amber-100 hover:bg-amber-200 dark:bg-amber-900/50 dark:hover:bg-amber-900/70'
        : 'bg-white hover:bg-rose-50 dark:bg-slate-900 dark:hover:bg-slate-800';
    const dayTone = selected
      ? ''
      : red
        ? 'text-red-700 dark:text-red-300'
        : 'text-slate-900 dark:text-slate-50';
    const adTone = selected ? 'opacity-90' : 'text-slate-600 dark:text-slate-400';
    return (
      <td
        key={cell.day}
        aria-selected={hydrated ? selected : undefined}
        className="border border-slate-200 p-0 dark:border-slate-700"
      >
        <Link
          ref={(element) => {
            if (element) links.current.set(cell.day, element);
            else links.current.delete(cell.day);
          }}
          to={{ search: calendarSearch({ year, month }, cell.day) }}
          preventScrollReset
          data-day={cell.day}
          tabIndex={hydrated && cell.day !== activeDay ? -1 : undefined}
          aria-current={cell.isToday ? 'date' : undefined}
          onFocus={() => {
            if (cell.day !== activeDay) setMoved({ monthKey, day: cell.day });
          }}
          className={`relative flex min-h-14 w-full flex-col items-center justify-start gap-0.5 px-0.5 pt-1.5 pb-1 no-underline focus-visible:z-10 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-sky-700 sm:min-h-20 sm:pt-2 dark:focus-visible:outline-amber-300 ${tone} ${cell.isToday && !selected ? 'ring-2 ring-amber-600 ring-inset dark:ring-amber-400' : ''}`}
        >
          <span aria-hidden="true" className={`text-lg leading-none font-semibold sm:text-2xl ${dayTone}`}>
            {n(cell.day)}
          </span>
          <span aria-hidden="true" className={`text-[0.6875rem] leading-tight sm:text-xs ${adTone}`}>
            {ad.day}
            {lang === 'en' ? <span className={isAdFirst ? '' : 'hidden sm:inline'}> {ad.month}</span> : null}
          </span>
          {/* The name in words (begins with the visible day number): date, weekday, AD date, holiday, jatra, events. */}
          <span className="sr-only">{accessible}</span>
          <span aria-hidden="true" className="mt-auto flex h-2 items-center gap-1">
            {flags.holiday ? <Dot kind="holiday" onSelected={selected} /> : null}
            {flags.jatra ? <Dot kind="jatra" onSelected={selected} /> : null}
            {flags.other ? <Dot kind="event" onSelected={selected} /> : null}
          </span>
        </Link>
      </td>
    );
  };

  return (
    <table
      role={hydrated ? 'grid' : undefined}
      aria-label={label}
      onKeyDown={hydrated ? onKeyDown : undefined}
      className="w-full table-fixed border-collapse"
    >
      <thead>
        <tr>
          {[0, 1, 2, 3, 4, 5, 6].map((weekday) => (
            <th
              key={weekday}
              scope="col"
              className={`border-b-2 border-slate-300 px-0 py-2 text-center text-xs font-semibold sm:text-sm dark:border-slate-600 ${weekday === 6 ? 'text-red-700 dark:text-red-300' : 'text-slate-700 dark:text-slate-300'}`}
            >
              <span aria-hidden="true">{weekdayShortName(weekday, lang)}</span>
              <span className="sr-only">{weekdayName(weekday, lang)}</span>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {grid.weeks.map((week, row) => (
          <tr key={row}>
            {week.map((cell, column) =>
              cell ? (
                renderCell(cell)
              ) : (
                <td
                  key={`blank-${column}`}
                  className="border border-slate-200 bg-slate-50 dark:border-slate-700 dark:bg-slate-950"
                />
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const DOT_STYLES = {
  holiday: 'bg-red-600 dark:bg-red-400',
  jatra: 'bg-amber-400 ring-1 ring-amber-700 dark:bg-amber-300 dark:ring-amber-200',
  event: 'bg-sky-600 dark:bg-sky-400',
} as const;

/** A coloured dot; its meaning is in the cell's accessible name and in the legend. */
export function Dot({ kind, onSelected = false }: { kind: keyof typeof DOT_STYLES; onSelected?: boolean }) {
  // On the selected (filled) cell a light ring keeps the dot visible against the fill.
  const ring = onSelected ? 'ring-2 ring-white dark:ring-rose-950' : '';
  return (
    <span aria-hidden="true" className={`inline-block size-2 rounded-full ${DOT_STYLES[kind]} ${ring}`} />
  );
}
