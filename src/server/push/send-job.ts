// The scheduled job that sends the queued pushes (send.ts): one per period across servers
// (jobs/run-once.ts), each push claimed with a lease besides. Only when Web Push is on (a VAPID key pair).
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema.ts';
import { readOneSettingGroup } from '#server/db/read-models/setting-groups.ts';
import type { ScheduledJob } from '#server/jobs/run-once.ts';
import type { Env } from '#server/env.ts';
import { pushHostPolicy } from './endpoint-policy.ts';
import { deliverDuePushes, type PushDeliveryRun } from './send.ts';
import type { VapidKeys } from './vapid.ts';

type PushConfig = Pick<
  Env,
  'VAPID_SUBJECT' | 'PUSH_SERVICE_HOSTS' | 'NODE_ENV' | 'PUBLIC_URL' | 'MAIL_FROM' | 'ALERTS_EVERY_SECONDS'
>;

/**
 * Whom a push service may write to about our pushes (VAPID `sub`): VAPID_SUBJECT; else the trust's
 * contact e-mail from the settings; else the site's address when it is https; else MAIL_FROM's address.
 */
async function vapidSubject(db: Kysely<Database>, config: PushConfig): Promise<string> {
  if (config.VAPID_SUBJECT) return config.VAPID_SUBJECT;
  const { email } = await readOneSettingGroup(db, 'contact');
  if (email.trim()) return `mailto:${email.trim()}`;
  if (config.PUBLIC_URL.startsWith('https://')) return config.PUBLIC_URL;
  const from = /<([^>]+)>/.exec(config.MAIL_FROM)?.[1] ?? config.MAIL_FROM;
  return `mailto:${from.trim()}`;
}

export function pushOutboxJob(
  db: Kysely<Database>,
  config: PushConfig,
  keys: VapidKeys | null,
  onRun: (run: PushDeliveryRun) => void,
): ScheduledJob | null {
  if (!keys) return null;
  const server = `${process.pid}-${randomUUID().slice(0, 8)}`;
  const policy = pushHostPolicy(config);
  return {
    name: 'push-outbox',
    everyMs: config.ALERTS_EVERY_SECONDS * 1000,
    run: async () => {
      const subject = await vapidSubject(db, config);
      const run = await deliverDuePushes(db, { server, policy, vapid: { ...keys, subject } });
      if (run.sent || run.failed || run.gone || run.gaveUp) onRun(run);
    },
  };
}
