// A labelled text input (text, email, tel) with its hint and error.
import type { InputHTMLAttributes } from 'react';
import { describedBy, fieldId, FieldFrame, type FieldBaseProps } from './field-parts.tsx';
import { controlBorder, controlClass } from './field-styles.ts';

type InputProps = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'autoComplete' | 'inputMode' | 'pattern' | 'maxLength' | 'defaultValue' | 'spellCheck' | 'step'
>;

export function TextField({
  name,
  idPrefix,
  label,
  hint,
  error,
  required,
  ...input
}: FieldBaseProps & InputProps) {
  const id = fieldId(idPrefix, name);
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} required={required}>
      <input
        id={id}
        name={name}
        type={input.type ?? 'text'}
        {...input}
        // Validation runs on submit with the spec's messages (noValidate on the form); aria-required
        // still tells assistive technology the field is needed.
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={`${controlClass} ${controlBorder(Boolean(error))} min-h-11`}
      />
    </FieldFrame>
  );
}
