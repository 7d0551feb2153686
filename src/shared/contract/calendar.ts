// The calendar API: the month details of the calendar page, occasion lists and the iCalendar feed.
import { z } from 'zod';
import { fromNepaliDigits } from '../calendar/digits.ts';
import { MAX_BS_YEAR, MIN_BS_YEAR } from '../calendar/convert.ts';

const UPCOMING_DEFAULT_LIMIT = 6;
const UPCOMING_MAX_LIMIT = 20;

const RANGE_KEY = 'validation.calendar_date_out_of_range';
/** The i18n key of a month or year that is missing, repeated or not a number at all. */
export const MONTH_FORMAT_KEY = 'validation.calendar_invalid_date_format';
const LIMIT_KEY = 'validation.calendar_limit_invalid';

/**
 * A whole number from the query string within [min, max]; Nepali digits are accepted too (a
 * visitor may type '२०८३'). A missing, repeated or non-numeric value gives `formatKey`; a number
 * that is not a whole number in range gives `rangeKey`.
 */
const queryNumber = (formatKey: string, rangeKey: string, min: number, max: number) =>
  z
    .string({ error: formatKey })
    .transform((value) => fromNepaliDigits(value.trim()))
    .pipe(z.string().regex(/^[+-]?\d{1,9}(\.\d+)?$/, { error: formatKey }))
    .transform(Number)
    .pipe(z.number().int({ error: rangeKey }).min(min, { error: rangeKey }).max(max, { error: rangeKey }));

/** `?month=1..12&year=2000..2090` (BS): 'Invalid date format' for non-numbers, else the range message. */
export const monthDetailsQuery = z.object({
  month: queryNumber(MONTH_FORMAT_KEY, RANGE_KEY, 1, 12),
  year: queryNumber(MONTH_FORMAT_KEY, RANGE_KEY, MIN_BS_YEAR, MAX_BS_YEAR),
});

/** `?limit=` 1..20, default 6. */
export const upcomingOccasionsQuery = z
  .object({ limit: queryNumber(LIMIT_KEY, LIMIT_KEY, 1, UPCOMING_MAX_LIMIT).optional() })
  .transform(({ limit }) => ({ limit: limit ?? UPCOMING_DEFAULT_LIMIT }));

/** A holiday, festival day or jatra on the calendar. */
const occasion = z.object({
  /** The id of the item it comes from (`source`): a calendar occasion, or a festival shown on the calendar. */
  id: z.number().int(),
  source: z.enum(['occasion', 'festival']),
  branch_id: z.number().int().nullable(),
  festival_id: z.number().int().nullable(),
  image: z.string().nullable(),
  title_en: z.string(),
  title_ne: z.string(),
  description_en: z.string(),
  description_ne: z.string(),
  /** BS start date, `YYYY/MM/DD`. */
  date: z.string(),
  /** BS end date (inclusive), `YYYY/MM/DD`. */
  end_date_bs: z.string(),
  /** AD start and end dates (inclusive), ISO `YYYY-MM-DD`. */
  start_date: z.string(),
  end_date: z.string(),
  is_holiday: z.boolean(),
  is_jatra: z.boolean(),
});
export type Occasion = z.infer<typeof occasion>;

/** An occasion in a month answer: `days` lists the BS days of that month it covers. */
const monthOccasion = occasion.extend({ days: z.array(z.number().int()) });
export type MonthOccasion = z.infer<typeof monthOccasion>;

export const monthDetailsResponse = z.object({
  /** Days in the BS month. */
  max_days: z.number().int(),
  /** English weekday name of day 1, e.g. 'Sunday'. */
  start: z.string(),
  /** Weekday of day 1, 0 = Sunday: the number of blank cells before it. */
  start_weekday: z.number().int().min(0).max(6),
  year: z.number().int(),
  month: z.number().int(),
  /** AD dates of the first and last day of the month. */
  start_date: z.string(),
  end_date: z.string(),
  /** True after BS 2083: month lengths are not officially published yet. */
  is_provisional: z.boolean(),
  occasions: z.array(monthOccasion),
});
export type MonthDetails = z.infer<typeof monthDetailsResponse>;

export const occasionsListResponse = z.object({ data: z.array(occasion) });
