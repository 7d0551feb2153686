// Queues the pushes of one newly public item (ADR 048), called by the alert job (alerts/alert-job.ts) in
// the transaction that records the item in its ledger: the pushes exist exactly when the ledger row does,
// so an item is queued once. Each row also carries the dedupe key `push:<subscription>:<topic>:<item>`.
// The rule of who gets what is the e-mail alerts' (ADR 046): the topic, a branch's notices to that
// branch's subscribers and those of every branch, nothing public before the subscription was made.
import type { Transaction } from 'kysely';
import type { Database } from '#server/db/schema.ts';
import { parseLanguage } from '#shared/i18n/index.ts';
import type { AlertedItem } from '#server/alerts/mail-text.ts';
import { pushPayload } from '#server/alerts/push-text.ts';
import { topicFlag } from '#server/alerts/subscriptions.ts';

export async function queueItemPushes(
  trx: Transaction<Database>,
  item: AlertedItem & { branch_id: number | null },
  publicSince: string,
  publicUrl: string,
  now: string,
): Promise<number> {
  let query = trx
    .selectFrom('push_subscription')
    .select(['id', 'lang'])
    .where(topicFlag(item.topic), '=', 1)
    .where('created_at', '<=', publicSince);
  if (item.branch_id !== null) {
    const branch = item.branch_id;
    query = query.where((eb) => eb.or([eb('branch_id', 'is', null), eb('branch_id', '=', branch)]));
  }
  const subscribers = await query.orderBy('id').execute();
  for (const subscriber of subscribers) {
    const payload = pushPayload(item, parseLanguage(subscriber.lang) ?? 'ne', publicUrl);
    await trx
      .insertInto('push_outbox')
      .values({
        subscription_id: subscriber.id,
        dedupe_key: `push:${subscriber.id}:${item.topic}:${item.id}`,
        payload: JSON.stringify(payload),
        created_at: now,
        next_attempt_at: now,
      })
      .onConflict((conflict) => conflict.column('dedupe_key').doNothing())
      .execute();
  }
  return subscribers.length;
}
