// What audit entries are about, resolved for people to read: an item's title, an account's name, a
// complaint's reference, a file's name. One query per kind of target on a page (never one per entry):
// the ids of each table are collected first, then read with `where id in (...)`.
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema.ts';
import {
  accountIdFields,
  branchIdFields,
  type AuditReferences,
  type AuditTarget,
} from '#shared/contract/admin/audit.ts';
import { caseKinds, type CaseKind } from '#shared/contract/admin/cases.ts';
import {
  contentKinds,
  kindSpecs,
  type ContentKind,
  type ContentTable,
  type KindSpec,
} from '#shared/kinds/descriptions.ts';

interface StoredEntry {
  actor_id: string | null;
  entity: string;
  entity_id: string | null;
}

/** The kinds stored in each content table (several share `vacancy_document`, told apart by `fixed`). */
const kindsOfTable = new Map<string, ContentKind[]>();
for (const kind of contentKinds) {
  const table = kindSpecs[kind].table;
  kindsOfTable.set(table, [...(kindsOfTable.get(table) ?? []), kind]);
}

/** The stored columns of a kind's title: `<title>_ne` and `<title>_en`, or one column for both. */
function titleColumns(spec: KindSpec): { ne: string; en: string } {
  const field = spec.fields.find((candidate) => candidate.name === spec.admin.title);
  return field?.bilingual
    ? { ne: `${spec.admin.title}_ne`, en: `${spec.admin.title}_en` }
    : { ne: spec.admin.title, en: spec.admin.title };
}

const numericIds = (ids: Iterable<string>) =>
  [...new Set(ids)].map(Number).filter((id) => Number.isSafeInteger(id) && id > 0);

type Row = Record<string, unknown> & { id: number | string };

/** Rows of `table` with these ids, only `columns`, keyed by id. */
async function rowsById(db: Kysely<Database>, table: string, columns: string[], ids: (number | string)[]) {
  if (!ids.length) return new Map<string, Row>();
  // Table and columns come from the kinds' descriptions, never from the request.
  const rows = (await (db as unknown as Kysely<Record<string, Row>>)
    .selectFrom(table)
    .select(['id', ...columns])
    .where('id', 'in', ids)
    .execute()) as Row[];
  return new Map(rows.map((row) => [String(row.id), row]));
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : null);

/** The kind of a row of a shared table: the one whose fixed columns it matches. */
function kindOfRow(kinds: ContentKind[], row: Row | undefined): ContentKind {
  if (kinds.length === 1 || !row) return kinds[0]!;
  return (
    kinds.find((kind) => {
      const fixed = (kindSpecs[kind] as KindSpec).fixed ?? {};
      return Object.entries(fixed).every(([column, value]) => row[column] === value);
    }) ?? kinds[0]!
  );
}

/** The names of the staff accounts among these ids. */
export async function accountNames(
  db: Kysely<Database>,
  ids: Iterable<string>,
): Promise<Map<string, string>> {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map();
  const rows = await db.selectFrom('auth_user').select(['id', 'name']).where('id', 'in', unique).execute();
  return new Map(rows.map((row) => [row.id, row.name]));
}

type Changes = Record<string, unknown> | null;

/** The ids that `fields` hold in these changes (before and after). */
function idsIn(changes: Changes[], fields: readonly string[]): string[] {
  return changes.flatMap((change) =>
    fields.flatMap((field) => {
      const value = change?.[field];
      return typeof value === 'string' || typeof value === 'number' ? [String(value)] : [];
    }),
  );
}

/**
 * Each entry's account and branch names behind the ids in its changed fields: one query for the accounts
 * and one for the branches of the whole page.
 */
export async function resolveReferences(
  db: Kysely<Database>,
  entries: { before: Changes; after: Changes }[],
): Promise<AuditReferences[]> {
  const all = entries.flatMap((entry) => [entry.before, entry.after]);
  const branchIds = numericIds(idsIn(all, branchIdFields));
  const [accounts, branches] = await Promise.all([
    accountNames(db, idsIn(all, accountIdFields)),
    branchIds.length
      ? db.selectFrom('branch').select(['id', 'name_ne', 'name_en']).where('id', 'in', branchIds).execute()
      : [],
  ]);
  const branchById = new Map(branches.map((row) => [String(row.id), { ne: row.name_ne, en: row.name_en }]));
  return entries.map((entry) => {
    const changes = [entry.before, entry.after];
    const references: AuditReferences = { accounts: {}, branches: {} };
    for (const id of idsIn(changes, accountIdFields)) {
      const name = accounts.get(id);
      if (name) references.accounts[id] = name;
    }
    for (const id of idsIn(changes, branchIdFields)) {
      const branch = branchById.get(id);
      if (branch) references.branches[id] = branch;
    }
    return references;
  });
}

/** Each entry's target, resolved with one query per table the page's entries point into. */
export async function resolveTargets(db: Kysely<Database>, entries: StoredEntry[]): Promise<AuditTarget[]> {
  const idsOf = (test: (entity: string) => boolean) =>
    entries.flatMap((entry) => (test(entry.entity) && entry.entity_id ? [entry.entity_id] : []));
  const isAccount = (entity: string) => entity === 'account' || entity === 'session';

  const content = new Map<string, Map<string, Row>>();
  for (const [table, kinds] of kindsOfTable) {
    const ids = numericIds(idsOf((entity) => entity === table));
    if (!ids.length) continue;
    const columns = new Set<string>();
    for (const kind of kinds) {
      const spec = kindSpecs[kind] as KindSpec;
      const { ne, en } = titleColumns(spec);
      columns.add(ne).add(en);
      for (const column of Object.keys(spec.fixed ?? {})) columns.add(column);
    }
    content.set(table, await rowsById(db, table, [...columns], ids));
  }
  const [accounts, complaints, media] = await Promise.all([
    accountNames(db, idsOf(isAccount)),
    rowsById(db, 'complaint', ['reference'], numericIds(idsOf((entity) => entity === 'complaint'))),
    rowsById(db, 'media', ['name'], numericIds(idsOf((entity) => entity === 'media'))),
  ]);

  return entries.map((entry): AuditTarget => {
    const { entity, entity_id: id } = entry;
    const kinds = kindsOfTable.get(entity as ContentTable);
    if (kinds && id && numericIds([id]).length) {
      const row = content.get(entity)?.get(id);
      const kind = kindOfRow(kinds, row);
      const columns = titleColumns(kindSpecs[kind] as KindSpec);
      return {
        type: 'content',
        kind,
        id: Number(id),
        titleNe: text(row?.[columns.ne]),
        titleEn: text(row?.[columns.en]),
      };
    }
    if (isAccount(entity) && id) return { type: 'account', id, name: accounts.get(id) ?? null };
    if (caseKinds.includes(entity as CaseKind)) {
      const number = id && numericIds([id]).length ? Number(id) : null;
      const reference = number && entity === 'complaint' ? complaints.get(String(number))?.reference : null;
      return { type: 'case', kind: entity as CaseKind, id: number, reference: text(reference) };
    }
    if (entity === 'media' && id && numericIds([id]).length) {
      return { type: 'media', id: Number(id), name: text(media.get(id)?.name) };
    }
    if (entity === 'setting_group' && id) return { type: 'settings', group: id };
    return { type: 'other', entity, id };
  });
}
