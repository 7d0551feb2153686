// Brings the database at DATABASE_URL to the latest schema. Usage: node scripts/db-migrate.ts
// (npm run db:migrate). Safe to repeat: it applies only the migrations not yet applied.
import { connectDatabase } from '#server/db/connect.ts';
import { migrateToLatest } from '#server/db/migrate.ts';
import { EnvError, parseEnv } from '#server/env.ts';

try {
  const config = parseEnv();
  const { db, kind } = await connectDatabase(config.DATABASE_URL);
  try {
    const applied = await migrateToLatest(db);
    console.log(`Database: ${kind} (${describe(config.DATABASE_URL)})`);
    console.log(
      applied.length
        ? `Applied ${applied.length} migration(s): ${applied.join(', ')}`
        : 'Already up to date.',
    );
  } finally {
    await db.destroy();
  }
} catch (error) {
  console.error(error instanceof EnvError ? error.message : `Migration failed: ${String(error)}`);
  process.exitCode = 1;
}

/** The URL without its password, for the log. */
function describe(url: string): string {
  return url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');
}
