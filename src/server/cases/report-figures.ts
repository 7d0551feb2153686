// The counting behind the complaint reports (issue 26 step 5, staff) and the public record (step 6): pure
// functions over the complaints' facts, so both count the same way and give the same figures on SQLite and
// PostgreSQL (percentiles are computed here, not by either database's own functions).
import { adToBs } from '#shared/calendar/convert.ts';
import { toNepalIsoDate } from '#shared/calendar/format.ts';
import type { ReportCalendar } from '#shared/contract/complaint-record.ts';

const DAY_MS = 86_400_000;

/** One complaint, as much as the figures need: never its citizen, text or reference. */
export interface ComplaintFact {
  branchId: number;
  branchEn: string | null;
  branchNe: string | null;
  categoryId: number;
  categoryEn: string;
  categoryNe: string;
  status: string;
  createdAt: string;
  firstReplyAt: string | null;
  closedAt: string | null;
}

/**
 * The p-th percentile (0-1) by linear interpolation between the closest ranks (PostgreSQL's
 * percentile_cont, a spreadsheet's PERCENTILE.INC); null for no values.
 */
export function percentile(values: readonly number[], p: number): number | null {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = p * (sorted.length - 1);
  const below = Math.floor(rank);
  const above = Math.ceil(rank);
  return sorted[below]! + (sorted[above]! - sorted[below]!) * (rank - below);
}

/** Days, to one decimal: what the reports show. */
const roundDays = (days: number | null) => (days === null ? null : Math.round(days * 10) / 10);

/** Days from one stored instant to another. */
const daysBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / DAY_MS;

/**
 * The month a complaint arrived in, as `YYYY-MM`: the Bikram Sambat month (Nepali pages) or the AD month
 * (English pages), both of the date in Nepal at that moment.
 */
export function monthOf(instant: string, calendar: ReportCalendar): string {
  const iso = toNepalIsoDate(instant)!;
  if (calendar === 'ad') return iso.slice(0, 7);
  const bs = adToBs(iso);
  return `${bs.year}-${String(bs.month).padStart(2, '0')}`;
}

export interface DurationFigures {
  /** How many complaints the figures are computed from. */
  count: number;
  median: number | null;
  p90: number | null;
}

/** Median and 90th percentile of durations in days (one decimal). */
export function durationFigures(days: readonly number[]): DurationFigures {
  return {
    count: days.length,
    median: roundDays(percentile(days, 0.5)),
    p90: roundDays(percentile(days, 0.9)),
  };
}

/** Days to the first reply, of the complaints that have one. */
export const replyDays = (facts: readonly ComplaintFact[]) =>
  facts.flatMap((fact) => (fact.firstReplyAt ? [daysBetween(fact.createdAt, fact.firstReplyAt)] : []));

/** Days to closing, of the closed complaints. */
export const closeDays = (facts: readonly ComplaintFact[]) =>
  facts.flatMap((fact) => (fact.closedAt ? [daysBetween(fact.createdAt, fact.closedAt)] : []));

/** The facts grouped by a key, in first-seen order. */
export function groupBy<K>(facts: readonly ComplaintFact[], keyOf: (fact: ComplaintFact) => K) {
  const groups = new Map<K, ComplaintFact[]>();
  for (const fact of facts) {
    const key = keyOf(fact);
    const group = groups.get(key);
    if (group) group.push(fact);
    else groups.set(key, [fact]);
  }
  return groups;
}

/**
 * The public record's threshold: a figure about fewer complaints than this is not published (a count
 * of 1 to 4 is shown as "fewer than 5", a median from fewer than 5 durations is not shown).
 */
export const PUBLIC_MINIMUM = 5;

/** A count as published: itself when 0 or at least the minimum, null ("fewer than 5") otherwise. */
export const publishedCount = (count: number) => (count === 0 || count >= PUBLIC_MINIMUM ? count : null);

/** A median as published: only from at least the minimum of durations. */
export const publishedMedian = (days: readonly number[]) =>
  days.length >= PUBLIC_MINIMUM ? roundDays(percentile(days, 0.5)) : null;
