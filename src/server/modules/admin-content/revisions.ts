// Revisions of edited content: every save keeps the editable fields as JSON, numbered per item, so an
// editor can see the history, compare two saves field by field, and restore one (as a new save).
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '#server/db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** An item's latest revision number; 0 when it has none (an item from before revisions, or the demo data). */
export async function currentRevision(db: Db, entity: string, entityId: number): Promise<number> {
  const last = await db
    .selectFrom('revision')
    .select((eb) => eb.fn.max('number').as('number'))
    .where('entity', '=', entity)
    .where('entity_id', '=', entityId)
    .executeTakeFirst();
  return Number(last?.number ?? 0);
}

/**
 * Keeps a save as revision `base + 1`. The unique index on (entity, entity_id, number) makes this the
 * compare-and-set of a save: of two saves on the same base, only one can insert that number; the other
 * fails with a unique violation (isUniqueViolation), on SQLite and PostgreSQL alike.
 */
export async function saveRevision(
  db: Db,
  entity: string,
  entityId: number,
  data: Record<string, unknown>,
  author: { id: string; name: string },
  base?: number,
): Promise<number> {
  const number = (base ?? (await currentRevision(db, entity, entityId))) + 1;
  await db
    .insertInto('revision')
    .values({
      entity,
      entity_id: entityId,
      number,
      data_json: JSON.stringify(data),
      author_id: author.id,
      author_name: author.name,
      created_at: new Date().toISOString(),
    })
    .execute();
  return number;
}

/**
 * Keeps an item as it was before its first save (an item from the demo data or from before revisions) as
 * revision 0: the version two people started from when both edit it, for the comparison of a refused
 * save. It is not part of the history (listRevisions starts at 1).
 */
export async function keepOriginal(db: Db, entity: string, entityId: number, data: Record<string, unknown>) {
  await db
    .insertInto('revision')
    .values({
      entity,
      entity_id: entityId,
      number: 0,
      data_json: JSON.stringify(data),
      author_id: null,
      author_name: null,
      created_at: new Date().toISOString(),
    })
    .execute();
}

/** Who saved a revision and when. */
export function revisionAuthor(db: Db, entity: string, entityId: number, number: number) {
  return db
    .selectFrom('revision')
    .select(['author_name', 'created_at'])
    .where('entity', '=', entity)
    .where('entity_id', '=', entityId)
    .where('number', '=', number)
    .executeTakeFirst();
}

/** A unique index refused a row: SQLite's constraint code, PostgreSQL's (and PGlite's) SQLSTATE 23505. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
}

export function listRevisions(db: Db, entity: string, entityId: number) {
  return db
    .selectFrom('revision')
    .select(['number', 'author_name as author', 'created_at'])
    .where('entity', '=', entity)
    .where('entity_id', '=', entityId)
    .where('number', '>=', 1)
    .orderBy('number', 'desc')
    .execute();
}

export async function revisionData(db: Db, entity: string, entityId: number, number: number) {
  const row = await db
    .selectFrom('revision')
    .select('data_json')
    .where('entity', '=', entity)
    .where('entity_id', '=', entityId)
    .where('number', '=', number)
    .executeTakeFirst();
  return row ? (JSON.parse(row.data_json) as Record<string, unknown>) : null;
}

/** The fields whose values differ, in the order of the newer revision's fields. */
export function fieldChanges(before: Record<string, unknown>, after: Record<string, unknown>) {
  const fields = [...new Set([...Object.keys(after), ...Object.keys(before)])];
  return fields
    .filter((field) => JSON.stringify(before[field] ?? null) !== JSON.stringify(after[field] ?? null))
    .map((field) => ({ field, before: before[field] ?? null, after: after[field] ?? null }));
}
