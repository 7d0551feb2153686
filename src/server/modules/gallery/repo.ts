import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema.ts';
import { paginate } from '#server/db/paging.ts';
import { newestImages } from '#server/db/read-models/gallery.ts';
import type { PagingQuery } from '#shared/contract/common.ts';

export const listGalleryImages = (db: Kysely<Database>) => newestImages(db).execute();

export const pageGalleryImages = (db: Kysely<Database>, paging: PagingQuery) =>
  paginate(newestImages(db), paging);

export const listHeritageStrip = (db: Kysely<Database>) =>
  newestImages(db).where('in_heritage_strip', '=', 1).execute();
