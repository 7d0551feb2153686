// The shared card of product.md section 2 ("Shared card"): a file or image preview, the title, the created
// date in the visitor's calendar, two lines of text and a button-styled link. Festivals link to
// their detail page; everything else opens its file or image in a new tab; without any file the
// no-preview box ('No Preview', 'No File Available') shows and there is no button.
import { Link } from 'react-router';
import { formatDate } from '#shared/calendar/index.ts';
import { otherCalendarDate } from '#web/lib/format/other-calendar-date.ts';
import { useI18n } from '#web/lib/i18n/language-context.tsx';
import { truncate } from '#web/lib/format/truncate.ts';
import { ExternalIcon } from '../icons/icons.tsx';
import { FilePreview } from '../file-preview/file-preview.tsx';
import { NoPreview } from '../no-preview/no-preview.tsx';

export interface ContentCardProps {
  /** Already in the visitor's language (see lib/format/localized.ts). */
  title: string;
  /**
   * Shown on two lines; cut at product.md's 320 characters, so a notice's or article's whole text is
   * neither sent nor laid out for them (each card of a list once carried all of it).
   */
  text?: string | null;
  /** ISO timestamp or date; shown as a Bikram Sambat date in Nepali, AD and BS in English. */
  createdAt?: string | null;
  /** The item's file (PDF, document or image). */
  file?: string | null;
  /** The item's image; preferred over `file` for the preview when both exist. */
  image?: string | null;
  /** The image's focal point (CSS object-position), kept in view when the card crops it. */
  imagePosition?: string | null;
  /** An internal route for the button (festivals: /festivals/details/{id}); else the button opens the file. */
  to?: string;
  /** Visible button text; 'View details' for `to`, 'Open file' otherwise. */
  actionLabel?: string;
  /** The title's heading level: 2 on list pages under the page's h1, 3 inside a titled section. */
  headingLevel?: 2 | 3;
  /** The card's element id, so a link can lead to it (/notice#notice-12); it is highlighted then. */
  anchorId?: string;
  /** The item's own page (/notice/12): the title links there. */
  itemTo?: string;
  /** The first card of a list: its picture loads at once (FilePreview `eager`). */
  eager?: boolean;
}

const buttonStyle =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-md bg-rose-800 px-4 py-2 font-semibold text-white hover:bg-rose-900 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-rose-800 dark:bg-rose-300 dark:text-slate-950 dark:hover:bg-rose-200 dark:focus-visible:outline-amber-300';

export function ContentCard({
  title,
  text,
  createdAt,
  file,
  image,
  imagePosition,
  to,
  actionLabel,
  headingLevel = 2,
  anchorId,
  itemTo,
  eager = false,
}: ContentCardProps) {
  const { lang, t } = useI18n();
  const media = image || file || null;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const date = formatDate(createdAt, lang, 'long');
  // English cards name the BS date too (issue 27); Nepali cards show BS alone, as Nepali readers expect.
  const bsDate = date && lang === 'en' && createdAt ? otherCalendarDate(createdAt, lang, t) : '';
  // The visible text repeats on every card; the title makes each link's name unique.
  const titleForReaders = <span className="sr-only">: {title}</span>;

  let action = null;
  if (to) {
    action = (
      <Link to={to} className={buttonStyle}>
        {actionLabel ?? t('controls.view_details')}
        {titleForReaders}
      </Link>
    );
  } else if (media) {
    action = (
      <a href={media} target="_blank" rel="noopener" className={buttonStyle}>
        {actionLabel ?? t('controls.open_file')}
        {titleForReaders}
        <span className="sr-only"> {t('controls.opens_new_tab')}</span>
        <ExternalIcon />
      </a>
    );
  }
  // Without a file the no-preview box already says 'No File Available': no button to repeat it.

  return (
    <article
      id={anchorId}
      className="flex h-full w-full scroll-mt-24 flex-col rounded-lg border target:ring-3 target:ring-amber-500 border-slate-200 bg-white shadow-sm dark:border-slate-700 dark:bg-slate-900"
    >
      <div className="p-3 pb-0">
        {media ? (
          <FilePreview
            file={media}
            title={title}
            objectPosition={image ? imagePosition : null}
            eager={eager}
          />
        ) : (
          <NoPreview detail={to ? 'controls.no_image' : 'controls.no_file'} />
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        {date ? (
          <p className="text-sm text-slate-600 dark:text-slate-300">
            <time dateTime={createdAt ?? undefined}>{date}</time>
            {bsDate ? <span> · {bsDate}</span> : null}
          </p>
        ) : null}
        <Heading className="line-clamp-3 text-lg leading-snug font-semibold text-slate-900 dark:text-slate-50">
          {itemTo ? (
            <Link
              to={itemTo}
              className="underline-offset-4 hover:text-rose-900 hover:underline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-rose-800 dark:hover:text-rose-200 dark:focus-visible:outline-amber-300"
            >
              {title}
            </Link>
          ) : (
            title
          )}
        </Heading>
        {text ? <p className="line-clamp-2 text-slate-700 dark:text-slate-300">{truncate(text)}</p> : null}
        {action ? <div className="mt-auto pt-2">{action}</div> : null}
      </div>
    </article>
  );
}
