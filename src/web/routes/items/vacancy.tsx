// /vacancy/:id: one vacancy notice on its own page.
import { useLoaderData } from 'react-router';
import { endpoints } from '#web/lib/api/api-reader.ts';
import { useI18n } from '#web/lib/i18n/language-context.tsx';
import { browserItemLoader, serverItemLoader } from '#web/lib/item/item-route.ts';
import { pages } from '#web/lib/paths.ts';
import { VacancyDocumentPage } from './vacancy-document-page.tsx';

export const loader = serverItemLoader(endpoints.vacancyNotice);
export const clientLoader = browserItemLoader(endpoints.vacancyNotice);

export default function VacancyItemPage() {
  const { t } = useI18n();
  return (
    <VacancyDocumentPage
      item={useLoaderData<typeof clientLoader>()}
      list={{ label: t('lists.vacancy.title'), href: pages.vacancy() }}
      itemHref={pages.vacancyItem}
    />
  );
}
