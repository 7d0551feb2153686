// One file of the media library: a preview (an image's smallest WebP copy), what it is, its address to
// copy, and an image's descriptions in both languages, editable in place.
import { Form } from 'react-router';
import type { MediaItem } from '../../../shared/contract/admin/media.ts';
import { TextField } from '../../components/form-fields/text-field.tsx';
import { secondaryButtonClass, ResultMessage } from '../components/admin-ui.tsx';
import type { AdminFormResult } from '../lib/admin-api.ts';
import { useAdminText } from '../lib/use-admin-text.ts';
import { useI18n } from '../../lib/i18n/language-context.tsx';

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
      {preview && item.width && item.height ? (
        <img
          src={preview.url}
          width={preview.width}
          height={Math.round((preview.width * item.height) / item.width)}
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
      <TextField
        idPrefix={`media-${item.id}`}
        name="address"
        label={t('admin.media.address', { name: item.name })}
        defaultValue={item.url}
        spellCheck={false}
      />
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
          <button type="submit" className={secondaryButtonClass}>
            {t('admin.media.save_text')}
          </button>
        </Form>
      ) : null}
    </>
  );
}
