// GET /api/admin/audit: the audit log for administrators, newest first, filtered by who, what and when.
import { requirePermission } from '../../auth/staff.ts';
import { paginate } from '../../db/paging.ts';
import type { ApiInstance } from '../../plugins/zod.ts';
import { auditListResponse, auditQuery } from '../../../shared/contract/admin/audit.ts';
import { likePattern } from '../../db/dialect-helpers.ts';

const parse = (json: string | null) => (json ? (JSON.parse(json) as Record<string, unknown>) : null);

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
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { actor, entity, action, from, to } = request.query;
      let query = api.db.selectFrom('audit_log').selectAll();
      if (actor) query = query.where((eb) => eb(eb.fn('lower', ['actor_email']), 'like', likePattern(actor)));
      if (entity) query = query.where('entity', '=', entity);
      if (action) query = query.where('action', 'like', `${action}%`);
      if (from) query = query.where('at', '>=', from);
      if (to) query = query.where('at', '<', `${to}T99`);
      return paginate(query.orderBy('id', 'desc'), request.query, (row) => ({
        id: row.id,
        at: row.at,
        actorId: row.actor_id,
        actorEmail: row.actor_email,
        ip: row.ip,
        action: row.action,
        entity: row.entity,
        entityId: row.entity_id,
        before: parse(row.before_json),
        after: parse(row.after_json),
      }));
    },
  );
}
