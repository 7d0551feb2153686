// The dashboard's "recent changes by others": the audit log's changes of the last days made by other staff,
// each with the item it changed (its title, to link to), and only those this staff member may see: an
// administrator every change; an editor content (and media) of the kinds they edit; a branch editor their
// branch's items; a case officer the cases of their branch. Reads, sign-ins and exports are not changes.
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema.ts';
import type { Staff } from '#server/auth/staff.ts';
import { can } from '#shared/contract/admin/staff.ts';
import { kindSpecs, type ContentKind, type KindSpec } from '#shared/kinds/descriptions.ts';
import {
  DASHBOARD_LIST_LIMIT,
  RECENT_WITHIN_DAYS,
  type DashboardChange,
} from '#shared/contract/admin/dashboard.ts';
import { editableKinds } from './content.ts';

/** How many of the newest entries are looked through for those this staff member may see. */
const CANDIDATES = 200;
/** Entries under these prefixes that read or send rather than change. */
const NOT_CHANGES = new Set([
  'content.preview_link',
  'case.attachment_downloaded',
  'case.exported',
  'case.overdue_digest',
]);

type AuditRow = { id: number; at: string; action: string; entity: string; entity_id: string | null };
type Target = DashboardChange['target'];
type Found = { target: Target; allowed: boolean };

function prefixesFor(staff: Staff): string[] {
  const prefixes: string[] = [];
  if (can(staff.role, 'content.edit')) prefixes.push('content.');
  if (can(staff.role, 'content.edit') && staff.scope === null) prefixes.push('media.');
  if (can(staff.role, 'cases.handle')) prefixes.push('case.');
  if (can(staff.role, 'settings.manage')) prefixes.push('settings.');
  if (can(staff.role, 'accounts.manage')) prefixes.push('account.');
  return prefixes;
}

/** The kinds stored in a table (several share `vacancy_document`, told apart by their fixed columns). */
function kindOfRow(kinds: ContentKind[], table: string, row: Record<string, unknown>): ContentKind | null {
  return (
    kinds.find((kind) => {
      const spec: KindSpec = kindSpecs[kind];
      return (
        spec.table === table &&
        Object.entries(spec.fixed ?? {}).every(([column, value]) => row[column] === value)
      );
    }) ?? null
  );
}

/** The content items the entries name, by table, with what tells their kind and branch. */
async function contentTargets(db: Kysely<Database>, staff: Staff, rows: AuditRow[]) {
  const mine = editableKinds(staff);
  const found = new Map<number, Found>();
  const tables = [...new Set(rows.map((row) => row.entity))].filter((table) =>
    mine.some((kind) => kindSpecs[kind].table === table),
  );
  for (const table of tables) {
    const ids = rows.filter((row) => row.entity === table).map((row) => Number(row.entity_id));
    const items = (await db
      .selectFrom(table as 'notice')
      .selectAll()
      .where('id', 'in', [0, ...ids.filter(Number.isInteger)])
      .execute()) as unknown as Record<string, unknown>[];
    const byId = new Map(items.map((item) => [Number(item.id), item]));
    for (const row of rows.filter((entry) => entry.entity === table)) {
      const item = byId.get(Number(row.entity_id));
      const kind = item ? kindOfRow(mine, table, item) : null;
      if (!item || !kind) continue;
      const spec: KindSpec = kindSpecs[kind];
      const title = spec.admin.title;
      found.set(row.id, {
        target: {
          type: 'content',
          kind,
          id: String(item.id),
          title_en: String(item[`${title}_en`] ?? ''),
          title_ne: String(item[`${title}_ne`] ?? ''),
        },
        allowed: spec.access.allows(staff, { branch_id: item.branch_id as number | null | undefined }),
      });
    }
  }
  return found;
}

/** The complaints and messages the entries name, within the staff member's branch. */
async function caseTargets(db: Kysely<Database>, staff: Staff, rows: AuditRow[]) {
  const found = new Map<number, Found>();
  const idsOf = (entity: string) =>
    rows.filter((row) => row.entity === entity).map((row) => Number(row.entity_id));
  const [complaints, messages] = await Promise.all([
    db
      .selectFrom('complaint')
      .select(['id', 'title', 'reference', 'branch_id'])
      .where('id', 'in', [0, ...idsOf('complaint').filter(Number.isInteger)])
      .execute(),
    db
      .selectFrom('contact_message')
      .select(['id', 'message', 'branch_id'])
      .where('id', 'in', [0, ...idsOf('message').filter(Number.isInteger)])
      .execute(),
  ]);
  const cases = new Map<string, { title: string; branch: number | null }>([
    ...complaints.map(
      (c) => [`complaint:${c.id}`, { title: c.reference ?? c.title, branch: c.branch_id }] as const,
    ),
    ...messages.map(
      (m) => [`message:${m.id}`, { title: m.message.slice(0, 80), branch: m.branch_id }] as const,
    ),
  ]);
  for (const row of rows) {
    const item = cases.get(`${row.entity}:${row.entity_id}`);
    if (!item) continue;
    found.set(row.id, {
      target: {
        type: 'case',
        kind: row.entity,
        id: row.entity_id,
        title_en: item.title,
        title_ne: item.title,
      },
      allowed: staff.scope === null || item.branch === staff.scope,
    });
  }
  return found;
}

/** Settings, media and accounts: named by their id; only roles with their permission read them at all. */
function otherTarget(row: AuditRow): Found | null {
  const type =
    row.entity === 'setting_group'
      ? 'settings'
      : row.entity === 'media'
        ? 'media'
        : row.entity === 'account'
          ? 'account'
          : null;
  if (!type) return null;
  const id = row.entity_id;
  return { target: { type, kind: null, id, title_en: id ?? '', title_ne: id ?? '' }, allowed: true };
}

export async function recentChanges(
  db: Kysely<Database>,
  staff: Staff,
  now = new Date(),
): Promise<DashboardChange[]> {
  const prefixes = prefixesFor(staff);
  if (prefixes.length === 0) return [];
  const since = new Date(now.getTime() - RECENT_WITHIN_DAYS * 86_400_000).toISOString();
  const rows = await db
    .selectFrom('audit_log as a')
    .leftJoin('auth_user as u', 'u.id', 'a.actor_id')
    .select(['a.id', 'a.at', 'a.action', 'a.entity', 'a.entity_id', 'a.actor_email', 'u.name'])
    .where('a.at', '>=', since)
    .where('a.actor_id', 'is not', null)
    .where('a.actor_id', '!=', staff.id)
    .where((eb) => eb.or(prefixes.map((prefix) => eb('a.action', 'like', `${prefix}%`))))
    .where('a.action', 'not in', [...NOT_CHANGES])
    .orderBy('a.id', 'desc')
    .limit(CANDIDATES)
    .execute();
  const entries = rows.map((row) => ({ ...row, id: Number(row.id) }));
  const [content, cases] = await Promise.all([
    contentTargets(db, staff, entries),
    caseTargets(db, staff, entries),
  ]);
  const changes: DashboardChange[] = [];
  for (const row of entries) {
    const found = content.get(row.id) ?? cases.get(row.id) ?? otherTarget(row);
    if (!found?.allowed) continue;
    changes.push({
      id: row.id,
      at: row.at,
      actor: row.name ?? row.actor_email ?? '',
      action: row.action,
      target: found.target,
    });
    if (changes.length === DASHBOARD_LIST_LIMIT) break;
  }
  return changes;
}
