// The fields a kind of content is made of (kinds/descriptions.ts), as plain data: what each field type
// means for the API, the database and the forms is interpreted in one table per concern
// (contract/admin/field-types.ts, and the staff form's components).
export type FieldType =
  /** One line of text. */
  | 'text'
  /** Paragraphs. */
  | 'longtext'
  /** A body with headings, lists, links and tables: sanitised HTML (ADR 031, shared/rich-text/). */
  | 'richtext'
  /** A day, AD `YYYY-MM-DD` (entered and shown in Bikram Sambat). */
  | 'day'
  /** A checkbox, stored as 0/1. */
  | 'flag'
  /** The address of a file, image or page. */
  | 'address'
  /** A whole number (order, pixels). */
  | 'number'
  /** Another item's id (`ref` names its table). */
  | 'ref';

/** Tables a field may point into. */
export type RefTable = 'branch' | 'law_category' | 'department' | 'festival';

export interface FieldSpec {
  /** The API's and the form's name; a bilingual field is two, `<name>_ne` and `<name>_en`. */
  readonly name: string;
  readonly type: FieldType;
  readonly bilingual?: boolean;
  /** A value is needed (for a bilingual field: in one language at least). */
  readonly required?: boolean;
  readonly max?: number;
  readonly ref?: RefTable;
  /** Stored as the instant the day begins in Nepal, in `created_at` (the item's date in lists). */
  readonly itemDay?: boolean;
  /**
   * A number typed once (a phone): stored in ASCII digits whichever digits were typed; the Nepali
   * pages show it in Nepali digits (issue 25).
   */
  readonly digits?: boolean;
  /**
   * An address field that holds a file of the media library (the staff form offers the media picker;
   * the server checks the file exists and is of this kind: ADR 034).
   */
  readonly media?: MediaFieldKind;
}

/** What a media field holds: an image, or any file (a PDF). */
export type MediaFieldKind = 'image' | 'document';

/** Every kind names its media fields `image` (a picture) and `file` (a document); other addresses are links. */
const mediaFieldKinds: Readonly<Record<string, MediaFieldKind>> = { image: 'image', file: 'document' };

export const title = { name: 'title', type: 'text', bilingual: true, required: true, max: 300 } as const;
export const name = { name: 'name', type: 'text', bilingual: true, required: true, max: 200 } as const;
export const longtext = <N extends string>(field: N) =>
  ({ name: field, type: 'longtext', bilingual: true, max: 20_000 }) as const;
/** A rich text body: its limit counts the HTML, which a table makes several times its words (ADR 031). */
export const richtext = <N extends string>(field: N) =>
  ({ name: field, type: 'richtext', bilingual: true, max: 60_000 }) as const;
export const line = <N extends string>(field: N, max = 300) =>
  ({ name: field, type: 'text', bilingual: true, max }) as const;
export const address = <N extends string, R extends boolean = false>(field: N, required?: R) =>
  ({
    name: field,
    type: 'address',
    required: (required ?? false) as R,
    media: mediaFieldKinds[field],
  }) as const;
/** A phone number (or several, separated by commas), typed once: see FieldSpec.digits. */
export const phone = <N extends string>(field: N) =>
  ({ name: field, type: 'text', max: 100, digits: true }) as const;
export const flag = <N extends string>(field: N) => ({ name: field, type: 'flag' }) as const;
export const itemDay = { name: 'date', type: 'day', required: true, itemDay: true } as const;
export const sortOrder = { name: 'sort_order', type: 'number' } as const;
export const dates = [
  { name: 'start_date', type: 'day', required: true },
  { name: 'end_date', type: 'day', required: true },
] as const;
export const ref = <N extends string, T extends RefTable, R extends boolean = false>(
  field: N,
  table: T,
  required?: R,
) => ({ name: field, type: 'ref', ref: table, required: (required ?? false) as R }) as const;
