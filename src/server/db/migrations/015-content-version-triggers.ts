// The response cache's clock kept by the database itself (ADR 024): every write to a public content
// table bumps that table's row of content_version (migration 009) in a trigger, inside the writing
// transaction. So other app servers see the change at their next poll whoever wrote it (an app server,
// a script with plain SQL, a server whose own notice failed), and a rolled-back write bumps nothing.
// SQLite has row triggers only (one bump per row written); PostgreSQL bumps once per statement.
// Frozen here: a public table added later gets its triggers in its own migration (a test compares the
// triggers with db/table-privacy.ts).
import { sql, type Kysely } from 'kysely';
import { isSqlite } from './dialect.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations use an untyped Kysely
type AnyDb = Kysely<any>;

const CONTENT_TABLES = [
  'setting_group',
  'branch',
  'notice',
  'article',
  'slide',
  'service',
  'festival',
  'occasion',
  'law_category',
  'law',
  'vacancy_document',
  'heritage_site',
  'gallery_image',
  'department',
  'employee',
  'contact_category',
  'complaint_category',
  'media',
  'search_entry',
];

const SQLITE_EVENTS = { insert: 'ai', update: 'au', delete: 'ad' } as const;

export async function up(db: AnyDb): Promise<void> {
  if (isSqlite(db)) {
    for (const table of CONTENT_TABLES) {
      for (const [event, suffix] of Object.entries(SQLITE_EVENTS)) {
        await sql`
          create trigger ${sql.id(`${table}_content_version_${suffix}`)} after ${sql.raw(event)} on ${sql.id(table)}
          begin
            insert into content_version (table_name, version) values (${sql.lit(table)}, 1)
              on conflict (table_name) do update set version = version + 1;
          end
        `.execute(db);
      }
    }
    return;
  }
  await sql`
    create function bump_content_version() returns trigger language plpgsql as $$
    begin
      insert into content_version (table_name, version) values (TG_TABLE_NAME, 1)
        on conflict (table_name) do update set version = content_version.version + 1;
      return null;
    end
    $$
  `.execute(db);
  for (const table of CONTENT_TABLES) {
    await sql`
      create trigger ${sql.id(`${table}_content_version`)}
        after insert or update or delete or truncate on ${sql.id(table)}
        for each statement execute function bump_content_version()
    `.execute(db);
  }
}

export async function down(db: AnyDb): Promise<void> {
  if (isSqlite(db)) {
    for (const table of CONTENT_TABLES) {
      for (const suffix of Object.values(SQLITE_EVENTS)) {
        await sql`drop trigger if exists ${sql.id(`${table}_content_version_${suffix}`)}`.execute(db);
      }
    }
    return;
  }
  for (const table of CONTENT_TABLES) {
    await sql`drop trigger if exists ${sql.id(`${table}_content_version`)} on ${sql.id(table)}`.execute(db);
  }
  await sql`drop function if exists bump_content_version()`.execute(db);
}
