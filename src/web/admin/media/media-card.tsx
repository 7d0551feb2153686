// One file of the media library: a preview (an image's smallest WebP copy), what it is, its address to
// copy, the items and settings that use it, and an image's descriptions in both languages and its focal point,
// editable in place.
import { Form, Link } from 'react-router';
import type { MediaItem } from '#shared/contract/admin/media.ts';
import { TextField } from '#web/components/form-fields/text-field.tsx';
import { linkClass, secondaryButtonClass, ResultMessage } from '../components/admin-ui.tsx';
import { kindOne } from '../lib/content-kinds.ts';
import { adminPages } from '../lib/paths.ts';
import { FocalPoint } from './focal-point.tsx';
import type { AdminFormResult } from '../lib/admin-api.ts';
import { useAdminText } from '../lib/use-admin-text.ts';
import { useI18n } from '#web/lib/i18n/language-context.tsx';

/** The items that use the file, each a link to its form (a file in use cannot go to the trash). */
function UsedBy({ item }: { item: MediaItem }) {
  const { t, lang } = useAdminText();
  if (!item.used_by.length) {
    return <p className="text-sm text-slate-700 dark:text-slate-300">{t('admin.media.unused')}</p>;
  }
  return (
    <div>
      <p className="font-semibold">{t('admin.media.used_by')}</p>
      <ul className="list-disc pl-5">
        {item.used_by.map((use) =>
          use.kind === 'setting' ? (
            // A settings group: its name as the server gives it ("Site settings: About page").
            <li key={`setting-${use.group}`}>
              <Link to={adminPages.settings(use.group)} className={linkClass}>
                {lang === 'ne' ? use.title_ne : use.title_en}
              </Link>
            </li>
          ) : (
            <li key={`${use.kind}-${use.id}`}>
              {t(kindOne(use.kind))}:{' '}
              <Link to={adminPages.contentItem(use.kind, use.id)} className={linkClass}>
                {(lang === 'ne' ? use.title_ne || use.title_en : use.title_en || use.title_ne) ||
                  `#${use.id}`}
              </Link>
              {use.trashed ? ` ${t('admin.media.in_trash')}` : null}
            </li>
          ),
        )}
      </ul>
    </div>
  );
}

export function MediaCard({
  item,
  size,
  result,
}: {
  item: MediaItem;
  size: string;
  result?: AdminFormResult;
}) {
  const { t, lang } = useAdminText();
  const { n } = useI18n();
  const preview = item.variants[0];
  const mine = result?.intent === `text-${item.id}` ? result : undefined;
  const errors = mine && !mine.ok ? mine.errors : {};
  const alt = lang === 'ne' ? item.alt_ne || item.alt_en : item.alt_en || item.alt_ne;
  return (
    <>
      {preview ? (
        <img
          src={preview.url}
          width={preview.width}
          // An image's own ratio; a PDF's first page is about A4.
          height={Math.round(preview.width * (item.width && item.height ? item.height / item.width : 1.414))}
          alt={alt}
          loading="lazy"
          className="h-40 w-full rounded bg-slate-100 object-contain dark:bg-slate-800"
        />
      ) : null}
      <div>
        <p className="font-semibold break-all">{item.name}</p>
        <p className="text-sm text-slate-700 dark:text-slate-300">
          {t('admin.media.details', { kind: t(`admin.media.kind.${item.kind}`), size })}
          {item.width && item.height
            ? ` · ${t('admin.media.pixels', { width: n(item.width), height: n(item.height) })}`
            : null}
        </p>
      </div>
      <div>
        {/* Read-only, to select and copy: not a field to fill in, so not marked required or optional. */}
        <label htmlFor={`media-${item.id}-address`} className="block font-semibold">
          {t('admin.media.address', { name: item.name })}
        </label>
        <input
          id={`media-${item.id}-address`}
          readOnly
          value={item.url}
          spellCheck={false}
          className="mt-1.5 block min-h-11 w-full rounded-md border-2 border-slate-400 bg-slate-50 px-3 font-mono text-sm text-slate-900 dark:border-slate-500 dark:bg-slate-800 dark:text-slate-100"
        />
      </div>
      <UsedBy item={item} />
      {item.kind === 'image' && !item.deleted_at ? (
        <Form method="post" className="space-y-3">
          <input type="hidden" name="intent" value="text" />
          <input type="hidden" name="id" value={item.id} />
          <ResultMessage result={mine} />
          {(['ne', 'en'] as const).map((language) => (
            <div key={language} lang={language}>
              <TextField
                idPrefix={`media-${item.id}`}
                name={`alt_${language}`}
                label={t(`admin.media.alt_${language}`)}
                defaultValue={item[`alt_${language}`]}
                maxLength={300}
                error={errors[`alt_${language}`]}
              />
            </div>
          ))}
          <FocalPoint item={item} errors={errors} />
          <button type="submit" className={secondaryButtonClass}>
            {t('admin.media.save_text')}
          </button>
        </Form>
      ) : null}
    </>
  );
}
