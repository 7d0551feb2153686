// Staff accounts from the server's shell, for the first administrator (there is no one yet to make it in
// the staff area) and for an administrator locked out of their own account:
//   npm run users -- create-admin --email ADDRESS [--name "Full Name"]
//   npm run users -- password-link --email ADDRESS
//   npm run users -- --help
// Each prints a one-time link to set the password (valid 72 hours). Reads DATABASE_URL, PUBLIC_URL and
// AUTH_SECRET like the server; migrates the database first, as the server does at start.
import { parseArgs } from 'node:util';

const usage = `Usage:
  npm run users -- create-admin --email ADDRESS [--name "Full Name"]
      Makes the first administrator; prints a one-time link to set the password.
  npm run users -- password-link --email ADDRESS
      Prints a new one-time link for an existing account (a locked-out administrator).
  npm run users -- --help
      Prints this.
Reads DATABASE_URL, PUBLIC_URL and AUTH_SECRET like the server.
Exit codes: 0 done, 1 it could not be done (see the message), 2 the command line was not understood.`;

/** Exit code 1: the command was understood and could not be done. */
function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/** Exit code 2 (the shell's convention for a misused command): what was wrong, then the usage. */
function misused(problem: string): never {
  console.error(`${problem}\n\n${usage}`);
  process.exit(2);
}

/** The command line, or the usage (on stdout for --help; on stderr, failing, for anything it cannot read). */
function readArguments() {
  try {
    return parseArgs({
      allowPositionals: true,
      options: {
        email: { type: 'string' },
        name: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    // An unknown option or a missing value: say which, then how to call it (no stack trace).
    misused(error instanceof Error ? error.message : String(error));
  }
}

const { positionals, values } = readArguments();
if (values.help || positionals[0] === 'help') {
  console.log(usage);
  process.exit(0);
}
const command = positionals[0];
if (command === undefined) misused('No command given.');
if (command !== 'create-admin' && command !== 'password-link') misused(`Unknown command: ${command}`);
if (!values.email) misused(`${command} needs --email ADDRESS.`);
if (positionals.length > 1) misused(`Unexpected argument: ${positionals[1]}`);

// The server's code is loaded only now: the usage above answers at once.
const [
  { buildApp },
  { createStaffAccount },
  { createPasswordLink },
  { resolveAuthSecret },
  { connectDatabase },
  { migrateToLatest },
  { EnvError, parseEnv },
  { createStaffBody },
] = await Promise.all([
  import('#server/app.ts'),
  import('#server/auth/accounts.ts'),
  import('#server/auth/password-links.ts'),
  import('#server/auth/secret.ts'),
  import('#server/db/connect.ts'),
  import('#server/db/migrate.ts'),
  import('#server/env.ts'),
  import('#shared/contract/admin/users.ts'),
]);

let config;
try {
  config = parseEnv({ ...process.env, LOG_LEVEL: 'error' });
} catch (error) {
  fail(error instanceof EnvError ? error.message : String(error));
}
const { db, kind } = await connectDatabase(config.DATABASE_URL);
await migrateToLatest(db);
const app = await buildApp({
  config: { ...config, AUTH_SECRET: resolveAuthSecret(config, kind) },
  db,
  ownsDatabase: true,
});
try {
  const email = values.email.trim().toLowerCase();
  let member = await db
    .selectFrom('auth_user')
    .select(['id', 'name'])
    .where('email', '=', email)
    .executeTakeFirst();
  if (command === 'create-admin') {
    if (member) fail(`${email} already has an account; use password-link to let its owner set a password.`);
    const parsed = createStaffBody.safeParse({
      email,
      name: values.name ?? email.split('@')[0],
      role: 'admin',
    });
    if (!parsed.success)
      fail(`Not a valid account: ${parsed.error.issues.map((issue) => issue.path.join('.')).join(', ')}`);
    member = await createStaffAccount(app.auth, parsed.data);
    await db
      .insertInto('audit_log')
      .values({
        at: new Date().toISOString(),
        actor_id: null,
        actor_email: 'npm run users',
        ip: null,
        action: 'account.created',
        entity: 'account',
        entity_id: member.id,
        before_json: null,
        after_json: JSON.stringify({ email, role: 'admin' }),
      })
      .execute();
    console.log(`Created the administrator ${email}.`);
  } else if (!member) {
    fail(`No account has the address ${email}.`);
  }
  const { link, expiresAt } = await createPasswordLink(app, member.id);
  console.log(`One-time link to set the password (valid until ${expiresAt}); open it in a browser:\n${link}`);
  console.log(
    'Administrators then set up two-step sign-in with an authenticator app on their first sign-in.',
  );
} finally {
  await app.close();
}
