// The mail outbox (ADR 035, server/mail/): a message is a row written in the same transaction as the event
// that causes it, and a scheduled job sends it. A server claims a row by setting lease_until (an UPDATE
// guarded by the old lease: only one server's update matches), so two servers never send one message at
// once; a server that dies mid-send leaves a lease that expires and the row is sent again.
import type { Kysely } from 'kysely';
import { isSqlite } from './dialect.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations use an untyped Kysely
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  const sqlite = isSqlite(db);
  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', sqlite ? 'integer' : 'serial', (c) =>
      sqlite ? c.primaryKey().autoIncrement() : c.primaryKey(),
    )
    /** What caused it, e.g. `case.new`: staff read the outbox by it. */
    .addColumn('topic', 'text', (c) => c.notNull())
    /** The row it is about (e.g. `complaint` 12), so a case's page can show its notices. */
    .addColumn('entity', 'text')
    .addColumn('entity_id', 'text')
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body_text', 'text', (c) => c.notNull())
    /** A message queued twice with one key is queued once (a daily digest per officer and day). */
    .addColumn('dedupe_key', 'text', (c) => c.unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    /** Not before: the backoff after a failed attempt. */
    .addColumn('next_attempt_at', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addColumn('lease_until', 'text')
    .addColumn('leased_by', 'text')
    .addColumn('sent_at', 'text')
    .execute();
  await db.schema
    .createIndex('mail_outbox_due_idx')
    .on('mail_outbox')
    .columns(['sent_at', 'next_attempt_at'])
    .execute();
  await db.schema
    .createIndex('mail_outbox_entity_idx')
    .on('mail_outbox')
    .columns(['entity', 'entity_id'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('mail_outbox').execute();
}
