// One Bikram Sambat month as a grid of day buttons (the picker's calendar): arrow keys move a day or a
// week (into the next or previous month), Home/End go to the month's ends, PageUp/PageDown a month, Enter
// or Space chooses. Only the focused day is in the tab order, so Tab leaves the grid in one step.
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { bsToAd, daysInMonth, MAX_BS_YEAR, MIN_BS_YEAR, type BsDate } from '#shared/calendar/convert.ts';
import { localDigits } from '#shared/calendar/digits.ts';
import { formatBsDateWords, formatBsMonth } from '#shared/calendar/format.ts';
import { addDaysIso, firstWeekday } from '#shared/calendar/month.ts';
import { adToBs } from '#shared/calendar/convert.ts';
import { weekdayName, weekdayShortName } from '#shared/calendar/names.ts';
import type { Lang } from '#shared/i18n/index.ts';
import { secondaryButtonClass } from '../admin-ui.tsx';

interface GridProps {
  /** The day that has focus (the month shown is its month). */
  focused: BsDate;
  chosen: BsDate | null;
  today: BsDate;
  lang: Lang;
  labels: { previous: string; next: string };
  onFocus: (date: BsDate) => void;
  onChoose: (date: BsDate) => void;
  /** Focus the day button after a keyboard move (not when the grid first opens on a click elsewhere). */
  takeFocus: boolean;
}

const same = (a: BsDate | null, b: BsDate) =>
  !!a && a.year === b.year && a.month === b.month && a.day === b.day;

/** A day moved by whole days, kept inside the calendar's range. */
function moveDays(date: BsDate, days: number): BsDate {
  try {
    return adToBs(addDaysIso(bsToAd(date.year, date.month, date.day), days));
  } catch {
    return date;
  }
}

/** The same day a month later or earlier (the month's last day when it is shorter). */
function moveMonths(date: BsDate, months: number): BsDate {
  const index = date.year * 12 + (date.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  if (year < MIN_BS_YEAR || year > MAX_BS_YEAR) return date;
  return { year, month, day: Math.min(date.day, daysInMonth(year, month)) };
}

export function BsMonthGrid({
  focused,
  chosen,
  today,
  lang,
  labels,
  onFocus,
  onChoose,
  takeFocus,
}: GridProps) {
  const focusedButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (takeFocus) focusedButton.current?.focus();
  }, [focused, takeFocus]);
  const { year, month } = focused;
  const blanks = firstWeekday(year, month);
  const days = daysInMonth(year, month);
  const cells: (number | null)[] = [
    ...Array.from({ length: blanks }, () => null),
    ...Array.from({ length: days }, (_, i) => i + 1),
  ];
  while (cells.length % 7) cells.push(null);
  const weeks = Array.from({ length: cells.length / 7 }, (_, i) => cells.slice(i * 7, i * 7 + 7));

  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, () => BsDate> = {
      ArrowLeft: () => moveDays(focused, -1),
      ArrowRight: () => moveDays(focused, 1),
      ArrowUp: () => moveDays(focused, -7),
      ArrowDown: () => moveDays(focused, 7),
      Home: () => ({ ...focused, day: 1 }),
      End: () => ({ ...focused, day: days }),
      PageUp: () => moveMonths(focused, event.shiftKey ? -12 : -1),
      PageDown: () => moveMonths(focused, event.shiftKey ? 12 : 1),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    onFocus(move());
  };

  const heading = formatBsMonth(year, month, lang);
  return (
    <div>
      <div className="mb-2 flex items-center justify-between gap-2">
        <button
          type="button"
          className={secondaryButtonClass}
          aria-label={labels.previous}
          onClick={() => onFocus(moveMonths(focused, -1))}
        >
          ‹
        </button>
        <p className="font-semibold" aria-live="polite">
          {heading}
        </p>
        <button
          type="button"
          className={secondaryButtonClass}
          aria-label={labels.next}
          onClick={() => onFocus(moveMonths(focused, 1))}
        >
          ›
        </button>
      </div>
      <table
        role="grid"
        aria-label={heading}
        className="w-full border-collapse text-center"
        onKeyDown={onKeyDown}
      >
        <thead>
          <tr>
            {Array.from({ length: 7 }, (_, weekday) => (
              <th key={weekday} scope="col" className="p-0.5 text-xs font-semibold">
                <abbr title={weekdayName(weekday, lang)} className="no-underline">
                  {weekdayShortName(weekday, lang)}
                </abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week, w) => (
            <tr key={w}>
              {week.map((day, d) =>
                day === null ? (
                  <td key={d} />
                ) : (
                  <td key={d} className="p-0.5">
                    {(() => {
                      const date = { year, month, day };
                      const isFocused = day === focused.day;
                      const isChosen = same(chosen, date);
                      return (
                        <button
                          type="button"
                          ref={isFocused ? focusedButton : undefined}
                          tabIndex={isFocused ? 0 : -1}
                          aria-pressed={isChosen}
                          aria-current={same(today, date) ? 'date' : undefined}
                          aria-label={formatBsDateWords(date, lang)}
                          onClick={() => onChoose(date)}
                          className={`min-h-11 w-full min-w-9 rounded text-base focus:outline-3 focus:outline-amber-500 ${
                            isChosen
                              ? 'bg-rose-800 font-semibold text-white dark:bg-rose-300 dark:text-slate-900'
                              : 'hover:bg-slate-200 dark:hover:bg-slate-700'
                          } ${same(today, date) ? 'underline decoration-2 underline-offset-4' : ''}`}
                        >
                          {localDigits(day, lang)}
                        </button>
                      );
                    })()}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
