import { describe, expect, it } from 'vitest';
import { can, type StaffRole } from './staff.ts';

describe('can', () => {
  it('grants what the role has and nothing else', () => {
    expect(can('admin', 'accounts.manage')).toBe(true);
    expect(can('editor', 'accounts.manage')).toBe(false);
  });

  it('grants nothing to a role it does not know, without throwing', () => {
    for (const role of ['administrator', 'toString', '__proto__']) {
      expect(can(role as StaffRole, 'account.self')).toBe(false);
    }
  });
});
