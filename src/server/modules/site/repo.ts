import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema.ts';
import { toBoolean } from '#server/db/paging.ts';
import { bsDateOf } from '#shared/calendar/index.ts';
import { newestArticleSummaries } from '#server/db/read-models/articles.ts';
import { newestImages } from '#server/db/read-models/gallery.ts';
import { newestLaws, toLaw } from '#server/db/read-models/laws.ts';
import { newestNoticeSummaries } from '#server/db/read-models/notices.ts';
import { occasionsFrom } from '#server/db/read-models/occasions.ts';
import {
  HOME_OCCASION_COUNT,
  LATEST_GALLERY_COUNT,
  LATEST_LIST_COUNT,
  type HomeOccasion,
  type LatestUpdatesResponse,
} from '#shared/contract/site.ts';
import { published } from '#server/db/published.ts';

/**
 * The slides, each with its picture's focal point from the media library (null: the centre). Two reads,
 * not a correlated subquery per slide: with one, SQLite's planner left the slides' list index and sorted
 * in a temporary B-tree (query-plans.test.ts).
 */
export async function listSlides(db: Kysely<Database>) {
  const slides = await db
    .selectFrom('slide')
    .select(['id', 'image', 'title_en', 'title_ne', 'description_en', 'description_ne'])
    .where(published())
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  const images = [...new Set(slides.map((slide) => slide.image).filter((image) => image !== ''))];
  const focalPoints = images.length
    ? await db
        .selectFrom('media')
        .select(['id', 'url', 'focal_x', 'focal_y'])
        .where('url', 'in', images)
        .where('kind', '=', 'image')
        .execute()
    : [];
  // The oldest library item of an address wins, as before (sorted here: a few rows, no temporary B-tree).
  focalPoints.sort((a, b) => Number(b.id) - Number(a.id));
  const positionOf = new Map(
    focalPoints.map(({ url, focal_x, focal_y }) => [url, `${Number(focal_x)}% ${Number(focal_y)}%`]),
  );
  return slides.map((slide) => ({ ...slide, image_position: positionOf.get(slide.image) ?? null }));
}

export const listServices = (db: Kysely<Database>) =>
  db
    .selectFrom('service')
    .select(['id', 'url', 'image', 'name_en', 'name_ne', 'description_en', 'description_ne'])
    .where(published())
    .orderBy('sort_order')
    .orderBy('id')
    .execute();

/** The next occasions still running or to come on `today` (ISO date in Nepal), soonest first. */
export async function listUpcomingOccasions(db: Kysely<Database>, today: string): Promise<HomeOccasion[]> {
  const rows = await occasionsFrom(db, today).limit(HOME_OCCASION_COUNT).execute();
  // The BS date is derived from the AD date, as the calendar does; the keys keep their old order.
  return rows.map((row) => ({
    id: row.id,
    image: row.image,
    title_en: row.title_en,
    title_ne: row.title_ne,
    description_en: row.description_en,
    description_ne: row.description_ne,
    start_date: row.start_date,
    end_date: row.end_date,
    date: bsDateOf(row.start_date),
    is_holiday: toBoolean(row.is_holiday),
    is_jatra: toBoolean(row.is_jatra),
  }));
}

/** The home page's latest-updates tabs, each newest first (created_at, then id). */
export async function readLatestUpdates(db: Kysely<Database>): Promise<LatestUpdatesResponse> {
  const [gallery, notices, articles, laws] = await Promise.all([
    newestImages(db).limit(LATEST_GALLERY_COUNT).execute(),
    newestNoticeSummaries(db).limit(LATEST_LIST_COUNT).execute(),
    newestArticleSummaries(db).limit(LATEST_LIST_COUNT).execute(),
    newestLaws(db).limit(LATEST_LIST_COUNT).execute(),
  ]);
  return { gallery, notices, articles, laws: laws.map(toLaw) };
}
