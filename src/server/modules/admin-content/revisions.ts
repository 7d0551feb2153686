// Revisions of edited content: every save keeps the editable fields as JSON, numbered per item, so an
// editor can see the history, compare two saves field by field, and restore one (as a new save).
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

export async function saveRevision(
  db: Db,
  entity: string,
  entityId: number,
  data: Record<string, unknown>,
  author: { id: string; name: string },
): Promise<number> {
  const last = await db
    .selectFrom('revision')
    .select((eb) => eb.fn.max('number').as('number'))
    .where('entity', '=', entity)
    .where('entity_id', '=', entityId)
    .executeTakeFirst();
  const number = Number(last?.number ?? 0) + 1;
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

export function listRevisions(db: Db, entity: string, entityId: number) {
  return db
    .selectFrom('revision')
    .select(['number', 'author_name as author', 'created_at'])
    .where('entity', '=', entity)
    .where('entity_id', '=', entityId)
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
