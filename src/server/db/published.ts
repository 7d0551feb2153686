// What the public sees of edited content (ADRs 022, 023): published, not in the trash, and within its
// publishing times, compared with the clock in the query, so scheduled items appear and leave on time on
// every server. Every content table has these columns; name the table (or its alias) in a join.
import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { Database } from './schema.ts';

export function visibleToPublic(now = new Date().toISOString(), table?: string): RawBuilder<SqlBool> {
  const column = (name: string) => sql.ref(table ? `${table}.${name}` : name);
  return sql<SqlBool>`(${column('status')} = 'published' and ${column('deleted_at')} is null and (${column('publish_at')} is null or ${column('publish_at')} <= ${now}) and (${column('unpublish_at')} is null or ${column('unpublish_at')} > ${now}))`;
}

/** For a query that needs nothing else from the clock. */
export const published = (table?: string) => visibleToPublic(undefined, table);

/** Whether the public can see the row of a content table with this id (a form's branch or category). */
export async function publishedRowExists(
  db: Kysely<Database>,
  table: 'branch' | 'contact_category' | 'complaint_category' | 'department',
  id: number,
): Promise<boolean> {
  const row = await db
    .selectFrom(table)
    .select('id')
    .where('id', '=', id)
    .where(published())
    .executeTakeFirst();
  return row !== undefined;
}
