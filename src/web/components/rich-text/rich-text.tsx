// A rich text body (notices, articles, festivals; ADR 031) on a public page: the stored HTML, which the
// server sanitised with an allowlist when it was saved (server/rich-text/sanitize.ts), rendered on the
// server with no script of its own. Tables scroll sideways inside their own region on a phone.
import { localDigits } from '#shared/calendar/digits.ts';
import { withTableRegions } from '#shared/rich-text/table-regions.ts';
import { useI18n } from '#web/lib/i18n/language-context.tsx';

// The tags the sanitiser keeps, styled here (the body is HTML, not components); the staff editor shows
// its text with the same styles.
export const BODY_STYLE = [
  'space-y-4 break-words text-lg leading-relaxed text-slate-800 dark:text-slate-200',
  '[&_h2]:mt-8 [&_h2]:text-2xl [&_h2]:leading-snug [&_h2]:font-semibold [&_h2]:text-slate-900 dark:[&_h2]:text-white',
  '[&_h3]:mt-6 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-slate-900 dark:[&_h3]:text-white',
  '[&_h4]:mt-4 [&_h4]:font-semibold',
  '[&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:ps-6 [&_ol]:list-decimal [&_ol]:space-y-1 [&_ol]:ps-6',
  '[&_a]:font-medium [&_a]:text-rose-800 [&_a]:underline [&_a]:underline-offset-4 dark:[&_a]:text-rose-300',
  '[&_blockquote]:border-s-4 [&_blockquote]:border-amber-500 [&_blockquote]:ps-4',
  '[&_table]:w-full [&_table]:border-collapse [&_table]:text-base',
  '[&_caption]:px-3 [&_caption]:py-2 [&_caption]:text-start [&_caption]:font-semibold',
  '[&_th]:border [&_th]:border-slate-300 [&_th]:bg-slate-100 [&_th]:px-3 [&_th]:py-2 [&_th]:text-start [&_th]:align-top [&_th]:font-semibold',
  'dark:[&_th]:border-slate-600 dark:[&_th]:bg-slate-800',
  '[&_td]:border [&_td]:border-slate-300 [&_td]:px-3 [&_td]:py-2 [&_td]:align-top dark:[&_td]:border-slate-600',
  '[&_td_p]:m-0 [&_th_p]:m-0',
].join(' ');

export function RichText({ html, className = '' }: { html: string; className?: string }) {
  const { t, lang } = useI18n();
  const body = withTableRegions(html, (number) =>
    t('item.table', { number: localDigits(String(number), lang) }),
  );
  return <div className={`${BODY_STYLE} ${className}`} dangerouslySetInnerHTML={{ __html: body }} />;
}
