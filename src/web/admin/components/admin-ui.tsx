// Small building blocks of the staff area's screens, in the public site's visual language (same colours,
// focus rings and field styles), so staff meet one design.
import type { ReactNode } from 'react';
import { Form } from 'react-router';
import type { Paged } from '#shared/contract/common.ts';
import { Pagination } from '#web/components/pagination/pagination.tsx';
import type { AdminFormResult } from '../lib/admin-api.ts';
import { useAdminText } from '../lib/use-admin-text.ts';
import { institutionName } from '#web/components/site-header/site-header.tsx';
import { useLayoutData } from '#web/lib/layout/use-layout-data.ts';
import { useI18n } from '#web/lib/i18n/language-context.tsx';
import { ScrollRegion } from '#web/components/scroll-region/scroll-region.tsx';

export const buttonClass =
  'inline-flex min-h-11 items-center justify-center rounded-md bg-rose-800 px-4 py-2 font-semibold text-white hover:bg-rose-900 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-amber-500 dark:bg-rose-700 dark:hover:bg-rose-600 dark:focus-visible:outline-amber-300';
export const secondaryButtonClass =
  'inline-flex min-h-11 items-center justify-center rounded-md border-2 border-slate-600 bg-white px-4 py-2 font-semibold text-slate-900 hover:bg-slate-100 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-amber-500 dark:border-slate-400 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800';
export const linkClass =
  'font-semibold text-rose-800 underline underline-offset-2 hover:text-rose-950 focus-visible:outline-3 focus-visible:outline-amber-500 dark:text-rose-300 dark:hover:text-rose-200';
export const cardClass =
  'rounded-lg border border-slate-300 bg-white p-4 sm:p-6 dark:border-slate-700 dark:bg-slate-900';

export function AdminPage({
  title,
  children,
  wide = false,
}: {
  title: string;
  children: ReactNode;
  wide?: boolean;
}) {
  const { t, lang } = useAdminText();
  // The site's own name (settings), in the staff member's language: a tab among the public site's says
  // whose staff area it is (issue 29).
  const site = institutionName(useLayoutData(), lang, useI18n().t('site.name'));
  return (
    <main
      id="main"
      className={`mx-auto w-full ${wide ? 'max-w-7xl' : 'max-w-3xl'} px-4 py-6 sm:px-6 sm:py-8`}
    >
      <title>{`${title} | ${t('admin.area')} · ${site}`}</title>
      <meta name="robots" content="noindex, nofollow" />
      <h1 className="mb-6 text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
        {title}
      </h1>
      {children}
    </main>
  );
}

/** The answer of the last form: a success line, or the problem with its field messages listed. */
export function ResultMessage({ result, intent }: { result: AdminFormResult | undefined; intent?: string }) {
  const { t } = useAdminText();
  if (!result || (intent !== undefined && result.intent !== intent)) return null;
  if (result.ok) {
    return (
      <p
        role="status"
        className="mb-4 rounded-md border-l-4 border-green-700 bg-green-50 p-3 font-semibold text-green-900 dark:border-green-400 dark:bg-slate-800 dark:text-green-200"
      >
        {result.message}
      </p>
    );
  }
  const fieldMessages = Object.values(result.errors);
  return (
    <div
      role="alert"
      className="mb-4 rounded-md border-l-4 border-red-700 bg-red-50 p-3 text-red-900 dark:border-red-400 dark:bg-slate-800 dark:text-red-200"
    >
      <p className="font-semibold">
        {t('admin.form_error')}: {result.message}
      </p>
      {fieldMessages.length ? (
        <ul className="mt-1 list-disc pl-5">
          {fieldMessages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** A form that posts one `intent` to the route's action: one button, optional hidden fields. */
export function ActionButton({
  intent,
  label,
  fields = {},
  secondary = false,
}: {
  intent: string;
  label: string;
  fields?: Record<string, string>;
  secondary?: boolean;
}) {
  return (
    <Form method="post" className="inline">
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className={secondary ? secondaryButtonClass : buttonClass}>
        {label}
      </button>
    </Form>
  );
}

export function StatusBadge({ status }: { status: 'received' | 'in_review' | 'resolved' | 'rejected' }) {
  const { t } = useAdminText();
  const colours = {
    received: 'bg-amber-100 text-amber-950 dark:bg-amber-900 dark:text-amber-50',
    in_review: 'bg-sky-100 text-sky-950 dark:bg-sky-900 dark:text-sky-50',
    resolved: 'bg-green-100 text-green-950 dark:bg-green-900 dark:text-green-50',
    rejected: 'bg-slate-200 text-slate-950 dark:bg-slate-700 dark:text-slate-50',
  } as const;
  return (
    <span className={`inline-block rounded px-2 py-0.5 text-sm font-semibold ${colours[status]}`}>
      {t(`admin.status.${status}`)}
    </span>
  );
}

const visibilityColours = {
  draft: 'bg-slate-200 text-slate-950 dark:bg-slate-700 dark:text-slate-50',
  scheduled: 'bg-sky-100 text-sky-950 dark:bg-sky-900 dark:text-sky-50',
  published: 'bg-green-100 text-green-950 dark:bg-green-900 dark:text-green-50',
  expired: 'bg-amber-100 text-amber-950 dark:bg-amber-900 dark:text-amber-50',
  archived: 'bg-slate-200 text-slate-950 dark:bg-slate-700 dark:text-slate-50',
  trashed: 'bg-red-100 text-red-950 dark:bg-red-900 dark:text-red-50',
} as const;

export function VisibilityBadge({ visibility }: { visibility: keyof typeof visibilityColours }) {
  const { t } = useAdminText();
  return (
    <span
      className={`inline-block rounded px-2 py-0.5 text-sm font-semibold ${visibilityColours[visibility]}`}
    >
      {t(`admin.visibility.${visibility}`)}
    </span>
  );
}

/** The page links under a paged list, when it has more than one page. */
export function ListPages({ list }: { list: Pick<Paged<unknown>, 'page' | 'total_pages'> }) {
  return list.total_pages > 1 ? (
    <Pagination currentPage={list.page} totalPages={list.total_pages} className="mt-6" />
  ) : null;
}

/**
 * A staff list as a table that scrolls sideways on a phone instead of squeezing: a caption for screen
 * readers, one column heading per entry (null leaves a column out), the rows as children.
 */
export function AdminTable({
  caption,
  headings,
  small = false,
  children,
}: {
  caption: string;
  headings: (string | null)[];
  /** Smaller text and cells, for dense logs. */
  small?: boolean;
  children: ReactNode;
}) {
  const cell = small ? 'p-2' : 'p-3';
  return (
    <ScrollRegion label={caption} className="rounded-lg border border-slate-300 dark:border-slate-700">
      <table
        className={`w-full min-w-[44rem] border-collapse bg-white text-left dark:bg-slate-900 ${small ? 'text-sm' : ''}`}
      >
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-100 dark:bg-slate-800">
          <tr>
            {headings.map((heading, index) =>
              heading === null ? null : (
                <th key={index} scope="col" className={cell}>
                  {heading}
                </th>
              ),
            )}
          </tr>
        </thead>
        {children}
      </table>
    </ScrollRegion>
  );
}
