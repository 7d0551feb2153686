import { describe, expect, test } from 'vitest';
import { branchItems } from './branch-options.ts';

const row = (id: number, parent_id: number | null, name: string) => ({
  id,
  parent_id,
  name_en: name,
  name_ne: `${name}-ne`,
});

describe('branchItems', () => {
  test('branches without sub-branches stay plain options, in the given order', () => {
    expect(branchItems([row(2, null, 'B'), row(1, null, 'A')], 'en')).toEqual([
      { value: '2', label: 'B' },
      { value: '1', label: 'A' },
    ]);
  });

  test('a branch with sub-branches becomes a group: itself first, deeper levels indented', () => {
    const items = branchItems(
      [row(1, null, 'Lalitpur'), row(2, 1, 'Bungamati'), row(3, 2, 'Unit'), row(4, null, 'Gorkha')],
      'ne',
    );
    expect(items).toEqual([
      {
        label: 'Lalitpur-ne',
        options: [
          { value: '1', label: 'Lalitpur-ne' },
          { value: '2', label: 'Bungamati-ne' },
          { value: '3', label: '\u00a0\u00a0\u00a0Unit-ne' },
        ],
      },
      { value: '4', label: 'Gorkha-ne' },
    ]);
  });

  test('a sub-branch whose parent is missing is kept at the top level', () => {
    expect(branchItems([row(5, 99, 'Orphan')], 'en')).toEqual([{ value: '5', label: 'Orphan' }]);
  });
});
