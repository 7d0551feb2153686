// The audit log as administrators read it: filtered by who, what and when, newest first, paged in SQL;
// each page's entries with their actors' names and their targets' titles (targets.ts: a query per kind
// of target, not per entry).
import type { Kysely } from 'kysely';
import { likePattern } from '#server/db/dialect-helpers.ts';
import { paginate } from '#server/db/paging.ts';
import type { Database } from '#server/db/schema.ts';
import {
  readAction,
  type AuditEntry,
  type AuditExportQuery,
  type AuditQuery,
} from '#shared/contract/admin/audit.ts';
import { accountNames, resolveReferences, resolveTargets } from './targets.ts';

/** The UTC instant (as stored in `at`) a day in Nepal starts, `days` after `day`. */
const nepalDayStart = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00+05:45`) + days * 86_400_000).toISOString();

const parse = (json: string | null) => (json ? (JSON.parse(json) as Record<string, unknown>) : null);

function filtered(db: Kysely<Database>, filters: AuditExportQuery) {
  const { actor, entity, action, from, to } = filters;
  let query = db.selectFrom('audit_log').selectAll();
  if (actor) query = query.where((eb) => eb(eb.fn('lower', ['actor_email']), 'like', likePattern(actor)));
  if (entity) query = query.where('entity', '=', entity);
  if (action) query = query.where('action', '=', action);
  // Days are Nepal's (the staff read BS days): from the start of `from` to the end of `to` in Nepal.
  if (from) query = query.where('at', '>=', nepalDayStart(from, 0));
  if (to) query = query.where('at', '<', nepalDayStart(to, 1));
  return query.orderBy('id', 'desc');
}

type Row = Awaited<ReturnType<ReturnType<typeof filtered>['execute']>>[number];

/** Rows as readable entries: actors' names and targets resolved for the whole batch at once. */
async function readable(db: Kysely<Database>, rows: Row[]): Promise<AuditEntry[]> {
  const changes = rows.map((row) => ({ before: parse(row.before_json), after: parse(row.after_json) }));
  const [names, targets, references] = await Promise.all([
    accountNames(
      db,
      rows.flatMap((row) => (row.actor_id ? [row.actor_id] : [])),
    ),
    resolveTargets(db, rows),
    resolveReferences(db, changes),
  ]);
  return rows.map((row, index) => ({
    id: row.id,
    at: row.at,
    actorId: row.actor_id,
    actorEmail: row.actor_email,
    actorName: row.actor_id ? (names.get(row.actor_id) ?? null) : null,
    ip: row.ip,
    action: readAction(row.action),
    storedAction: row.action,
    entity: row.entity,
    entityId: row.entity_id,
    target: targets[index]!,
    ...changes[index]!,
    references: references[index]!,
  }));
}

export async function listAudit(db: Kysely<Database>, filters: AuditQuery) {
  const page = await paginate(filtered(db, filters), filters);
  return { ...page, data: await readable(db, page.data) };
}

/** The filtered log for a spreadsheet, newest first, at most `limit` entries. */
export async function exportAudit(db: Kysely<Database>, filters: AuditExportQuery, limit: number) {
  return readable(db, await filtered(db, filters).limit(limit).execute());
}
