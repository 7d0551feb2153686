// Festivals: the header Festival menu, /festivals/:id (featured upcoming + carousel), the festival
// detail page with its 'Read Next' list, the heritage-page strip and the branch festivals tab.
import { z } from 'zod';
import { listResponse, pagedResponse, pathId } from './common.ts';

/** The 'Read Next' list asks for up to 8; the cap keeps one request from pulling the whole table. */
const MAX_FESTIVALS_LIMIT = 50;
/** The heritage page's strip of recently added festivals (product.md section 9). */
export const LATEST_FESTIVALS_COUNT = 6;
/** The largest id the databases store (integer columns): a larger one cannot exist. */

const festival = z.object({
  id: z.number().int(),
  image: z.string().nullable(),
  title_en: z.string(),
  title_ne: z.string(),
  /** The same values as title_*: product.md section 3 says some lists read name_*. */
  name_en: z.string(),
  name_ne: z.string(),
  description_en: z.string(),
  description_ne: z.string(),
  location_en: z.string(),
  location_ne: z.string(),
  subtitle_en: z.string(),
  subtitle_ne: z.string(),
  /** AD dates, ISO `YYYY-MM-DD`, end inclusive. */
  start_date: z.string(),
  end_date: z.string(),
  /** Bikram Sambat start date, `YYYY/MM/DD`. */
  start_date_bs: z.string(),
  /**
   * The days of its dates (ISO, in order) the calendar marks as holidays for it: its own entry's when
   * shown on the calendar, its occasions' (Indra Jatra: one of eight). `is_holiday`: at least one.
   */
  holiday_days: z.array(z.string()),
  is_holiday: z.boolean(),
  is_jatra: z.boolean(),
  created_at: z.string(),
  branch_id: z.number().int().nullable(),
});
export type Festival = z.infer<typeof festival>;

/**
 * The dates a festival page features: the soonest celebration not over yet ('ongoing' today or
 * 'upcoming'), else the latest one ('past': the next date is not yet announced).
 */
const occurrenceStatus = z.enum(['upcoming', 'ongoing', 'past']);
export type OccurrenceStatus = z.infer<typeof occurrenceStatus>;

const festivalOccurrence = z.object({
  status: occurrenceStatus,
  /** AD dates, ISO `YYYY-MM-DD`, end inclusive, and their Bikram Sambat dates `YYYY/MM/DD`. */
  start_date: z.string(),
  end_date: z.string(),
  start_date_bs: z.string(),
  end_date_bs: z.string(),
});
export type FestivalOccurrence = z.infer<typeof festivalOccurrence>;

/** The festival of a festival page, with the occurrence to show. */
const featuredFestival = festival.extend({ occurrence: festivalOccurrence });
export type FeaturedFestival = z.infer<typeof featuredFestival>;

/** An entry of the header's Festival menu. */
const festivalMenuItem = z.object({
  id: z.number().int(),
  title_en: z.string(),
  title_ne: z.string(),
  name_en: z.string(),
  name_ne: z.string(),
  image: z.string().nullable(),
});
export type FestivalMenuItem = z.infer<typeof festivalMenuItem>;

const wholeNumber = /^\d+$/;

/** GET /events/festivals: optional `limit` (1..50) and `exclude` (a festival id to leave out). */
export const festivalsQuery = z.object({
  limit: z
    .string()
    .regex(wholeNumber, { error: 'validation.festival_limit_invalid' })
    .transform(Number)
    .pipe(
      z
        .number()
        .int()
        .min(1, { error: 'validation.festival_limit_invalid' })
        .max(MAX_FESTIVALS_LIMIT, { error: 'validation.festival_limit_invalid' }),
    )
    .optional(),
  exclude: pathId.optional(),
});
export type FestivalsQuery = z.output<typeof festivalsQuery>;

export const festivalsListResponse = listResponse(festival);
export type FestivalsListResponse = z.infer<typeof festivalsListResponse>;

/** GET /events/festivals/:id: read as a data array (product.md section 7). */
export const festivalByIdResponse = listResponse(festival);

/** GET /events/festivals/:id/upcoming: that festival (never another) with the occurrence to feature. */
export const featuredFestivalResponse = listResponse(featuredFestival);

export const festivalMenuResponse = listResponse(festivalMenuItem);
export type FestivalMenuResponse = z.infer<typeof festivalMenuResponse>;

export const festivalsPagedResponse = pagedResponse(festival);
