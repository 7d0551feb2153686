// `npm run restore -- <backup folder> [--force]`: brings a backup (npm run backup) back into this
// environment's DATABASE_URL and UPLOAD_DIR. Stop the servers first; start them after (migrations run
// at start, so a backup from an older version is brought up to date). --force replaces what is there.
import { parseArgs } from 'node:util';
import { parseEnv } from '../src/server/env.ts';
import { BackupError, restoreBackup } from '../src/server/ops/backup.ts';

const { values, positionals } = parseArgs({
  options: { force: { type: 'boolean' } },
  allowPositionals: true,
});
const from = positionals[0];
if (!from || positionals.length > 1) {
  console.error('Usage: npm run restore -- <backup folder> [--force]');
  process.exit(2);
}
const config = parseEnv();
try {
  const manifest = await restoreBackup(
    from,
    { databaseUrl: config.DATABASE_URL, uploadDir: config.UPLOAD_DIR },
    values.force ?? false,
  );
  console.log(
    `Restored the backup of ${manifest.createdAt} (${manifest.database}, ${manifest.uploadFiles} files)`,
  );
} catch (error) {
  if (!(error instanceof BackupError)) throw error;
  console.error(error.message);
  process.exit(1);
}
