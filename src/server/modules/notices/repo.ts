import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema.ts';
import { paginate } from '#server/db/paging.ts';
import { newestNotices, oldestNotices, noticesWithIds, toNotice } from '#server/db/read-models/notices.ts';
import type { PagingQuery } from '#shared/contract/common.ts';
import type { Notice } from '#shared/contract/notices.ts';
import { POPUP_NOTICES_LIMIT, URGENT_NOTICES_LIMIT } from '#shared/contract/notices.ts';
import { RELATED_ITEMS } from '#shared/contract/items.ts';

// The longest public lists: their totals are kept between requests, and their back half is read from
// the end (db/paging.ts), so every page of a million notices costs about the same.
export const pageNotices = (db: Kysely<Database>, paging: PagingQuery) =>
  paginate(newestNotices(db), paging, toNotice, {
    keepTotal: { db, key: 'public notices' },
    reversed: oldestNotices(db),
    rowsOf: (ids) => noticesWithIds(db, ids),
  });

/** An unknown branch simply has no notices. */
export const pageBranchNotices = (db: Kysely<Database>, branchId: number, paging: PagingQuery) =>
  paginate(newestNotices(db).where('branch_id', '=', branchId), paging, toNotice, {
    keepTotal: { db, key: `public notices of branch ${branchId}` },
    reversed: oldestNotices(db).where('branch_id', '=', branchId),
    rowsOf: (ids) => noticesWithIds(db, ids),
  });

export async function listUrgentNotices(db: Kysely<Database>): Promise<Notice[]> {
  const rows = await newestNotices(db).where('is_urgent', '=', 1).limit(URGENT_NOTICES_LIMIT).execute();
  return rows.map(toNotice);
}

export async function listPopupNotices(db: Kysely<Database>): Promise<Notice[]> {
  const rows = await newestNotices(db).where('is_popup', '=', 1).limit(POPUP_NOTICES_LIMIT).execute();
  return rows.map(toNotice);
}

/** One notice the public may see, or undefined. */
export async function findNotice(db: Kysely<Database>, id: number): Promise<Notice | undefined> {
  const row = await newestNotices(db).where('id', '=', id).executeTakeFirst();
  return row && toNotice(row);
}

/** The newest other notices, of the same branch first when it has one. */
export async function relatedNotices(db: Kysely<Database>, notice: Notice): Promise<Notice[]> {
  const others = newestNotices(db).where('id', '!=', notice.id).limit(RELATED_ITEMS);
  const sameBranch =
    notice.branch_id === null ? [] : await others.where('branch_id', '=', notice.branch_id).execute();
  const rest =
    sameBranch.length >= RELATED_ITEMS
      ? []
      : await others.where('id', 'not in', [notice.id, ...sameBranch.map((row) => row.id)]).execute();
  return [...sameBranch, ...rest].slice(0, RELATED_ITEMS).map(toNotice);
}
