import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { paginate } from '../../db/paging.ts';
import { newestNotices, oldestNotices, noticesWithIds, toNotice } from '../../db/read-models/notices.ts';
import type { PagingQuery } from '../../../shared/contract/common.ts';
import type { Notice } from '../../../shared/contract/notices.ts';
import { POPUP_NOTICES_LIMIT, URGENT_NOTICES_LIMIT } from '../../../shared/contract/notices.ts';

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
