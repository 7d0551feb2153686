// The media library in a dialog, to choose a file for a field: thumbnails, a search by name or
// description, a kind filter (an image field shows images only), newest first, more on request. It reads
// the staff API from the browser (same origin, the staff cookie); a modal <dialog> keeps focus inside and
// closes with Escape.
import { useEffect, useRef, useState } from 'react';
import { adminEndpoints } from '#shared/contract/admin/endpoints.ts';
import { mediaKinds, type MediaItem, type MediaKind } from '#shared/contract/admin/media.ts';
import { localDigits } from '#shared/calendar/digits.ts';
import type { MediaFieldKind } from '#shared/kinds/fields.ts';
import { controlBorder, controlClass, labelClass } from '#web/components/form-fields/field-styles.ts';
import { useAdminText } from '../../lib/use-admin-text.ts';
import { secondaryButtonClass } from '../admin-ui.tsx';

const PAGE_SIZE = 12;

type Listing = { items: MediaItem[]; more: boolean; state: 'loading' | 'ready' | 'failed' };

export function LibraryPanel({
  id,
  kind,
  onChoose,
  onClose,
}: {
  id: string;
  kind: MediaFieldKind;
  onChoose: (item: MediaItem) => void;
  onClose: () => void;
}) {
  const { t, lang } = useAdminText();
  const dialog = useRef<HTMLDialogElement>(null);
  const [q, setQ] = useState('');
  const [filter, setFilter] = useState<MediaKind | ''>(kind === 'image' ? 'image' : '');
  const [page, setPage] = useState(1);
  const [listing, setListing] = useState<Listing>({ items: [], more: false, state: 'loading' });

  useEffect(() => {
    dialog.current?.showModal();
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    const search = new URLSearchParams({ pageSize: String(PAGE_SIZE), page: String(page), lng: lang });
    if (q.trim()) search.set('q', q.trim());
    if (filter) search.set('kind', filter);
    // Typing waits a moment before asking, so a word is one request, not one per letter.
    const timer = setTimeout(() => {
      setListing((before) => ({ ...before, state: 'loading' }));
      fetch(`/api${adminEndpoints.media(search).path}`, { signal: controller.signal })
        .then(async (response) => {
          if (!response.ok) throw new Error(String(response.status));
          const body = (await response.json()) as { data: MediaItem[]; page: number; total_pages: number };
          setListing((before) => ({
            items: page === 1 ? body.data : [...before.items, ...body.data],
            more: body.page < body.total_pages,
            state: 'ready',
          }));
        })
        .catch((error: unknown) => {
          if (!controller.signal.aborted) {
            console.warn('media library not loaded', error);
            setListing((before) => ({ ...before, state: 'failed' }));
          }
        });
    }, 250);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [q, filter, page, lang]);

  return (
    <dialog
      ref={dialog}
      aria-labelledby={`${id}-title`}
      onClose={onClose}
      className="m-auto max-h-[90vh] w-[min(56rem,calc(100vw-1rem))] rounded-lg border-2 border-slate-500 bg-white p-4 shadow-2xl text-slate-900 backdrop:bg-slate-900/60 dark:bg-slate-900 dark:text-slate-100"
    >
      <div className="mb-3 flex items-start justify-between gap-3">
        <h2 id={`${id}-title`} className="text-xl font-semibold">
          {t('admin.picker.library_title')}
        </h2>
        <button type="button" className={secondaryButtonClass} onClick={() => dialog.current?.close()}>
          {t('admin.picker.close')}
        </button>
      </div>
      <div className="mb-4 grid gap-3 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-q`} className={labelClass}>
            {t('admin.picker.search')}
          </label>
          <input
            id={`${id}-q`}
            type="search"
            value={q}
            onChange={(event) => {
              setQ(event.target.value);
              setPage(1);
            }}
            className={`${controlClass} ${controlBorder(false)} mt-1.5 min-h-11`}
          />
        </div>
        <div>
          <label htmlFor={`${id}-kind`} className={labelClass}>
            {t('admin.media.kind')}
          </label>
          <select
            id={`${id}-kind`}
            value={filter}
            // An image field takes images only: its filter cannot show documents.
            disabled={kind === 'image'}
            onChange={(event) => {
              setFilter(event.target.value as MediaKind | '');
              setPage(1);
            }}
            className={`${controlClass} ${controlBorder(false)} mt-1.5 min-h-11`}
          >
            <option value="">{t('admin.picker.kind_all')}</option>
            {mediaKinds.map((option) => (
              <option key={option} value={option}>
                {t(`admin.media.kind.${option}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div role="status" aria-live="polite" className="mb-2">
        {listing.state === 'loading' ? t('admin.picker.loading') : null}
        {listing.state === 'failed' ? t('admin.picker.load_failed') : null}
        {listing.state === 'ready' && listing.items.length === 0 ? t('admin.picker.no_results') : null}
      </div>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {listing.items.map((item) => {
          const preview = item.variants[0];
          const alt = lang === 'ne' ? item.alt_ne || item.alt_en : item.alt_en || item.alt_ne;
          return (
            <li key={item.id}>
              <button
                type="button"
                onClick={() => {
                  onChoose(item);
                  dialog.current?.close();
                }}
                aria-label={t('admin.picker.pick', { name: item.name })}
                className="flex h-full w-full flex-col gap-1 rounded-md border-2 border-slate-300 p-2 text-left hover:border-rose-800 focus:outline-3 focus:outline-amber-500 dark:border-slate-600 dark:hover:border-rose-300"
              >
                {preview ? (
                  <img
                    src={preview.url}
                    alt={alt}
                    loading="lazy"
                    className="h-28 w-full rounded bg-slate-100 object-contain dark:bg-slate-800"
                  />
                ) : null}
                <span className="text-sm font-semibold break-all">{item.name}</span>
                <span className="text-xs text-slate-700 dark:text-slate-300">
                  {t(`admin.media.kind.${item.kind}`)}
                  {item.used_by.length
                    ? ` · ${t('admin.picker.used_count', { count: localDigits(item.used_by.length, lang) })}`
                    : null}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      {listing.more ? (
        <button
          type="button"
          className={`${secondaryButtonClass} mt-4`}
          disabled={listing.state === 'loading'}
          onClick={() => setPage(page + 1)}
        >
          {t('admin.picker.more')}
        </button>
      ) : null}
    </dialog>
  );
}
