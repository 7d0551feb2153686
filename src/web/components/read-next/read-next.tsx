// 'Read next' beside a detail page (a festival, an item): links to other pages with their date and, when
// they have one, a small picture. Not printed.
import { Link } from 'react-router';
import { mediaSrcSet } from '#shared/media-sources.ts';

export interface ReadNextEntry {
  key: number | string;
  href: string;
  title: string;
  /** A line under the title, e.g. the date in the visitor's calendar. */
  detail: string;
  image?: string | null;
}

export function ReadNext({ heading, entries }: { heading: string; entries: ReadNextEntry[] }) {
  if (entries.length === 0) return null;
  return (
    <aside aria-labelledby="read-next" className="print:hidden lg:sticky lg:top-6 lg:self-start">
      <h2 id="read-next" className="text-xl font-semibold text-slate-900 dark:text-white">
        {heading}
      </h2>
      <ul role="list" className="mt-4 flex flex-col gap-3" data-testid="read-next">
        {entries.map((entry) => (
          <li key={entry.key}>
            <Link
              to={entry.href}
              className="group flex min-h-11 items-center gap-3 rounded-md border border-slate-200 bg-white p-2 hover:border-rose-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-rose-800 dark:border-slate-700 dark:bg-slate-900 dark:hover:border-rose-300 dark:focus-visible:outline-amber-300"
            >
              {entry.image ? (
                <img
                  src={entry.image}
                  srcSet={mediaSrcSet(entry.image)}
                  sizes="80px"
                  alt=""
                  width={80}
                  height={60}
                  loading="lazy"
                  decoding="async"
                  className="h-15 w-20 shrink-0 rounded bg-slate-200 object-cover dark:bg-slate-800"
                />
              ) : null}
              <span className="flex min-w-0 flex-col break-words">
                <span className="font-semibold text-slate-900 group-hover:text-rose-900 group-hover:underline dark:text-white dark:group-hover:text-rose-200">
                  {entry.title}
                </span>
                <span className="text-sm text-slate-600 dark:text-slate-300">{entry.detail}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </aside>
  );
}
