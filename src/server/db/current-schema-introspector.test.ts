// PostgreSQL: migrating a schema while other schemas of the same database come and go (another site's,
// another test worker's). Kysely's own introspector read every schema's tables by name and failed with
// "schema ... does not exist" when one was dropped during its query.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase } from './connect.ts';
import { migrateToLatest } from './migrate.ts';
import { migrationProvider } from './migrations/index.ts';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from '../test-support/test-app.ts';

const newSchemaName = () => `test_churn_${randomUUID().replaceAll('-', '')}`;

describe.skipIf(testDatabaseKind() !== 'postgres')('introspection of one schema among others', () => {
  let admin: Awaited<ReturnType<typeof connectDatabase>>;
  let own: TestDatabase;
  beforeAll(async () => {
    admin = await connectDatabase(process.env.TEST_DATABASE_URL!);
    own = await createTestDatabase();
  });
  afterAll(async () => {
    await own.close();
    await admin.db.destroy();
  });

  it('lists only the tables of the connection’s schema', async () => {
    const other = newSchemaName();
    await sql`create schema ${sql.id(other)}`.execute(admin.db);
    await sql`create table ${sql.id(other, 'notice')} (id serial primary key)`.execute(admin.db);
    try {
      await migrateToLatest(own.db);
      const tables = await own.db.introspection.getTables({ withInternalKyselyTables: true });
      const schemas = new Set(tables.map((table) => table.schema));
      expect([...schemas]).toHaveLength(1);
      expect(schemas.has(other)).toBe(false);
      expect(tables.map((table) => table.name)).toEqual(
        expect.arrayContaining(['notice', 'kysely_migration']),
      );
      const notice = tables.find((table) => table.name === 'notice')!;
      expect(notice.columns.find((column) => column.name === 'id')).toMatchObject({
        isAutoIncrementing: true,
        isNullable: false,
      });
      // Kysely's own tables are hidden unless asked for, as Kysely's introspector does.
      const visible = await own.db.introspection.getTables();
      expect(visible.map((table) => table.name)).not.toContain('kysely_migration');
    } finally {
      await sql`drop schema ${sql.id(other)} cascade`.execute(admin.db);
    }
  });

  it('migrates fresh schemas while others are created and dropped', { timeout: 60_000 }, async () => {
    let churning = true;
    let churned = 0;
    const churn = (async () => {
      while (churning) {
        const name = newSchemaName();
        await sql`create schema ${sql.id(name)}`.execute(admin.db);
        await sql`create table ${sql.id(name, 'notice')} (id serial primary key, title text)`.execute(
          admin.db,
        );
        await sql`drop schema ${sql.id(name)} cascade`.execute(admin.db);
        churned++;
      }
    })();
    const migrations = Object.keys(await migrationProvider.getMigrations()).length;
    try {
      for (let round = 0; round < 3; round++) {
        const fresh = await createTestDatabase();
        try {
          expect(await migrateToLatest(fresh.db)).toHaveLength(migrations);
        } finally {
          await fresh.close();
        }
      }
    } finally {
      churning = false;
      await churn;
    }
    expect(churned).toBeGreaterThan(0);
  });
});
