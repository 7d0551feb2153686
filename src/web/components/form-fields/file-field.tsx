// A labelled native file input (works without JavaScript) with its hint and error.
import { describedBy, fieldId, FieldFrame, type FieldBaseProps } from './field-parts.tsx';
import { controlBorder } from './field-styles.ts';

export function FileField({
  name,
  idPrefix,
  label,
  hint,
  error,
  required,
  accept,
  onChange,
}: FieldBaseProps & { accept: string; onChange?: (file: File | null) => void }) {
  const id = fieldId(idPrefix, name);
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} required={required}>
      <input
        id={id}
        name={name}
        type="file"
        accept={accept}
        onChange={(event) => onChange?.(event.currentTarget.files?.[0] ?? null)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={`block w-full rounded-md border-2 border-dashed bg-white p-2 text-base text-slate-900 file:mr-3 file:min-h-10 file:cursor-pointer file:rounded file:border-0 file:bg-slate-200 file:px-3 file:font-semibold file:text-slate-900 focus:outline-3 focus:outline-offset-1 focus:outline-amber-500 dark:bg-slate-900 dark:text-slate-100 dark:file:bg-slate-700 dark:file:text-slate-100 dark:focus:outline-amber-300 ${controlBorder(Boolean(error))}`}
      />
    </FieldFrame>
  );
}
