// A `tel:` link must hold ASCII digits: phones may be written in Nepali digits ('०१-४२४८६०३').
const NEPALI_ZERO = 0x966;

/** Phone numbers as dialable digits: '०१-४२४८६०३' -> 'tel:014248603'. */
export function telHref(phone: string): string {
  const ascii = phone.replace(/[०-९]/g, (digit) => String(digit.charCodeAt(0) - NEPALI_ZERO));
  return `tel:${ascii.replace(/[^\d+]/g, '')}`;
}
