// /notice (product.md section 2 "Notice page"): the notices as cards, 9 a page. Each card previews its file
// by extension, and its link opens the file in a new tab ('View full notice'); without a file the
// card says so ('No Preview', 'No File Available').
import type { Route } from './+types/route.ts';
import { data, useLoaderData } from 'react-router';

import { endpoints, browserApiReader, serverApiReader, type ApiRead } from '#web/lib/api/api-reader.ts';
import { localized } from '#web/lib/format/localized.ts';
import { useI18n } from '#web/lib/i18n/language-context.tsx';
import { CardListScreen } from '#web/components/list-screen/card-list-screen.tsx';
import { listStatus, loadPage } from '#web/lib/list/load-list.ts';
import { readPage } from '#web/lib/list/page-param.ts';
import { noticeAnchor } from '#web/lib/format/notice-anchor.ts';
import { pages } from '#web/lib/paths.ts';
import { FeedLinks } from '#web/components/seo/feed-links.tsx';
import { plainTextOf } from '#shared/rich-text/plain-text.ts';

/** product.md section 9: notices, 9 a page. */
const NOTICES_PAGE_SIZE = 9;

const load = (read: ApiRead, url: string) =>
  loadPage(read, endpoints.notices, readPage(url), NOTICES_PAGE_SIZE);

export async function loader({ context, request }: Route.LoaderArgs) {
  const result = await load(serverApiReader(context), request.url);
  return data(result, { status: listStatus(result) });
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return load(browserApiReader(), request.url);
}

export default function NoticesPage() {
  const result = useLoaderData<typeof clientLoader>();
  const { t, lang } = useI18n();
  const heading = t('lists.notices.title');
  return (
    <>
      <FeedLinks kind="notices" title={heading} />
      <CardListScreen
        result={result}
        heading={heading}
        intro={t('lists.notices.intro')}
        description={t('lists.notices.description')}
        listName={heading}
        headerLink={{ to: pages.alerts(), label: t('alerts.link') }}
        card={(notice) => ({
          key: notice.id,
          anchorId: noticeAnchor(notice.id),
          itemTo: pages.noticeItem(notice.id),
          title: localized(notice, 'title', lang),
          text: plainTextOf(localized(notice, 'text', lang)),
          createdAt: notice.created_at,
          file: notice.file,
          actionLabel: t('controls.view_full_notice'),
        })}
      />
    </>
  );
}
