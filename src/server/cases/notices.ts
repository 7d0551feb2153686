// The e-mail notices of case handling, queued in the mail outbox (mail/outbox.ts, ADR 035) inside the
// transaction of the event. Who is told: the case officers who may see the case (their branch's, and those
// with no branch); when a branch has none, the administrators, so a complaint is never seen by no one.
// The message carries no personal data (no name, contact or text of the complaint): only the reference,
// the branch and category, and a link to sign in. Staff have no language of their own, so it is written in
// both, Nepali first.
import { sql, type SqlBool, type Kysely, type Transaction } from 'kysely';
import { formatDate } from '#shared/calendar/format.ts';
import type { Database } from '#server/db/schema.ts';
import { queueMail, type OutgoingMail } from '#server/mail/outbox.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** The staff page of a case (web/admin/lib/paths.ts `adminPages.case`; the server cannot import it). */
export const staffCaseUrl = (publicUrl: string, id: number) =>
  new URL(`/admin/cases/complaint/${id}`, publicUrl).toString();

/** The e-mail addresses of the staff who may see a case of this branch. */
async function branchOfficerAddresses(db: Db, branchId: number): Promise<string[]> {
  const active = sql<SqlBool>`not ${sql.ref('disabled')}`;
  const officers = await db
    .selectFrom('auth_user')
    .select('email')
    .where('role', '=', 'case_officer')
    .where(active)
    .where((eb) => eb.or([eb('branchId', '=', branchId), eb('branchId', 'is', null)]))
    .orderBy('email')
    .execute();
  if (officers.length) return officers.map((row) => row.email);
  const admins = await db
    .selectFrom('auth_user')
    .select('email')
    .where('role', '=', 'admin')
    .where(active)
    .orderBy('email')
    .execute();
  return admins.map((row) => row.email);
}

async function namesOf(db: Db, branchId: number, categoryId: number) {
  const branch = await db
    .selectFrom('branch')
    .select(['name_ne', 'name_en'])
    .where('id', '=', branchId)
    .executeTakeFirst();
  const category = await db
    .selectFrom('complaint_category')
    .select(['name_ne', 'name_en'])
    .where('id', '=', categoryId)
    .executeTakeFirst();
  return {
    branch: { ne: branch?.name_ne ?? '', en: branch?.name_en ?? '' },
    category: { ne: category?.name_ne ?? '', en: category?.name_en ?? '' },
  };
}

export interface NewComplaintNotice {
  id: number;
  reference: string;
  branchId: number;
  categoryId: number;
  receivedAt: string;
}

/** Queues "a new complaint" to each officer who may see it; call inside the complaint's transaction. */
export async function queueNewComplaintNotice(
  db: Db,
  complaint: NewComplaintNotice,
  publicUrl: string,
): Promise<void> {
  const to = await branchOfficerAddresses(db, complaint.branchId);
  if (!to.length) return;
  const names = await namesOf(db, complaint.branchId, complaint.categoryId);
  const link = staffCaseUrl(publicUrl, complaint.id);
  const subject = `नयाँ गुनासो / New complaint: ${complaint.reference}`;
  const text = [
    `नयाँ गुनासो ${complaint.reference} (${formatDate(complaint.receivedAt, 'ne')})`,
    `शाखा: ${names.branch.ne}`,
    `विषय: ${names.category.ne}`,
    `हेर्न साइन इन गर्नुहोस्: ${link}`,
    '',
    `New complaint ${complaint.reference} (${formatDate(complaint.receivedAt, 'en')})`,
    `Branch: ${names.branch.en}`,
    `Category: ${names.category.en}`,
    `Sign in to read it: ${link}`,
  ].join('\n');
  const messages: OutgoingMail[] = to.map((address) => ({
    topic: 'case.new',
    to: address,
    subject,
    text,
    about: { entity: 'complaint', id: complaint.id },
  }));
  await queueMail(db, messages);
}

/** Queues "a complaint forwarded to your branch" to the officers of its new branch (inside the move). */
export async function queueForwardedNotice(db: Db, id: number, publicUrl: string): Promise<void> {
  const complaint = await db
    .selectFrom('complaint')
    .select(['reference', 'branch_id', 'category_id'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  const to = await branchOfficerAddresses(db, complaint.branch_id);
  if (!to.length) return;
  const names = await namesOf(db, complaint.branch_id, complaint.category_id);
  const link = staffCaseUrl(publicUrl, id);
  const reference = complaint.reference ?? String(id);
  const text = [
    `गुनासो ${reference} ${names.branch.ne} शाखामा पठाइयो।`,
    `हेर्न साइन इन गर्नुहोस्: ${link}`,
    '',
    `Complaint ${reference} was forwarded to ${names.branch.en}.`,
    `Sign in to read it: ${link}`,
  ].join('\n');
  await queueMail(
    db,
    to.map((address) => ({
      topic: 'case.forwarded',
      to: address,
      subject: `पठाइएको गुनासो / Forwarded complaint: ${reference}`,
      text,
      about: { entity: 'complaint', id },
    })),
  );
}
