// Notice queries shared by the notices module and the home page's latest updates (site module),
// which may not import each other. The column order is the key order of the JSON answers.
import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { Database, NoticeTable } from '../schema.ts';
import { toBoolean } from '../paging.ts';
import { visibleToPublic } from '../published.ts';
import type { Notice } from '#shared/contract/notices.ts';

const texts = ['title_en', 'title_ne', 'text_en', 'text_ne'] as const;
const columns = [
  'id',
  'file',
  'image',
  ...texts,
  'created_at',
  'branch_id',
  'is_urgent',
  'is_popup',
] as const;

/**
 * What the public sees: published, not in the trash, and within its publishing times (scheduled items
 * appear and leave on time, on every server, without a job). Newest first; the id breaks ties.
 */
const byNewest = (db: Kysely<Database>, now = new Date().toISOString()) =>
  db.selectFrom('notice').where(visibleToPublic(now)).orderBy('created_at', 'desc').orderBy('id', 'desc');

/** Whole notices, newest first: add where/limit, or paginate() with toNotice. */
export const newestNotices = (db: Kysely<Database>) => byNewest(db).select(columns);

/** The notices of these ids (a page's, found first: db/paging.ts), newest first. */
export const noticesWithIds = (db: Kysely<Database>, ids: SelectQueryBuilder<never, never, { id: number }>) =>
  db
    .selectFrom('notice')
    .where('id', 'in', ids as never)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .select(columns);

/** newestNotices in the opposite order (paginate reads the back half of a long list from its end). */
export const oldestNotices = (db: Kysely<Database>) =>
  db
    .selectFrom('notice')
    .where(visibleToPublic())
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
    .select(columns);

/** The home page's latest notices have no flags (contract latestNotice), in that contract's key order. */
export const newestNoticeSummaries = (db: Kysely<Database>) =>
  byNewest(db).select(['id', 'branch_id', ...texts, 'file', 'created_at']);

type NoticeRow = Pick<NoticeTable, Exclude<(typeof columns)[number], 'id'>> & { id: number };

/** Flags are stored as 0/1 in both databases. */
export const toNotice = (row: NoticeRow): Notice => ({
  ...row,
  is_urgent: toBoolean(row.is_urgent),
  is_popup: toBoolean(row.is_popup),
});
