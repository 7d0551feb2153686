// GET /api/admin/dashboard: the staff area's first page, for every signed-in staff member, each part limited
// to what their role may see (content.ts, cases.ts, recent.ts, setup.ts). A read: nothing is audited.
import { requirePermission, staffOf } from '#server/auth/staff.ts';
import type { ApiInstance } from '#server/plugins/zod.ts';
import { dashboardResponse } from '#shared/contract/admin/dashboard.ts';
import { caseLists } from './cases.ts';
import { contentLists } from './content.ts';
import { recentChanges } from './recent.ts';
import { setupChecklist } from './setup.ts';

export default async function adminDashboardRoutes(api: ApiInstance) {
  api.get(
    '/admin/dashboard',
    {
      preValidation: requirePermission('account.self'),
      schema: {
        summary: 'What waits for me: content, cases, others’ recent changes, a new site’s setup',
        tags: ['staff: dashboard'],
        response: { 200: dashboardResponse },
      },
    },
    async (request) => {
      const staff = staffOf(request);
      // An administrator without a second factor may only set one up: nothing else until then.
      if (staff.mustSetUpTwoFactor) return { data: { content: null, cases: null, recent: [], setup: null } };
      const now = new Date();
      const [content, cases, recent, setup] = await Promise.all([
        contentLists(api.db, staff, now),
        caseLists(api.db, staff, now),
        recentChanges(api.db, staff, now),
        setupChecklist(api.db, staff),
      ]);
      return { data: { content, cases, recent, setup } };
    },
  );
}
