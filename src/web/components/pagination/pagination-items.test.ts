import { describe, expect, it } from 'vitest';
import { pageSearch, paginationItems, type PaginationItem } from './pagination-items.ts';

const E = 'ellipsis' as const;

describe('paginationItems: the product.md cases', () => {
  it('shows every page up to 4 pages', () => {
    expect(paginationItems(1, 1)).toEqual([1]);
    expect(paginationItems(2, 2)).toEqual([1, 2]);
    expect(paginationItems(2, 3)).toEqual([1, 2, 3]);
    for (let current = 1; current <= 4; current++) expect(paginationItems(current, 4)).toEqual([1, 2, 3, 4]);
  });

  it('near the start: 1, 2, 3, …, last', () => {
    for (const current of [1, 2, 3]) expect(paginationItems(current, 10)).toEqual([1, 2, 3, E, 10]);
    expect(paginationItems(3, 5)).toEqual([1, 2, 3, E, 5]);
  });

  it('near the end: 1, …, then the last five pages', () => {
    expect(paginationItems(9, 10)).toEqual([1, E, 6, 7, 8, 9, 10]);
    for (const current of [7, 8, 9, 10]) expect(paginationItems(current, 10)).toEqual([1, E, 6, 7, 8, 9, 10]);
    expect(paginationItems(40, 40)).toEqual([1, E, 36, 37, 38, 39, 40]);
  });

  it('near the end of short lists never reaches back over page 3', () => {
    expect(paginationItems(4, 5)).toEqual([1, E, 3, 4, 5]);
    expect(paginationItems(5, 5)).toEqual([1, E, 3, 4, 5]);
    expect(paginationItems(4, 6)).toEqual([1, E, 3, 4, 5, 6]);
    expect(paginationItems(6, 7)).toEqual([1, E, 3, 4, 5, 6, 7]);
  });

  it('in the middle: 1, …, current-1, current, current+1, …, last', () => {
    expect(paginationItems(4, 8)).toEqual([1, E, 3, 4, 5, E, 8]);
    expect(paginationItems(6, 10)).toEqual([1, E, 5, 6, 7, E, 10]);
    expect(paginationItems(4, 10)).toEqual([1, E, 3, 4, 5, E, 10]);
    expect(paginationItems(50, 100)).toEqual([1, E, 49, 50, 51, E, 100]);
  });

  it('clamps out-of-range input', () => {
    expect(paginationItems(1, 0)).toEqual([]);
    expect(paginationItems(1, -3)).toEqual([]);
    expect(paginationItems(1, Number.NaN)).toEqual([]);
    expect(paginationItems(0, 10)).toEqual(paginationItems(1, 10));
    expect(paginationItems(-5, 10)).toEqual(paginationItems(1, 10));
    expect(paginationItems(99, 10)).toEqual(paginationItems(10, 10));
    expect(paginationItems(Number.NaN, 10)).toEqual(paginationItems(1, 10));
    expect(paginationItems(4.7, 10)).toEqual(paginationItems(4, 10));
  });
});

describe('paginationItems: invariants for every total 1..40 and every current page', () => {
  const forms = (current: number, total: number): string => {
    if (total <= 4) return 'all';
    if (current <= 3) return 'start';
    if (current >= total - 3) return 'end';
    return 'middle';
  };

  for (let total = 1; total <= 40; total++) {
    it(`total ${total}`, () => {
      for (let current = 1; current <= total; current++) {
        const items = paginationItems(current, total);
        const numbers = items.filter((item): item is number => item !== E);
        // First and last page always, the current page always, numbers strictly increasing.
        expect(numbers[0]).toBe(1);
        expect(numbers.at(-1)).toBe(total);
        expect(numbers).toContain(current);
        for (let i = 1; i < numbers.length; i++) expect(numbers[i]).toBeGreaterThan(numbers[i - 1]!);
        // Every ellipsis stands between two numbers and hides at least one page.
        items.forEach((item, i) => {
          if (item !== E) return;
          const before = items[i - 1] as PaginationItem;
          const after = items[i + 1] as PaginationItem;
          expect(typeof before).toBe('number');
          expect(typeof after).toBe('number');
          expect((after as number) - (before as number)).toBeGreaterThanOrEqual(2);
        });
        // Numbers next to each other without an ellipsis are consecutive pages.
        items.forEach((item, i) => {
          const next = items[i + 1];
          if (item !== E && next !== undefined && next !== E) expect(next).toBe(item + 1);
        });
        expect(items.length).toBeLessThanOrEqual(7);
        // product.md section 9: at most 4 plain numbers before ellipses are used.
        expect(items.includes(E)).toBe(total > 4);
        // The exact form for the region the current page is in.
        const form = forms(current, total);
        if (form === 'all') expect(items).toEqual(numbers.length === total ? numbers : []);
        if (form === 'start') expect(items).toEqual([1, 2, 3, E, total]);
        if (form === 'end') {
          const tailStart = Math.max(total - 4, 3);
          expect(items).toEqual([
            1,
            E,
            ...Array.from({ length: total - tailStart + 1 }, (_, k) => tailStart + k),
          ]);
        }
        if (form === 'middle') expect(items).toEqual([1, E, current - 1, current, current + 1, E, total]);
      }
    });
  }

  it('exact table for totals 5..12', () => {
    const table: Record<number, PaginationItem[][]> = {
      5: [
        [1, 2, 3, E, 5],
        [1, 2, 3, E, 5],
        [1, 2, 3, E, 5],
        [1, E, 3, 4, 5],
        [1, E, 3, 4, 5],
      ],
      8: [
        [1, 2, 3, E, 8],
        [1, 2, 3, E, 8],
        [1, 2, 3, E, 8],
        [1, E, 3, 4, 5, E, 8],
        [1, E, 4, 5, 6, 7, 8],
        [1, E, 4, 5, 6, 7, 8],
        [1, E, 4, 5, 6, 7, 8],
        [1, E, 4, 5, 6, 7, 8],
      ],
      12: [
        [1, 2, 3, E, 12],
        [1, 2, 3, E, 12],
        [1, 2, 3, E, 12],
        [1, E, 3, 4, 5, E, 12],
        [1, E, 4, 5, 6, E, 12],
        [1, E, 5, 6, 7, E, 12],
        [1, E, 6, 7, 8, E, 12],
        [1, E, 7, 8, 9, E, 12],
        [1, E, 8, 9, 10, 11, 12],
        [1, E, 8, 9, 10, 11, 12],
        [1, E, 8, 9, 10, 11, 12],
        [1, E, 8, 9, 10, 11, 12],
      ],
    };
    for (const [total, rows] of Object.entries(table))
      rows.forEach((expected, index) => expect(paginationItems(index + 1, Number(total))).toEqual(expected));
  });
});

describe('pageSearch', () => {
  it('sets the page and keeps the other parameters', () => {
    expect(pageSearch('?tab=notices&lng=en', 3)).toBe('?tab=notices&lng=en&page=3');
    expect(pageSearch('?page=2&q=a+b', 5)).toBe('?page=5&q=a+b');
    expect(pageSearch('', 2)).toBe('?page=2');
  });
  it('drops the parameter for page 1', () => {
    expect(pageSearch('?page=4&tab=notices', 1)).toBe('?tab=notices');
    expect(pageSearch('?page=4', 1)).toBe('');
  });
  it('uses another parameter name', () => {
    expect(pageSearch('?page=2', 3, 'p')).toBe('?page=2&p=3');
  });
});
