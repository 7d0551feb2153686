// Accounts (issue 29, ADR 040): when each staff member last signed in, kept on sign-in (better-auth's
// session rows go on sign-out and expiry, so they cannot tell it), and the permissions an administrator
// gives one account beyond its role (today only `settings.contacts`: contact details and office hours).
import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations use an untyped Kysely
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  // An ISO time (UTC) as the rest of the project's own columns; null: never signed in.
  await db.schema.alterTable('auth_user').addColumn('lastSignInAt', 'text').execute();
  // Sign-ins before this migration are in the audit log: the account's last one is its starting value.
  await sql`
    UPDATE auth_user SET "lastSignInAt" = (
      SELECT MAX(audit_log.at) FROM audit_log
      WHERE audit_log.action = 'sign_in.succeeded' AND audit_log.actor_id = auth_user.id
    )`.execute(db);
  await db.schema
    .createTable('staff_grant')
    .addColumn('user_id', 'text', (c) => c.notNull().references('auth_user.id').onDelete('cascade'))
    .addColumn('permission', 'text', (c) => c.notNull())
    .addColumn('granted_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('staff_grant_pk', ['user_id', 'permission'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('staff_grant').execute();
  await db.schema.alterTable('auth_user').dropColumn('lastSignInAt').execute();
}
