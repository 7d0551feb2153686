// One-click unsubscribe for the alert mails (ADR 046, RFC 8058): a message in the outbox may carry the
// address a mail program POSTs to when its reader presses "Unsubscribe"; the sender puts it in the
// `List-Unsubscribe` and `List-Unsubscribe-Post` headers. Null for every other mail.
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations use an untyped Kysely
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('mail_outbox').addColumn('unsubscribe_url', 'text').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('mail_outbox').dropColumn('unsubscribe_url').execute();
}
