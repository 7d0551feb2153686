// Devanagari digits (० to ९) for Nepali display, and back to ASCII for parsing user input.
const NEPALI_DIGITS = '०१२३४५६७८९';

/** Replaces every ASCII digit with its Devanagari digit; other characters stay. */
export function toNepaliDigits(value: number | string): string {
  return String(value).replace(/[0-9]/g, (digit) => NEPALI_DIGITS[Number(digit)] ?? digit);
}

/** Replaces every Devanagari digit with its ASCII digit; other characters stay. */
export function fromNepaliDigits(value: string): string {
  return value.replace(/[०-९]/g, (digit) => String(NEPALI_DIGITS.indexOf(digit)));
}

/** Digits in the script of the language: Devanagari for 'ne', ASCII for 'en'. */
export function localDigits(value: number | string, lang: 'ne' | 'en'): string {
  return lang === 'ne' ? toNepaliDigits(value) : fromNepaliDigits(String(value));
}
