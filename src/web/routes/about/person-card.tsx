// A people card (product.md section 2, About page): photo, full name and position in the visitor's language.
import type { Employee } from '#shared/contract/people.ts';
import { localized } from '#web/lib/format/localized.ts';
import { useI18n } from '#web/lib/i18n/language-context.tsx';
import { PersonPhoto } from '#web/components/person-photo/person-photo.tsx';

export function PersonCard({
  person,
  photoSize = 112,
  highlight = false,
}: {
  person: Employee;
  photoSize?: number;
  /** The leading officials: a gold edge. */
  highlight?: boolean;
}) {
  const { lang } = useI18n();
  return (
    <article
      className={`flex h-full w-full flex-col items-center rounded-lg border bg-white px-4 py-6 text-center shadow-sm dark:bg-slate-900 ${
        highlight
          ? 'border-amber-400 border-t-4 dark:border-amber-400/80'
          : 'border-slate-200 dark:border-slate-700'
      }`}
    >
      <PersonPhoto src={person.image} size={photoSize} />
      <h3 className="mt-4 text-lg leading-snug font-semibold text-slate-900 dark:text-white">
        {localized(person, 'full_name', lang)}
      </h3>
      <p className="mt-1 text-slate-700 dark:text-slate-300">{localized(person, 'position', lang)}</p>
    </article>
  );
}
