// Issue 23, item 2: the staff area under every spelling of its addresses that the router still routes to
// it (doubled slashes, escaped letters, a trailing slash, another case, `%2F`). The endpoints come from
// the staff OpenAPI document and the pages from the website's route table, so a new one is fuzzed
// without being listed here. For every spelling of every write, signed in as an administrator:
// - from a foreign Origin (or Referer, or neither): 403, never 2xx;
// - from this site, in another spelling than the canonical one: refused (400), never run;
// and every answer of a staff spelling carries no-store and noindex; a read in another spelling is sent
// to the canonical address (308). With the website built (build/), pages answer for real.
import fc from 'fast-check';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawExchange } from '../test-support/raw-http.ts';
import { createStaff, type TestStaff } from '../test-support/staff.ts';
import type { TestApp } from '../test-support/test-app.ts';
import { createSeededWebsiteApp, endpointsOf } from '../test-support/seeded-website-app.ts';
import {
  adminPagePaths,
  change,
  fill,
  foreignSources,
  respell,
  type Endpoint,
} from '../test-support/path-spellings.ts';
import { canonicalStaffTarget } from './routed-path.ts';

const RUNS = Number(process.env.FUZZ_RUNS) || 150;

function expectPrivate(headers: Record<string, unknown>, what: string): void {
  expect(headers['cache-control'], what).toBe('no-store');
  expect(headers['x-robots-tag'], what).toBe('noindex, nofollow');
}

describe('staff addresses under every spelling', () => {
  let app: FastifyInstance;
  let t: TestApp;
  let admin: TestStaff;
  let target: TestStaff;
  let apiWrites: Endpoint[];
  let apiReads: Endpoint[];

  beforeAll(async () => {
    t = await createSeededWebsiteApp();
    app = t.app;
    admin = await createStaff(t, 'admin');
    target = await createStaff(t, 'editor');
    const document = (
      await app.inject({ url: '/api/admin/openapi.json', headers: { cookie: admin.cookie } })
    ).json() as { paths: Record<string, Record<string, unknown>> };
    const endpoints = endpointsOf(document);
    apiWrites = endpoints.filter((endpoint) => endpoint.method !== 'GET');
    apiReads = endpoints.filter((endpoint) => endpoint.method === 'GET');
  }, 240_000);
  afterAll(() => t?.close());

  const inject = (options: InjectOptions) => app.inject(options);

  it('takes every staff endpoint and page from the OpenAPI document and the route table', () => {
    expect(apiWrites.length).toBeGreaterThan(40);
    expect(apiWrites).toContainEqual({ method: 'POST', path: '/api/admin/users/{id}/password-link' });
    expect(apiReads.length).toBeGreaterThan(10);
    expect(adminPagePaths()).toEqual(expect.arrayContaining(['/admin', '/admin/users', '/admin/:kind/:id']));
  });

  it('refuses the audit reproductions from a foreign Origin (403, no-store)', async () => {
    for (const spelling of ['/api//admin', '/api/%61dmin', '/api/admin/']) {
      const path = `${spelling}/users/${target.id}/password-link`.replace('admin//', 'admin/');
      const res = await inject({
        method: 'POST',
        url: path,
        headers: { cookie: admin.cookie, origin: 'http://localhost:4000' },
      });
      expect(res.statusCode, path).toBe(403);
      expectPrivate(res.headers, path);
    }
  });

  it(
    'answers 403 to a cross-site write of any spelling of any staff API endpoint',
    { timeout: 120_000 },
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...apiWrites),
          fc.array(change, { maxLength: 4 }),
          foreignSources(t.config.PUBLIC_URL),
          async (endpoint, changes, source) => {
            const url = respell(fill(endpoint.path, target.id), changes);
            const res = await inject({
              method: endpoint.method as InjectOptions['method'],
              url,
              headers: { cookie: admin.cookie, ...source, 'content-type': 'application/json' },
              payload: '{}',
            });
            const what = `${endpoint.method} ${url} ${JSON.stringify(source)} → ${res.statusCode}`;
            expect(res.statusCode, what).toBe(403);
            expectPrivate(res.headers, what);
          },
        ),
        { numRuns: RUNS },
      );
    },
  );

  it('never runs a same-site write spelled otherwise than canonically', { timeout: 120_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...apiWrites),
        fc.array(change, { minLength: 1, maxLength: 4 }),
        async (endpoint, changes) => {
          const canonical = fill(endpoint.path, target.id);
          const url = respell(canonical, changes);
          fc.pre(url !== canonical);
          const res = await inject({
            method: endpoint.method as InjectOptions['method'],
            url,
            headers: {
              cookie: admin.cookie,
              origin: t.config.PUBLIC_URL,
              'content-type': 'application/json',
            },
            payload: '{}',
          });
          const what = `${endpoint.method} ${url} → ${res.statusCode} ${res.body.slice(0, 200)}`;
          // 400 for a spelling with a canonical form; another refusal (404, 405) when the router takes
          // it for no staff route at all (`%2F` is not a slash to it).
          expect(res.statusCode, what).toBeGreaterThanOrEqual(400);
          expect(res.statusCode, what).toBeLessThan(500);
          if (canonicalStaffTarget(url) !== null) expect(res.statusCode, what).toBe(400);
          expectPrivate(res.headers, what);
        },
      ),
      { numRuns: RUNS },
    );
    // The administrator was signed out by no DELETE /api/admin/session that got through.
    const me = await inject({ url: '/api/admin/me', headers: { cookie: admin.cookie } });
    expect(me.statusCode).toBe(200);
  });

  it(
    'sends a staff API read in another spelling to the canonical address, never storable',
    { timeout: 120_000 },
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...apiReads),
          fc.array(change, { maxLength: 3 }),
          fc.boolean(),
          async (endpoint, changes, signedIn) => {
            const canonical = fill(endpoint.path, target.id);
            const url = respell(canonical, changes);
            const res = await inject({ url, headers: signedIn ? { cookie: admin.cookie } : {} });
            const what = `GET ${url} → ${res.statusCode}`;
            expectPrivate(res.headers, what);
            expect(res.statusCode, what).not.toBeGreaterThanOrEqual(500);
            const redirect = canonicalStaffTarget(url);
            if (redirect !== null) {
              expect(res.statusCode, what).toBe(308);
              expect(res.headers.location, what).toBe(redirect);
              // The canonical spelling of what the fuzzer spelled, `%2F` aside (the router reads no `/` there).
              if (!url.toLowerCase().includes('%2f')) expect(redirect, what).toBe(canonical);
            }
          },
        ),
        { numRuns: RUNS },
      );
    },
  );

  it(
    'does the same for the staff pages: 403 across sites, 308 to the canonical address',
    { timeout: 120_000 },
    async () => {
      const pages = adminPagePaths();
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...pages),
          fc.array(change, { maxLength: 4 }),
          fc.constantFrom('', '.data'),
          foreignSources(t.config.PUBLIC_URL),
          async (page, changes, suffix, source) => {
            const canonical = `${fill(page, target.id)}${suffix}`;
            const url = respell(canonical, changes);
            const post = await inject({
              method: 'POST',
              url,
              headers: {
                cookie: admin.cookie,
                ...source,
                'content-type': 'application/x-www-form-urlencoded',
              },
              payload: 'intent=x',
            });
            const what = `POST ${url} ${JSON.stringify(source)} → ${post.statusCode}`;
            expect(post.statusCode, what).toBe(403);
            expectPrivate(post.headers, what);

            const get = await inject({ url, headers: { cookie: admin.cookie } });
            const read = `GET ${url} → ${get.statusCode}`;
            expectPrivate(get.headers, read);
            expect(get.statusCode, read).toBeLessThan(500);
            const redirect = canonicalStaffTarget(url);
            if (redirect !== null) {
              expect(get.statusCode, read).toBe(308);
              if (!url.toLowerCase().includes('%2f')) expect(get.headers.location, read).toBe(canonical);
            }
          },
        ),
        { numRuns: RUNS },
      );
    },
  );

  it('gives the same answers over a socket, where the target reaches the router byte for byte', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const port = (app.server.address() as AddressInfo).port;
    const send = async (method: string, target: string, headers: string) => {
      const request = `${method} ${target} HTTP/1.1\r\nHost: localhost\r\nCookie: ${admin.cookie}\r\n${headers}Content-Length: 0\r\nConnection: close\r\n\r\n`;
      const { responses } = await rawExchange(port, [request], { expectResponses: 1 });
      return responses[0]!;
    };
    const link = `/users/${target.id}/password-link`;
    for (const spelling of [
      `/api//admin${link}`,
      `/api/%61dmin${link}`,
      `/api/admin${link}/`,
      `/api/admin${link}#x`,
      `/api/admin/./users/${target.id}/password-link`,
      `/%61dmin/users`,
      '/admin//users',
    ]) {
      const answer = await send('POST', spelling, 'Origin: http://localhost:4000\r\n');
      expect(answer.status, spelling).toBe(403);
      expectPrivate(answer.headers, spelling);
    }
    const read = await send('GET', '/api//admin/me', '');
    expect(read.status).toBe(308);
    expect(read.headers.location).toBe('/api/admin/me');
    expectPrivate(read.headers, 'GET /api//admin/me');
  });
});
