// Scheduled jobs run once across every app server (jobs/run-once.ts): the server that inserts a job's row
// for a time slot runs it; the others find the row and skip.
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations use an untyped Kysely
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('job_run')
    .addColumn('job', 'text', (c) => c.notNull())
    .addColumn('slot', 'text', (c) => c.notNull())
    .addColumn('server', 'text', (c) => c.notNull())
    .addColumn('started_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('job_run_pk', ['job', 'slot'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('job_run').execute();
}
