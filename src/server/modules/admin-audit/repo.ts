// The audit log as administrators read it: filtered by who, what and when, newest first, paged in SQL.
import type { Kysely } from 'kysely';
import { likePattern } from '#server/db/dialect-helpers.ts';
import { paginate } from '#server/db/paging.ts';
import type { Database } from '#server/db/schema.ts';
import type { AuditQuery } from '#shared/contract/admin/audit.ts';

const parse = (json: string | null) => (json ? (JSON.parse(json) as Record<string, unknown>) : null);

export function listAudit(db: Kysely<Database>, filters: AuditQuery) {
  const { actor, entity, action, from, to } = filters;
  let query = db.selectFrom('audit_log').selectAll();
  if (actor) query = query.where((eb) => eb(eb.fn('lower', ['actor_email']), 'like', likePattern(actor)));
  if (entity) query = query.where('entity', '=', entity);
  if (action) query = query.where('action', 'like', `${action}%`);
  if (from) query = query.where('at', '>=', from);
  if (to) query = query.where('at', '<', `${to}T99`);
  return paginate(query.orderBy('id', 'desc'), filters, (row) => ({
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
}
