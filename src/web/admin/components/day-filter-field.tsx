// A list's day filter: the BS date field on Nepali screens, a date input on English ones (lib/day-filters.ts
// reads either back into an AD day on the server).
import { useSearchParams } from 'react-router';
import { TextField } from '#web/components/form-fields/text-field.tsx';
import type { DayFilter } from '../lib/day-filters.ts';
import { useAdminText } from '../lib/use-admin-text.ts';
import { BsDateField } from './bs-date-picker/bs-date-field.tsx';

export function DayFilterField({
  idPrefix,
  name,
  label,
  error,
}: {
  idPrefix: string;
  name: DayFilter;
  label: string;
  error?: string;
}) {
  const { lang } = useAdminText();
  const [params] = useSearchParams();
  const value = params.get(name) ?? '';
  return lang === 'ne' ? (
    <BsDateField idPrefix={idPrefix} name={name} label={label} defaultValue={value} error={error} />
  ) : (
    <TextField idPrefix={idPrefix} name={name} type="date" label={label} defaultValue={value} error={error} />
  );
}
