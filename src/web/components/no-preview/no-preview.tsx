// The box shown where a file or image would be but there is none (product.md section 2 "Shared card":
// 'No Preview', 'No File Available'; festival detail: 'No Image Available'). It keeps the same
// size as a preview, so cards with and without files line up.
import type { MessageKey } from '#shared/i18n/index.ts';
import { useI18n } from '#web/lib/i18n/language-context.tsx';

export interface NoPreviewProps {
  /** The first line, 'No Preview' by default. */
  title?: MessageKey;
  /** The second line, 'No File Available' by default; null for none. */
  detail?: MessageKey | null;
  /** Size of the box; the same 16:9 box as a card preview by default. */
  className?: string;
}

export function NoPreview({
  title = 'controls.no_preview',
  detail = 'controls.no_file',
  className = 'aspect-video',
}: NoPreviewProps) {
  const { t } = useI18n();
  return (
    <div
      className={`flex w-full flex-col items-center justify-center gap-1 rounded-md border border-dashed border-slate-300 bg-slate-50 p-4 text-center text-slate-700 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-300 ${className}`}
    >
      <svg
        width="36"
        height="36"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.6}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        className="mb-1 text-slate-500 dark:text-slate-400"
      >
        <rect x="3" y="4" width="18" height="16" rx="2" />
        <circle cx="9" cy="10" r="2" />
        <path d="m21 16-5-5-9 9" />
        <path d="M3 3l18 18" />
      </svg>
      <p className="font-semibold">{t(title)}</p>
      {detail ? <p className="text-sm">{t(detail)}</p> : null}
    </div>
  );
}
