// The scheduled job that empties the outbox (outbox.ts): one per period across servers (jobs/run-once.ts),
// and each message claimed with a lease besides, so a slow run that overlaps the next period's (on another
// server) never sends a message twice. Without SMTP_URL nothing is sent: messages wait, shown "not sent".
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema.ts';
import type { ScheduledJob } from '#server/jobs/run-once.ts';
import { deliverDue, type DeliveryRun } from './outbox.ts';
import { smtpMailer } from './transport.ts';

export interface MailSettings {
  SMTP_URL?: string | undefined;
  MAIL_FROM: string;
  MAIL_SEND_EVERY_SECONDS: number;
}

export function mailOutboxJob(
  db: Kysely<Database>,
  settings: MailSettings,
  onRun: (run: DeliveryRun) => void,
): ScheduledJob | null {
  const url = settings.SMTP_URL;
  if (!url) return null;
  const server = `${process.pid}-${randomUUID().slice(0, 8)}`;
  return {
    name: 'mail-outbox',
    everyMs: settings.MAIL_SEND_EVERY_SECONDS * 1000,
    run: async () => {
      // A transport per run: a changed DNS answer or a restarted relay is picked up next time.
      const mailer = smtpMailer(url, settings.MAIL_FROM);
      try {
        const run = await deliverDue(db, { server, send: mailer.send });
        if (run.sent || run.failed) onRun(run);
      } finally {
        mailer.close();
      }
    },
  };
}
