// The row type of a content table that only a kind's description knows (ADR 028): a kind added with a
// new table is typed from its fields, so the table needs no hand-written interface in schema.ts. Each
// field is its columns as the generic repository writes them (admin-content/repo.ts and the field
// interpreters, contract/admin/field-types.ts): a bilingual field is `<name>_ne` and `<name>_en`, a flag
// or a number an integer, a reference an id (null when optional), an address text (null when optional),
// and the item's day lives in `created_at`.
import type { Generated } from 'kysely';
import type { ContentTable, KindSpecs } from '#shared/kinds/descriptions.ts';
import type { Publishing } from './schema.ts';

type ValueOf<F> = F extends { type: 'flag' | 'number' }
  ? number
  : F extends { type: 'ref'; required: true }
    ? number
    : F extends { type: 'ref' }
      ? number | null
      : F extends { type: 'day' }
        ? string
        : F extends { type: 'address'; required: true }
          ? string
          : string | null;

type ColumnsOfField<F> = F extends { itemDay: true }
  ? unknown
  : F extends { name: infer N extends string; bilingual: true }
    ? Record<`${N}_ne` | `${N}_en`, string>
    : F extends { name: infer N extends string }
      ? Record<N, ValueOf<F>>
      : never;

type Intersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;

type Flat<T> = { [K in keyof T]: T[K] };

type RowOf<S> = S extends {
  fields: infer Fields extends readonly unknown[];
  access: { branchOwned: infer Owned };
  createdAt: infer Created;
}
  ? Flat<
      { id: Generated<number> } & Publishing &
        (Owned extends true ? { branch_id: number | null } : unknown) &
        (S extends { fixed: infer Fixed } ? { [C in keyof Fixed]: string } : unknown) &
        (Created extends true ? { created_at: string } : unknown) &
        Intersection<ColumnsOfField<Fields[number]>>
    >
  : never;

/** The kinds stored in `table` (several when they share it, told apart by `fixed`). */
type KindsOf<T extends ContentTable> = {
  [K in keyof KindSpecs]: KindSpecs[K]['table'] extends T ? K : never;
}[keyof KindSpecs];

/** Each of `Tables`, typed from the description of the kind stored in it. */
export type DescribedTables<Tables extends ContentTable> = {
  [T in Tables]: RowOf<KindSpecs[KindsOf<T>]>;
};
