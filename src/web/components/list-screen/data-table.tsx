// A real <table> for the syllabus and laws screens: a caption (visually hidden, it repeats the
// heading with the page) and column headers with scope. On phones (under 640 px) each row becomes a
// card of labelled lines (app.css `.stacked-table`), so the date, the category and the open link are
// on screen, not past the right edge of a scroll box. From 640 px it is a plain table in a scroll box
// that keyboard users can focus and scroll, named so screen readers announce what it holds.
// The explicit roles keep the table's semantics where a browser drops them for display: block.
import type { ReactNode, TdHTMLAttributes } from 'react';
import { ExternalIcon } from '../icons/icons.tsx';
import { useI18n } from '#web/lib/i18n/language-context.tsx';
import { ScrollRegion } from '../scroll-region/scroll-region.tsx';

export interface DataTableProps {
  /** The scroll region's accessible name. */
  regionLabel: string;
  caption: string;
  columns: readonly { label: string; className?: string }[];
  busy?: boolean;
  children: ReactNode;
}

const cellStyle = 'px-4 py-2 align-middle text-base text-slate-800 dark:text-slate-200';

export function DataTable({ regionLabel, caption, columns, busy = false, children }: DataTableProps) {
  return (
    // `relative` keeps the visually hidden texts inside the scroll box: absolutely positioned, they
    // would otherwise escape it and widen the page on phones.
    <ScrollRegion
      label={regionLabel}
      className="relative rounded-lg border border-slate-200 bg-white shadow-sm dark:border-slate-700 dark:bg-slate-900"
    >
      <table
        role="table"
        aria-busy={busy || undefined}
        className="stacked-table w-full border-collapse text-left sm:min-w-[36rem]"
      >
        <caption className="sr-only">{caption}</caption>
        <thead role="rowgroup" className="bg-slate-100 dark:bg-slate-800">
          <tr role="row">
            {columns.map((column) => (
              <th
                key={column.label}
                role="columnheader"
                scope="col"
                className={`px-4 py-3 text-sm font-semibold tracking-wide text-slate-800 dark:text-slate-100 ${column.className ?? ''}`}
              >
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody
          role="rowgroup"
          className={`divide-y divide-slate-200 transition-opacity dark:divide-slate-700 ${busy ? 'opacity-60' : ''}`}
        >
          {children}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

/** A body row (a card on phones). */
export function DataRow({ children }: { children: ReactNode }) {
  return (
    <tr role="row" className="hover:bg-slate-50 dark:hover:bg-slate-800/60">
      {children}
    </tr>
  );
}

/**
 * A body cell. `label` is its column's name, shown before the value on phones where the header row
 * is hidden (decoration only: screen readers announce the column header).
 */
export function DataCell({
  label,
  className = '',
  children,
  ...rest
}: { label: string; className?: string; children: ReactNode } & TdHTMLAttributes<HTMLTableCellElement>) {
  return (
    <td role="cell" data-label={label} className={`${cellStyle} ${className}`} {...rest}>
      {children}
    </td>
  );
}

/**
 * A link in a table's action column that opens a file or page in a new tab. Its accessible name
 * starts with the visible label (WCAG 2.5.3), then names the row's item and the new tab.
 */
export function NewTabLink({ href, label, item }: { href: string; label: string; item: string }) {
  const { t } = useI18n();
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener"
      className="inline-flex min-h-11 items-center gap-1 font-semibold whitespace-nowrap text-rose-800 underline underline-offset-4 hover:text-rose-950 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-rose-800 dark:text-rose-300 dark:hover:text-rose-200 dark:focus-visible:outline-amber-300"
    >
      {label}
      <span className="sr-only">
        : {item} {t('controls.opens_new_tab')}
      </span>
      <ExternalIcon size={16} />
    </a>
  );
}

/** The muted text shown in an action column when there is nothing to open. */
export function NoAction({ children }: { children: ReactNode }) {
  return (
    <span className="inline-flex min-h-11 items-center text-slate-600 dark:text-slate-400">{children}</span>
  );
}
