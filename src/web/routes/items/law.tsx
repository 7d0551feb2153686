// /law-and-enforcement/item/:id: one law or regulation on its own page, with its category.
import { useLoaderData } from 'react-router';
import { ItemPage } from '#web/components/item-page/item-page.tsx';
import { ItemUnavailable } from '#web/components/item-page/item-states.tsx';
import { endpoints } from '#web/lib/api/api-reader.ts';
import { localized } from '#web/lib/format/localized.ts';
import { useI18n } from '#web/lib/i18n/language-context.tsx';
import { browserItemLoader, serverItemLoader, usePageUrl } from '#web/lib/item/item-route.ts';
import { pages } from '#web/lib/paths.ts';

export const loader = serverItemLoader(endpoints.law);
export const clientLoader = browserItemLoader(endpoints.law);

export default function LawItemPage() {
  const item = useLoaderData<typeof clientLoader>();
  const { t, lang } = useI18n();
  const url = usePageUrl();
  if (item.state !== 'ok') return <ItemUnavailable item={item} />;
  const { data: law, related } = item.answer;
  const category = law.category ? localized(law.category, 'name', lang) : null;
  return (
    <ItemPage
      list={{ label: category ?? t('lists.laws.title'), href: pages.laws(law.category_id) }}
      title={localized(law, 'title', lang)}
      createdAt={law.created_at}
      text={localized(law, 'description', lang)}
      file={law.file}
      fileSize={law.file_size}
      detail={category ? { label: 'item.category', value: category } : null}
      url={url}
      related={related.map((other) => ({
        id: other.id,
        title: localized(other, 'title', lang),
        createdAt: other.created_at,
        href: pages.lawItem(other.id),
      }))}
    />
  );
}
