// A branch's phone number is typed once (issue 25), as the head office's already is (013): it lived in
// two columns, phone_number_en in ASCII digits and phone_number_ne in Nepali digits, so one could be
// changed and the other not. This keeps one column, `phone_number`, in ASCII digits; the Nepali digits
// are derived where shown. Where the copies disagree no number is lost: every distinct number of the
// two is kept, in order (the English first), separated by commas. The branches' saved revisions are
// rewritten the same way, so restoring one brings its phone back. Self-contained on purpose: a migration
// must do the same thing whatever today's code says.
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations use an untyped Kysely
type AnyDb = Kysely<any>;

const NEPALI_DIGITS = '०१२३४५६७८९';
const toAscii = (text: string) => text.replace(/[०-९]/g, (digit) => String(NEPALI_DIGITS.indexOf(digit)));
const toNepali = (text: string) => text.replace(/[0-9]/g, (digit) => NEPALI_DIGITS[Number(digit)]!);

/** Every distinct number of the copies, in order, ASCII digits; null when there is none. */
export function oneBranchPhone(copies: unknown[]): string | null {
  const kept = new Map<string, string>();
  for (const copy of copies) {
    if (typeof copy !== 'string') continue;
    for (const number of toAscii(copy).split(/[,;]/)) {
      const written = number.trim().replace(/\s+/g, ' ');
      const digits = written.replace(/\D/g, '');
      if (written && !kept.has(digits || written)) kept.set(digits || written, written);
    }
  }
  return kept.size ? [...kept.values()].join(', ') : null;
}

type Snapshot = Record<string, unknown>;

/** Every saved revision of a branch, its fields changed by `change`. */
async function rewriteRevisions(db: AnyDb, change: (data: Snapshot) => Snapshot): Promise<void> {
  const rows = await db
    .selectFrom('revision')
    .select(['id', 'data_json'])
    .where('entity', '=', 'branch')
    .execute();
  for (const row of rows) {
    const data_json = JSON.stringify(change(JSON.parse(row.data_json as string) as Snapshot));
    await db.updateTable('revision').set({ data_json }).where('id', '=', row.id).execute();
  }
}

export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('branch').addColumn('phone_number', 'text').execute();
  const rows = await db.selectFrom('branch').select(['id', 'phone_number_en', 'phone_number_ne']).execute();
  for (const row of rows) {
    const phone = oneBranchPhone([row.phone_number_en, row.phone_number_ne]);
    if (phone !== null)
      await db.updateTable('branch').set({ phone_number: phone }).where('id', '=', row.id).execute();
  }
  await db.schema.alterTable('branch').dropColumn('phone_number_en').execute();
  await db.schema.alterTable('branch').dropColumn('phone_number_ne').execute();
  await rewriteRevisions(db, ({ phone_number_en, phone_number_ne, ...data }) => ({
    ...data,
    phone_number: oneBranchPhone([phone_number_en, phone_number_ne]) ?? '',
  }));
}

/** Back to the two copies, each from the one value. */
export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('branch').addColumn('phone_number_en', 'text').execute();
  await db.schema.alterTable('branch').addColumn('phone_number_ne', 'text').execute();
  const rows = await db.selectFrom('branch').select(['id', 'phone_number']).execute();
  for (const row of rows) {
    if (typeof row.phone_number !== 'string') continue;
    await db
      .updateTable('branch')
      .set({ phone_number_en: row.phone_number, phone_number_ne: toNepali(row.phone_number) })
      .where('id', '=', row.id)
      .execute();
  }
  await db.schema.alterTable('branch').dropColumn('phone_number').execute();
  await rewriteRevisions(db, ({ phone_number, ...data }) => {
    const text = typeof phone_number === 'string' ? phone_number : '';
    return { ...data, phone_number_en: text, phone_number_ne: toNepali(text) };
  });
}
