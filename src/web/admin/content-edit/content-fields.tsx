// The inputs of one kind's form, from its field descriptions, one input component per field type: both languages side by side, then its own
// fields (Bikram Sambat days with the AD date beside them, choices of other items, addresses, numbers,
// checkboxes). Every input is a native, labelled control, so the form works without JavaScript. An input
// starts with the saved item's value, or with what the person had typed (`posted`: a save refused because
// someone else saved first, or a form kept when the session ended).
import type { FieldSpec, FieldType, KindSpec } from '#shared/contract/admin/content-kinds.ts';
import { adToBs } from '#shared/calendar/convert.ts';
import { localDigits } from '#shared/calendar/digits.ts';
import { formatBsDate } from '#shared/calendar/month.ts';
import { nepalToday } from '#shared/calendar/nepal-time.ts';
import { SelectField, type SelectOption } from '#web/components/form-fields/select-field.tsx';
import { TextField } from '#web/components/form-fields/text-field.tsx';
import { TextareaField } from '#web/components/form-fields/textarea-field.tsx';
import { fieldId } from '#web/components/form-fields/field-parts.tsx';
import { PreetiHelp } from '../components/preeti-help.tsx';
import { fieldName } from '../lib/content-kinds.ts';
import { useAdminText } from '../lib/use-admin-text.ts';
import { BsDateField } from '../components/bs-date-picker/bs-date-field.tsx';
import { MediaField } from '../components/media-picker/media-field.tsx';
import { dayInputName } from './edit-body.ts';
import { RichTextInput } from '../components/rich-text/rich-text-input.tsx';

export const ID = 'content';

interface FieldsProps {
  spec: KindSpec;
  values: Record<string, unknown>;
  errors: Record<string, string>;
  /** The choices of each reference field, by its name. */
  choices: Record<string, SelectOption[]>;
  /** The form as it was posted, by input name: shown instead of `values`. */
  posted?: Record<string, string> | null;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** An input's starting text: as posted, if the form was, else from the item. */
export const initial = (posted: FieldsProps['posted'], name: string, fromItem: string) =>
  posted ? (posted[name] ?? '') : fromItem;

export function BilingualFields({ spec, values, errors, posted }: Omit<FieldsProps, 'choices'>) {
  const { t } = useAdminText();
  const bilingual = spec.fields.filter((field) => field.bilingual);
  return (
    <div className="grid gap-5 lg:grid-cols-2">
      {(['ne', 'en'] as const).map((language) => (
        <div key={language} lang={language} className="space-y-5">
          {bilingual.map((field) => {
            const name = `${field.name}_${language}`;
            const label = t('admin.content.in_language', {
              field: t(fieldName(field)),
              language: t(`admin.lang.${language}`),
            });
            // Rich text has its own editor (the Preeti help works on plain text areas and inputs).
            if (field.type === 'richtext')
              return (
                <RichTextInput
                  key={name}
                  idPrefix={ID}
                  name={name}
                  label={label}
                  defaultValue={initial(posted, name, text(values[name]))}
                  error={errors[name]}
                />
              );
            const input =
              field.type === 'longtext' ? (
                <TextareaField
                  idPrefix={ID}
                  name={name}
                  label={label}
                  defaultValue={initial(posted, name, text(values[name]))}
                  rows={8}
                  error={errors[name]}
                />
              ) : (
                <TextField
                  idPrefix={ID}
                  name={name}
                  label={label}
                  defaultValue={initial(posted, name, text(values[name]))}
                  maxLength={field.max}
                  error={errors[name]}
                />
              );
            // Nepali texts: help for text typed in the Preeti or Kantipur font (with JavaScript only).
            return (
              <div key={name}>
                {input}
                {language === 'ne' ? <PreetiHelp fieldId={fieldId(ID, name)} label={label} /> : null}
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}

/** What an input of one field gets: the field, the item's values, the errors, the posted form. */
interface InputProps extends Omit<FieldsProps, 'spec' | 'choices'> {
  field: FieldSpec;
  choices: SelectOption[];
}

function DayInput({ field, values, errors, posted }: InputProps) {
  const { t, lang } = useAdminText();
  const typed = posted ? (posted[dayInputName(field)] ?? '') : null;
  // A new item's own date starts as today in Nepal; other days start empty.
  const day = text(values[field.name]) || (field.itemDay && !posted ? nepalToday() : '');
  const bs = typed ?? (day ? localDigits(formatBsDate(adToBs(day)).replaceAll('/', '-'), lang) : '');
  return (
    <BsDateField
      idPrefix={ID}
      name={dayInputName(field)}
      label={t(fieldName(field))}
      defaultValue={bs}
      required={field.required}
      error={errors[dayInputName(field)] ?? errors[field.name]}
    />
  );
}

function RefInput({ field, values, errors, posted, choices }: InputProps) {
  const { t } = useAdminText();
  return (
    <SelectField
      idPrefix={ID}
      name={field.name}
      label={t(fieldName(field))}
      required={field.required}
      defaultValue={initial(posted, field.name, values[field.name] ? String(values[field.name]) : '')}
      items={choices}
      error={errors[field.name]}
    />
  );
}

function NumberInput({ field, values, errors, posted }: InputProps) {
  const { t } = useAdminText();
  return (
    <TextField
      idPrefix={ID}
      name={field.name}
      label={t(fieldName(field))}
      inputMode="numeric"
      required={field.required}
      defaultValue={initial(
        posted,
        field.name,
        values[field.name] === undefined ? '' : String(values[field.name]),
      )}
      error={errors[field.name]}
    />
  );
}

/** A single-language line: a number typed once (a phone) says how it is shown; else as an address. */
function LineInput(props: InputProps) {
  const { t } = useAdminText();
  const { field, values, errors, posted } = props;
  if (!field.digits) return <AddressInput {...props} />;
  return (
    <TextField
      idPrefix={ID}
      name={field.name}
      label={t(fieldName(field))}
      hint={t('admin.content.digits_hint')}
      type="tel"
      inputMode="tel"
      required={field.required}
      maxLength={field.max}
      defaultValue={initial(posted, field.name, text(values[field.name]))}
      error={errors[field.name]}
    />
  );
}

function AddressInput({ field, values, errors, posted }: InputProps) {
  const { t } = useAdminText();
  if (field.media) {
    return (
      <MediaField
        idPrefix={ID}
        name={field.name}
        label={t(fieldName(field))}
        kind={field.media}
        required={field.required}
        defaultValue={initial(posted, field.name, text(values[field.name]))}
        error={errors[field.name]}
      />
    );
  }
  return (
    <TextField
      idPrefix={ID}
      name={field.name}
      label={t(fieldName(field))}
      hint={t('admin.content.link_hint')}
      required={field.required}
      defaultValue={initial(posted, field.name, text(values[field.name]))}
      spellCheck={false}
      error={errors[field.name]}
    />
  );
}

function FlagInput({ field, values, posted }: InputProps) {
  const { t } = useAdminText();
  return (
    <label className="flex min-h-11 items-center gap-3">
      <input
        type="checkbox"
        name={field.name}
        defaultChecked={posted ? posted[field.name] === 'on' : values[field.name] === true}
        className="size-5 accent-rose-800"
      />
      <span>{t(fieldName(field))}</span>
    </label>
  );
}

/**
 * The input of each field type (its form parser and schemas are shared/contract/admin/field-types.ts).
 * Texts are bilingual and laid out in BilingualFields; a single-language text is an address-like line.
 */
const fieldInputs: Record<FieldType, (props: InputProps) => React.ReactNode> = {
  text: LineInput,
  longtext: AddressInput,
  richtext: AddressInput,
  day: DayInput,
  flag: FlagInput,
  address: AddressInput,
  number: NumberInput,
  ref: RefInput,
};

/** The kind's fields other than the texts and flags. */
export function OwnFields({ spec, values, errors, choices, posted }: FieldsProps) {
  return spec.fields
    .filter((field) => !field.bilingual && field.type !== 'flag')
    .map((field) => {
      const Input = fieldInputs[field.type];
      return (
        <Input
          key={field.name}
          field={field}
          values={values}
          errors={errors}
          posted={posted}
          choices={choices[field.name] ?? []}
        />
      );
    });
}

export function FlagFields({ spec, values, posted }: Pick<FieldsProps, 'spec' | 'values' | 'posted'>) {
  const flags = spec.fields.filter((field) => field.type === 'flag');
  if (!flags.length) return null;
  const Input = fieldInputs.flag;
  return (
    <fieldset className="space-y-2">
      {flags.map((flag) => (
        <Input key={flag.name} field={flag} values={values} errors={{}} posted={posted} choices={[]} />
      ))}
    </fieldset>
  );
}
