// A complaint's first reply to the citizen and its two deadlines (issue 26): the time of the first reply
// (case_note rows of kind `reply` hold the replies themselves), the time a first answer is due and the time
// it should be closed by. The deadlines are fixed when the complaint arrives, from the response times of
// its category then (settings), so a later change of the settings does not move a promise already made.
// Complaints stored before this migration get the default times (7 and 30 days).
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations use an untyped Kysely
type AnyDb = Kysely<any>;

const DAY_MS = 86_400_000;
const plusDays = (iso: string, days: number) => new Date(Date.parse(iso) + days * DAY_MS).toISOString();

export async function up(db: AnyDb): Promise<void> {
  for (const column of ['first_reply_at', 'reply_due_at', 'close_due_at']) {
    await db.schema.alterTable('complaint').addColumn(column, 'text').execute();
  }
  const rows: { id: number; created_at: string }[] = await db
    .selectFrom('complaint')
    .select(['id', 'created_at'])
    .execute();
  for (const row of rows) {
    await db
      .updateTable('complaint')
      .set({ reply_due_at: plusDays(row.created_at, 7), close_due_at: plusDays(row.created_at, 30) })
      .where('id', '=', row.id)
      .execute();
  }
  await db.schema.createIndex('complaint_reply_due_idx').on('complaint').columns(['reply_due_at']).execute();
  await db.schema.createIndex('complaint_close_due_idx').on('complaint').columns(['close_due_at']).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('complaint_close_due_idx').execute();
  await db.schema.dropIndex('complaint_reply_due_idx').execute();
  for (const column of ['close_due_at', 'reply_due_at', 'first_reply_at']) {
    await db.schema.alterTable('complaint').dropColumn(column).execute();
  }
}
