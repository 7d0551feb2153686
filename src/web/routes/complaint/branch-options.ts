// The branch dropdown of the complaint form: the flat branch list (parent_id tells the tree) as
// native <select> items. A branch with sub-branches becomes a group (optgroup, announced by screen
// readers) holding the branch itself first, then its sub-branches; deeper levels are indented.
import type { Branch } from '#shared/contract/branches.ts';
import type { Lang } from '#shared/i18n/index.ts';
import type { SelectItem, SelectOption } from '#web/components/form-fields/select-field.tsx';
import { localized } from '#web/lib/format/localized.ts';

type BranchRow = Pick<Branch, 'id' | 'parent_id' | 'name_en' | 'name_ne'>;

const INDENT = '\u00a0\u00a0\u00a0';

export function branchItems(branches: readonly BranchRow[], lang: Lang): SelectItem[] {
  const ids = new Set(branches.map((branch) => branch.id));
  const children = new Map<number, BranchRow[]>();
  const roots: BranchRow[] = [];
  for (const branch of branches) {
    // A parent missing from the list: show the branch at the top level rather than lose it.
    if (branch.parent_id === null || !ids.has(branch.parent_id)) roots.push(branch);
    else children.set(branch.parent_id, [...(children.get(branch.parent_id) ?? []), branch]);
  }
  const option = (branch: BranchRow, depth: number): SelectOption => ({
    value: String(branch.id),
    label: `${INDENT.repeat(depth)}${localized(branch, 'name', lang)}`,
  });
  const descendants = (branch: BranchRow, depth: number, seen: Set<number>): SelectOption[] =>
    (children.get(branch.id) ?? [])
      .filter((child) => !seen.has(child.id))
      .flatMap((child) => {
        seen.add(child.id);
        return [option(child, depth), ...descendants(child, depth + 1, seen)];
      });

  return roots.map((root) => {
    const below = descendants(root, 0, new Set([root.id]));
    if (!below.length) return option(root, 0);
    return { label: localized(root, 'name', lang), options: [option(root, 0), ...below] };
  });
}
