// /articles/:id: one article on its own page.
import { useLoaderData } from 'react-router';
import { ItemPage } from '#web/components/item-page/item-page.tsx';
import { ItemUnavailable } from '#web/components/item-page/item-states.tsx';
import { endpoints } from '#web/lib/api/api-reader.ts';
import { localized } from '#web/lib/format/localized.ts';
import { useI18n } from '#web/lib/i18n/language-context.tsx';
import { browserItemLoader, serverItemLoader, usePageUrl } from '#web/lib/item/item-route.ts';
import { pages } from '#web/lib/paths.ts';

export const loader = serverItemLoader(endpoints.article);
export const clientLoader = browserItemLoader(endpoints.article);

export default function ArticleItemPage() {
  const item = useLoaderData<typeof clientLoader>();
  const { t, lang } = useI18n();
  const url = usePageUrl();
  if (item.state !== 'ok') return <ItemUnavailable item={item} />;
  const { data: article, related } = item.answer;
  return (
    <ItemPage
      list={{ label: t('lists.articles.title'), href: pages.articles() }}
      title={localized(article, 'title', lang)}
      createdAt={article.created_at}
      text={localized(article, 'text', lang)}
      rich
      file={article.file}
      image={article.image}
      imagePosition={article.image_position}
      fileSize={article.file_size}
      url={url}
      related={related.map((other) => ({
        id: other.id,
        title: localized(other, 'title', lang),
        createdAt: other.created_at,
        href: pages.articleItem(other.id),
      }))}
    />
  );
}
