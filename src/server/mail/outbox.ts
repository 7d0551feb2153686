// The mail outbox (ADR 035): nothing is sent from a request. The code that causes a message queues it with
// queueMail() inside its own transaction, so the message exists exactly when the event does (a complaint
// stored without its notice, or a notice for a complaint that was rolled back, cannot happen). The
// scheduled job (mail/send-job.ts) sends what is due: each row is claimed with a lease, sent, marked sent;
// a failure is kept with its error and retried later with a growing pause. Staff see each row as "not
// sent" or "sent" (the admin-mail routes).
//
// Delivery is at least once: if the SMTP server accepted a message and this server died before marking it
// sent, the lease expires and it is sent again. Everything else (two servers, a retry while a slow send is
// under way) sends once.
import type { Kysely, Selectable, Transaction } from 'kysely';
import { paginate } from '#server/db/paging.ts';
import type { Database } from '#server/db/schema.ts';
import type { MailEntry, MailQuery, MailState } from '#shared/contract/admin/mail.ts';
import type { MailMessage } from './transport.ts';

type Db = Kysely<Database> | Transaction<Database>;

export interface OutgoingMail {
  /** What caused it, e.g. `case.new`. */
  topic: string;
  to: string;
  subject: string;
  text: string;
  /** The row it is about, e.g. `{ entity: 'complaint', id: 12 }`. */
  about?: { entity: string; id: string | number };
  /** A second message with this key is not queued (a digest per officer and day). */
  dedupeKey?: string;
  /** Where a mail program may POST to unsubscribe with one click (alert mails). */
  unsubscribeUrl?: string;
}

/** Queues messages; call it with the transaction of the change that causes them. */
export async function queueMail(db: Db, messages: OutgoingMail[], now = new Date()): Promise<void> {
  const at = now.toISOString();
  for (const message of messages) {
    await db
      .insertInto('mail_outbox')
      .values({
        topic: message.topic,
        entity: message.about?.entity ?? null,
        entity_id: message.about ? String(message.about.id) : null,
        to_address: message.to,
        subject: message.subject,
        body_text: message.text,
        dedupe_key: message.dedupeKey ?? null,
        unsubscribe_url: message.unsubscribeUrl ?? null,
        created_at: at,
        next_attempt_at: at,
      })
      .onConflict((conflict) => conflict.column('dedupe_key').doNothing())
      .execute();
  }
}

/** The pause before attempt n+1 after n failures: 1, 2, 4 … minutes, at most six hours. */
export function retryDelayMs(attempts: number): number {
  return Math.min(60_000 * 2 ** Math.max(0, attempts - 1), 6 * 60 * 60_000);
}

export interface DeliveryOptions {
  /** Who is sending (a server's id): only its own leases are released or marked sent. */
  server: string;
  send: (message: MailMessage) => Promise<void>;
  now?: () => Date;
  /** Longer than one send can take (the transport's timeouts are shorter). */
  leaseMs?: number;
  batch?: number;
}

export interface DeliveryRun {
  sent: number;
  failed: number;
}

/**
 * Claims one due message: an UPDATE that only matches while no one else holds a live lease, so of two
 * servers claiming the same row one gets it (on SQLite and on PostgreSQL, without row locks).
 */
async function claim(db: Kysely<Database>, id: number, server: string, now: Date, leaseMs: number) {
  const at = now.toISOString();
  const result = await db
    .updateTable('mail_outbox')
    .set({ lease_until: new Date(now.getTime() + leaseMs).toISOString(), leased_by: server })
    .where('id', '=', id)
    .where('sent_at', 'is', null)
    .where('next_attempt_at', '<=', at)
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', at)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Sends the messages that are due; one failure does not stop the others. */
export async function deliverDue(db: Kysely<Database>, options: DeliveryOptions): Promise<DeliveryRun> {
  const now = options.now ?? (() => new Date());
  const leaseMs = options.leaseMs ?? 5 * 60_000;
  const started = now();
  const due = await db
    .selectFrom('mail_outbox')
    .select(['id', 'to_address', 'subject', 'body_text', 'unsubscribe_url', 'attempts'])
    .where('sent_at', 'is', null)
    .where('next_attempt_at', '<=', started.toISOString())
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', started.toISOString())]))
    .orderBy('next_attempt_at')
    .orderBy('id')
    .limit(options.batch ?? 50)
    .execute();
  const run: DeliveryRun = { sent: 0, failed: 0 };
  for (const row of due) {
    if (!(await claim(db, row.id, options.server, now(), leaseMs))) continue;
    try {
      await options.send({
        to: row.to_address,
        subject: row.subject,
        text: row.body_text,
        ...(row.unsubscribe_url ? { unsubscribeUrl: row.unsubscribe_url } : {}),
      });
    } catch (error) {
      const attempts = row.attempts + 1;
      await db
        .updateTable('mail_outbox')
        .set({
          attempts,
          last_error: (error instanceof Error ? error.message : String(error)).slice(0, 500),
          next_attempt_at: new Date(now().getTime() + retryDelayMs(attempts)).toISOString(),
          lease_until: null,
          leased_by: null,
        })
        .where('id', '=', row.id)
        .where('leased_by', '=', options.server)
        .execute();
      run.failed += 1;
      continue;
    }
    await db
      .updateTable('mail_outbox')
      .set({ sent_at: now().toISOString(), attempts: row.attempts + 1, lease_until: null, last_error: null })
      .where('id', '=', row.id)
      .where('leased_by', '=', options.server)
      .execute();
    run.sent += 1;
  }
  return run;
}

type OutboxRow = Selectable<Database['mail_outbox']>;

/** A row's state: sent; not sent after at least one attempt (failed); or not tried yet (queued). */
const stateOf = (row: OutboxRow): MailState =>
  row.sent_at ? 'sent' : Number(row.attempts) > 0 ? 'failed' : 'queued';

/** A row as staff read it, without its text. */
function mailEntryOf(row: OutboxRow): MailEntry {
  return {
    id: row.id,
    topic: row.topic,
    entity: row.entity,
    entityId: row.entity_id,
    to: row.to_address,
    subject: row.subject,
    createdAt: row.created_at,
    state: stateOf(row),
    sentAt: row.sent_at,
    attempts: Number(row.attempts),
    lastError: row.last_error,
    nextAttemptAt: row.sent_at ? null : row.next_attempt_at,
  };
}

/** The outbox for staff, newest first. */
export function listOutbox(db: Kysely<Database>, filters: MailQuery) {
  let query = db.selectFrom('mail_outbox').selectAll();
  if (filters.state === 'sent') query = query.where('sent_at', 'is not', null);
  if (filters.state === 'queued') query = query.where('sent_at', 'is', null).where('attempts', '=', 0);
  if (filters.state === 'failed') query = query.where('sent_at', 'is', null).where('attempts', '>', 0);
  if (filters.topic) query = query.where('topic', '=', filters.topic);
  return paginate(query.orderBy('id', 'desc'), filters, mailEntryOf);
}

/**
 * "Send again": a failed message is due now instead of after its growing pause; the next run of the job
 * sends it (its attempts and last error stay until then). Answers the row as it was, or null when there is
 * no failed message with this id (sent, never tried, or none).
 */
export async function sendAgain(db: Kysely<Database>, id: number, now = new Date()) {
  const row = await db.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row || stateOf(row) !== 'failed') return null;
  const result = await db
    .updateTable('mail_outbox')
    .set({ next_attempt_at: now.toISOString() })
    .where('id', '=', id)
    .where('sent_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1 ? mailEntryOf(row) : null;
}
