// A preview of a notice or content file (product.md section 2 "Notice page", "Shared card", popup notice).
// Images show as images. A PDF is the picture of its first page (made by the media pipeline when the
// file is stored, server/files/) over a document card, with a link that opens the file: never an
// embedded viewer, in a card or in the popup (issue 24: the browser's viewer was 671 KB of script on the
// home page; ADR 030). Other documents (txt, doc, docx, ppt, pptx) get a document card with an open
// link. product.md section 2 asks for an external document viewer: we do not send visitors' documents
// to a third party, and a same-origin file works without the internet outside the country (README.md).
// Clicking a preview opens the file in a new tab.
import { useI18n } from '#web/lib/i18n/language-context.tsx';
import { ExternalIcon } from '../icons/icons.tsx';
import { NoPreview } from '../no-preview/no-preview.tsx';
import { fileExtension, fileKind } from './file-kind.ts';
import { mediaSrcSet, pdfThumbnail } from '#shared/media-sources.ts';

export interface FilePreviewProps {
  /** The file URL (e.g. '/uploads/notices/x.pdf'); null or '' shows the no-preview box. */
  file: string | null | undefined;
  /** What the file is about: the image's alt text and part of the link names. */
  title: string;
  /**
   * 'card' (default): a 16:9 box, the whole preview is one link that opens the file.
   * 'popup': a taller box for the popup notice, the whole picture shown (not cropped).
   */
  variant?: 'card' | 'popup';
  className?: string;
  /** An image's focal point (CSS object-position), kept in view when the card crops it. */
  objectPosition?: string | null;
  /**
   * The picture is likely the page's largest one in the first screen (a list's first card): fetched
   * at once and first, not lazily after layout (issue 24: the LCP waited for a lazy thumbnail).
   */
  eager?: boolean;
}

const focusRing =
  'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-rose-800 dark:focus-visible:outline-amber-300';

export function FilePreview({
  file,
  title,
  variant = 'card',
  className = '',
  objectPosition,
  eager = false,
}: FilePreviewProps) {
  const loading = eager
    ? ({ loading: 'eager', fetchPriority: 'high' } as const)
    : ({ loading: 'lazy' } as const);
  const { t } = useI18n();
  const kind = fileKind(file);
  // The popup's box leaves room for the notice's title and text in a 768 px high window (issue 15).
  const box = variant === 'popup' ? 'aspect-[4/3] max-h-[42vh]' : 'aspect-video';
  if (kind === 'none' || !file) return <NoPreview className={`${box} ${className}`} />;

  const newTab = <span className="sr-only"> {t('controls.opens_new_tab')}</span>;
  const frame = `relative block w-full overflow-hidden rounded-md border border-slate-200 bg-slate-100 dark:border-slate-700 dark:bg-slate-800 ${box} ${className}`;

  if (kind === 'image') {
    // width/height give the ratio before the image arrives; the box fixes the size anyway.
    const image = (
      <img
        src={file}
        srcSet={mediaSrcSet(file)}
        sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
        alt={title}
        width={640}
        height={360}
        {...loading}
        decoding="async"
        className={`h-full w-full transition-transform duration-300 motion-safe:group-hover:scale-[1.02] ${variant === 'popup' ? 'object-contain' : 'object-cover'}`}
        style={objectPosition ? { objectPosition } : undefined}
      />
    );
    if (variant === 'popup') {
      // One visible open-in-new-tab icon for images and PDFs alike (product.md: "Both have an open-in-new-tab icon").
      return (
        <div className={frame}>
          {image}
          <OpenBadge
            href={file}
          >{`${t('controls.open_file')}: ${title} ${t('controls.opens_new_tab')}`}</OpenBadge>
        </div>
      );
    }
    return (
      <a href={file} target="_blank" rel="noopener" className={`${frame} ${focusRing} group`}>
        {image}
        {newTab}
      </a>
    );
  }

  // A PDF is never a viewer (issue 12: six viewers weighed 3.8 MB on one page; issue 24: 671 KB of
  // script in the popup): the picture of its first page, over a document card that shows while there
  // is none; the file opens on demand.
  const thumbnail = kind === 'pdf' ? pdfThumbnail(file) : undefined;

  // Documents: a card that opens the file.
  const documentLike = kind === 'document' || kind === 'pdf';
  const type = fileExtension(file).toUpperCase();
  return (
    <a
      href={file}
      target="_blank"
      rel="noopener"
      className={`${frame} ${focusRing} flex flex-col items-center justify-center gap-2 p-4 text-center text-slate-800 hover:bg-slate-50 dark:text-slate-100 dark:hover:bg-slate-700`}
    >
      <DocumentIcon />
      {documentLike ? (
        <span className="text-sm font-semibold">{t('controls.document_type', { type })}</span>
      ) : (
        <span className="text-sm font-semibold">{t('controls.preview_unsupported')}</span>
      )}
      <span className="inline-flex items-center gap-1 font-semibold text-rose-800 underline underline-offset-4 dark:text-rose-300">
        {t(documentLike ? 'controls.open_document' : 'controls.open_file')}
        <ExternalIcon />
      </span>
      <span className="sr-only">
        {title}
        {newTab}
      </span>
      {thumbnail ? (
        // Decorative (the link's text names the document); with no file yet, nothing is drawn.
        <img
          src={thumbnail}
          alt=""
          width={480}
          height={679}
          {...loading}
          decoding="async"
          className={`absolute inset-0 h-full w-full bg-white object-top ${variant === 'popup' ? 'object-contain' : 'object-cover'}`}
        />
      ) : null}
      {thumbnail ? (
        <span
          aria-hidden="true"
          className="pointer-events-none absolute bottom-2 left-2 rounded bg-slate-900/80 px-2 py-0.5 text-xs font-semibold text-white"
        >
          PDF
        </span>
      ) : null}
      {thumbnail && variant === 'popup' ? (
        // The popup's one document, so its "open" is spelt out over the picture (the link is the box).
        <span
          aria-hidden="true"
          className="absolute right-2 bottom-2 inline-flex min-h-11 items-center gap-1 rounded-md bg-white/95 px-3 font-semibold text-rose-800 shadow dark:bg-slate-900/95 dark:text-rose-300"
        >
          {t('controls.open_document')}
          <ExternalIcon />
        </span>
      ) : null}
    </a>
  );
}

function OpenBadge({ href, children }: { href: string; children: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener"
      className={`absolute top-2 right-2 flex h-11 w-11 items-center justify-center rounded-full bg-white/95 text-slate-900 shadow hover:bg-white dark:bg-slate-900/95 dark:text-slate-100 ${focusRing}`}
    >
      <ExternalIcon size={20} />
      <span className="sr-only">{children}</span>
    </a>
  );
}

function DocumentIcon() {
  return (
    <svg
      width="44"
      height="44"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.5}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className="text-rose-800 dark:text-rose-300"
    >
      <path d="M14 3H6a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V9z" />
      <path d="M14 3v6h6" />
      <path d="M8 13h8M8 17h6" />
    </svg>
  );
}
