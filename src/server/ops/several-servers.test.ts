// Two app servers on one database and one Redis (docs/operations.md, "Scale out"): a visitor's write
// limit holds across both, a staff edit on one shows on the other, and an hourly job runs once.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runOnce, type ScheduledJob } from '../jobs/run-once.ts';
import { multipart } from '../test-support/multipart.ts';
import { sharedDatabase } from '../test-support/shared-database.ts';
import { createStaff, staffHeaders } from '../test-support/staff.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const prefix = `sampada-test-${randomUUID()}:`;
const WRITE_MAX = 3;

describe('several servers', () => {
  let shared: Awaited<ReturnType<typeof sharedDatabase>>;
  let origins: string[];
  let redis: Redis;

  beforeAll(async () => {
    shared = await sharedDatabase({
      REDIS_URL,
      REDIS_PREFIX: prefix,
      RATE_LIMIT_WRITE_MAX: String(WRITE_MAX),
      PUBLIC_URL: 'http://localhost:3000',
    });
    origins = await Promise.all(shared.apps.map((app) => app.listen({ port: 0, host: '127.0.0.1' })));
    redis = new Redis(REDIS_URL);
  });
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
    await shared.close();
  });

  it('count one visitor’s writes together', async () => {
    const category = await shared.db.selectFrom('contact_category').select('id').executeTakeFirstOrThrow();
    const send = async (origin: string) => {
      const { payload, headers } = await multipart({
        full_name: 'Sita Sharma',
        email: 'sita@example.org',
        phone: '9841234567',
        category: String(category.id),
        message: 'When does the chariot festival start?',
      });
      const res = await fetch(`${origin}/api/base/contact-us/`, {
        method: 'POST',
        body: new Uint8Array(payload),
        headers,
      });
      return res.status;
    };
    const [a, b] = origins as [string, string];
    expect([await send(a), await send(b), await send(a)]).toEqual([201, 201, 201]);
    // The limit is 3 per address: reached on A and B together, so both refuse the fourth.
    expect(await send(b)).toBe(429);
    expect(await send(a)).toBe(429);
    expect((await redis.keys(`${prefix}rate-limit:*`)).length).toBeGreaterThan(0);
  });

  it('show a staff edit made on one on the other', async () => {
    const b = shared.apps[1] as FastifyInstance;
    const ids = async () =>
      (
        (await (await fetch(`${origins[0]}/api/base/services`)).json()) as { data: { id: number }[] }
      ).data.map((service) => service.id);
    const shown = await ids();
    expect(await ids()).toEqual(shown);
    const t = {
      app: b,
      db: shared.dbs[1]!,
      config: { PUBLIC_URL: 'http://localhost:3000' },
    } as unknown as TestApp;
    const staff = await createStaff(t, 'editor');
    const trashed = await fetch(`${origins[1]}/api/admin/services/${shown[0]}`, {
      method: 'DELETE',
      headers: staffHeaders(t, staff.cookie),
    });
    expect(trashed.status).toBe(200);
    const deadline = Date.now() + 5000;
    while ((await ids()).includes(shown[0]!)) {
      expect(Date.now()).toBeLessThan(deadline);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });

  it('run a scheduled job once per period, whichever wakes first', async () => {
    let runs = 0;
    const job: ScheduledJob = {
      name: `test-job-${randomUUID()}`,
      everyMs: 60 * 60_000,
      run: async () => {
        runs += 1;
      },
    };
    // The start of the current period: "later in the same hour" must not cross into the next one.
    const now = Math.floor(Date.now() / job.everyMs) * job.everyMs;
    const [dbA, dbB] = shared.dbs as [(typeof shared.dbs)[0], (typeof shared.dbs)[0]];
    const first = await Promise.all([runOnce(dbA, job, now, 'a'), runOnce(dbB, job, now, 'b')]);
    expect(first.filter(Boolean)).toHaveLength(1);
    expect(runs).toBe(1);
    // Later in the same hour: nobody runs it again. In the next hour: one server does.
    expect(await runOnce(dbB, job, now + 60_000 * 0.5, 'b')).toBe(false);
    const next = await Promise.all([
      runOnce(dbB, job, now + job.everyMs, 'b'),
      runOnce(dbA, job, now + job.everyMs, 'a'),
    ]);
    expect(next.filter(Boolean)).toHaveLength(1);
    expect(runs).toBe(2);
  });
});

describe('a server whose Redis is away', () => {
  it('starts and takes submissions (the limits are skipped, not the visitors)', async () => {
    const t = await createTestApp({ env: { REDIS_URL: 'redis://127.0.0.1:1', RATE_LIMIT_WRITE_MAX: '1' } });
    try {
      const category = await t.db.selectFrom('contact_category').select('id').executeTakeFirstOrThrow();
      for (let i = 0; i < 2; i += 1) {
        const { payload, headers } = await multipart({
          full_name: 'Sita Sharma',
          email: 'sita@example.org',
          phone: '9841234567',
          category: String(category.id),
          message: 'When does the chariot festival start?',
        });
        const res = await t.app.inject({ method: 'POST', url: '/api/base/contact-us/', payload, headers });
        expect(res.statusCode).toBe(201);
      }
      expect((await t.app.inject('/api/health/ready')).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
