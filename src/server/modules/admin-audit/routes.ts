// The audit log for administrators:
//   GET /api/admin/audit          a page of entries, newest first, filtered by who, what and when
//   GET /api/admin/audit/export   the same filter's entries (at most AUDIT_EXPORT_LIMIT), for the
//                                 staff screen's CSV in the staff member's language; the export is logged
import { record } from '#server/audit/record.ts';
import { requirePermission } from '#server/auth/staff.ts';
import type { ApiInstance } from '#server/plugins/zod.ts';
import {
  AUDIT_EXPORT_LIMIT,
  auditExportQuery,
  auditExportResponse,
  auditListResponse,
  auditQuery,
} from '#shared/contract/admin/audit.ts';
import { exportAudit, listAudit } from './repo.ts';

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

  api.get(
    '/admin/audit/export',
    {
      preValidation: requirePermission('audit.read'),
      schema: {
        summary: `The filtered audit log for a spreadsheet (at most ${AUDIT_EXPORT_LIMIT} entries)`,
        tags: ['staff: audit'],
        querystring: auditExportQuery,
        response: { 200: auditExportResponse },
      },
    },
    async (request) => {
      const data = await exportAudit(api.db, request.query, AUDIT_EXPORT_LIMIT);
      await record(api.db, request, {
        action: 'audit.exported',
        entity: 'audit_log',
        after: { filters: request.query, rows: data.length },
      });
      return { data };
    },
  );
}
