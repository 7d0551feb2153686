// A save refused because someone else saved first (409): which fields differ between their version
// and what this person typed, which to keep by default, and the save that keeps the chosen ones.
import { editedNames, type EditedItem, type KindSpec } from '#shared/contract/admin/content-kinds.ts';

/** Every field a save sends, in the form's order. */
const comparedNames = (spec: KindSpec) => [...editedNames(spec), 'status', 'publish_at', 'unpublish_at'];

/** The form's radio buttons: `keep_<field>`, `theirs` or `mine`. */
export const keepInputName = (name: string) => `keep_${name}`;

/** A value as compared: texts without the form's CR-LF line ends and outer spaces, instants as times. */
function comparable(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') {
    const time = /^\d{4}-\d{2}-\d{2}T/.test(value) ? Date.parse(value) : Number.NaN;
    return Number.isNaN(time) ? value.replace(/\r\n/g, '\n').trim() : String(time);
  }
  return String(value);
}

const sameValue = (a: unknown, b: unknown) => comparable(a) === comparable(b);

export interface FieldComparison {
  name: string;
  theirs: unknown;
  mine: unknown;
  /** Who changed it since the revision both started from (unknown without that revision). */
  changedBy: 'both' | 'them' | 'you';
  keep: 'theirs' | 'mine';
}

/**
 * The fields that differ. By default a field keeps what this person typed, unless they left it as it was
 * and only the other person changed it: then theirs is kept, so a save of a new title does not undo
 * someone's new text.
 */
export function compareVersions(
  spec: KindSpec,
  theirs: Record<string, unknown>,
  mine: Record<string, unknown>,
  base: Record<string, unknown> | null,
): FieldComparison[] {
  return comparedNames(spec)
    .filter((name) => !sameValue(theirs[name], mine[name]))
    .map((name) => {
      const youChanged = !base || !sameValue(mine[name], base[name]);
      const theyChanged = !base || !sameValue(theirs[name], base[name]);
      const changedBy = youChanged && theyChanged ? 'both' : youChanged ? 'you' : 'them';
      return {
        name,
        theirs: theirs[name],
        mine: mine[name],
        changedBy,
        keep: changedBy === 'them' ? 'theirs' : 'mine',
      };
    });
}

/** The save with the fields marked `theirs` taken from the item as saved now. */
export function keepChosen(
  spec: KindSpec,
  body: Record<string, unknown>,
  fields: Record<string, string>,
  current: EditedItem,
): Record<string, unknown> {
  const kept = { ...body };
  for (const name of comparedNames(spec)) {
    if (fields[keepInputName(name)] === 'theirs') kept[name] = current[name] ?? null;
  }
  return kept;
}
