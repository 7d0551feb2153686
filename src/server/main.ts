// Starts the server: read the environment, open, check and migrate the database, seed demo content
// where wanted (startup.ts), build the app, listen. SIGTERM/SIGINT finish in-flight requests, then close
// the database (app.close() runs the onClose hooks).
import { buildApp } from './app.ts';
import { makeMissingThumbnails } from './files/missing-thumbnails.ts';
import { sweepOrphanFiles } from './files/orphan-sweep.ts';
import { startSchedule, type ScheduledJob } from './jobs/run-once.ts';
import { RECORD_EVERY_MS, refreshComplaintRecord } from './cases/complaint-record.ts';
import { mailOutboxJob } from './mail/send-job.ts';
import { runAlerts } from './alerts/alert-job.ts';
import { queueOverdueDigests } from './cases/digest.ts';
import { publicUploadDir } from './plugins/uploads.ts';
import { AuthSecretError, resolveAuthSecret } from './auth/secret.ts';
import { resolveVapidKeys } from './push/vapid.ts';
import { pushOutboxJob } from './push/send-job.ts';
import { EnvError, parseEnv, type Env } from './env.ts';
import { websitePlugin } from './plugins/website.ts';
import { logDatabaseReady, prepareDatabase, StartupError } from './startup.ts';

function readConfig(): Env {
  try {
    return parseEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

const config = readConfig();
const database = await prepareDatabase(config).catch((error: unknown) => {
  if (!(error instanceof StartupError)) throw error;
  console.error(error.message);
  process.exit(1);
});
const { db } = database;
let authSecret: string;
try {
  authSecret = resolveAuthSecret(config, database.kind);
} catch (error) {
  if (!(error instanceof AuthSecretError)) throw error;
  console.error(error.message);
  process.exit(1);
}

// Web Push (ADR 048): the environment's key pair, else one kept beside an SQLite file; null: off.
const vapidKeys = resolveVapidKeys(config, database.kind);

// NODE_ENV=test starts the API alone: process-level tests (main.test.ts) need no website build, and the
// browser tests run the real website with NODE_ENV=production.
const website = config.NODE_ENV === 'test' ? undefined : websitePlugin(config);
const app = await buildApp({
  config: {
    ...config,
    AUTH_SECRET: authSecret,
    VAPID_PUBLIC_KEY: vapidKeys?.publicKey,
    VAPID_PRIVATE_KEY: vapidKeys?.privateKey,
  },
  db,
  ownsDatabase: true,
  website,
});
logDatabaseReady(app.log, database);

let closing = false;
let stopSchedule = () => {};
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  stopSchedule();
  app.log.info({ signal }, 'shutting down: finishing in-flight requests');
  const timer = setTimeout(() => {
    app.log.error('shutdown took longer than 15 s; exiting');
    process.exit(1);
  }, 15_000);
  timer.unref();
  await app.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port: config.PORT, host: config.HOST });

// Jobs that run once a period across all servers (jobs/run-once.ts): files left by a crash
// (orphan-sweep.ts), hourly; the overdue complaints' digest (cases/digest.ts), daily; the public record of complaints (ADR 038), every 15 minutes; the e-mail and push alerts (ADR 046, 048), every ALERTS_EVERY_SECONDS, and the push outbox as often when Web Push is on; the mail outbox (ADR 035), every MAIL_SEND_EVERY_SECONDS when SMTP_URL is set.
const sendMail = mailOutboxJob(db, config, (run) => app.log.info(run, 'mail outbox: sent and failed'));
const sendPushes = pushOutboxJob(db, config, vapidKeys, (run) =>
  app.log.info(run, 'push outbox: sent, failed, subscriptions gone, given up'),
);
const jobs: ScheduledJob[] = [
  {
    name: 'orphan-sweep',
    everyMs: 60 * 60_000,
    run: async () => {
      const removed = await sweepOrphanFiles(db, config.UPLOAD_DIR);
      if (removed.length) app.log.warn({ files: removed }, 'removed upload files that no row names');
    },
  },
  // The overdue digest is queued daily with or without SMTP_URL: it waits, "not sent", until mail is set.
  {
    name: 'overdue-digest',
    everyMs: 24 * 60 * 60_000,
    run: () => queueOverdueDigests(db, config.PUBLIC_URL),
  },
  // The public record of complaint handling (ADR 038): recounted, written only when a figure changed.
  { name: 'complaint-record', everyMs: RECORD_EVERY_MS, run: () => refreshComplaintRecord(db) },
  // E-mail alerts of newly public notices, vacancies and results (ADR 046), queued with or without
  // SMTP_URL as the digest is; unconfirmed subscriptions past their week are deleted.
  {
    name: 'alerts',
    everyMs: config.ALERTS_EVERY_SECONDS * 1000,
    run: async () => {
      const run = await runAlerts(db, config.PUBLIC_URL, new Date(), { push: Boolean(vapidKeys) });
      if (run.items || run.expired)
        app.log.info(run, 'alerts: items handled, mails and pushes queued, expired deleted');
    },
  },
  ...(sendMail ? [sendMail] : []),
  ...(sendPushes ? [sendPushes] : []),
];
stopSchedule = startSchedule(db, jobs, (job, error) =>
  app.log.error({ err: error, job }, 'scheduled job failed'),
);

// The pictures list pages show of PDFs' first pages, for files that have none (seed files, older uploads):
// in the background, one at a time.
if (website && config.MAKE_MISSING_THUMBNAILS) {
  makeMissingThumbnails(publicUploadDir(config.UPLOAD_DIR), () => closing).then(
    (run) => {
      if (run.made || run.failed) app.log.info(run, 'PDF first-page pictures made');
    },
    (error: unknown) => app.log.warn({ err: error }, 'PDF first-page pictures: stopped'),
  );
}
