// The one way anything is written to the audit log (append-only: the database refuses UPDATE and DELETE,
// migration 005). Every staff write and every sign-in event calls record(), in the same transaction as the
// change where there is one, so a change is never stored without its entry.
import type { FastifyRequest } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { AuditAction } from '#shared/contract/admin/audit-actions.ts';
import type { Database } from '../db/schema.ts';

export interface AuditEvent {
  /** One of the closed list (ADR 042). */
  action: AuditAction;
  entity: string;
  entityId?: string | number | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  /** Who, when not the signed-in staff member (a sign-in attempt names the account it was for). */
  actor?: { id: string | null; email: string | null };
}

/** Only the fields that changed, so an entry shows what an edit did, not the whole row twice. */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const changed = Object.keys(after).filter(
    (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
  return {
    before: Object.fromEntries(changed.map((key) => [key, before[key] ?? null])),
    after: Object.fromEntries(changed.map((key) => [key, after[key] ?? null])),
  };
}

export async function record(
  db: Kysely<Database> | Transaction<Database>,
  request: FastifyRequest,
  event: AuditEvent,
): Promise<void> {
  const actor = event.actor ?? { id: request.staff?.id ?? null, email: request.staff?.email ?? null };
  await db
    .insertInto('audit_log')
    .values({
      at: new Date().toISOString(),
      actor_id: actor.id,
      actor_email: actor.email,
      ip: request.ip,
      action: event.action,
      entity: event.entity,
      entity_id: event.entityId === undefined || event.entityId === null ? null : String(event.entityId),
      before_json: event.before ? JSON.stringify(event.before) : null,
      after_json: event.after ? JSON.stringify(event.after) : null,
    })
    .execute();
}
