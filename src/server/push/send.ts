// Sends the queued pushes (ADR 048), as the mail outbox sends mail (mail/outbox.ts, ADR 035): each due row
// is claimed with a lease (of two servers one sends it), encrypted to the subscription's keys (RFC 8291,
// aes128gcm), signed with the VAPID key (RFC 8292) and POSTed to its push service. The push service's
// answer decides: 2xx delivered; 404 or 410 the subscription is gone (the browser unsubscribed or the
// user revoked the permission): it is deleted with its queued pushes; 429, 5xx or no answer: tried again
// after a growing pause, given up after MAX_ATTEMPTS; any other answer (400, 403, 413) will not get better
// by retrying: given up at once. Redirects are not followed, and the endpoint is checked against the
// allowed push services again before each send (the list may have changed since it was stored).
import webPush from 'web-push';
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema.ts';
import { retryDelayMs } from '#server/mail/outbox.ts';
import { pushEndpointProblem, type PushHostPolicy } from './endpoint-policy.ts';
import { deletePushSubscriptions } from './subscriptions.ts';
import type { VapidKeys } from './vapid.ts';

/** Attempts before a push is given up: 1+2+4+…+64 minutes of pauses, about two hours. */
export const MAX_ATTEMPTS = 8;
/** How long a push service keeps a push for a device that is offline. */
export const PUSH_TTL_SECONDS = 2 * 24 * 60 * 60;
/** Sent and given-up rows are kept this long (for the dedupe key's sake), then deleted. */
const KEEP_DONE_MS = 7 * 24 * 60 * 60_000;

export interface PushDeliveryOptions {
  server: string;
  vapid: VapidKeys & { subject: string };
  policy: PushHostPolicy;
  now?: () => Date;
  leaseMs?: number;
  batch?: number;
  timeoutMs?: number;
}

export interface PushDeliveryRun {
  sent: number;
  failed: number;
  gone: number;
  gaveUp: number;
}

type Outcome = { kind: 'sent' } | { kind: 'gone' } | { kind: 'retry' | 'give-up'; error: string };

async function post(
  row: { endpoint: string; p256dh: string; auth: string; payload: string },
  options: PushDeliveryOptions,
): Promise<Outcome> {
  if (pushEndpointProblem(row.endpoint, options.policy)) {
    return { kind: 'give-up', error: 'endpoint not on PUSH_SERVICE_HOSTS' };
  }
  const details = webPush.generateRequestDetails(
    { endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } },
    row.payload,
    { vapidDetails: { ...options.vapid }, TTL: PUSH_TTL_SECONDS, contentEncoding: 'aes128gcm' },
  );
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(details.headers)) {
    // fetch sets the length from the body itself.
    if (name.toLowerCase() !== 'content-length') headers[name] = String(value);
  }
  let status: number;
  try {
    const answer = await fetch(row.endpoint, {
      method: 'POST',
      headers,
      body: new Uint8Array(details.body),
      redirect: 'manual',
      signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
    });
    status = answer.status;
    await answer.body?.cancel();
  } catch (error) {
    return { kind: 'retry', error: error instanceof Error ? error.message : String(error) };
  }
  if (status >= 200 && status < 300) return { kind: 'sent' };
  if (status === 404 || status === 410) return { kind: 'gone' };
  const error = `push service answered ${status}`;
  return status === 429 || status >= 500 ? { kind: 'retry', error } : { kind: 'give-up', error };
}

async function claim(db: Kysely<Database>, id: number, server: string, now: Date, leaseMs: number) {
  const at = now.toISOString();
  const result = await db
    .updateTable('push_outbox')
    .set({ lease_until: new Date(now.getTime() + leaseMs).toISOString(), leased_by: server })
    .where('id', '=', id)
    .where('sent_at', 'is', null)
    .where('gave_up_at', 'is', null)
    .where('next_attempt_at', '<=', at)
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', at)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Sends the pushes that are due; one failure does not stop the others. */
export async function deliverDuePushes(
  db: Kysely<Database>,
  options: PushDeliveryOptions,
): Promise<PushDeliveryRun> {
  const now = options.now ?? (() => new Date());
  const leaseMs = options.leaseMs ?? 5 * 60_000;
  const started = now().toISOString();
  await db
    .deleteFrom('push_outbox')
    .where((eb) => eb.or([eb('sent_at', 'is not', null), eb('gave_up_at', 'is not', null)]))
    .where('created_at', '<', new Date(now().getTime() - KEEP_DONE_MS).toISOString())
    .execute();
  const due = await db
    .selectFrom('push_outbox')
    .innerJoin('push_subscription', 'push_subscription.id', 'push_outbox.subscription_id')
    .select([
      'push_outbox.id',
      'push_outbox.subscription_id',
      'push_outbox.payload',
      'push_outbox.attempts',
      'push_subscription.endpoint',
      'push_subscription.p256dh',
      'push_subscription.auth',
    ])
    .where('push_outbox.sent_at', 'is', null)
    .where('push_outbox.gave_up_at', 'is', null)
    .where('push_outbox.next_attempt_at', '<=', started)
    .where((eb) =>
      eb.or([eb('push_outbox.lease_until', 'is', null), eb('push_outbox.lease_until', '<', started)]),
    )
    .orderBy('push_outbox.next_attempt_at')
    .orderBy('push_outbox.id')
    .limit(options.batch ?? 50)
    .execute();
  const run: PushDeliveryRun = { sent: 0, failed: 0, gone: 0, gaveUp: 0 };
  for (const row of due) {
    if (!(await claim(db, row.id, options.server, now(), leaseMs))) continue;
    const outcome = await post(row, options);
    const attempts = row.attempts + 1;
    const mine = (query: ReturnType<typeof db.updateTable<'push_outbox'>>) =>
      query.where('id', '=', row.id).where('leased_by', '=', options.server);
    if (outcome.kind === 'sent') {
      await mine(
        db
          .updateTable('push_outbox')
          .set({ sent_at: now().toISOString(), attempts, lease_until: null, last_error: null }),
      ).execute();
      await db
        .updateTable('push_subscription')
        .set({ failures: 0, last_error: null })
        .where('id', '=', row.subscription_id)
        .execute();
      run.sent += 1;
    } else if (outcome.kind === 'gone') {
      await db.transaction().execute((trx) => deletePushSubscriptions(trx, [row.subscription_id]));
      run.gone += 1;
    } else {
      const giveUp = outcome.kind === 'give-up' || attempts >= MAX_ATTEMPTS;
      await mine(
        db.updateTable('push_outbox').set({
          attempts,
          last_error: outcome.error.slice(0, 500),
          next_attempt_at: new Date(now().getTime() + retryDelayMs(attempts)).toISOString(),
          gave_up_at: giveUp ? now().toISOString() : null,
          lease_until: null,
          leased_by: null,
        }),
      ).execute();
      await db
        .updateTable('push_subscription')
        .set((eb) => ({ failures: eb('failures', '+', 1), last_error: outcome.error.slice(0, 500) }))
        .where('id', '=', row.subscription_id)
        .execute();
      if (giveUp) run.gaveUp += 1;
      else run.failed += 1;
    }
  }
  return run;
}
