// The label, hint and error of one field, and the ids that tie them to the control
// (htmlFor, aria-describedby), so a screen reader reads all three with the control.
import type { ReactNode } from 'react';
import { useI18n } from '#web/lib/i18n/language-context.tsx';
import { errorClass, fieldGroupClass, hintClass, labelClass } from './field-styles.ts';

export interface FieldBaseProps {
  /** The form's field name; the control's id is `${idPrefix}-${name}`. */
  name: string;
  idPrefix: string;
  label: string;
  hint?: string;
  /** Already translated. */
  error?: string;
  required?: boolean;
  /** Said beside the label instead of "required"/"optional", when it depends on another field. */
  requirement?: string;
}

export const fieldId = (idPrefix: string, name: string) => `${idPrefix}-${name}`;
const hintId = (id: string) => `${id}-hint`;
const errorId = (id: string) => `${id}-error`;

/** aria-describedby: the hint, then the error (read after the label). */
export function describedBy(id: string, hint?: string, error?: string): string | undefined {
  const ids = [hint ? hintId(id) : null, error ? errorId(id) : null].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

export function FieldFrame({
  id,
  label,
  hint,
  error,
  required,
  requirement,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  required?: boolean;
  requirement?: string;
  children: ReactNode;
}) {
  const { t } = useI18n();
  return (
    <div className={fieldGroupClass(Boolean(error))}>
      <label htmlFor={id} className={labelClass}>
        {label}{' '}
        <span className="font-normal text-slate-700 dark:text-slate-300">
          {requirement ?? (required ? t('forms.required') : t('forms.optional'))}
        </span>
      </label>
      {hint ? (
        <span id={hintId(id)} className={hintClass}>
          {hint}
        </span>
      ) : null}
      <div className="mt-1.5">{children}</div>
      {/* Under the field, as product.md section 5 says; aria-describedby still reads it with the control. */}
      {error ? (
        <span id={errorId(id)} className={errorClass}>
          <span className="sr-only">{t('forms.error_prefix')} </span>
          {error}
        </span>
      ) : null}
    </div>
  );
}
