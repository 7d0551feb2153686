// A labelled file input with its hint and error. The browser's own picker says "Choose File / No file
// chosen" in the browser's language, whatever the page's (issue 27): once the page runs, the native
// input is visually hidden (still focused, named and operated as the same control) under a button and a
// file name in the page's language. Without JavaScript, and until hydration, the native input is shown
// as it is, so the form always works. The one file picker of the site: the public forms' and the staff
// area's (the media library's upload, and the upload inside a media field) alike.
import { useEffect, useRef, useState, type ReactNode, type Ref } from 'react';
import { useHydrated } from '#web/lib/hooks/use-hydrated.ts';
import { useI18n } from '#web/lib/i18n/language-context.tsx';
import { describedBy, fieldId, FieldFrame, type FieldBaseProps } from './field-parts.tsx';
import { controlBorder } from './field-styles.ts';

const frame =
  'rounded-md border-2 border-dashed bg-white p-2 text-base text-slate-900 dark:bg-slate-900 dark:text-slate-100';

interface FileFieldProps extends FieldBaseProps {
  accept: string;
  onChange?: (file: File | null) => void;
  /** False for a file sent by script, not with the form around it: the input then has no name. */
  posted?: boolean;
  inputRef?: Ref<HTMLInputElement>;
}

export function FileField({
  name,
  idPrefix,
  label,
  hint,
  error,
  required,
  requirement,
  accept,
  onChange,
  posted = true,
  inputRef,
}: FileFieldProps) {
  const { t } = useI18n();
  const hydrated = useHydrated();
  const [fileName, setFileName] = useState<string | null>(null);
  const own = useRef<HTMLInputElement | null>(null);
  const id = fieldId(idPrefix, name);
  const chosenId = `${id}-chosen`;
  const described = describedBy(id, hint, error);
  // A form reset (the media library's, after an upload) empties the input without a change event: the
  // file name shown must go with it.
  useEffect(() => {
    const form = own.current?.form;
    if (!form) return;
    const forget = () => setFileName(null);
    form.addEventListener('reset', forget);
    return () => form.removeEventListener('reset', forget);
  }, [hydrated]);
  const input = (className: string, describedIds?: string) => (
    <input
      id={id}
      ref={(element) => {
        own.current = element;
        if (typeof inputRef === 'function') inputRef(element);
        else if (inputRef) inputRef.current = element;
      }}
      name={posted ? name : undefined}
      type="file"
      accept={accept}
      required={required}
      onChange={(event) => {
        const file = event.currentTarget.files?.[0] ?? null;
        setFileName(file?.name ?? null);
        onChange?.(file);
      }}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedIds}
      className={className}
    />
  );
  const field = (control: ReactNode) => (
    <FieldFrame id={id} label={label} hint={hint} error={error} required={required} requirement={requirement}>
      {control}
    </FieldFrame>
  );
  // One tree before and after hydration, so the input is never replaced: a file chosen while the page
  // was still loading stays chosen (and is named once the page runs).
  useEffect(() => {
    if (hydrated) setFileName(own.current?.files?.[0]?.name ?? null);
  }, [hydrated]);
  return field(
    <div
      className={
        hydrated
          ? `relative flex flex-wrap items-center gap-3 ${frame} ${controlBorder(Boolean(error))}`
          : undefined
      }
    >
      {hydrated
        ? // Over the button, transparent: a click anywhere on it is a click on the input itself.
          input(
            'peer absolute inset-0 h-full w-full cursor-pointer opacity-0',
            [described, chosenId].filter(Boolean).join(' '),
          )
        : input(
            `block w-full ${frame} file:mr-3 file:min-h-10 file:cursor-pointer file:rounded file:border-0 file:bg-slate-200 file:px-3 file:font-semibold file:text-slate-900 focus:outline-3 focus:outline-offset-1 focus:outline-amber-500 dark:file:bg-slate-700 dark:file:text-slate-100 dark:focus:outline-amber-300 ${controlBorder(Boolean(error))}`,
            described,
          )}
      {hydrated ? (
        <>
          <span
            aria-hidden="true"
            className="inline-flex min-h-10 items-center rounded bg-slate-200 px-3 font-semibold text-slate-900 peer-hover:bg-slate-300 peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-amber-500 dark:bg-slate-700 dark:text-slate-100 dark:peer-hover:bg-slate-600 dark:peer-focus-visible:outline-amber-300"
          >
            {t('forms.file_choose')}
          </span>
          <span id={chosenId} className="min-w-0 break-all text-slate-800 dark:text-slate-200">
            {fileName ?? t('forms.file_none')}
          </span>
        </>
      ) : null}
    </div>,
  );
}
