// Seeds the demo content into the database at DATABASE_URL and its files into UPLOAD_DIR.
// Usage: node scripts/db-seed.ts [--reset] [--pdf-pictures]   (npm run db:seed -- --reset)
//   without --reset  seeds only an empty database and refuses one that already has content;
//   --reset          replaces the content: files are written first, then the old rows are deleted and
//                    the new ones inserted in one transaction (a failure changes nothing). Contact messages
//                    and complaints are citizens' submissions: they are never deleted, nor the offices and
//                    subjects they name;
//   --pdf-pictures   also draws the PDFs' first-page pictures now, which a server otherwise draws in the
//                    background after it starts (files/missing-thumbnails.ts): for a seed copied to many
//                    servers, as the browser tests' template is.
// The schema is migrated first, so this works on a brand-new database too.
import { connectDatabase } from '#server/db/connect.ts';
import { migrateToLatest } from '#server/db/migrate.ts';
import {
  countContentRows,
  resetDemoContent,
  seedDemoContent,
  type SeedReport,
} from '#server/db/seed/index.ts';
import { EnvError, parseEnv } from '#server/env.ts';
import { makeMissingThumbnails } from '#server/files/missing-thumbnails.ts';
import { publicUploadDir } from '#server/plugins/uploads.ts';

const args = process.argv.slice(2);
const unknown = args.filter((arg) => arg !== '--reset' && arg !== '--pdf-pictures');
if (unknown.length) {
  console.error(
    `Unknown argument(s): ${unknown.join(' ')}\nUsage: node scripts/db-seed.ts [--reset] [--pdf-pictures]`,
  );
  process.exit(2);
}
const reset = args.includes('--reset');
const pdfPictures = args.includes('--pdf-pictures');

const summary = (counts: Record<string, number>) =>
  Object.entries(counts)
    .map(([table, n]) => `  ${table.padEnd(20)} ${n}`)
    .join('\n');

try {
  const config = parseEnv();
  const { db, kind } = await connectDatabase(config.DATABASE_URL);
  try {
    const applied = await migrateToLatest(db);
    if (applied.length) console.log(`Applied ${applied.length} migration(s): ${applied.join(', ')}`);
    const existing = await countContentRows(db);
    if (existing > 0 && !reset) {
      console.error(
        `The ${kind} database already holds ${existing} content rows; nothing was changed.\n` +
          'Run with --reset to delete the content and seed the demo again ' +
          '(contact messages and complaints are kept).',
      );
      process.exitCode = 1;
    } else {
      const started = performance.now();
      const options = { uploadDir: config.UPLOAD_DIR };
      // Only --reset deletes (and reports what): resetDemoContent's report has `deleted`.
      const report: SeedReport & { deleted?: Record<string, number> } =
        reset && existing > 0 ? await resetDemoContent(db, options) : await seedDemoContent(db, options);
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      if (report.deleted) {
        console.log(
          `Deleted content rows (contact messages and complaints kept):\n${summary(report.deleted)}`,
        );
      }
      console.log(`Seeded the ${kind} database in ${seconds} s:\n${summary(report.rows)}`);
      console.log(`Wrote ${report.files} files under ${config.UPLOAD_DIR}/public`);
      if (pdfPictures) {
        const run = await makeMissingThumbnails(publicUploadDir(config.UPLOAD_DIR));
        // One not drawn (a time limit on a busy machine) is drawn by a server when first asked for.
        console.log(`Drew ${run.made} PDF first-page pictures (${run.failed} could not be drawn now)`);
      }
    }
  } finally {
    await db.destroy();
  }
} catch (error) {
  console.error(error instanceof EnvError ? error.message : `Seeding failed: ${String(error)}`);
  process.exitCode = 1;
}
