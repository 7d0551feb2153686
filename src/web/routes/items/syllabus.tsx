// /syllabus/:id: one syllabus entry on its own page (with its external link when it has one).
import { useLoaderData } from 'react-router';
import { ItemPage } from '../../components/item-page/item-page.tsx';
import { ItemUnavailable } from '../../components/item-page/item-states.tsx';
import { endpoints } from '../../lib/api/api-reader.ts';
import { localized } from '../../lib/format/localized.ts';
import { useI18n } from '../../lib/i18n/language-context.tsx';
import { browserItemLoader, serverItemLoader, usePageUrl } from '../../lib/item/item-route.ts';
import { pages } from '../../lib/paths.ts';

export const loader = serverItemLoader(endpoints.syllabusItem);
export const clientLoader = browserItemLoader(endpoints.syllabusItem);

export default function SyllabusItemPage() {
  const item = useLoaderData<typeof clientLoader>();
  const { t, lang } = useI18n();
  const url = usePageUrl();
  if (item.state !== 'ok') return <ItemUnavailable item={item} />;
  const { data: document, related } = item.answer;
  return (
    <ItemPage
      list={{ label: t('lists.syllabus.title'), href: pages.syllabus() }}
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
        href: pages.syllabusItem(other.id),
      }))}
    />
  );
}
