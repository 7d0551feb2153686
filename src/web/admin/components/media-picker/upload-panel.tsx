// Uploading a file without leaving the item's form: a file and, for an image, its description in both
// languages, sent to the media library with a progress bar. Its inputs have no names, so the item's form
// never posts them; the uploaded file's address goes into the field. After an upload the file input and
// the texts are emptied, and the "uploaded" message goes as soon as another file is chosen, so the panel
// never looks done before it is.
import { useRef, useState } from 'react';
import { MEDIA_FILE_FIELD, type MediaItem } from '#shared/contract/admin/media.ts';
import type { MediaFieldKind } from '#shared/kinds/fields.ts';
import { localDigits } from '#shared/calendar/digits.ts';
import { FileField } from '#web/components/form-fields/file-field.tsx';
import {
  controlBorder,
  controlClass,
  errorClass,
  labelClass,
} from '#web/components/form-fields/field-styles.ts';
import { useAdminText } from '../../lib/use-admin-text.ts';
import { secondaryButtonClass } from '../admin-ui.tsx';
import { uploadToLibrary } from './upload-request.ts';

const IMAGE_TYPES = 'image/jpeg,image/png,image/webp';

type Stage =
  | { step: 'idle' }
  | { step: 'sending'; percent: number }
  | { step: 'done'; name: string }
  | { step: 'failed'; message: string; errors: Record<string, string> };

export function UploadPanel({
  id,
  kind,
  onUploaded,
}: {
  id: string;
  kind: MediaFieldKind;
  onUploaded: (item: MediaItem) => void;
}) {
  const { t, lang } = useAdminText();
  const [stage, setStage] = useState<Stage>({ step: 'idle' });
  const [isImage, setIsImage] = useState(kind === 'image');
  const [uploads, setUploads] = useState(0);
  const file = useRef<HTMLInputElement>(null);
  const alts = { ne: useRef<HTMLInputElement>(null), en: useRef<HTMLInputElement>(null) };
  const errors = stage.step === 'failed' ? stage.errors : {};

  const send = async () => {
    const chosen = file.current?.files?.[0];
    if (!chosen) {
      setStage({ step: 'failed', message: '', errors: { file: t('admin.picker.no_file') } });
      return;
    }
    if (kind === 'image' && !chosen.type.startsWith('image/')) {
      setStage({ step: 'failed', message: '', errors: { file: t('admin.picker.not_image') } });
      return;
    }
    const form = new FormData();
    form.append('alt_ne', alts.ne.current?.value ?? '');
    form.append('alt_en', alts.en.current?.value ?? '');
    form.append(MEDIA_FILE_FIELD, chosen);
    setStage({ step: 'sending', percent: 0 });
    const outcome = await uploadToLibrary(form, lang, (percent) => setStage({ step: 'sending', percent }));
    if (!outcome.ok) {
      setStage({
        step: 'failed',
        message: outcome.message ?? t('admin.picker.upload_failed'),
        errors: outcome.errors,
      });
      return;
    }
    // Emptied, so nothing suggests a second upload is ready or under way.
    setUploads((count) => count + 1);
    for (const input of Object.values(alts)) if (input.current) input.current.value = '';
    setStage({ step: 'done', name: outcome.item.name });
    onUploaded(outcome.item);
  };

  const sending = stage.step === 'sending';
  return (
    <div className="mt-3 space-y-3 rounded-md border-2 border-dashed border-slate-400 p-3 dark:border-slate-500">
      <FileField
        // A new input after each upload: empty, with no file name left from the last one.
        key={uploads}
        idPrefix={id}
        name="file"
        posted={false}
        inputRef={file}
        label={t('admin.picker.file_label')}
        requirement=""
        accept={kind === 'image' ? IMAGE_TYPES : `${IMAGE_TYPES},application/pdf`}
        error={errors.file}
        onChange={(chosen) => {
          setStage({ step: 'idle' });
          setIsImage(kind === 'image' || (chosen?.type.startsWith('image/') ?? false));
        }}
      />
      {isImage
        ? (['ne', 'en'] as const).map((language) => (
            <div key={language} lang={language}>
              <label htmlFor={`${id}-alt-${language}`} className={labelClass}>
                {t(`admin.media.alt_${language}`)}
              </label>
              <span className="mt-0.5 block text-sm text-slate-700 dark:text-slate-300">
                {t('admin.media.alt_hint')}
              </span>
              <input
                id={`${id}-alt-${language}`}
                ref={alts[language]}
                type="text"
                maxLength={300}
                aria-invalid={errors[`alt_${language}`] ? true : undefined}
                className={`${controlClass} ${controlBorder(Boolean(errors[`alt_${language}`]))} mt-1.5 min-h-11`}
              />
              {errors[`alt_${language}`] ? <p className={errorClass}>{errors[`alt_${language}`]}</p> : null}
            </div>
          ))
        : null}
      <div className="flex flex-wrap items-center gap-3">
        <button type="button" className={secondaryButtonClass} onClick={send} disabled={sending}>
          {t('admin.picker.send')}
        </button>
        {sending ? (
          <label className="flex items-center gap-2">
            <progress max={100} value={stage.percent} className="w-40" />
            <span>
              {stage.percent < 100
                ? t('admin.picker.uploading', { percent: localDigits(stage.percent, lang) })
                : t('admin.picker.processing')}
            </span>
          </label>
        ) : null}
      </div>
      <div role="status" aria-live="polite">
        {stage.step === 'done' ? (
          <p className="font-semibold text-green-800 dark:text-green-300">
            {t('admin.picker.uploaded', { name: stage.name })}
          </p>
        ) : stage.step === 'failed' && stage.message ? (
          <p className="font-semibold text-red-800 dark:text-red-300">{stage.message}</p>
        ) : null}
      </div>
    </div>
  );
}
