// Gallery queries shared by the gallery module and the home page's latest updates (site module),
// which may not import each other.
import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';
import { published } from '../published.ts';
import { imagePosition } from './focal-point.ts';

/** Gallery images newest first (the id breaks ties so the order is total): add where/limit or paginate(). */
export const newestImages = (db: Kysely<Database>) =>
  db
    .selectFrom('gallery_image')
    .select(['id', 'image', 'caption_en', 'caption_ne', 'width', 'height'])
    .select(imagePosition('gallery_image'))
    .where(published())
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc');
