// A `tel:` link must hold ASCII digits: phones may be written in Nepali digits ('०१-४२४८६०३').
import { fromNepaliDigits } from '#shared/calendar/digits.ts';

/** Phone numbers as dialable digits: '०१-४२४८६०३' -> 'tel:014248603'. */
export function telHref(phone: string): string {
  const ascii = fromNepaliDigits(phone);
  return `tel:${ascii.replace(/[^\d+]/g, '')}`;
}

/** The numbers of a stored phone setting ('01-4248603, 01-4253941'), each to be dialled on its own. */
export function phoneNumbers(phone: string): string[] {
  return phone
    .split(/[,;]/)
    .map((number) => number.trim())
    .filter((number) => /\d/.test(fromNepaliDigits(number)));
}
