// The public record of complaint handling (issue 26 step 6, ADR 038): the published figures per calendar,
// month and branch, derived from the complaints by cases/complaint-record.ts with the cells under 5 already
// suppressed. A public table, so the record's page is stored by the response cache (ADR 024) and dropped
// through content_version when the figures change (the triggers below, as migration 015's).
import { sql, type Kysely } from 'kysely';
import { isSqlite } from './dialect.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations use an untyped Kysely
type AnyDb = Kysely<any>;

const TABLE = 'complaint_record';
const SQLITE_EVENTS = { insert: 'ai', update: 'au', delete: 'ad' } as const;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable(TABLE)
    .addColumn('calendar', 'text', (c) => c.notNull())
    .addColumn('month', 'text', (c) => c.notNull())
    .addColumn('branch_id', 'integer', (c) => c.notNull())
    .addColumn('received', 'integer')
    .addColumn('reply_median_days', 'double precision')
    .addColumn('close_median_days', 'double precision')
    .addPrimaryKeyConstraint('complaint_record_pk', ['calendar', 'month', 'branch_id'])
    .execute();
  if (isSqlite(db)) {
    for (const [event, suffix] of Object.entries(SQLITE_EVENTS)) {
      await sql`
        create trigger ${sql.id(`${TABLE}_content_version_${suffix}`)} after ${sql.raw(event)} on ${sql.id(TABLE)}
        begin
          insert into content_version (table_name, version) values (${sql.lit(TABLE)}, 1)
            on conflict (table_name) do update set version = version + 1;
        end
      `.execute(db);
    }
    return;
  }
  // bump_content_version() is migration 015's.
  await sql`
    create trigger ${sql.id(`${TABLE}_content_version`)}
      after insert or update or delete or truncate on ${sql.id(TABLE)}
      for each statement execute function bump_content_version()
  `.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable(TABLE).execute();
}
