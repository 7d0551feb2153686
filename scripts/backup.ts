// `npm run backup [-- --into <folder>]`: a consistent copy of the database and the uploads of this
// environment (DATABASE_URL, UPLOAD_DIR), taken while the servers keep running (src/server/ops/backup.ts).
// Without --into, the folder is backups/<UTC time>. Prints the manifest.
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { parseEnv } from '#server/env.ts';
import { BackupError, takeBackup } from '#server/ops/backup.ts';

const { values } = parseArgs({ options: { into: { type: 'string' } } });
const config = parseEnv();
const into = values.into ?? join('backups', new Date().toISOString().replace(/[:.]/g, '-'));
try {
  const manifest = await takeBackup({ databaseUrl: config.DATABASE_URL, uploadDir: config.UPLOAD_DIR }, into);
  console.log(`Backup in ${into}`);
  console.log(JSON.stringify(manifest, null, 2));
} catch (error) {
  if (!(error instanceof BackupError)) throw error;
  console.error(error.message);
  process.exit(1);
}
