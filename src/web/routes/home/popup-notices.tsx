// Popup notices (product.md section 2, Home): a full-screen modal that starts open and shows the popup
// notices one at a time: title, created date (long, with weekday), publisher, description, then the
// file (an image, or a PDF's first-page picture: never a viewer) with an open-in-new-tab link. Previous/next and
// dots wrap. It opens once a session: shown, it is not shown again (issue 27: on the second visit it hid the
// page again when the visitor had left without closing it); the ticker still lists the notices. It opens only once JavaScript runs: without
// JavaScript a modal that cannot be closed would hide the page, so the notices stay on /notice.
// <dialog> gives the focus trap, Escape and the inert page behind it. When the app runs in the tab
// React opens and switches it; else the page's own small file, web/enhance/popup-notices.js (ADR 049).
import popupNoticesScript from '#web/enhance/popup-notices.js?url';
import { useEnhancementFile } from '#web/lib/hydration/route-hydrates.ts';
import { partKey, ServerFragment } from '#web/lib/render/server-fragment.tsx';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useI18n } from '#web/lib/i18n/language-context.tsx';
import { wrapIndex } from './carousel-index.ts';
import { plainTextOf } from '#shared/rich-text/plain-text.ts';

/** Also in web/enhance/popup-notices.js. */
const POPUP_DISMISSED_KEY = 'popup-notices-dismissed';
const TITLE_ID = 'popup-notice-title';

interface PopupNotice {
  id: number;
  file: string | null;
  title_en: string;
  title_ne: string;
  text_en: string;
  text_ne: string;
  created_at: string;
  branch_id: number | null;
}

export interface PopupNoticesProps {
  notices: PopupNotice[];
  /** Formats the created date in the visitor's language (long form with weekday). */
  formatDate: (iso: string) => string;
  /** The publisher's name for a branch id, when known. */
  branchName?: (branchId: number) => string | undefined;
  renderFile: (notice: PopupNotice) => ReactNode;
}

function wasDismissed(): boolean {
  try {
    return sessionStorage.getItem(POPUP_DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

/** Seen once this session: not opened again (the key's name predates "shown" counting). */
function rememberShown() {
  try {
    sessionStorage.setItem(POPUP_DISMISSED_KEY, '1');
  } catch {
    // Without storage the notice may show again on the next page load; it still closes now.
  }
}

export function PopupNotices({ notices, formatDate, branchName, renderFile }: PopupNoticesProps) {
  const { lang, t, n } = useI18n();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [index, setIndex] = useState(0);
  const count = notices.length;
  const enhance = useEnhancementFile();
  const positionLabel = (i: number) => t('popup.position', { n: n(i + 1), total: n(count) });

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || count === 0 || wasDismissed() || dialog.open) return;
    dialog.showModal();
    rememberShown();
  }, [count]);

  if (count === 0) return null;
  const current = wrapIndex(index, count);
  const publisher = (notice: PopupNotice) =>
    notice.branch_id === null
      ? t('site.name')
      : (branchName?.(notice.branch_id) ?? t('popup.branch', { id: n(notice.branch_id) }));

  // Everything the notices' HTML depends on (ADR 055): reused on pages without the app, where the
  // server always shows the first notice.
  const key = () =>
    partKey(
      lang,
      current,
      notices.map((notice) => [notice, formatDate(notice.created_at), publisher(notice)]),
    );

  const close = () => {
    rememberShown();
    dialogRef.current?.close();
  };

  // Every notice is in the HTML, the others hidden: the enhancement file (no app) switches them as
  // React does. Only the shown notice's heading has the id the dialog is labelled by.
  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={TITLE_ID}
      onCancel={close}
      data-enhance={enhance ? 'popup-notices' : undefined}
      className="m-auto max-h-[92vh] w-[min(48rem,94vw)] overflow-hidden rounded-xl bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-black/70 dark:bg-slate-900 dark:text-slate-100"
    >
      <ServerFragment as="div" name="popup-notices" cacheKey={key} className="flex max-h-[92vh] flex-col">
        <div className="flex items-start justify-between gap-4 border-b border-slate-200 p-4 dark:border-slate-700">
          {notices.map((notice, i) => (
            <div key={notice.id} data-popup-index={i} hidden={i !== current}>
              <p className="text-sm font-semibold text-rose-800 uppercase dark:text-rose-300">
                {t('popup.label')}
              </p>
              <h2 id={i === current ? TITLE_ID : undefined} className="text-xl font-semibold">
                {lang === 'ne' ? notice.title_ne : notice.title_en}
              </h2>
              <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
                <time dateTime={notice.created_at}>{formatDate(notice.created_at)}</time>
              </p>
            </div>
          ))}
          <button
            type="button"
            onClick={close}
            aria-label={t('popup.close')}
            data-popup-close=""
            className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-rose-800 dark:hover:bg-slate-800"
          >
            <svg
              width="22"
              height="22"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              aria-hidden="true"
            >
              <path d="M18 6L6 18M6 6l12 12" />
            </svg>
          </button>
        </div>
        <div className="overflow-y-auto p-4">
          {/* The text first, then the preview (bounded in height, components/file-preview): on a
              1366x768 screen the description used to sit below a tall PDF, out of sight in this
              scroll box. The preview carries the one open-in-new-tab link. A hidden notice's
              picture (loading="lazy") is not fetched until it is shown. */}
          {notices.map((notice, i) => (
            <div key={notice.id} data-popup-index={i} hidden={i !== current}>
              <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
                <dt className="font-semibold">{t('popup.publisher')}</dt>
                <dd>{publisher(notice)}</dd>
                <dt className="font-semibold">{t('popup.description')}</dt>
                <dd className="whitespace-pre-line">
                  {plainTextOf(lang === 'ne' ? notice.text_ne : notice.text_en)}
                </dd>
              </dl>
              {notice.file ? <div className="mt-4">{renderFile(notice)}</div> : null}
            </div>
          ))}
        </div>
        {count > 1 ? (
          <div className="flex items-center justify-between border-t border-slate-200 p-3 dark:border-slate-700">
            <button
              type="button"
              onClick={() => setIndex((i) => wrapIndex(i - 1, count))}
              data-popup-step="-1"
              className="min-h-11 rounded-md px-3 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-rose-800 dark:hover:bg-slate-800"
            >
              ← {t('popup.previous')}
            </button>
            <div className="flex" role="group" aria-label={positionLabel(current)} data-popup-dots="">
              {notices.map((item, i) => (
                <button
                  key={item.id}
                  type="button"
                  onClick={() => setIndex(i)}
                  aria-label={t('popup.go_to', { n: n(i + 1) })}
                  aria-current={i === current ? 'true' : undefined}
                  data-popup-dot={i}
                  data-position-label={positionLabel(i)}
                  className="group flex h-11 w-7 items-center justify-center focus-visible:outline-2 focus-visible:outline-rose-800"
                >
                  {/* Styled from aria-current, which the enhancement file sets too. */}
                  <span className="block h-2.5 w-2.5 rounded-full bg-slate-300 group-aria-[current=true]:bg-rose-800 dark:bg-slate-600 dark:group-aria-[current=true]:bg-rose-300" />
                </button>
              ))}
            </div>
            <button
              type="button"
              onClick={() => setIndex((i) => wrapIndex(i + 1, count))}
              data-popup-step="1"
              className="min-h-11 rounded-md px-3 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-rose-800 dark:hover:bg-slate-800"
            >
              {t('popup.next')} →
            </button>
          </div>
        ) : null}
      </ServerFragment>
      {enhance ? <script async src={popupNoticesScript} /> : null}
    </dialog>
  );
}
