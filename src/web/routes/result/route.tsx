// /result (product.md section 2 "Vacancy, result, syllabus"): vacancy results as cards, 10 a page.
// Each card opens the document's file or image in a new tab.
import type { Route } from './+types/route.ts';
import { data, useLoaderData } from 'react-router';

import { endpoints, browserApiReader, serverApiReader, type ApiRead } from '#web/lib/api/api-reader.ts';
import { localized } from '#web/lib/format/localized.ts';
import { useI18n } from '#web/lib/i18n/language-context.tsx';
import { CardListScreen } from '#web/components/list-screen/card-list-screen.tsx';
import { listStatus, loadPage } from '#web/lib/list/load-list.ts';
import { pages } from '#web/lib/paths.ts';
import { readPage } from '#web/lib/list/page-param.ts';
import { FeedLinks } from '#web/components/seo/feed-links.tsx';

/** product.md section 9: vacancy and result lists, 10 a page. */
const PAGE_SIZE = 10;

const load = (read: ApiRead, url: string) =>
  loadPage(read, endpoints.vacancyResults, readPage(url), PAGE_SIZE);

export async function loader({ context, request }: Route.LoaderArgs) {
  const result = await load(serverApiReader(context), request.url);
  return data(result, { status: listStatus(result) });
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return load(browserApiReader(), request.url);
}

export default function ResultPage() {
  const result = useLoaderData<typeof clientLoader>();
  const { t, lang } = useI18n();
  const heading = t('lists.result.title');
  return (
    <>
      <FeedLinks kind="results" title={heading} />
      <CardListScreen
        result={result}
        heading={heading}
        intro={t('lists.result.intro')}
        description={t('lists.result.description')}
        listName={heading}
        headerLink={{ to: pages.alerts(), label: t('alerts.link') }}
        card={(item) => ({
          key: item.id,
          itemTo: pages.resultItem(item.id),
          title: localized(item, 'title', lang),
          text: localized(item, 'description', lang),
          createdAt: item.created_at,
          // The document itself is what the card opens; an image stands in only when there is no file.
          file: item.file || item.image,
        })}
      />
    </>
  );
}
