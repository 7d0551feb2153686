// Why the institution (product.md section 2, Home): four titled reasons, from the site settings.
import type { WhyReason } from '#shared/contract/site.ts';
import { localized } from '#web/lib/format/localized.ts';
import { useI18n } from '#web/lib/i18n/language-context.tsx';

const markers = ['१', '२', '३', '४'];

export function WhySection({
  heading,
  description,
  reasons,
}: {
  heading: string;
  description: string;
  reasons: WhyReason[];
}) {
  const { lang, n } = useI18n();
  return (
    <section aria-labelledby="why-heading" className="mx-auto max-w-6xl px-4 py-12">
      <h2 id="why-heading" className="text-2xl font-semibold">
        {heading}
      </h2>
      {description ? <p className="mt-1 text-slate-700 dark:text-slate-300">{description}</p> : null}
      <ol className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {reasons.map((reason, index) => (
          <li
            key={index}
            className="rounded-lg border-t-4 border-amber-500 bg-white p-5 shadow-sm dark:bg-slate-900"
          >
            <span aria-hidden="true" className="text-3xl font-semibold text-rose-800 dark:text-rose-300">
              {lang === 'ne' ? markers[index] : n(index + 1)}
            </span>
            <h3 className="mt-2 text-lg font-semibold">{localized(reason, 'title', lang)}</h3>
            <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
              {localized(reason, 'description', lang)}
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}
