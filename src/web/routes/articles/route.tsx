// /articles (product.md section 2 "Articles"): the articles as cards, 10 a page; each card opens the
// article's image or file in a new tab.
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
import { plainTextOf } from '#shared/rich-text/plain-text.ts';

/** product.md section 9: articles, 10 a page. */
const ARTICLES_PAGE_SIZE = 10;

const load = (read: ApiRead, url: string) =>
  loadPage(read, endpoints.articles, readPage(url), ARTICLES_PAGE_SIZE);

export async function loader({ context, request }: Route.LoaderArgs) {
  const result = await load(serverApiReader(context), request.url);
  return data(result, { status: listStatus(result) });
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return load(browserApiReader(), request.url);
}

export default function ArticlesPage() {
  const result = useLoaderData<typeof clientLoader>();
  const { t, lang } = useI18n();
  const heading = t('lists.articles.title');
  return (
    <>
      <FeedLinks kind="articles" title={heading} />
      <CardListScreen
        result={result}
        heading={heading}
        intro={t('lists.articles.intro')}
        description={t('lists.articles.description')}
        listName={heading}
        card={(article) => ({
          key: article.id,
          itemTo: pages.articleItem(article.id),
          title: localized(article, 'title', lang),
          text: plainTextOf(localized(article, 'text', lang)),
          createdAt: article.created_at,
          image: article.image,
          imagePosition: article.image_position,
          file: article.file,
        })}
      />
    </>
  );
}
