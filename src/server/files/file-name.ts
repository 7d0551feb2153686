// A visitor's file name is only kept as a label for the operators, but it is shown to them: in the
// inbox, in a spreadsheet, in a file manager. Control characters could rewrite their terminal, and
// bidirectional controls make `invoice<U+202E>fdp.exe` read as `invoiceexe.pdf`: both are removed.

/** C0 and C1 controls, DEL, and the Unicode bidirectional formatting characters. */
export const UNSAFE_TEXT_CHARACTERS =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u001F\u007F-\u009F\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

/** The uploaded file's name with control and bidi characters removed, trimmed, at most 255 characters. */
export function cleanFileName(name: string): string {
  return name.replace(UNSAFE_TEXT_CHARACTERS, '').trim().slice(0, 255);
}
