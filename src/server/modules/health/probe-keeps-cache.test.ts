// Issue 24: a load balancer's readiness probe every 2 s emptied every server's response cache, because
// its write probe was recorded as a content write. The probe writes to a private table, which has no
// content_version trigger: a thousand probes on two servers leave every stored answer in place.
import type { FastifyInstance } from 'fastify';
import { expect, it, onTestFinished } from 'vitest';
import { sharedDatabase } from '#server/test-support/shared-database.ts';

const STORED = ['/api/notices?page=1', '/api/base/services', '/api/base/settings', '/api/events/festivals'];
const PROBES = 1000;

it('a thousand readiness probes on two servers leave the stored answers in place', async () => {
  const shared = await sharedDatabase({ CACHE_POLL_MS: '100' });
  onTestFinished(() => shared.close());
  const apps = shared.apps as [FastifyInstance, FastifyInstance];
  const origins = await Promise.all(apps.map((app) => app.listen({ port: 0, host: '127.0.0.1' })));
  for (const origin of origins) {
    for (const path of STORED) expect((await fetch(`${origin}${path}`)).status, path).toBe(200);
  }
  await Promise.all(apps.map((app) => app.contentVersions.poll()));
  const before = apps.map((app) => ({
    size: app.responseStore.size,
    generation: app.responseStore.generation,
  }));
  expect(before.every(({ size }) => size >= STORED.length)).toBe(true);
  const versions = await shared.db.selectFrom('content_version').selectAll().orderBy('table_name').execute();

  // Ten probes at a time, alternating servers, while each server polls every 100 ms.
  for (let sent = 0; sent < PROBES; sent += 10) {
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) => fetch(`${origins[(sent + index) % 2]}/api/health/ready`)),
    );
    for (const answer of answers) expect(answer.status).toBe(200);
  }
  await Promise.all(apps.map((app) => app.contentVersions.poll()));

  expect(await shared.db.selectFrom('content_version').selectAll().orderBy('table_name').execute()).toEqual(
    versions,
  );
  for (const [index, app] of apps.entries()) {
    expect({ size: app.responseStore.size, generation: app.responseStore.generation }).toEqual(before[index]);
    const hits = app.responseStore.hits;
    for (const path of STORED) await fetch(`${origins[index]}${path}`);
    expect(app.responseStore.hits).toBe(hits + STORED.length);
  }
});
