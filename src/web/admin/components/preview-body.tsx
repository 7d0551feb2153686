// An item as its public page shows it (issue 25 item 2, ADR 032), from the staff API's fields: the same
// item page component the public route renders (notices, articles, vacancy documents, laws), a festival's
// title, picture and description. Used by the staff preview and by preview links.
import type { ContentKind } from '#shared/contract/admin/content-kinds.ts';
import { specOf, titleOf } from '#shared/contract/admin/content-kinds.ts';
import { FestivalDescription } from '#web/components/festival/festival-description.tsx';
import { ItemPage } from '#web/components/item-page/item-page.tsx';
import { localized } from '#web/lib/format/localized.ts';
import { useI18n } from '#web/lib/i18n/language-context.tsx';
import { kindName } from '../lib/content-kinds.ts';
import { useAdminText } from '../lib/use-admin-text.ts';

type Fields = Record<string, unknown>;
const textOf = (value: unknown) => (typeof value === 'string' && value ? value : null);
/** An item's day (YYYY-MM-DD) as the instant the public pages read: its start in Nepal. */
const instantOf = (day: unknown) =>
  typeof day === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(day)
    ? new Date(`${day}T00:00:00+05:45`).toISOString()
    : new Date().toISOString();

/**
 * `item` is the staff API's preview answer: the fields, `visibility` (what visitors see of it now) and
 * `file_size`, as the public item answer has it. No share links: the item is not public yet, and sharing the page would spread a preview link or an address
 * that still answers 404.
 */
export function PreviewBody({ kind, item }: { kind: ContentKind; item: Fields }) {
  const { lang } = useI18n();
  const { t } = useAdminText();
  const spec = specOf(kind);
  const title = titleOf(spec, item, lang);
  const textField = spec.public?.search?.text ?? '';
  const text = localized(item as Record<string, string>, textField, lang);
  if (kind === 'festivals') {
    const image = textOf(item.image);
    return (
      <main id="main" className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6">
        <h1 className="text-3xl leading-tight font-semibold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
          {title}
        </h1>
        {image ? (
          <img src={image} alt={title} className="mt-6 aspect-video w-full rounded-lg object-cover" />
        ) : null}
        <div className="mt-8">
          <FestivalDescription text={text} />
        </div>
      </main>
    );
  }
  return (
    <ItemPage
      list={{ label: t(kindName(kind)), href: spec.public?.list?.() ?? '/' }}
      title={title}
      createdAt={instantOf(item.date)}
      // Only what visitors can see now was published: a draft's or a scheduled item's day is its date.
      dateLabel={item.visibility === 'published' ? 'item.published' : 'item.date'}
      text={text}
      rich={spec.fields.some((field) => field.name === textField && field.type === 'richtext')}
      file={textOf(item.file)}
      fileSize={typeof item.file_size === 'number' ? item.file_size : null}
      image={textOf(item.image)}
      link={textOf(item.link)}
      url={null}
      related={[]}
    />
  );
}
