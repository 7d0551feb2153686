// The words of an alert push (ADR 048): what the service worker shows as a notification, in the
// subscriber's language, the date in Bikram Sambat with Nepali digits in Nepali (AD in English), and the
// item's page in that language to open on a tap.
import { formatDate } from '#shared/calendar/format.ts';
import type { PushPayload } from '#shared/contract/push-alerts.ts';
import { translate, type Lang } from '#shared/i18n/index.ts';
import { itemPageUrl, itemTitle, type AlertedItem } from './mail-text.ts';

export function pushPayload(item: AlertedItem, lang: Lang, publicUrl: string): PushPayload {
  return {
    title: itemTitle(item, lang),
    body: translate(lang, 'push.published', {
      kind: translate(lang, `push.body.${item.topic}`),
      date: formatDate(item.created_at, lang),
    }),
    url: itemPageUrl(item, lang, publicUrl),
    lang,
    tag: `${item.topic}-${item.id}`,
  };
}
