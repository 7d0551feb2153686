// A server of a test file's own whose mail goes to an SMTP server the file starts (smtp-server), with its
// database open and a browser: for the journeys that follow a mail (complaints, alerts). The outbox sends
// every second; `env` adds to or overrides the server's settings.
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { inject } from 'vitest';
import { connectDatabase } from '#server/db/connect.ts';
import { startTestSmtp, type TestSmtp } from '#server/test-support/smtp.ts';
import { RESULTS_DIR } from './paths.ts';
import { startServer, type RunningServer } from './server.ts';
import { launchBrowser } from './visitor.ts';

export interface MailedServer {
  smtp: TestSmtp;
  server: RunningServer;
  db: Awaited<ReturnType<typeof connectDatabase>>['db'];
  browser: Browser;
  /** Closes the browser, the database, the server and the SMTP server. */
  stop: () => Promise<void>;
}

export async function startMailedServer(
  name: string,
  env: Record<string, string> = {},
): Promise<MailedServer> {
  const smtp = await startTestSmtp();
  const server = await startServer({
    logFile: join(RESULTS_DIR, `e2e-${name}-server.log`),
    // The run's demo seed, copied (global-setup.ts), rather than seeding it again.
    template: inject('seedTemplate'),
    env: {
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Sampada <no-reply@guthi.example>',
      MAIL_SEND_EVERY_SECONDS: '1',
      ...env,
    },
  });
  const { db } = await connectDatabase(server.databaseUrl);
  const browser = await launchBrowser();
  return {
    smtp,
    server,
    db,
    browser,
    stop: async () => {
      await browser.close();
      await db.destroy();
      await server.stop();
      await smtp.close();
    },
  };
}
