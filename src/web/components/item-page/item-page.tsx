// One item's own page (notices, articles, vacancy notices, results, syllabus, laws): a trail back to its
// list, the title, the date in Bikram Sambat and AD, the text, the document embedded with a download link
// and its size, share links, and related items. Printed, it is the item alone (app.css: print).
import { Link } from 'react-router';
import { formatDate, toNepaliDigits } from '#shared/calendar/index.ts';
import type { MessageKey } from '#shared/i18n/index.ts';
import { useI18n } from '#web/lib/i18n/language-context.tsx';
import { pages } from '#web/lib/paths.ts';
import { otherCalendarDate } from '#web/lib/format/other-calendar-date.ts';
import { mediaSrcSet, pdfThumbnail } from '#shared/media-sources.ts';
import { snippetOf } from '#shared/search.ts';
import { plainTextOf } from '#shared/rich-text/plain-text.ts';
import { RichText } from '../rich-text/rich-text.tsx';
import { FilePreview } from '../file-preview/file-preview.tsx';
import { ReadNext } from '../read-next/read-next.tsx';
import { ShareLinks } from './share-links.tsx';
import { PreviewTags } from '../seo/seo-head.tsx';

interface ItemSummary {
  id: number;
  title: string;
  createdAt: string;
  href: string;
}

export interface ItemPageProps {
  /** The list it belongs to: its name and address (the trail and the page's kind). */
  list: { label: string; href: string };
  title: string;
  createdAt: string;
  /** What the date is called: "Published" on the site; a preview of an item not public yet says "Date". */
  dateLabel?: MessageKey;
  text: string;
  /** `text` is a rich text body (ADR 031): sanitised HTML, not paragraphs of plain text. */
  rich?: boolean;
  file: string | null;
  fileSize: number | null;
  /** The item's picture (articles, vacancy documents), shown above the text. */
  image?: string | null;
  /** The image's focal point (CSS object-position), kept in view when the header picture crops it. */
  imagePosition?: string | null;
  /** An external link (syllabus entries). */
  link?: string | null;
  /** A line under the date, e.g. a law's category. */
  detail?: { label: MessageKey; value: string } | null;
  /** The page's absolute address, for the share links; null on a preview (nothing public to share yet). */
  url: string | null;
  related: ItemSummary[];
}

/** `2.4 MB`, `830 KB` (in the visitor's digits). */
function fileSizeText(
  bytes: number,
  lang: 'ne' | 'en',
  t: (key: MessageKey, params: Record<string, string>) => string,
) {
  const local = (value: string) => (lang === 'ne' ? toNepaliDigits(value) : value);
  if (bytes >= 1024 * 1024) return t('item.size_mb', { size: local((bytes / 1024 / 1024).toFixed(1)) });
  return t('item.size_kb', { size: local(String(Math.max(1, Math.round(bytes / 1024)))) });
}

const paragraphs = (text: string) =>
  text
    .split(/\n\s*\n|\r?\n/)
    .map((part) => part.trim())
    .filter(Boolean);

export function ItemPage(props: ItemPageProps) {
  const {
    list,
    title,
    createdAt,
    dateLabel = 'item.published',
    text,
    rich,
    file,
    fileSize,
    image,
    imagePosition,
    link,
    detail,
    url,
    related,
  } = props;
  const { t, lang } = useI18n();
  const date = formatDate(createdAt, lang, 'long');
  const download = file
    ? fileSize === null
      ? t('item.download')
      : t('item.download_size', { size: fileSizeText(fileSize, lang, t) })
    : null;
  return (
    <main id="main" className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <title>{`${title} | ${t('site.name')}`}</title>
      <PreviewTags
        title={`${title} | ${t('site.name')}`}
        description={
          snippetOf(rich ? plainTextOf(text) : text, [], 160) ||
          t('item.meta_description', { title, kind: list.label })
        }
        image={image ?? pdfThumbnail(file)}
        type="article"
      />
      <nav aria-label={t('item.breadcrumb')} className="mb-6 text-sm print:hidden">
        <ol role="list" className="flex flex-wrap items-center gap-2 text-slate-600 dark:text-slate-300">
          <li>
            <Link to={pages.home()} className="underline-offset-4 hover:underline">
              {t('nav.home')}
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li>
            <Link to={list.href} className="underline-offset-4 hover:underline">
              {list.label}
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li aria-current="page" className="line-clamp-1 text-slate-900 dark:text-slate-100">
            {title}
          </li>
        </ol>
      </nav>
      <div className="grid grid-cols-1 gap-10 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <article className="min-w-0">
          <h1 className="text-3xl leading-tight font-semibold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
            {title}
          </h1>
          <div aria-hidden="true" className="mt-3 h-1 w-16 rounded-full bg-amber-500 dark:bg-amber-400" />
          {date ? (
            <p className="mt-4 text-slate-700 dark:text-slate-300">
              {t(dateLabel)}: <time dateTime={createdAt}>{date}</time>{' '}
              <span className="text-slate-600 dark:text-slate-400">
                ({otherCalendarDate(createdAt, lang, t)})
              </span>
            </p>
          ) : null}
          {detail ? (
            <p className="mt-1 text-slate-700 dark:text-slate-300">
              {t(detail.label)}: {detail.value}
            </p>
          ) : null}
          {image ? (
            <img
              src={image}
              srcSet={mediaSrcSet(image)}
              sizes="(min-width: 1024px) 48rem, 100vw"
              alt={title}
              width={1200}
              height={675}
              fetchPriority="high"
              decoding="async"
              className="mt-6 aspect-video w-full max-w-3xl rounded-lg bg-slate-200 object-cover dark:bg-slate-800"
              style={imagePosition ? { objectPosition: imagePosition } : undefined}
            />
          ) : null}
          {rich ? (
            <RichText html={text} className="mt-6 max-w-3xl" />
          ) : (
            <div className="mt-6 max-w-3xl space-y-4 text-lg leading-relaxed text-slate-800 dark:text-slate-200">
              {paragraphs(text).map((paragraph, index) => (
                <p key={index}>{paragraph}</p>
              ))}
            </div>
          )}
          {file ? (
            <section aria-labelledby="document-heading" className="mt-8 max-w-3xl">
              <h2 id="document-heading" className="text-lg font-semibold text-slate-900 dark:text-white">
                {t('item.document')}
              </h2>
              <div className="mt-3 print:hidden">
                <FilePreview file={file} title={title} variant="popup" />
              </div>
              <p className="mt-3">
                <a
                  href={file}
                  download
                  className="inline-flex min-h-11 items-center rounded-md bg-rose-800 px-4 py-2 font-semibold text-white hover:bg-rose-900 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-rose-800 dark:bg-rose-300 dark:text-slate-950 dark:hover:bg-rose-200 dark:focus-visible:outline-amber-300"
                >
                  {download}
                  <span className="sr-only">: {title}</span>
                </a>
              </p>
            </section>
          ) : null}
          {link ? (
            <p className="mt-6">
              <a
                href={link}
                target="_blank"
                rel="noopener"
                className="font-semibold text-rose-800 underline underline-offset-4 dark:text-rose-300"
              >
                {t('item.open_link')}
                <span className="sr-only"> {t('controls.opens_new_tab')}</span>
              </a>
            </p>
          ) : null}
          {url ? (
            <div className="mt-10">
              <ShareLinks url={url} title={title} />
            </div>
          ) : null}
        </article>
        <ReadNext
          heading={t('item.read_next')}
          entries={related.map((item) => ({
            key: item.id,
            href: item.href,
            title: item.title,
            detail: formatDate(item.createdAt, lang, 'long'),
          }))}
        />
      </div>
    </main>
  );
}
