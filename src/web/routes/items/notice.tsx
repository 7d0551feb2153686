// /notice/:id: one notice on its own page (shared on Facebook, Viber and WhatsApp more than anywhere).
import { useLoaderData } from 'react-router';
import { ItemPage } from '#web/components/item-page/item-page.tsx';
import { ItemUnavailable } from '#web/components/item-page/item-states.tsx';
import { endpoints } from '#web/lib/api/api-reader.ts';
import { localized } from '#web/lib/format/localized.ts';
import { useI18n } from '#web/lib/i18n/language-context.tsx';
import { browserItemLoader, serverItemLoader, usePageUrl } from '#web/lib/item/item-route.ts';
import { pages } from '#web/lib/paths.ts';

export const loader = serverItemLoader(endpoints.notice);
export const clientLoader = browserItemLoader(endpoints.notice);

export default function NoticeItemPage() {
  const item = useLoaderData<typeof clientLoader>();
  const { t, lang } = useI18n();
  const url = usePageUrl();
  if (item.state !== 'ok') return <ItemUnavailable item={item} />;
  const { data: notice, related } = item.answer;
  return (
    <ItemPage
      list={{ label: t('lists.notices.title'), href: pages.notices() }}
      title={localized(notice, 'title', lang)}
      createdAt={notice.created_at}
      text={localized(notice, 'text', lang)}
      rich
      file={notice.file}
      image={notice.image}
      fileSize={notice.file_size}
      url={url}
      related={related.map((other) => ({
        id: other.id,
        title: localized(other, 'title', lang),
        createdAt: other.created_at,
        href: pages.noticeItem(other.id),
      }))}
    />
  );
}
