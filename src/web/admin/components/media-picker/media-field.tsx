// A media field of an item's form (an `image` or a `file`, ADR 034): the chosen file's preview, and the
// address the form posts, in a plain text input so the form works without JavaScript (an address pasted
// from the media library). With JavaScript: choose from the library (library-panel.tsx) or upload in
// place with progress (upload-panel.tsx), each filling in the address. The server checks the address
// names a stored file of the field's kind.
import { useId, useState } from 'react';
import type { MediaItem } from '#shared/contract/admin/media.ts';
import type { MediaFieldKind } from '#shared/kinds/fields.ts';
import { mediaSrcSet, pdfThumbnail } from '#shared/media-sources.ts';
import { describedBy, fieldId, FieldFrame } from '#web/components/form-fields/field-parts.tsx';
import { controlBorder, controlClass } from '#web/components/form-fields/field-styles.ts';
import { useHydrated } from '#web/lib/hooks/use-hydrated.ts';
import { useAdminText } from '../../lib/use-admin-text.ts';
import { secondaryButtonClass } from '../admin-ui.tsx';
import { LibraryPanel } from './library-panel.tsx';
import { UploadPanel } from './upload-panel.tsx';

interface MediaFieldProps {
  idPrefix: string;
  name: string;
  label: string;
  kind: MediaFieldKind;
  defaultValue: string;
  required?: boolean;
  error?: string;
}

/** A small picture of the chosen file: an image's narrowest copy, a PDF's first page. */
function previewOf(address: string, chosen: MediaItem | null): string | null {
  if (chosen?.url === address) return chosen.variants[0]?.url ?? null;
  const narrowest = mediaSrcSet(address)?.split(' ')[0];
  if (narrowest) return narrowest;
  if (/^\/uploads\/.+\.(?:jpe?g|png|webp)$/i.test(address)) return address;
  return pdfThumbnail(address) ?? null;
}

export function MediaField({ idPrefix, name, label, kind, defaultValue, required, error }: MediaFieldProps) {
  const { t } = useAdminText();
  const hydrated = useHydrated();
  const [address, setAddress] = useState(defaultValue);
  const [chosen, setChosen] = useState<MediaItem | null>(null);
  const [panel, setPanel] = useState<'library' | 'upload' | null>(null);
  const id = fieldId(idPrefix, name);
  const panelId = useId();
  const hint = t(kind === 'image' ? 'admin.picker.hint_image' : 'admin.picker.hint_document');
  const preview = address ? previewOf(address, chosen) : null;
  const shownName = chosen?.url === address ? chosen.name : address.split('/').at(-1);
  const choose = (item: MediaItem) => {
    setChosen(item);
    setAddress(item.url);
  };

  return (
    <div data-media-field={name}>
      <FieldFrame id={id} label={label} hint={hint} error={error} required={required}>
        <div className="flex items-start gap-3">
          {preview ? (
            // The preview's description is the chosen file's name beside it.
            <img
              src={preview}
              alt=""
              className="h-20 w-28 shrink-0 rounded bg-slate-100 object-contain dark:bg-slate-800"
            />
          ) : null}
          <div className="min-w-0 flex-1 space-y-2">
            <p className="text-sm break-all" aria-live="polite">
              {address ? t('admin.picker.current', { name: shownName ?? address }) : t('admin.picker.none')}
            </p>
            <input
              id={id}
              name={name}
              type="text"
              value={address}
              onChange={(event) => setAddress(event.target.value)}
              spellCheck={false}
              autoComplete="off"
              aria-required={required || undefined}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy(id, hint, error)}
              className={`${controlClass} ${controlBorder(Boolean(error))} min-h-11 font-mono text-sm`}
            />
          </div>
        </div>
        {hydrated ? (
          <div className="mt-2 flex flex-wrap gap-2">
            <button type="button" className={secondaryButtonClass} onClick={() => setPanel('library')}>
              {t('admin.picker.choose')}
            </button>
            <button
              type="button"
              className={secondaryButtonClass}
              aria-expanded={panel === 'upload'}
              aria-controls={`${panelId}-upload`}
              onClick={() => setPanel(panel === 'upload' ? null : 'upload')}
            >
              {t('admin.picker.upload')}
            </button>
            {address ? (
              <button
                type="button"
                className={secondaryButtonClass}
                onClick={() => {
                  setAddress('');
                  setChosen(null);
                }}
              >
                {t('admin.picker.remove')}
              </button>
            ) : null}
          </div>
        ) : null}
        <div id={`${panelId}-upload`}>
          {panel === 'upload' ? <UploadPanel id={`${id}-upload`} kind={kind} onUploaded={choose} /> : null}
        </div>
        {panel === 'library' ? (
          <LibraryPanel id={`${id}-library`} kind={kind} onChoose={choose} onClose={() => setPanel(null)} />
        ) : null}
      </FieldFrame>
    </div>
  );
}
