// Scheduled jobs that must run once per period whichever server is up, and however many are: each
// server wakes at every period, and the one that inserts the (job, slot) row into job_run runs it; the
// others find the row taken and skip. The database decides (a primary key), so it holds on SQLite and on
// PostgreSQL, with or without Redis. A server that dies mid-run leaves the slot taken: the next period
// runs the job again (each job here is safe to run late).
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** This process, in the job_run rows it claims. */
const SERVER_ID = `${process.pid}-${randomUUID().slice(0, 8)}`;

export interface ScheduledJob {
  name: string;
  everyMs: number;
  run: () => Promise<unknown>;
}

/** The period a moment falls in, e.g. `2026-11-26T07:00:00.000Z` for an hourly job. */
function slotOf(job: Pick<ScheduledJob, 'everyMs'>, now: number): string {
  return new Date(Math.floor(now / job.everyMs) * job.everyMs).toISOString();
}

/** Claims the job's slot; true when this server got it (and so runs the job). */
async function claimSlot(
  db: Kysely<Database>,
  job: string,
  slot: string,
  server = SERVER_ID,
): Promise<boolean> {
  const inserted = await db
    .insertInto('job_run')
    .values({ job, slot, server, started_at: new Date().toISOString() })
    .onConflict((conflict) => conflict.columns(['job', 'slot']).doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1;
}

/**
 * How long a job's claimed slots are kept: long enough that no server still wakes for one (a slot is only
 * ever claimed in its own period), short enough that a 15-minute job does not grow the table by 96 rows a
 * day for ever. A week also leaves the recent runs to look at when something went wrong.
 */
export const JOB_RUN_KEPT_MS = 7 * 86_400_000;

/** Runs the job for the slot `now` falls in, if no server has: true when it ran here. */
export async function runOnce(db: Kysely<Database>, job: ScheduledJob, now = Date.now(), server = SERVER_ID) {
  if (!(await claimSlot(db, job.name, slotOf(job, now), server))) return false;
  // Only the server that won the slot prunes, once per period. Slots are ISO times: text order is time order.
  const oldest = slotOf(job, now - Math.max(JOB_RUN_KEPT_MS, 2 * job.everyMs));
  await db.deleteFrom('job_run').where('job', '=', job.name).where('slot', '<', oldest).execute();
  await job.run();
  return true;
}

/** Wakes every period (and once at start) for each job; stops with the returned function. */
export function startSchedule(
  db: Kysely<Database>,
  jobs: ScheduledJob[],
  onError: (job: string, error: unknown) => void,
): () => void {
  const timers = jobs.map((job) => {
    const tick = () => void runOnce(db, job).catch((error: unknown) => onError(job.name, error));
    tick();
    const timer = setInterval(tick, Math.min(job.everyMs, 60_000));
    timer.unref();
    return timer;
  });
  return () => timers.forEach((timer) => clearInterval(timer));
}
