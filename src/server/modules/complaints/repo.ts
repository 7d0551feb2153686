import { sql, type Kysely, type Transaction } from 'kysely';
import { bsToday } from '#shared/calendar/month.ts';
import type { Database } from '#server/db/schema.ts';
import type { ComplaintForm } from '#shared/contract/complaint.ts';
import type { Lang } from '#shared/i18n/index.ts';
import { published, publishedRowExists } from '#server/db/published.ts';
import { queueNewComplaintNotice } from '#server/cases/notices.ts';
import { complaintDueTimes } from '#server/cases/deadlines.ts';

export const listComplaintCategories = (db: Kysely<Database>) =>
  db
    .selectFrom('complaint_category')
    .select(['id', 'name_en', 'name_ne'])
    .where(published())
    .orderBy('sort_order')
    .orderBy('id')
    .execute();

export const branchExists = (db: Kysely<Database>, id: number) => publishedRowExists(db, 'branch', id);

export const complaintCategoryExists = (db: Kysely<Database>, id: number) =>
  publishedRowExists(db, 'complaint_category', id);

export interface AttachmentRow {
  attachment_path: string;
  attachment_type: string;
  attachment_size: number;
  attachment_name: string;
}

export async function insertComplaint(
  db: Kysely<Database>,
  form: ComplaintForm,
  attachment: AttachmentRow | null,
  lang: Lang,
  publicUrl: string,
): Promise<{ id: number; reference: string }> {
  return db.transaction().execute(async (trx) => {
    const reference = await nextReference(trx);
    const createdAt = new Date().toISOString();
    const due = await complaintDueTimes(trx, form.category, createdAt);
    const row = await trx
      .insertInto('complaint')
      .values({
        name: form.name,
        contact: form.contact,
        address: form.address,
        branch_id: form.branch,
        category_id: form.category,
        title: form.title,
        details: form.details,
        attachment_path: attachment?.attachment_path ?? null,
        attachment_type: attachment?.attachment_type ?? null,
        attachment_size: attachment?.attachment_size ?? null,
        attachment_name: attachment?.attachment_name ?? null,
        lang,
        created_at: createdAt,
        reference,
        reply_due_at: due.replyDueAt,
        close_due_at: due.closeDueAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // The officers' notice is stored with the complaint or not at all (ADR 035).
    await queueNewComplaintNotice(
      trx,
      { id: row.id, reference, branchId: form.branch, categoryId: form.category, receivedAt: createdAt },
      publicUrl,
    );
    return { id: row.id, reference };
  });
}

const formatReference = (year: number, sequence: number) => `GS-${year}-${String(sequence).padStart(6, '0')}`;

/**
 * The next reference of this Bikram Sambat year. One atomic upsert on the year's counter row: concurrent
 * submissions queue on that row (PostgreSQL) or on the single writer (SQLite), so no two get one number;
 * a unique index on complaint.reference backs it up.
 */
async function nextReference(trx: Transaction<Database>): Promise<string> {
  const year = bsToday().year;
  const row = await trx
    .insertInto('reference_counter')
    .values({ year, last: 1 })
    .onConflict((conflict) => conflict.column('year').doUpdateSet({ last: sql`reference_counter.last + 1` }))
    .returning('last')
    .executeTakeFirstOrThrow();
  return formatReference(year, row.last);
}

/** What a honeypot answer shows: the reference the next complaint would plausibly get. */
export async function plausibleReference(db: Kysely<Database>): Promise<string> {
  const year = bsToday().year;
  const row = await db
    .selectFrom('reference_counter')
    .select('last')
    .where('year', '=', year)
    .executeTakeFirst();
  return formatReference(year, (row?.last ?? 0) + 1);
}

/** The status and replies of the complaint with this reference, if the phone number matches the one given. */
export async function complaintStatusFor(db: Kysely<Database>, reference: string, phone: string) {
  const row = await db
    .selectFrom('complaint')
    .select(['reference', 'contact', 'status', 'created_at', 'updated_at', 'closed_at'])
    .where('reference', '=', reference)
    .executeTakeFirst();
  if (!row?.reference || !samePhone(row.contact, phone)) return null;
  const replies = await db
    .selectFrom('case_note')
    .innerJoin('complaint', 'complaint.id', 'case_note.case_id')
    .select(['case_note.created_at as at', 'case_note.body as text'])
    .where('case_note.case_kind', '=', 'complaint')
    .where('complaint.reference', '=', reference)
    .where('case_note.kind', '=', 'reply')
    .orderBy('case_note.created_at')
    .orderBy('case_note.id')
    .execute();
  return {
    reference: row.reference,
    status: row.status,
    receivedAt: row.created_at,
    updatedAt: row.updated_at,
    closedAt: row.closed_at,
    replies: replies.map((reply) => ({ at: reply.at, text: reply.text ?? '' })),
  };
}

/** Digits only, and the last ten (a Nepali mobile number), so `+977-98…` matches `98…`. */
function samePhone(stored: string, given: string): boolean {
  const digits = (text: string) => text.replace(/[^\d]/g, '').slice(-10);
  const a = digits(stored);
  return a.length >= 6 && a === digits(given);
}

/** The id a stored complaint would plausibly get: what a honeypot answer shows. */
export async function nextComplaintId(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('complaint')
    .select((eb) => eb.fn.max('id').as('max'))
    .executeTakeFirst();
  return Number(row?.max ?? 0) + 1;
}
