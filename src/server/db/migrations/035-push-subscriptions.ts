// Web Push alerts (issue 27 item 5, ADR 048): the same topics as the e-mail alerts (migration 031), sent to
// a browser through its push service. A subscription is what the browser's PushManager gave: the push
// service's address for this device (the endpoint, unique) and the keys that encrypt a message to it;
// with the topics, the branch and the language it asked for. push_outbox holds the pushes to send, as
// mail_outbox does the mails (ADR 035): queued in the alert job's transaction, sent by a job with a lease,
// retried with a growing pause while the push service is down, given up after a number of attempts.
import type { Kysely } from 'kysely';
import { isSqlite } from './dialect.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations use an untyped Kysely
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  const sqlite = isSqlite(db);
  const id = sqlite ? 'integer' : 'serial';
  await db.schema
    .createTable('push_subscription')
    .addColumn('id', id, (c) => (sqlite ? c.primaryKey().autoIncrement() : c.primaryKey()))
    /** The push service's https address for this browser: secret to it, the only way to reach it. */
    .addColumn('endpoint', 'text', (c) => c.notNull().unique())
    /** The browser's P-256 public key and auth secret (base64url): pushes are encrypted to them. */
    .addColumn('p256dh', 'text', (c) => c.notNull())
    .addColumn('auth', 'text', (c) => c.notNull())
    /** ne or en: the language of the notifications. */
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('notices', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('vacancies', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('results', 'integer', (c) => c.notNull().defaultTo(0))
    /** Notices of this branch (and the trust-wide ones) only; null: every branch. */
    .addColumn('branch_id', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    /** Failed pushes in a row (reset by one that is delivered) and the last one's error. */
    .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .execute();

  await db.schema
    .createTable('push_outbox')
    .addColumn('id', id, (c) => (sqlite ? c.primaryKey().autoIncrement() : c.primaryKey()))
    .addColumn('subscription_id', 'integer', (c) => c.notNull())
    /** `push:<subscription>:<topic>:<item>`: an item is queued once per subscription. */
    .addColumn('dedupe_key', 'text', (c) => c.notNull().unique())
    /** The notification as JSON: {title, body, url, lang, tag}, encrypted only when sent. */
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('next_attempt_at', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addColumn('lease_until', 'text')
    .addColumn('leased_by', 'text')
    /** Delivered to the push service; or given up (too many attempts, or the subscription is gone). */
    .addColumn('sent_at', 'text')
    .addColumn('gave_up_at', 'text')
    .execute();
  await db.schema
    .createIndex('push_outbox_due_idx')
    .on('push_outbox')
    .columns(['sent_at', 'gave_up_at', 'next_attempt_at'])
    .execute();
  await db.schema
    .createIndex('push_outbox_subscription_idx')
    .on('push_outbox')
    .columns(['subscription_id'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('push_outbox').execute();
  await db.schema.dropTable('push_subscription').execute();
}
