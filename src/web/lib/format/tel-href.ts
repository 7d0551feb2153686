// A `tel:` link must hold ASCII digits: phones may be written in Nepali digits ('०१-४२४८६०३').
import { fromNepaliDigits } from '../../../shared/calendar/digits.ts';

/** Phone numbers as dialable digits: '०१-४२४८६०३' -> 'tel:014248603'. */
export function telHref(phone: string): string {
  const ascii = fromNepaliDigits(phone);
  return `tel:${ascii.replace(/[^\d+]/g, '')}`;
}
