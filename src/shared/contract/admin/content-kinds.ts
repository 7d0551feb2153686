// The staff API's schemas of every kind of content, built from the kinds' descriptions
// (shared/kinds/descriptions.ts, ADR 028): the edit and item schemas, the answers of lists, items and
// refused saves. Nothing here is written per kind.
import { z } from 'zod';
import {
  missingLanguages,
  publishingFields,
  publishStatuses,
  visibilities,
  type PublishStatus,
  type Visibility,
} from './content.ts';
import { pagedResponse, type Paged } from '../common.ts';
import {
  contentKinds,
  kindSpecs,
  specOf,
  type ContentKind,
  type ContentTable,
  type KindSpec,
  type KindSpecs,
} from '#shared/kinds/descriptions.ts';
import type { FieldSpec, FieldType } from '#shared/kinds/fields.ts';
import { fieldTypes, refId } from './field-types.ts';

export { contentKinds, kindSpecs, specOf };
export type { ContentKind, ContentTable, FieldSpec, FieldType, KindSpec };

export const contentKind = z.enum(contentKinds as [ContentKind, ...ContentKind[]], {
  error: 'validation.invalid',
});

/** The form's and the API's names of a field: one, or `<name>_ne` and `<name>_en`. */
export const namesOf = (field: FieldSpec): string[] =>
  field.bilingual ? [`${field.name}_ne`, `${field.name}_en`] : [field.name];

/** Every edited name of a kind, in order, with `branch_id` for items that belong to a branch. */
export function editedNames(spec: KindSpec): string[] {
  return [...spec.fields.flatMap(namesOf), ...(spec.access.branchOwned ? ['branch_id'] : [])];
}

const branchEdit = z
  .preprocess((value) => (value === '' || value === undefined ? null : value), refId.nullable())
  .default(null);

/**
 * The revision a save of an existing item was based on (0: the item had none yet). A save on top of
 * someone else's newer one is refused (409), so nobody silently overwrites another's work.
 */
const baseRevision = z.coerce
  .number({ error: 'validation.base_revision' })
  .int({ error: 'validation.base_revision' })
  .min(0, { error: 'validation.base_revision' });

/** What an editor saves: the kind's fields and its publishing; the rules every kind shares. */
export function editSchema(spec: KindSpec, { withBase = false } = {}) {
  const shape: Record<string, z.ZodType> = {};
  for (const field of spec.fields)
    for (const key of namesOf(field)) shape[key] = fieldTypes[field.type].edit(field);
  if (spec.access.branchOwned) shape.branch_id = branchEdit;
  if (withBase) shape.base_revision = baseRevision;
  const titleName = spec.admin.title;
  return z
    .object({ ...shape, ...publishingFields })
    .refine(
      (item) =>
        Boolean((item as Record<string, unknown>)[`${titleName}_en`]) ||
        Boolean((item as Record<string, unknown>)[`${titleName}_ne`]),
      { error: 'validation.title_one_language', path: [`${titleName}_en`] },
    )
    .refine((item) => !item.publish_at || !item.unpublish_at || item.publish_at < item.unpublish_at, {
      error: 'validation.unpublish_before_publish',
      path: ['unpublish_at'],
    })
    .refine(
      (item) => {
        const { start_date, end_date } = item as { start_date?: string; end_date?: string };
        return !start_date || !end_date || start_date <= end_date;
      },
      { error: 'validation.end_before_start', path: ['end_date'] },
    );
}

/** An item as editors read it: its fields, publishing, and what the public sees of it now. */
export function itemSchema(spec: KindSpec) {
  const shape: Record<string, z.ZodType> = { id: z.number().int() };
  for (const field of spec.fields)
    for (const key of namesOf(field)) shape[key] = fieldTypes[field.type].item(field);
  if (spec.access.branchOwned) shape.branch_id = z.number().int().nullable();
  return z.object({
    ...shape,
    status: z.enum(publishStatuses),
    publish_at: z.string().nullable(),
    unpublish_at: z.string().nullable(),
    deleted_at: z.string().nullable(),
    updated_at: z.string().nullable(),
    /** The item's latest revision number (0: none yet): what a save sends back as `base_revision`. */
    revision: z.number().int(),
    visibility: z.enum(visibilities),
    missing_languages: z.array(z.enum(['en', 'ne'])),
  });
}

export const contentEdits = Object.fromEntries(
  contentKinds.map((kind) => [kind, editSchema(kindSpecs[kind])]),
) as Record<ContentKind, ReturnType<typeof editSchema>>;
/** A save of an existing item (PUT): the edit and the revision it was based on. */
export const contentSaves = Object.fromEntries(
  contentKinds.map((kind) => [kind, editSchema(kindSpecs[kind], { withBase: true })]),
) as Record<ContentKind, ReturnType<typeof editSchema>>;
const itemSchemas = Object.fromEntries(contentKinds.map((kind) => [kind, itemSchema(kindSpecs[kind])]));
export const editedItemResponses = Object.fromEntries(
  contentKinds.map((kind) => [kind, z.object({ data: itemSchemas[kind]! })]),
) as unknown as { [K in ContentKind]: z.ZodType<{ data: EditedItemOf<K> }> };
/**
 * A save refused because someone saved the item since the revision it was based on (409): the item as
 * saved now, the base revision's fields (null when it had none), and who saved the newer one and when.
 */
export const saveConflictResponses = Object.fromEntries(
  contentKinds.map((kind) => [
    kind,
    z.object({
      status: z.literal(409),
      message: z.string(),
      current: itemSchemas[kind]!,
      base: z.record(z.string(), z.unknown()).nullable(),
      saved_by: z.string().nullable(),
      saved_at: z.string().nullable(),
    }),
  ]),
) as unknown as Record<ContentKind, z.ZodType<SaveConflict>>;
export interface SaveConflict {
  status: 409;
  message: string;
  current: EditedItem;
  base: Record<string, unknown> | null;
  saved_by: string | null;
  saved_at: string | null;
}
export const editedListResponses = Object.fromEntries(
  contentKinds.map((kind) => [kind, pagedResponse(itemSchemas[kind]!)]),
) as unknown as Record<ContentKind, z.ZodType<Paged<EditedItem>>>;

/** A field's value as the API answers it, by the field's type (field-types.ts `item`). */
type ValueOf<F extends FieldSpec> = F['type'] extends 'flag'
  ? boolean
  : F['type'] extends 'number'
    ? number
    : F['type'] extends 'ref'
      ? number | null
      : F['type'] extends 'text' | 'longtext' | 'richtext'
        ? string
        : string | null;
/** A field's names: `<name>_ne` and `<name>_en` when bilingual. */
type NamesOf<F extends FieldSpec> = F extends { bilingual: true } ? `${F['name']}_${'ne' | 'en'}` : F['name'];

/** One kind's own fields, typed from its description: a misspelt field name does not compile. */
export type FieldsOf<K extends ContentKind> = Flat<
  {
    -readonly [F in KindSpecs[K]['fields'][number] as NamesOf<F>]: ValueOf<F>;
  } & (KindSpecs[K]['access']['branchOwned'] extends true ? { branch_id: number | null } : unknown)
>;
type Flat<T> = { [K in keyof T]: T[K] };

/** One kind's item as editors read it: its own fields and the shared ones. */
export type EditedItemOf<K extends ContentKind> = FieldsOf<K> & SharedItem;

interface SharedItem {
  id: number;
  status: PublishStatus;
  publish_at: string | null;
  unpublish_at: string | null;
  deleted_at: string | null;
  updated_at: string | null;
  revision: number;
  visibility: Visibility;
  missing_languages: ('en' | 'ne')[];
}

/**
 * Any edited item, as the generic screens read it (they name fields from the description at run time):
 * the shared fields, and the kind's own by name. Code about one kind uses `EditedItemOf<kind>`.
 */
export type EditedItem = SharedItem & { branch_id?: number | null } & Record<string, unknown>;

/** The languages an item lacks: its title, or a text filled in the other language. */
export function missingOf(spec: KindSpec, item: Record<string, unknown>): ('en' | 'ne')[] {
  const pairs = spec.fields
    .filter((field) => field.bilingual)
    .map((field) => ({
      en: String(item[`${field.name}_en`] ?? ''),
      ne: String(item[`${field.name}_ne`] ?? ''),
    }));
  return missingLanguages(pairs);
}

/**
 * The bilingual fields a missing language lacks (missingOf), by name, the title first: those empty in
 * that language and filled in the other, so the warning can say what to fill in. Empty for a language
 * that is not missing.
 */
export function missingFieldsOf(
  spec: KindSpec,
  item: Record<string, unknown>,
  language: 'en' | 'ne',
): string[] {
  if (!missingOf(spec, item).includes(language)) return [];
  const other = language === 'en' ? 'ne' : 'en';
  const filled = (name: string, lang: 'en' | 'ne') => String(item[`${name}_${lang}`] ?? '').trim() !== '';
  return spec.fields
    .filter((field) => field.bilingual && !filled(field.name, language) && filled(field.name, other))
    .map((field) => field.name);
}

/** The title of an item in a language, the other if it lacks one. */
export function titleOf(spec: KindSpec, item: Record<string, unknown>, lang: 'en' | 'ne'): string {
  const base = spec.admin.title;
  const own = item[`${base}_${lang}`];
  const other = item[`${base}_${lang === 'ne' ? 'en' : 'ne'}`];
  return String(own || other || '');
}
