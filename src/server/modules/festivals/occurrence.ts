// Which dates a festival page features (issue 15): the festival the visitor chose, never another one.
// A festival row holds one celebration (its start and end); its calendar occasions may hold others
// (last year's, next year's). The page shows the soonest that is not over yet, else the latest one.
import type { OccurrenceStatus } from '#shared/contract/festivals.ts';

export interface DateSpan {
  /** ISO `YYYY-MM-DD`, end inclusive. */
  start_date: string;
  end_date: string;
}

export interface Occurrence extends DateSpan {
  status: OccurrenceStatus;
}

/**
 * The occurrence of a festival to feature on `today` (ISO, Nepal's date). Occasions inside the
 * festival's own span are days of that same celebration (Dashain's Fulpati, Tihar's Laxmi Puja), so
 * only occasions outside it count as other dates.
 */
export function featuredOccurrence(festival: DateSpan, occasions: DateSpan[], today: string): Occurrence {
  const otherDates = occasions.filter(
    (o) => o.start_date > festival.end_date || o.end_date < festival.start_date,
  );
  const dates = [festival, ...otherDates].sort(
    (a, b) => a.start_date.localeCompare(b.start_date) || a.end_date.localeCompare(b.end_date),
  );
  const next = dates.find((d) => d.end_date >= today);
  if (next) {
    const status = next.start_date <= today ? 'ongoing' : 'upcoming';
    return { status, start_date: next.start_date, end_date: next.end_date };
  }
  const last = dates.at(-1)!;
  return { status: 'past', start_date: last.start_date, end_date: last.end_date };
}
