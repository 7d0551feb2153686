// /result/:id: one result on its own page.
import { useLoaderData } from 'react-router';
import { endpoints } from '#web/lib/api/api-reader.ts';
import { useI18n } from '#web/lib/i18n/language-context.tsx';
import { browserItemLoader, serverItemLoader } from '#web/lib/item/item-route.ts';
import { pages } from '#web/lib/paths.ts';
import { VacancyDocumentPage } from './vacancy-document-page.tsx';

export const loader = serverItemLoader(endpoints.vacancyResult);
export const clientLoader = browserItemLoader(endpoints.vacancyResult);

export default function ResultItemPage() {
  const { t } = useI18n();
  return (
    <VacancyDocumentPage
      item={useLoaderData<typeof clientLoader>()}
      list={{ label: t('lists.result.title'), href: pages.result() }}
      itemHref={pages.resultItem}
    />
  );
}
