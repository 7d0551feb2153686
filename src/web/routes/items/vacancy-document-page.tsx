// The page of one vacancy notice, result or syllabus entry (one table, three lists): shared by
// vacancy.tsx, result.tsx and syllabus.tsx, which differ in their endpoint, list and addresses.
import type { VacancyItemResponse } from '#shared/contract/vacancy.ts';
import { ItemPage } from '#web/components/item-page/item-page.tsx';
import { ItemUnavailable } from '#web/components/item-page/item-states.tsx';
import { localized } from '#web/lib/format/localized.ts';
import { useI18n } from '#web/lib/i18n/language-context.tsx';
import { usePageUrl } from '#web/lib/item/item-route.ts';
import type { ItemData } from '#web/lib/item/load-item.ts';

export function VacancyDocumentPage({
  item,
  list,
  itemHref,
}: {
  item: ItemData<VacancyItemResponse>;
  list: { label: string; href: string };
  itemHref: (id: number) => string;
}) {
  const { lang } = useI18n();
  const url = usePageUrl();
  if (item.state !== 'ok') return <ItemUnavailable item={item} />;
  const { data: document, related } = item.answer;
  return (
    <ItemPage
      list={list}
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
        href: itemHref(other.id),
      }))}
    />
  );
}
