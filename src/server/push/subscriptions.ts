// Web Push subscriptions (ADR 048). No confirmation mail: the browser's own permission prompt is the
// consent, and only that browser knows its endpoint. One row per endpoint (per browser profile):
// subscribing again from the same browser changes its topics, branch, language and keys. Deleting a
// subscription deletes its queued pushes too.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '#server/db/schema.ts';
import type { PushSubscribeBody } from '#shared/contract/push-alerts.ts';
import { ALERT_TOPICS } from '#shared/contract/alerts.ts';
import { topicFlag } from '#server/alerts/subscriptions.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** Stores the subscription, or replaces the choices of the same endpoint's. */
export async function savePushSubscription(db: Kysely<Database>, form: PushSubscribeBody, now = new Date()) {
  const at = now.toISOString();
  const choices = {
    p256dh: form.keys.p256dh.replace(/=+$/, ''),
    auth: form.keys.auth.replace(/=+$/, ''),
    lang: form.lang,
    branch_id: form.branch,
    ...Object.fromEntries(
      ALERT_TOPICS.map((topic) => [topicFlag(topic), form.topics.includes(topic) ? 1 : 0]),
    ),
    updated_at: at,
    failures: 0,
    last_error: null,
  } as const;
  await db
    .insertInto('push_subscription')
    .values({ endpoint: form.endpoint, created_at: at, notices: 0, vacancies: 0, results: 0, ...choices })
    .onConflict((conflict) => conflict.column('endpoint').doUpdateSet(choices))
    .execute();
}

/** Deletes subscriptions and their queued pushes. */
export async function deletePushSubscriptions(db: Db, ids: number[]): Promise<void> {
  if (!ids.length) return;
  await db.deleteFrom('push_outbox').where('subscription_id', 'in', ids).execute();
  await db.deleteFrom('push_subscription').where('id', 'in', ids).execute();
}

/** Unsubscribes an endpoint; false when there was none. */
export async function deletePushEndpoint(db: Kysely<Database>, endpoint: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('push_subscription')
      .select('id')
      .where('endpoint', '=', endpoint)
      .executeTakeFirst();
    if (!row) return false;
    await deletePushSubscriptions(trx, [row.id]);
    return true;
  });
}
