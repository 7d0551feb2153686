// `npm run restore -- <backup folder> [--force]`: brings a backup (npm run backup) back into this
// environment's DATABASE_URL and UPLOAD_DIR. Stop the servers first; start them after (migrations run
// at start, so a backup from an older version is brought up to date). Every file is checked against
// the manifest's SHA-256 first: a missing or changed file is named and nothing is restored. --force
// replaces what is there, and restores a damaged backup without its damaged files, listing each
// complaint whose attachment is gone (src/server/ops/backup.ts).
import { parseArgs } from 'node:util';
import { parseEnv } from '#server/env.ts';
import { BackupError, restoreBackup } from '#server/ops/backup.ts';

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
  const report = await restoreBackup(
    from,
    { databaseUrl: config.DATABASE_URL, uploadDir: config.UPLOAD_DIR },
    values.force ?? false,
  );
  const { manifest } = report;
  if (!report.filesVerified) {
    console.warn(
      'This backup predates per-file checksums (manifest format 1): only its file count and total size were checked.',
    );
  }
  for (const { path, problem } of report.problems) {
    console.warn(`Not restored (${problem} in the backup): uploads/${path}`);
  }
  for (const complaint of report.complaintsWithoutFile) {
    console.warn(
      `Complaint ${complaint.reference ?? '(no reference)'} (id ${complaint.id}) has lost its attachment ${complaint.attachmentPath}`,
    );
  }
  const found = report.unnamedDifference;
  if (found) {
    console.warn(
      `The backup holds ${found.files} files (${found.bytes} bytes) where its manifest says ${manifest.uploadFiles} (${manifest.uploadBytes} bytes); a format 1 backup names no file, so each file found was restored as it is.`,
    );
  }
  const restoredFiles = found ? found.files : manifest.uploadFiles - report.problems.length;
  console.log(
    `Restored the backup of ${manifest.createdAt} (${manifest.database}, ${restoredFiles} of ${manifest.uploadFiles} files)`,
  );
} catch (error) {
  if (!(error instanceof BackupError)) throw error;
  console.error(error.message);
  process.exit(1);
}
