import { describe, expect, it } from 'vitest';
import { safeNext } from './safe-next.ts';

describe('safeNext', () => {
  it('keeps a path of the staff area, with its query', () => {
    expect(safeNext('/admin/cases?kind=complaint')).toBe('/admin/cases?kind=complaint');
  });

  it('sends anything else to the staff home: another site, a public page, nothing', () => {
    const home = safeNext(null);
    expect(home).toBe('/admin');
    for (const next of ['//evil.example/admin', 'https://evil.example/admin', '/notice', '', null]) {
      expect(safeNext(next)).toBe(home);
    }
  });
});
