// Whether a database holds no content yet (a fresh install): it has no branch.
import type { Kysely } from 'kysely';
import type { Database } from './schema.ts';

export async function isDatabaseEmpty(db: Kysely<Database>): Promise<boolean> {
  const row = await db
    .selectFrom('branch')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n) === 0;
}
