// A scheduled job's claimed slots are pruned, or a 15-minute job grows job_run by 96 rows a day for ever.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { JOB_RUN_KEPT_MS, runOnce, type ScheduledJob } from './run-once.ts';

describe('runOnce', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const slots = (job: string) =>
    t.db.selectFrom('job_run').select('slot').where('job', '=', job).orderBy('slot').execute();

  it('keeps a week of a job’s slots and deletes older ones, of that job only', async () => {
    let runs = 0;
    const job: ScheduledJob = {
      name: `prune-${randomUUID()}`,
      everyMs: 15 * 60_000,
      run: async () => void runs++,
    };
    const other: ScheduledJob = { ...job, name: `other-${randomUUID()}` };
    const now = Math.floor(Date.now() / job.everyMs) * job.everyMs;
    const old = now - JOB_RUN_KEPT_MS - job.everyMs;
    // Two runs more than a week ago, of this job and another.
    expect(await runOnce(t.db, job, old, 'a')).toBe(true);
    expect(await runOnce(t.db, other, old, 'a')).toBe(true);
    expect(await runOnce(t.db, job, now - JOB_RUN_KEPT_MS + job.everyMs, 'a')).toBe(true);
    expect((await slots(job.name)).length).toBe(2);
    // Today's run removes this job's old slot and keeps the one inside the week.
    expect(await runOnce(t.db, job, now, 'a')).toBe(true);
    expect(runs).toBe(4);
    expect((await slots(job.name)).map((row) => row.slot)).toEqual([
      new Date(now - JOB_RUN_KEPT_MS + job.everyMs).toISOString(),
      new Date(now).toISOString(),
    ]);
    expect((await slots(other.name)).length).toBe(1);
    // The slot just run stays claimed: a second server in the same period still skips it.
    expect(await runOnce(t.db, job, now + 1000, 'b')).toBe(false);
  });
});
