// The branch rule of every query of complaints (alias `c`): a staff member with a branch sees that branch's
// complaints only, one without sees all (auth/staff.ts `scope`). The inbox, its counts and the reports
// all filter through this one condition.
import { sql, type Expression, type SqlBool } from 'kysely';

export const complaintInScope = (scope: number | null): Expression<SqlBool> =>
  scope === null ? sql<SqlBool>`1 = 1` : sql<SqlBool>`c.branch_id = ${scope}`;
