// /result/:id: one result on its own page.
import { useLoaderData } from 'react-router';
import { ItemPage } from '../../components/item-page/item-page.tsx';
import { ItemUnavailable } from '../../components/item-page/item-states.tsx';
import { endpoints } from '../../lib/api/api-reader.ts';
import { localized } from '../../lib/format/localized.ts';
import { useI18n } from '../../lib/i18n/language-context.tsx';
import { browserItemLoader, serverItemLoader, usePageUrl } from '../../lib/item/item-route.ts';
import { pages } from '../../lib/paths.ts';

export const loader = serverItemLoader(endpoints.vacancyResult);
export const clientLoader = browserItemLoader(endpoints.vacancyResult);

export default function ResultItemPage() {
  const item = useLoaderData<typeof clientLoader>();
  const { t, lang } = useI18n();
  const url = usePageUrl();
  if (item.state !== 'ok') return <ItemUnavailable item={item} />;
  const { data: document, related } = item.answer;
  return (
    <ItemPage
      list={{ label: t('lists.result.title'), href: pages.result() }}
      title={localized(document, 'title', lang)}
      createdAt={document.created_at}
      text={localized(document, 'description', lang)}
      file={document.file}
      fileSize={document.file_size}
      image={document.image}
      link={document.link}
      url={url}
      related={related.map((other) => ({
        id: other.id,
        title: localized(other, 'title', lang),
        createdAt: other.created_at,
        href: pages.resultItem(other.id),
      }))}
    />
  );
}
