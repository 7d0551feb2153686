// E-mail alert subscriptions (ADR 046): no account, double opt-in, one-click unsubscribe. A subscription is
// stored unconfirmed with the SHA-256 of a one-time confirmation token, and the confirmation mail (the only
// place the token is) is queued in the same transaction (mail/outbox.ts). Confirming replaces the address's
// earlier subscription for the same branch. Unsubscribing deletes every subscription of the address and the
// outbox rows of its alert mails; an unconfirmed subscription is deleted after CONFIRM_DAYS.
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema.ts';
import { queueMail } from '#server/mail/outbox.ts';
import type { AlertSubscribeBody, AlertTopic } from '#shared/contract/alerts.ts';
import { confirmationMail, siteNameFor } from './mail-text.ts';

/** How long a confirmation link works; an unconfirmed subscription is deleted after it. */
export const CONFIRM_DAYS = 7;
/** Unconfirmed subscriptions of one address at once: more are answered alike but not stored or mailed. */
const MAX_PENDING_PER_ADDRESS = 3;

const DAY_MS = 24 * 60 * 60_000;
/** What the outbox rows of a subscription's mails name (mail_outbox.entity). */
export const SUBSCRIPTION_ENTITY = 'alert_subscription';

const newToken = () => randomBytes(24).toString('base64url');
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

const expiredBefore = (now: Date) => new Date(now.getTime() - CONFIRM_DAYS * DAY_MS).toISOString();

const TOPIC_FLAGS: Record<AlertTopic, 'notices' | 'vacancies' | 'results'> = {
  notice: 'notices',
  vacancy: 'vacancies',
  result: 'results',
};
export const topicFlag = (topic: AlertTopic) => TOPIC_FLAGS[topic];

/** Stores an unconfirmed subscription and queues its confirmation mail; false when none was stored. */
export async function subscribe(
  db: Kysely<Database>,
  form: AlertSubscribeBody,
  publicUrl: string,
  now = new Date(),
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const pending = await trx
      .selectFrom('alert_subscription')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('email', '=', form.email)
      .where('confirmed_at', 'is', null)
      .where('created_at', '>=', expiredBefore(now))
      .executeTakeFirstOrThrow();
    if (Number(pending.n) >= MAX_PENDING_PER_ADDRESS) return false;
    const token = newToken();
    const flags = Object.fromEntries(
      Object.entries(TOPIC_FLAGS).map(([topic, flag]) => [
        flag,
        form.topics.includes(topic as AlertTopic) ? 1 : 0,
      ]),
    ) as Record<(typeof TOPIC_FLAGS)[AlertTopic], number>;
    const row = await trx
      .insertInto('alert_subscription')
      .values({
        email: form.email,
        lang: form.lang,
        ...flags,
        branch_id: form.branch,
        confirm_token_hash: hashToken(token),
        unsubscribe_token: newToken(),
        created_at: now.toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { subject, text } = confirmationMail(form.topics, form.lang, {
      publicUrl,
      site: await siteNameFor(trx, form.lang),
      token,
    });
    await queueMail(
      trx,
      [
        {
          topic: 'alert.confirm',
          to: form.email,
          subject,
          text,
          about: { entity: SUBSCRIPTION_ENTITY, id: row.id },
          dedupeKey: `alert-confirm:${row.id}`,
        },
      ],
      now,
    );
    return true;
  });
}

/** Confirms the subscription of a confirmation token; false when the token is unknown, used or expired. */
export async function confirm(db: Kysely<Database>, token: string, now = new Date()): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('alert_subscription')
      .select(['id', 'email', 'branch_id'])
      .where('confirm_token_hash', '=', hashToken(token))
      .where('confirmed_at', 'is', null)
      .where('created_at', '>=', expiredBefore(now))
      .executeTakeFirst();
    if (!row) return false;
    // The address's earlier subscription for the same branch (or for every branch) is replaced.
    const replaced = await trx
      .selectFrom('alert_subscription')
      .select('id')
      .where('email', '=', row.email)
      .where('confirmed_at', 'is not', null)
      .where((eb) =>
        row.branch_id === null ? eb('branch_id', 'is', null) : eb('branch_id', '=', row.branch_id),
      )
      .execute();
    await deleteSubscriptions(
      trx,
      replaced.map((r) => r.id),
    );
    await trx
      .updateTable('alert_subscription')
      .set({ confirmed_at: now.toISOString(), confirm_token_hash: null })
      .where('id', '=', row.id)
      .execute();
    return true;
  });
}

/** Deletes the subscriptions and the outbox rows of their mails (sent or not). */
async function deleteSubscriptions(db: Kysely<Database>, ids: number[]): Promise<void> {
  if (!ids.length) return;
  await db
    .deleteFrom('mail_outbox')
    .where('entity', '=', SUBSCRIPTION_ENTITY)
    .where(
      'entity_id',
      'in',
      ids.map((id) => String(id)),
    )
    .execute();
  await db.deleteFrom('alert_subscription').where('id', 'in', ids).execute();
}

/** Unsubscribes: every subscription of the token's address is deleted; false when the token is unknown. */
export async function unsubscribe(db: Kysely<Database>, token: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('alert_subscription')
      .select('email')
      .where('unsubscribe_token', '=', token)
      .executeTakeFirst();
    if (!row) return false;
    const all = await trx
      .selectFrom('alert_subscription')
      .select('id')
      .where('email', '=', row.email)
      .execute();
    await deleteSubscriptions(
      trx,
      all.map((r) => r.id),
    );
    return true;
  });
}

/** Deletes the subscriptions left unconfirmed past CONFIRM_DAYS; answers how many. */
export async function deleteExpired(db: Kysely<Database>, now = new Date()): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const expired = await trx
      .selectFrom('alert_subscription')
      .select('id')
      .where('confirmed_at', 'is', null)
      .where('created_at', '<', expiredBefore(now))
      .execute();
    await deleteSubscriptions(
      trx,
      expired.map((r) => r.id),
    );
    return expired.length;
  });
}
