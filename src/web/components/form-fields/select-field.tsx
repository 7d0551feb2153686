// A labelled native <select> (keyboard and screen-reader support for free) with a "Choose…" first
// option, flat options or groups of options.
import { useI18n } from '#web/lib/i18n/language-context.tsx';
import { describedBy, fieldId, FieldFrame, type FieldBaseProps } from './field-parts.tsx';
import { controlBorder, controlClass } from './field-styles.ts';

export interface SelectOption {
  value: string;
  label: string;
}
export interface SelectGroup {
  label: string;
  options: SelectOption[];
}
export type SelectItem = SelectOption | SelectGroup;

const isGroup = (item: SelectItem): item is SelectGroup => 'options' in item;

export function SelectField({
  name,
  idPrefix,
  label,
  hint,
  error,
  required,
  requirement,
  items,
  defaultValue,
}: FieldBaseProps & { items: SelectItem[]; defaultValue?: string }) {
  const { t } = useI18n();
  const id = fieldId(idPrefix, name);
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} required={required} requirement={requirement}>
      <select
        id={id}
        name={name}
        defaultValue={defaultValue ?? ''}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={`${controlClass} ${controlBorder(Boolean(error))} min-h-11`}
      >
        <option value="">{t('forms.choose')}</option>
        {items.map((item) =>
          isGroup(item) ? (
            <optgroup key={`group-${item.label}`} label={item.label}>
              {item.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </optgroup>
          ) : (
            <option key={item.value} value={item.value}>
              {item.label}
            </option>
          ),
        )}
      </select>
    </FieldFrame>
  );
}
