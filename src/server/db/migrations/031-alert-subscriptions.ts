// Alerts for new notices, vacancies and results by e-mail (issue 27 item 5, ADR 046). A subscription is an
// address, its language, the topics it asked for and optionally one branch; it is stored unconfirmed with
// the SHA-256 of a one-time confirmation token (the token itself is only in the confirmation mail), and
// carries a random unsubscribe token that every alert mail links to. alert_item is the ledger of the
// items the alert job has already handled: an item is alerted once, when the job first finds it public.
import { sql, type Kysely } from 'kysely';
import { isSqlite } from './dialect.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations use an untyped Kysely
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  const sqlite = isSqlite(db);
  await db.schema
    .createTable('alert_subscription')
    .addColumn('id', sqlite ? 'integer' : 'serial', (c) =>
      sqlite ? c.primaryKey().autoIncrement() : c.primaryKey(),
    )
    .addColumn('email', 'text', (c) => c.notNull())
    /** ne or en: the language of the mails. */
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('notices', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('vacancies', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('results', 'integer', (c) => c.notNull().defaultTo(0))
    /** Notices of this branch (and the trust-wide ones) only; null: every branch. */
    .addColumn('branch_id', 'integer')
    /** SHA-256 (hex) of the confirmation token; null once confirmed. */
    .addColumn('confirm_token_hash', 'text', (c) => c.unique())
    /** Random, in every alert mail's unsubscribe link. */
    .addColumn('unsubscribe_token', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('confirmed_at', 'text')
    .execute();
  await db.schema
    .createIndex('alert_subscription_email_idx')
    .on('alert_subscription')
    .columns(['email', 'branch_id'])
    .execute();
  await db.schema
    .createIndex('alert_subscription_confirmed_idx')
    .on('alert_subscription')
    .columns(['confirmed_at'])
    .execute();

  await db.schema
    .createTable('alert_item')
    /** notice, vacancy or result. */
    .addColumn('topic', 'text', (c) => c.notNull())
    .addColumn('item_id', 'integer', (c) => c.notNull())
    .addColumn('seen_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('alert_item_pk', ['topic', 'item_id'])
    .execute();
  // What is public now is not new: only items that become public after this migration are alerted.
  const now = new Date().toISOString();
  const isPublic = sql`status = 'published' and deleted_at is null and (publish_at is null or publish_at <= ${now}) and (unpublish_at is null or unpublish_at > ${now})`;
  await sql`insert into alert_item (topic, item_id, seen_at) select 'notice', id, ${now} from notice where ${isPublic}`.execute(
    db,
  );
  await sql`insert into alert_item (topic, item_id, seen_at) select case kind when 'notice' then 'vacancy' else 'result' end, id, ${now} from vacancy_document where kind in ('notice', 'result') and ${isPublic}`.execute(
    db,
  );
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('alert_item').execute();
  await db.schema.dropTable('alert_subscription').execute();
}
