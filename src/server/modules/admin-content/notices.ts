// Notices as editors see them: every row (drafts, scheduled, trashed), filtered by what the public would
// see now, limited to a branch editor's branch.
import type { ExpressionBuilder, Kysely, SqlBool, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { likePattern } from '../../db/dialect-helpers.ts';
import { paginate } from '../../db/paging.ts';
import {
  missingLanguages,
  visibilityOf,
  type ContentListQuery,
  type EditedNotice,
  type NoticeEdit,
  type PublishStatus,
  type Visibility,
} from '../../../shared/contract/admin/content.ts';

type Db = Kysely<Database> | Transaction<Database>;
type NoticeEb = ExpressionBuilder<Database, 'notice'>;

const columns = [
  'id',
  'title_en',
  'title_ne',
  'text_en',
  'text_ne',
  'branch_id',
  'is_urgent',
  'is_popup',
  'created_at',
  'file',
  'status',
  'publish_at',
  'unpublish_at',
  'deleted_at',
  'updated_at',
] as const;

/** The stored date is the notice's day at midnight in Nepal; the editor works with the day. */
const dayOf = (createdAt: string) => createdAt.slice(0, 10);
const instantOf = (day: string) => `${day}T00:00:00.000Z`;

type Row = {
  id: number;
  title_en: string;
  title_ne: string;
  text_en: string;
  text_ne: string;
  branch_id: number | null;
  is_urgent: number;
  is_popup: number;
  created_at: string;
  file: string | null;
  status: string;
  publish_at: string | null;
  unpublish_at: string | null;
  deleted_at: string | null;
  updated_at: string | null;
};

export function toEdited(row: Row, now = new Date().toISOString()): EditedNotice {
  const { created_at, ...rest } = row;
  return {
    ...rest,
    is_urgent: row.is_urgent === 1,
    is_popup: row.is_popup === 1,
    date: dayOf(created_at),
    status: row.status as PublishStatus,
    visibility: visibilityOf(row, now),
    missing_languages: missingLanguages(row),
  };
}

/** The editable fields of a saved notice, as a revision keeps them. */
export function editableOf(notice: EditedNotice): NoticeEdit {
  const {
    title_en,
    title_ne,
    text_en,
    text_ne,
    branch_id,
    is_urgent,
    is_popup,
    date,
    file,
    status,
    publish_at,
    unpublish_at,
  } = notice;
  return {
    title_en,
    title_ne,
    text_en,
    text_ne,
    branch_id,
    is_urgent,
    is_popup,
    date,
    file,
    status,
    publish_at,
    unpublish_at,
  };
}

export function toRow(edit: NoticeEdit) {
  const { date, is_urgent, is_popup, ...rest } = edit;
  return { ...rest, is_urgent: is_urgent ? 1 : 0, is_popup: is_popup ? 1 : 0, created_at: instantOf(date) };
}

function visibilityFilter(visibility: Visibility, now: string) {
  return (eb: NoticeEb): ReturnType<NoticeEb['and']> | ReturnType<NoticeEb> => {
    const live = eb('deleted_at', 'is', null);
    switch (visibility) {
      case 'trashed':
        return eb('deleted_at', 'is not', null);
      case 'draft':
      case 'archived':
        return eb.and([live, eb('status', '=', visibility)]);
      case 'scheduled':
        return eb.and([live, eb('status', '=', 'published'), eb('publish_at', '>', now)]);
      case 'expired':
        return eb.and([live, eb('status', '=', 'published'), eb('unpublish_at', '<=', now)]);
      default:
        return eb.and([
          live,
          eb('status', '=', 'published'),
          eb.or([eb('publish_at', 'is', null), eb('publish_at', '<=', now)]),
          eb.or([eb('unpublish_at', 'is', null), eb('unpublish_at', '>', now)]),
        ]);
    }
  };
}

export function listNotices(db: Db, query: ContentListQuery, scope: number | null) {
  const now = new Date().toISOString();
  let select = db.selectFrom('notice').select(columns);
  select = query.visibility
    ? select.where(visibilityFilter(query.visibility, now) as (eb: NoticeEb) => never)
    : select.where('deleted_at', 'is', null);
  if (scope !== null) select = select.where('branch_id', '=', scope);
  if (query.branch) select = select.where('branch_id', '=', query.branch);
  if (query.q) {
    const pattern = likePattern(query.q);
    select = select.where((eb) =>
      eb.or(
        (['title_en', 'title_ne', 'text_en', 'text_ne'] as const).map(
          (column) =>
            eb(eb.fn('lower', [column]), 'like', pattern) as unknown as ReturnType<NoticeEb> & SqlBool,
        ),
      ),
    );
  }
  return paginate(select.orderBy('created_at', 'desc').orderBy('id', 'desc'), query, (row) =>
    toEdited(row as Row, now),
  );
}

export async function findNotice(db: Db, id: number): Promise<EditedNotice | null> {
  const row = await db.selectFrom('notice').select(columns).where('id', '=', id).executeTakeFirst();
  return row ? toEdited(row as Row) : null;
}

export async function insertNotice(db: Db, edit: NoticeEdit): Promise<number> {
  const row = await db
    .insertInto('notice')
    .values({ ...toRow(edit), updated_at: new Date().toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateNotice(
  db: Db,
  id: number,
  changes: Partial<ReturnType<typeof toRow>> & { deleted_at?: string | null },
) {
  await db
    .updateTable('notice')
    .set({ ...changes, updated_at: new Date().toISOString() })
    .where('id', '=', id)
    .execute();
}
