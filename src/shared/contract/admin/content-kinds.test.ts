// The per-kind types follow the descriptions (checked by the typechecker: `npm run typecheck` runs over
// the tests), and the runtime schemas have the same names.
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  contentKinds,
  editedNames,
  itemSchema,
  kindSpecs,
  type EditedItemOf,
  type FieldsOf,
} from './content-kinds.ts';

describe('per-kind types', () => {
  it('type a kind’s own fields from its description', () => {
    expectTypeOf<FieldsOf<'notices'>>().toEqualTypeOf<{
      title_ne: string;
      title_en: string;
      text_ne: string;
      text_en: string;
      date: string | null;
      is_urgent: boolean;
      is_popup: boolean;
      file: string | null;
      image: string | null;
      branch_id: number | null;
    }>();
    expectTypeOf<EditedItemOf<'laws'>>().toHaveProperty('category_id').toEqualTypeOf<number | null>();
    // A site-wide kind has no branch; a misspelt field is no field.
    expectTypeOf<EditedItemOf<'laws'>>().not.toHaveProperty('branch_id');
    expectTypeOf<EditedItemOf<'notices'>>().not.toHaveProperty('titel_en');
  });

  it.each(contentKinds)('%s: the item schema answers every edited name', (kind) => {
    const names = Object.keys(itemSchema(kindSpecs[kind]).shape);
    for (const name of editedNames(kindSpecs[kind])) expect(names).toContain(name);
  });
});
