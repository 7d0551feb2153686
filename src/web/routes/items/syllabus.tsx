// /syllabus/:id: one syllabus entry on its own page (with its external link when it has one).
import { useLoaderData } from 'react-router';
import { endpoints } from '#web/lib/api/api-reader.ts';
import { useI18n } from '#web/lib/i18n/language-context.tsx';
import { browserItemLoader, serverItemLoader } from '#web/lib/item/item-route.ts';
import { pages } from '#web/lib/paths.ts';
import { VacancyDocumentPage } from './vacancy-document-page.tsx';

export const loader = serverItemLoader(endpoints.syllabusItem);
export const clientLoader = browserItemLoader(endpoints.syllabusItem);

export default function SyllabusItemPage() {
  const { t } = useI18n();
  return (
    <VacancyDocumentPage
      item={useLoaderData<typeof clientLoader>()}
      list={{ label: t('lists.syllabus.title'), href: pages.syllabus() }}
      itemHref={pages.syllabusItem}
    />
  );
}
