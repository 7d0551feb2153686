// The staff area: sign-in (better-auth's tables, written here so one migration list serves both
// databases: docs/decisions/020-staff-sign-in.md), the append-only audit log, sign-in attempts for
// throttling, and case handling for complaints and contact messages (status, assignment, notes and the
// citizen's reference number).
import { sql, type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely } from 'kysely';
import { adToBs } from '#shared/calendar/convert.ts';
import { toNepalIsoDate } from '#shared/calendar/format.ts';
import { isSqlite } from './dialect.ts';

// Migrations are written against an untyped Kysely: the schema types describe the latest state only.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;
type Table = CreateTableBuilder<string, string>;

const notNull = (c: ColumnDefinitionBuilder) => c.notNull();
const cascadeToUser = (c: ColumnDefinitionBuilder) =>
  c.notNull().references('auth_user.id').onDelete('cascade');

/** better-auth's column types as its own migration generator writes them for each dialect. */
function authTypes(sqlite: boolean) {
  return {
    bool: sqlite ? ('integer' as const) : ('boolean' as const),
    time: sqlite ? ('date' as const) : ('timestamptz' as const),
    now: (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(sql`CURRENT_TIMESTAMP`),
  };
}

async function createAuthTables(db: AnyDb, sqlite: boolean): Promise<void> {
  const { bool, time, now } = authTypes(sqlite);
  const create = (name: string): Table =>
    db.schema.createTable(name).addColumn('id', 'text', (c) => c.notNull().primaryKey());

  await create('auth_user')
    .addColumn('name', 'text', notNull)
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('emailVerified', bool, notNull)
    .addColumn('image', 'text')
    .addColumn('createdAt', time, now)
    .addColumn('updatedAt', time, now)
    .addColumn('twoFactorEnabled', bool)
    .addColumn('role', 'text', notNull)
    .addColumn('branchId', 'integer', (c) => c.references('branch.id').onDelete('set null'))
    .addColumn('disabled', bool, (c) => c.notNull().defaultTo(sqlite ? 0 : false))
    .execute();
  await create('auth_session')
    .addColumn('expiresAt', time, notNull)
    .addColumn('token', 'text', (c) => c.notNull().unique())
    .addColumn('createdAt', time, now)
    .addColumn('updatedAt', time, notNull)
    .addColumn('ipAddress', 'text')
    .addColumn('userAgent', 'text')
    .addColumn('userId', 'text', cascadeToUser)
    .execute();
  await create('auth_account')
    .addColumn('accountId', 'text', notNull)
    .addColumn('providerId', 'text', notNull)
    .addColumn('userId', 'text', cascadeToUser)
    .addColumn('accessToken', 'text')
    .addColumn('refreshToken', 'text')
    .addColumn('idToken', 'text')
    .addColumn('accessTokenExpiresAt', time)
    .addColumn('refreshTokenExpiresAt', time)
    .addColumn('scope', 'text')
    .addColumn('password', 'text')
    .addColumn('createdAt', time, now)
    .addColumn('updatedAt', time, notNull)
    .execute();
  await create('auth_verification')
    .addColumn('identifier', 'text', notNull)
    .addColumn('value', 'text', notNull)
    .addColumn('expiresAt', time, notNull)
    .addColumn('createdAt', time, now)
    .addColumn('updatedAt', time, now)
    .execute();
  await create('auth_two_factor')
    .addColumn('secret', 'text', notNull)
    .addColumn('backupCodes', 'text', notNull)
    .addColumn('userId', 'text', cascadeToUser)
    .addColumn('verified', bool)
    .addColumn('failedVerificationCount', 'integer')
    .addColumn('lockedUntil', time)
    .execute();
  const index = (name: string, table: string, column: string) =>
    db.schema.createIndex(name).on(table).column(column).execute();
  await index('auth_session_userId_idx', 'auth_session', 'userId');
  await index('auth_account_userId_idx', 'auth_account', 'userId');
  await index('auth_verification_identifier_idx', 'auth_verification', 'identifier');
  await index('auth_two_factor_secret_idx', 'auth_two_factor', 'secret');
  await index('auth_two_factor_userId_idx', 'auth_two_factor', 'userId');
}

/** Refuses UPDATE and DELETE on the audit log in the database itself, not only in the code. */
async function makeAppendOnly(db: AnyDb, sqlite: boolean): Promise<void> {
  if (sqlite) {
    for (const event of ['UPDATE', 'DELETE']) {
      await sql
        .raw(
          `CREATE TRIGGER audit_log_no_${event.toLowerCase()} BEFORE ${event} ON audit_log ` +
            `BEGIN SELECT RAISE(ABORT, 'audit_log is append-only'); END`,
        )
        .execute(db);
    }
    return;
  }
  await sql
    .raw(
      `CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$ ` +
        `BEGIN RAISE EXCEPTION 'audit_log is append-only'; END $$`,
    )
    .execute(db);
  await sql
    .raw(
      `CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log ` +
        `FOR EACH ROW EXECUTE FUNCTION audit_log_append_only()`,
    )
    .execute(db);
}

async function createStaffTables(db: AnyDb, sqlite: boolean): Promise<void> {
  const serial = (t: string): Table =>
    db.schema
      .createTable(t)
      .addColumn('id', sqlite ? 'integer' : 'serial', (c) =>
        sqlite ? c.primaryKey().autoIncrement() : c.primaryKey(),
      );

  await serial('audit_log')
    .addColumn('at', 'text', notNull)
    .addColumn('actor_id', 'text')
    .addColumn('actor_email', 'text')
    .addColumn('ip', 'text')
    .addColumn('action', 'text', notNull)
    .addColumn('entity', 'text', notNull)
    .addColumn('entity_id', 'text')
    .addColumn('before_json', 'text')
    .addColumn('after_json', 'text')
    .execute();
  await db.schema.createIndex('audit_log_at_idx').on('audit_log').columns(['at']).execute();
  await db.schema
    .createIndex('audit_log_entity_idx')
    .on('audit_log')
    .columns(['entity', 'entity_id'])
    .execute();
  await makeAppendOnly(db, sqlite);

  await serial('sign_in_attempt')
    .addColumn('email_key', 'text', notNull)
    .addColumn('ip', 'text', notNull)
    .addColumn('succeeded', 'integer', notNull)
    .addColumn('at', 'text', notNull)
    .execute();
  await db.schema
    .createIndex('sign_in_attempt_email_idx')
    .on('sign_in_attempt')
    .columns(['email_key', 'at'])
    .execute();
  await db.schema.createIndex('sign_in_attempt_ip_idx').on('sign_in_attempt').columns(['ip', 'at']).execute();

  await serial('case_note')
    .addColumn('case_kind', 'text', notNull)
    .addColumn('case_id', 'integer', notNull)
    .addColumn('author_id', 'text')
    .addColumn('author_name', 'text')
    .addColumn('kind', 'text', notNull)
    .addColumn('body', 'text')
    .addColumn('status_to', 'text')
    .addColumn('created_at', 'text', notNull)
    .execute();
  await db.schema
    .createIndex('case_note_case_idx')
    .on('case_note')
    .columns(['case_kind', 'case_id'])
    .execute();

  await db.schema
    .createTable('reference_counter')
    .addColumn('year', 'integer', (c) => c.primaryKey())
    .addColumn('last', 'integer', notNull)
    .execute();
}

async function addCaseColumns(db: AnyDb): Promise<void> {
  for (const table of ['complaint', 'contact_message']) {
    await db.schema
      .alterTable(table)
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('received'))
      .execute();
    await db.schema.alterTable(table).addColumn('assigned_user_id', 'text').execute();
    await db.schema.alterTable(table).addColumn('updated_at', 'text').execute();
    await db.schema.alterTable(table).addColumn('closed_at', 'text').execute();
    await db.schema.createIndex(`${table}_status_idx`).on(table).columns(['status', 'created_at']).execute();
  }
  // Contact messages had no branch; a case officer assigns one. No foreign key: SQLite cannot drop a
  // column that has one (down), and the case queries join the branch.
  await db.schema.alterTable('contact_message').addColumn('branch_id', 'integer').execute();
  await db.schema.alterTable('complaint').addColumn('reference', 'text').execute();
  await db.schema
    .createIndex('complaint_reference_idx')
    .on('complaint')
    .column('reference')
    .unique()
    .execute();
}

/** References for the complaints stored before references existed, in the order they came. */
async function backfillReferences(db: AnyDb): Promise<void> {
  const rows: { id: number; created_at: string }[] = await db
    .selectFrom('complaint')
    .select(['id', 'created_at'])
    .orderBy('id')
    .execute();
  const lastByYear = new Map<number, number>();
  for (const row of rows) {
    const year = adToBs(toNepalIsoDate(row.created_at) ?? row.created_at.slice(0, 10)).year;
    const next = (lastByYear.get(year) ?? 0) + 1;
    lastByYear.set(year, next);
    const reference = `GS-${year}-${String(next).padStart(6, '0')}`;
    await db.updateTable('complaint').set({ reference }).where('id', '=', row.id).execute();
  }
  for (const [year, last] of lastByYear)
    await db.insertInto('reference_counter').values({ year, last }).execute();
}

export async function up(db: AnyDb): Promise<void> {
  const sqlite = isSqlite(db);
  await createAuthTables(db, sqlite);
  await createStaffTables(db, sqlite);
  await addCaseColumns(db);
  await backfillReferences(db);
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('complaint_reference_idx').ifExists().execute();
  for (const table of ['complaint', 'contact_message']) {
    await db.schema.dropIndex(`${table}_status_idx`).ifExists().execute();
    for (const column of ['status', 'assigned_user_id', 'updated_at', 'closed_at']) {
      await db.schema.alterTable(table).dropColumn(column).execute();
    }
  }
  await db.schema.alterTable('contact_message').dropColumn('branch_id').execute();
  await db.schema.alterTable('complaint').dropColumn('reference').execute();
  const tables = [
    'reference_counter',
    'case_note',
    'sign_in_attempt',
    'audit_log',
    'auth_two_factor',
    'auth_verification',
    'auth_account',
    'auth_session',
    'auth_user',
  ];
  for (const table of tables) await db.schema.dropTable(table).ifExists().execute();
  if (!isSqlite(db)) await sql`DROP FUNCTION IF EXISTS audit_log_append_only()`.execute(db);
}
