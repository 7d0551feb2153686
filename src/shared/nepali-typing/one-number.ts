// A number is typed once (issue 25): a phone is stored in ASCII digits, whichever digits the staff member
// typed, and each page shows it in its language's digits. This derives both forms from the one value.
import { fromNepaliDigits, toNepaliDigits } from '../calendar/digits.ts';

/** The one stored value in both digit systems; null (no number) stays null in both. */
export function inBothDigits(value: string | null): { en: string | null; ne: string | null } {
  if (value === null || value.trim() === '') return { en: null, ne: null };
  const ascii = fromNepaliDigits(value.trim());
  return { en: ascii, ne: toNepaliDigits(ascii) };
}
