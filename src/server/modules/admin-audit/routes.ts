// GET /api/admin/audit: the audit log for administrators, newest first, filtered by who, what and when.
import { requirePermission } from '#server/auth/staff.ts';
import type { ApiInstance } from '#server/plugins/zod.ts';
import { auditListResponse, auditQuery } from '#shared/contract/admin/audit.ts';
import { listAudit } from './repo.ts';

export default async function adminAuditRoutes(api: ApiInstance) {
  api.get(
    '/admin/audit',
    {
      preValidation: requirePermission('audit.read'),
      schema: {
        summary: 'The audit log, newest first',
        tags: ['staff: audit'],
        querystring: auditQuery,
        response: { 200: auditListResponse },
      },
    },
    async (request) => listAudit(api.db, request.query),
  );
}
