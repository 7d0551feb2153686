import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema.ts';
import { paginate } from '#server/db/paging.ts';
import type { PagingQuery } from '#shared/contract/common.ts';
import type { Branch } from '#shared/contract/branches.ts';
import { published } from '#server/db/published.ts';
import { inBothDigits } from '#shared/nepali-typing/one-number.ts';

/** Every branch, sub-branches included, by sort order (a few dozen rows; tree.ts orders them as a menu). */
export const listBranches = async (db: Kysely<Database>): Promise<Branch[]> =>
  (
    await db
      .selectFrom('branch')
      .select([
        'id',
        'parent_id',
        'image',
        'name_en',
        'name_ne',
        'phone_number',
        'location_en',
        'location_ne',
        'hours_en',
        'hours_ne',
        'location_url',
      ])
      .where(published())
      .orderBy('sort_order')
      .orderBy('id')
      .execute()
  ).map(({ phone_number, ...branch }) => {
    // Typed once in ASCII digits (migration 019): both forms of the documented answer derive from it.
    const phone = inBothDigits(phone_number);
    return { ...branch, phone_number_en: phone.en, phone_number_ne: phone.ne };
  });

export const pageBranchEmployees = (db: Kysely<Database>, branchId: number, paging: PagingQuery) =>
  paginate(
    db
      .selectFrom('employee')
      .select(['id', 'image', 'full_name_en', 'full_name_ne', 'position_en', 'position_ne'])
      .where('branch_id', '=', branchId)
      .where(published())
      .orderBy('sort_order')
      .orderBy('id'),
    paging,
  );
