// The public API's answers for the kinds it reads from their descriptions (`public.api`): an item is its
// id, its fields as the public sees them (flags true/false, the item's day as `created_at`) and nothing
// of its editing. Built from the description like the staff schemas (admin/content-kinds.ts), so a kind
// added there answers without a contract of its own; the types are computed from it too.
import { z } from 'zod';
import type { kindSpecs } from './admin/content-kinds.ts';
import { namesOf, type FieldsOf, type KindSpec } from './admin/content-kinds.ts';
import { fieldTypes } from './admin/field-types.ts';
import type { ApiKind } from '../kinds/derived.ts';
import { pagedResponse, type Paged } from './common.ts';
import { itemResponse } from './items.ts';

/** The names an item answers with: its fields' names, the item's day as `created_at`, no branch. */
export function publicNames(spec: KindSpec): { name: string; field?: KindSpec['fields'][number] }[] {
  return [
    { name: 'id' },
    ...spec.fields
      .filter((field) => !field.itemDay)
      .flatMap((field) => namesOf(field).map((name) => ({ name, field }))),
    ...(spec.createdAt ? [{ name: 'created_at' }] : []),
  ];
}

/** One item as the public API answers it. */
function publicItem(spec: KindSpec) {
  const shape: Record<string, z.ZodType> = {};
  for (const { name, field } of publicNames(spec))
    shape[name] = field ? fieldTypes[field.type].item(field) : name === 'id' ? z.number().int() : z.string();
  return z.object(shape);
}

type ItemDayName<K extends ApiKind> = Extract<KindSpecs<K>['fields'][number], { itemDay: true }>['name'];
type KindSpecs<K extends ApiKind> = (typeof kindSpecs)[K];

/** One item of a kind, typed from its description. */
type PublicItemOf<K extends ApiKind> = Omit<FieldsOf<K>, ItemDayName<K> | 'branch_id'> & {
  id: number;
} & (KindSpecs<K>['createdAt'] extends true ? { created_at: string } : unknown);

/** A page of a kind's items (`/api<api>`). */
export type KindItemsAnswer<K extends ApiKind> = Paged<PublicItemOf<K>>;
/** One item of a kind with its file's size and the newest others (`/api<api>/<id>`). */
export interface KindItemAnswer<K extends ApiKind> {
  data: PublicItemOf<K> & { file_size: number | null };
  related: PublicItemOf<K>[];
}

/** The schemas of a kind's two answers, for the API to describe and the tests to check. */
export function kindAnswers(spec: KindSpec) {
  const item = publicItem(spec);
  return { items: pagedResponse(item), item: itemResponse(item) };
}
