// What a file really is, judged by its first bytes (magic numbers), never by its name or the
// type the browser declared: an HTML page named report.pdf is still HTML.
export interface SniffedType {
  ext: 'jpg' | 'png' | 'pdf';
  mime: 'image/jpeg' | 'image/png' | 'application/pdf';
}

const startsWith = (data: Uint8Array, signature: readonly number[]) =>
  data.length >= signature.length && signature.every((byte, index) => data[index] === byte);

const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const PDF = [...'%PDF-'].map((char) => char.charCodeAt(0));

/** JPEG, PNG or PDF by content; null for anything else (including an empty file). */
export function sniffFileType(data: Uint8Array): SniffedType | null {
  if (startsWith(data, JPEG)) return { ext: 'jpg', mime: 'image/jpeg' };
  if (startsWith(data, PNG)) return { ext: 'png', mime: 'image/png' };
  if (startsWith(data, PDF)) return { ext: 'pdf', mime: 'application/pdf' };
  return null;
}
