// The text size a visitor chose with A− A A+ (issue 27), as the server reads it from the cookie or a
// `?text=` link (no JavaScript needed) and the browser writes it. A percentage of the root font size:
// the whole page is laid out in rem, so everything grows with it, up to 200 % (WCAG 1.4.4).
export const TEXT_SIZE_COOKIE = 'text_size';
export const TEXT_SIZE_QUERY = 'text';
export const DEFAULT_TEXT_SIZE = 100;
const TEXT_SIZES = [90, 100, 115, 130, 150, 175, 200] as const;
export type TextSize = (typeof TEXT_SIZES)[number];

export function parseTextSize(value: unknown): TextSize | null {
  if (typeof value !== 'string' || !/^\d+$/.test(value)) return null;
  const size = Number(value);
  return (TEXT_SIZES as readonly number[]).includes(size) ? (size as TextSize) : null;
}

/** The next size down (A−) and up (A+), the same at either end. */
export function smallerTextSize(size: TextSize): TextSize {
  return TEXT_SIZES[Math.max(0, TEXT_SIZES.indexOf(size) - 1)]!;
}
export function largerTextSize(size: TextSize): TextSize {
  return TEXT_SIZES[Math.min(TEXT_SIZES.length - 1, TEXT_SIZES.indexOf(size) + 1)]!;
}
