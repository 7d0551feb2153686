// A labelled multi-line text field with its hint and error.
import { describedBy, fieldId, FieldFrame, type FieldBaseProps } from './field-parts.tsx';
import { controlBorder, controlClass } from './field-styles.ts';

export function TextareaField({
  name,
  idPrefix,
  label,
  hint,
  error,
  required,
  rows = 5,
  maxLength,
  defaultValue,
}: FieldBaseProps & { rows?: number; maxLength?: number; defaultValue?: string }) {
  const id = fieldId(idPrefix, name);
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} required={required}>
      <textarea
        id={id}
        name={name}
        rows={rows}
        maxLength={maxLength}
        defaultValue={defaultValue}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={`${controlClass} ${controlBorder(Boolean(error))} resize-y`}
      />
    </FieldFrame>
  );
}
