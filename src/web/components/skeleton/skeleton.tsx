// Placeholders while data loads (product.md section 2 "Skeleton loaders", section 4 "loading (skeletons or
// 'Loading…')"). The grey shapes are hidden from screen readers; one status message says 'Loading…'
// instead. The pulse stops for visitors who ask for reduced motion.
import type { ReactNode } from 'react';
import type { MessageKey } from '#shared/i18n/index.ts';
import { useI18n } from '#web/lib/i18n/language-context.tsx';

const shape = 'animate-pulse rounded bg-slate-200 motion-reduce:animate-none dark:bg-slate-700';

/** One grey block; size it with classes (e.g. 'h-4 w-2/3'). */
export function Skeleton({ className = 'h-4 w-full' }: { className?: string }) {
  return <div aria-hidden="true" className={`${shape} ${className}`} />;
}

/** 'Loading…' for screen readers only (role=status: announced politely, once). */
export function LoadingStatus({ message = 'controls.loading' }: { message?: MessageKey }) {
  const { t } = useI18n();
  return (
    <span role="status" className="sr-only">
      {t(message)}
    </span>
  );
}

/** Groups skeletons: the shapes are hidden from assistive technology, the status is read instead. */
export function SkeletonGroup({
  children,
  message,
  className = '',
}: {
  children: ReactNode;
  message?: MessageKey;
  className?: string;
}) {
  return (
    <div className={className} aria-busy="true">
      <LoadingStatus message={message} />
      <div aria-hidden="true">{children}</div>
    </div>
  );
}

/** Lines of text; the last one shorter, like a paragraph. */
export function SkeletonText({ lines = 3, className = '' }: { lines?: number; className?: string }) {
  return (
    <div aria-hidden="true" className={`flex flex-col gap-2 ${className}`}>
      {Array.from({ length: lines }, (_, index) => (
        <div
          key={index}
          className={`${shape} h-4 ${index === lines - 1 && lines > 1 ? 'w-2/3' : 'w-full'}`}
        />
      ))}
    </div>
  );
}

/** The shape of a ContentCard: a 16:9 preview, a date, a title and two lines, a button. */
export function SkeletonCard({ className = '' }: { className?: string }) {
  return (
    <div
      aria-hidden="true"
      className={`flex h-full w-full flex-col rounded-lg border border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-900 ${className}`}
    >
      <div className="p-3 pb-0">
        <div className={`${shape} aspect-video w-full rounded-md`} />
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className={`${shape} h-3.5 w-1/3`} />
        <div className={`${shape} h-5 w-5/6`} />
        <SkeletonText lines={2} />
        <div className={`${shape} mt-2 h-11 w-36 rounded-md`} />
      </div>
    </div>
  );
}

/** A grid of card placeholders laid out like CardGrid, with the loading status. */
export function SkeletonCardGrid({ count = 6, className = '' }: { count?: number; className?: string }) {
  return (
    <SkeletonGroup className={className}>
      <div className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: count }, (_, index) => (
          <SkeletonCard key={index} />
        ))}
      </div>
    </SkeletonGroup>
  );
}

/**
 * Placeholder rows for a table body (product.md: syllabus and laws tables show skeleton rows while
 * loading). Render inside <tbody>; the first row carries the screen-reader status.
 */
export function SkeletonTableRows({
  rows = 10,
  columns,
  message,
}: {
  rows?: number;
  columns: number;
  message?: MessageKey;
}) {
  return (
    <>
      <tr>
        <td colSpan={columns} className="p-0">
          <LoadingStatus message={message} />
        </td>
      </tr>
      {Array.from({ length: rows }, (_, row) => (
        <tr key={row} aria-hidden="true" className="border-b border-slate-200 dark:border-slate-700">
          {Array.from({ length: columns }, (_, column) => (
            <td key={column} className="px-3 py-3">
              <div className={`${shape} h-4 ${column === 1 ? 'w-5/6' : 'w-2/3'}`} />
            </td>
          ))}
        </tr>
      ))}
    </>
  );
}
