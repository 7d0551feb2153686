// The words of the alert mails (ADR 046): in the subscriber's language, dates in Bikram Sambat with Nepali
// digits in Nepali, links to the site's public address (PUBLIC_URL) in that language.
import type { Kysely, Transaction } from 'kysely';
import { formatDate } from '#shared/calendar/format.ts';
import { pageAddress } from '#shared/page-address.ts';
import { pages } from '#shared/paths.ts';
import type { AlertTopic } from '#shared/contract/alerts.ts';
import { translate, type Lang } from '#shared/i18n/index.ts';
import { institutionName } from '#server/db/read-models/setting-groups.ts';
import type { Database } from '#server/db/schema.ts';

/** A page of the site in `lang` (English with `?lng=en`), absolute. */
const alertPageUrl = (publicUrl: string, path: string, lang: Lang) =>
  pageAddress(publicUrl.replace(/\/+$/, ''), path, '', lang);

/**
 * Where a mail program POSTs when its reader presses "Unsubscribe" (RFC 8058 one-click): the API itself,
 * not a page, since no person sees it.
 */
export const oneClickUnsubscribeUrl = (publicUrl: string, token: string) =>
  `${publicUrl.replace(/\/+$/, '')}/api/base/alerts/unsubscribe/${encodeURIComponent(token)}`;

/** The trust's name from the settings, else the site's. */
export async function siteNameFor(db: Kysely<Database> | Transaction<Database>, lang: Lang) {
  return (await institutionName(db as Kysely<Database>, lang)) ?? translate(lang, 'site.name');
}

const ITEM_PAGES: Record<AlertTopic, (id: number) => string> = {
  notice: pages.noticeItem,
  vacancy: pages.vacancyItem,
  result: pages.resultItem,
};

export interface AlertedItem {
  topic: AlertTopic;
  id: number;
  title_en: string;
  title_ne: string;
  created_at: string;
}

/** The confirmation mail's subject and text: the topics asked for and the one-time link. */
export function confirmationMail(
  topics: AlertTopic[],
  lang: Lang,
  context: { publicUrl: string; site: string; token: string },
) {
  return {
    subject: translate(lang, 'alerts.mail.confirm_subject', { site: context.site }),
    text: translate(lang, 'alerts.mail.confirm_body', {
      site: context.site,
      topics: topics.map((topic) => translate(lang, `alerts.mail.topic.${topic}`)).join(', '),
      link: alertPageUrl(context.publicUrl, pages.alertConfirm(context.token), lang),
    }),
  };
}

/** The item's title in `lang`, the other language's when empty. */
export const itemTitle = (item: AlertedItem, lang: Lang) =>
  (lang === 'ne' ? item.title_ne || item.title_en : item.title_en || item.title_ne).trim();

/** The item's page in `lang`, absolute. */
export const itemPageUrl = (item: AlertedItem, lang: Lang, publicUrl: string) =>
  alertPageUrl(publicUrl, ITEM_PAGES[item.topic](item.id), lang);

/** One alert mail's subject and text. */
export function alertMail(
  item: AlertedItem,
  lang: Lang,
  context: { publicUrl: string; site: string; unsubscribeToken: string },
) {
  const title = itemTitle(item, lang);
  return {
    subject: translate(lang, `alerts.mail.subject.${item.topic}`, { title }),
    text: translate(lang, 'alerts.mail.body', {
      title,
      date: formatDate(item.created_at, lang),
      link: itemPageUrl(item, lang, context.publicUrl),
      site: context.site,
      unsubscribe: alertPageUrl(context.publicUrl, pages.alertUnsubscribe(context.unsubscribeToken), lang),
    }),
  };
}
