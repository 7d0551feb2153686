// Case handling for complaints and contact messages (docs/staff-area.md), for roles with `cases.handle`,
// limited to their branch when they have one. A case outside it answers 403 (it exists: the officer may
// ask for it to be forwarded); a case that does not exist answers 404.
//   GET  /admin/cases                  the inbox: filters and paging
//   GET  /admin/cases/export.csv       the filtered list as CSV
//   GET  /admin/cases/reports(.csv)    counts and response times (report-routes.ts)
//   GET  /admin/cases/:kind/:id        one case with its timeline
//   POST /admin/cases/:kind/:id/status     move it on (received → in_review → resolved | rejected)
//   POST /admin/cases/:kind/:id/notes      an internal note
//   POST /admin/cases/complaint/:id/replies a reply to the citizen (status page)
//   POST /admin/cases/:kind/:id/assignment to a branch and an officer
//   GET  /admin/cases/complaint/:id/attachment  the citizen's file, to staff only, logged
//   GET  /admin/officers               whom a case may be assigned to
import type { ApiInstance } from '#server/plugins/zod.ts';
import { registerCaseRoutes } from './case-routes.ts';
import { registerInboxRoutes } from './inbox-routes.ts';
import { registerReportRoutes } from './report-routes.ts';

export default async function adminCasesRoutes(api: ApiInstance) {
  registerInboxRoutes(api);
  registerCaseRoutes(api);
  registerReportRoutes(api);
}
