// The alert job (ADR 046): finds the notices, vacancies and results that became public since it last looked
// and queues one mail per matching confirmed subscription through the mail outbox. alert_item is its ledger:
// an item is handled once, in one transaction with its mails (the ledger row is inserted first, so of two
// servers running at once only one queues them); each mail also carries the dedupe key
// `alert:<subscription>:<topic>:<item>`. Sending is the outbox's: mail down, the mails wait and are sent
// once when it is back. A subscription confirmed after an item became public (its publish time or its last
// change, whichever is later) is not sent that item. Unconfirmed subscriptions past their week are deleted.
// With Web Push on (ADR 048), the same transaction queues one push per matching push subscription.
import { sql, type Kysely, type SqlBool } from 'kysely';
import type { Database } from '#server/db/schema.ts';
import { visibleToPublic } from '#server/db/published.ts';
import { queueMail, type OutgoingMail } from '#server/mail/outbox.ts';
import type { AlertTopic } from '#shared/contract/alerts.ts';
import { parseLanguage, type Lang } from '#shared/i18n/index.ts';
import { alertMail, oneClickUnsubscribeUrl, siteNameFor, type AlertedItem } from './mail-text.ts';
import { deleteExpired, SUBSCRIPTION_ENTITY, topicFlag } from './subscriptions.ts';
import { queueItemPushes } from '#server/push/queue.ts';

/** Items handled per topic and run; more wait for the next run. */
const BATCH = 100;

interface NewItem extends AlertedItem {
  branch_id: number | null;
  publish_at: string | null;
  updated_at: string | null;
}

const notYetSeen = (topic: AlertTopic, table: string) =>
  sql<SqlBool>`not exists (select 1 from alert_item where alert_item.topic = ${topic} and alert_item.item_id = ${sql.ref(`${table}.id`)})`;

/** The public items of a topic the job has not handled yet, oldest first. */
async function newItems(db: Kysely<Database>, topic: AlertTopic, now: string): Promise<NewItem[]> {
  if (topic === 'notice') {
    const rows = await db
      .selectFrom('notice')
      .select(['id', 'title_en', 'title_ne', 'created_at', 'branch_id', 'publish_at', 'updated_at'])
      .where(visibleToPublic(now, 'notice'))
      .where(notYetSeen(topic, 'notice'))
      .orderBy('id')
      .limit(BATCH)
      .execute();
    return rows.map((row) => ({ ...row, topic }));
  }
  const rows = await db
    .selectFrom('vacancy_document')
    .select(['id', 'title_en', 'title_ne', 'created_at', 'publish_at', 'updated_at'])
    .where('kind', '=', topic === 'vacancy' ? 'notice' : 'result')
    .where(visibleToPublic(now, 'vacancy_document'))
    .where(notYetSeen(topic, 'vacancy_document'))
    .orderBy('id')
    .limit(BATCH)
    .execute();
  return rows.map((row) => ({ ...row, topic, branch_id: null }));
}

/** When the item became public, as far as its columns tell: its publish time or last change, the later. */
function publicSince(item: NewItem): string {
  const changed = item.updated_at ?? item.created_at;
  return item.publish_at && item.publish_at > changed ? item.publish_at : changed;
}

export interface AlertRun {
  items: number;
  mails: number;
  pushes: number;
  expired: number;
}

/** One run: deletes expired unconfirmed subscriptions, then queues the alerts of newly public items. */
export async function runAlerts(
  db: Kysely<Database>,
  publicUrl: string,
  clock = new Date(),
  options: { push?: boolean } = {},
): Promise<AlertRun> {
  const run: AlertRun = { items: 0, mails: 0, pushes: 0, expired: await deleteExpired(db, clock) };
  // Web Push off (no key pair): pushes queued for old subscriptions could never be sent.
  const push = options.push ?? true;
  const now = clock.toISOString();
  const sites = new Map<Lang, string>();
  for (const topic of ['notice', 'vacancy', 'result'] as const) {
    for (const item of await newItems(db, topic, now)) {
      const queued = await db.transaction().execute(async (trx) => {
        const claimed = await trx
          .insertInto('alert_item')
          .values({ topic, item_id: item.id, seen_at: now })
          .onConflict((conflict) => conflict.columns(['topic', 'item_id']).doNothing())
          .executeTakeFirst();
        if (Number(claimed.numInsertedOrUpdatedRows ?? 0) !== 1) return { mails: 0, pushes: 0 };
        let query = trx
          .selectFrom('alert_subscription')
          .select(['id', 'email', 'lang', 'unsubscribe_token'])
          .where(topicFlag(topic), '=', 1)
          .where('confirmed_at', 'is not', null)
          .where('confirmed_at', '<=', publicSince(item));
        // A notice of one branch goes to that branch's subscribers and those of every branch.
        if (item.branch_id !== null) {
          const branch = item.branch_id;
          query = query.where((eb) => eb.or([eb('branch_id', 'is', null), eb('branch_id', '=', branch)]));
        }
        const subscribers = await query.orderBy('id').execute();
        const mails: OutgoingMail[] = [];
        for (const subscriber of subscribers) {
          const lang = parseLanguage(subscriber.lang) ?? 'ne';
          if (!sites.has(lang)) sites.set(lang, await siteNameFor(trx, lang));
          const { subject, text } = alertMail(item, lang, {
            publicUrl,
            site: sites.get(lang)!,
            unsubscribeToken: subscriber.unsubscribe_token,
          });
          mails.push({
            topic: `alert.${topic}`,
            to: subscriber.email,
            subject,
            text,
            about: { entity: SUBSCRIPTION_ENTITY, id: subscriber.id },
            dedupeKey: `alert:${subscriber.id}:${topic}:${item.id}`,
            unsubscribeUrl: oneClickUnsubscribeUrl(publicUrl, subscriber.unsubscribe_token),
          });
        }
        await queueMail(trx, mails, clock);
        const pushes = push ? await queueItemPushes(trx, item, publicSince(item), publicUrl, now) : 0;
        return { mails: mails.length, pushes };
      });
      run.mails += queued.mails;
      run.pushes += queued.pushes;
      run.items += 1;
    }
  }
  return run;
}
