// `db:seed --reset` is one transaction: when inserting the new content fails, the delete of the old
// content is rolled back too, and citizens' submissions are never touched.
import { sql, type Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '#server/test-support/test-app.ts';
import { migrateToLatest } from '../migrate.ts';
import type { Database } from '../schema.ts';
import { buildDemoContent } from './build.ts';
import { countContentRows, resetDemoContent, seedDemoContent } from './index.ts';
import { complaintRow } from '#server/test-support/fixtures.ts';

const NOW = new Date('2026-11-22T08:00:00Z');
const LATER = new Date('2027-02-01T08:00:00Z');

/** A real database failure in the middle of the inserts: a trigger that refuses every new law. */
async function failLawInserts(t: TestDatabase): Promise<void> {
  if (t.kind === 'sqlite') {
    await sql`create trigger refuse_law before insert on law begin select raise(abort, 'refused'); end`.execute(
      t.db,
    );
    return;
  }
  await sql`create function refuse_law() returns trigger language plpgsql as $$ begin raise exception 'refused'; end $$`.execute(
    t.db,
  );
  await sql`create trigger refuse_law before insert on law for each row execute function refuse_law()`.execute(
    t.db,
  );
}

async function snapshot(db: Kysely<Database>) {
  const titles = await db.selectFrom('notice').select(['id', 'title_en', 'file']).orderBy('id').execute();
  return { rows: await countContentRows(db), titles };
}

async function addComplaint(db: Kysely<Database>): Promise<number> {
  const branch = await db.selectFrom('branch').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow();
  const category = await db.selectFrom('complaint_category').select('id').executeTakeFirstOrThrow();
  const row = await db
    .insertInto('complaint')
    .values(complaintRow({ branch_id: branch.id, category_id: category.id, created_at: NOW.toISOString() }))
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('db:seed --reset', () => {
  let t: TestDatabase;
  afterEach(() => t.close());

  it('changes nothing when the inserts fail after the deletes', async () => {
    t = await createTestDatabase();
    await migrateToLatest(t.db);
    await seedDemoContent(t.db, { uploadDir: null, now: NOW });
    const complaintId = await addComplaint(t.db);
    const before = await snapshot(t.db);
    await failLawInserts(t);

    await expect(resetDemoContent(t.db, { uploadDir: null, now: LATER })).rejects.toThrow(/refused/);

    expect(await snapshot(t.db)).toEqual(before);
    const complaint = await t.db.selectFrom('complaint').select('id').executeTakeFirstOrThrow();
    expect(complaint.id).toBe(complaintId);
  });

  it('replaces the content, keeping the complaint and the office it names', async () => {
    t = await createTestDatabase();
    await migrateToLatest(t.db);
    await seedDemoContent(t.db, { uploadDir: null, now: NOW });
    const complaintId = await addComplaint(t.db);
    const named = await t.db
      .selectFrom('complaint')
      .innerJoin('branch', 'branch.id', 'complaint.branch_id')
      .select(['branch.id', 'branch.name_en'])
      .executeTakeFirstOrThrow();

    const report = await resetDemoContent(t.db, { uploadDir: null, now: LATER });

    expect(report.deleted.branch).toBeGreaterThan(0);
    const notices = await t.db
      .selectFrom('notice')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(notices.n)).toBe(buildDemoContent(LATER).notices.length);
    const after = await t.db
      .selectFrom('complaint')
      .innerJoin('branch', 'branch.id', 'complaint.branch_id')
      .select(['complaint.id', 'branch.id as branch_id', 'branch.name_en'])
      .executeTakeFirstOrThrow();
    expect(after).toEqual({ id: complaintId, branch_id: named.id, name_en: named.name_en });
    // The office row is the same one, and still the only one of that name.
    const same = await t.db.selectFrom('branch').select('id').where('name_en', '=', named.name_en).execute();
    expect(same).toEqual([{ id: named.id }]);
  });
});
