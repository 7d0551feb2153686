// Property-based fuzzing of every route through app.inject(): random methods, odd paths and ids, query
// strings (bad percent-encoding too), headers and bodies. Whatever a client sends, the server never
// answers 5xx, and every 4xx under /api is the one error shape. Pages are fuzzed too when the website
// is built (build/, as `npm start` and the browser tests make it). SQLite only: the point is the HTTP
// layer, and the same code runs on every database. FUZZ_RUNS=5000 searches longer.
import fc from 'fast-check';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorResponse } from '../shared/contract/common.ts';
import type { TestApp } from './test-support/test-app.ts';
import { createSeededWebsiteApp, endpointsOf, websiteBuilt } from './test-support/seeded-website-app.ts';
import { createStaff } from './test-support/staff.ts';
import { strictly } from './test-support/strictly.ts';

const sqliteOnly = process.env.TEST_DB !== undefined && process.env.TEST_DB !== 'sqlite';

/** Text a client might put anywhere: plain, numeric, Devanagari, control characters, encodings. */
const oddText = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.integer({ min: -5, max: 1e12 }).map(String),
  fc.constantFrom(
    '',
    '0',
    '1',
    '-1',
    '1.5',
    '1e3',
    '9007199254740993',
    'NaN',
    '%',
    '%zz',
    '%E0%A4',
    '%00',
    '%c0%ae',
    '..',
    '../..',
    'नेपाली',
    '२०८१',
    '\u0000',
    '\u202e',
    ' ',
    '[]',
    '{}',
    'true',
    'null',
    'a'.repeat(300),
  ),
);

/** A path segment written raw (unencoded), so bad percent-encoding and reserved characters reach the server. */
const segment = oddText.map((text) => text.replace(/[/?#]/g, ''));

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'] as const;

const CONTENT_TYPES = [
  'application/json',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'multipart/form-data',
  'text/plain',
  'application/octet-stream',
  'image/png',
  'garbage',
  ';;;',
];

interface Route {
  method: string;
  template: string;
}

function fillTemplate(template: string, values: string[]): string {
  let index = 0;
  return template.replace(/:\w+|\{\w+\}/g, () => values[index++ % values.length] ?? '1');
}

function requestArbitrary(routes: Route[], pageTemplates: string[]) {
  const known = fc.constantFrom(...routes);
  const page = pageTemplates.length ? fc.constantFrom(...pageTemplates) : fc.constant('/');
  const path = fc.oneof(
    {
      weight: 6,
      arbitrary: fc
        .tuple(known, fc.array(segment, { minLength: 1, maxLength: 3 }))
        .map(([r, v]) => fillTemplate(r.template, v)),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(page, fc.array(segment, { minLength: 1, maxLength: 2 }))
        .map(([t, v]) => fillTemplate(t, v)),
    },
    { weight: 2, arbitrary: fc.array(segment, { maxLength: 4 }).map((parts) => `/api/${parts.join('/')}`) },
    { weight: 1, arbitrary: fc.array(segment, { maxLength: 4 }).map((parts) => `/${parts.join('/')}`) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '//api/health',
        '/api//notices',
        '/api/notices/',
        '/api/%',
        '/%',
        '/notice/%zz',
        '/api/notices/%E0%A4%A',
        '/uploads/%2e%2e/x',
        '/uploads/..%2f..%2fetc',
        '/api/openapi.json',
      ),
    },
  );
  const queryKey = fc.oneof(
    fc.constantFrom(
      'page',
      'per_page',
      'lng',
      'q',
      'year',
      'month',
      'branch',
      'id',
      'search',
      'type',
      'from',
      'to',
      'category',
      'limit',
    ),
    segment,
  );
  const query = fc
    .array(fc.tuple(queryKey, segment), { maxLength: 4 })
    .map((pairs) => (pairs.length ? `?${pairs.map(([key, value]) => `${key}=${value}`).join('&')}` : ''));
  const headers = fc.record(
    {
      'accept-language': oddText,
      cookie: oddText.map((value) => `lng=${value}`),
      'content-type': fc.constantFrom(...CONTENT_TYPES),
      accept: fc.constantFrom('*/*', 'application/json', 'text/html', 'text/calendar', ''),
      'x-forwarded-for': oddText,
      'if-none-match': oddText,
      range: fc.constantFrom('bytes=0-1', 'bytes=-5', 'bytes=9-1', 'bytes=x'),
    },
    { requiredKeys: [] },
  );
  const body = fc.option(
    fc.oneof(
      oddText,
      fc.json(),
      fc
        .dictionary(fc.string({ maxLength: 8 }), oddText, { maxKeys: 5 })
        .map((fields) => new URLSearchParams(fields).toString()),
      fc.constant(
        '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc\r\n--x--\r\n',
      ),
    ),
    { nil: undefined },
  );
  const method = fc.oneof(
    { weight: 3, arbitrary: known.map((route) => route.method) },
    { weight: 2, arbitrary: fc.constantFrom(...METHODS) },
  );
  return fc.record({ method, path, query, headers, body });
}

type FuzzRequest = ReturnType<typeof requestArbitrary> extends fc.Arbitrary<infer T> ? T : never;

/**
 * A header value as it arrives over HTTP: Node's parser refuses control characters (400 before any
 * route runs) and reads the bytes as Latin-1. inject() would pass any string on as it is.
 */
const asReceived = (value: string) =>
  // eslint-disable-next-line no-control-regex -- the characters HTTP forbids in a header value
  Buffer.from(value.replace(/[\u0000-\u0008\u000a-\u001f\u007f]/g, ''), 'utf8').toString('latin1');

/** `//host/...` targets are not paths (the server refuses them); `new URL` may not even parse them. */
function isApiTarget(url: string): boolean {
  try {
    return new URL(url, 'http://localhost').pathname.startsWith('/api');
  } catch {
    return false;
  }
}

async function checkRequest(app: FastifyInstance, request: FuzzRequest): Promise<void> {
  const url = `${request.path}${request.query}`;
  const headers = Object.fromEntries(
    Object.entries(request.headers).map(([name, value]) => [name, asReceived(value)]),
  );
  const options: InjectOptions = {
    method: request.method as InjectOptions['method'],
    url,
    headers,
    ...(request.body !== undefined && !['GET', 'HEAD'].includes(request.method)
      ? { payload: request.body }
      : {}),
  };
  // inject() parses the target as a WHATWG URL, which some raw targets a socket can send are not
  // (`/\`: a host-relative URL with an empty host). The server refuses those before routing
  // (plugins/http-hygiene.ts, tested over a socket); here they cannot be sent at all.
  if (!URL.canParse(url, 'http://localhost')) return;
  const res = await app.inject(options);
  const what = `${request.method} ${url} ${JSON.stringify(headers)} → ${res.statusCode} ${res.body.slice(0, 300)}`;
  expect(res.statusCode, what).toBeLessThan(500);
  // inject() resolves `..` and `.` as a browser would; the error-shape promise is about /api.
  const api = isApiTarget(url);
  if (api && res.statusCode >= 400 && request.method !== 'HEAD') {
    const parsed = strictly(errorResponse).safeParse(res.json());
    expect(parsed.success, what).toBe(true);
    expect(parsed.data?.status, what).toBe(res.statusCode);
  }
}

describe.skipIf(sqliteOnly)('fuzzing every route', () => {
  let t: TestApp;
  let app: FastifyInstance;
  let routes: Route[];
  const pageTemplates = [
    '/',
    '/notice',
    '/articles',
    '/vacancy',
    '/result',
    '/syllabus',
    '/law-and-enforcement/:id',
    '/contact',
    '/complaint',
    '/calendar',
    '/about',
    '/gallery',
    '/cultural-heritage',
    '/branches/:id',
    '/festivals/:id',
    '/festivals/details/:id',
  ];

  beforeAll(async () => {
    t = await createSeededWebsiteApp();
    app = t.app;
    // Both documents: the public one, and the staff one (served to signed-in staff only).
    const editor = await createStaff(t, 'editor');
    const documents = [
      (await app.inject('/api/openapi.json')).json(),
      (await app.inject({ url: '/api/admin/openapi.json', headers: { cookie: editor.cookie } })).json(),
    ] as { paths: Record<string, Record<string, unknown>> }[];
    routes = documents.flatMap((document) =>
      endpointsOf(document).map(({ method, path }) => ({ method, template: path })),
    );
  });
  afterAll(() => t?.close());

  it('never answers 5xx; every /api 4xx is the error shape', { timeout: 60_000 }, async () => {
    expect(routes.length).toBeGreaterThan(20);
    expect(routes.filter((route) => route.template.startsWith('/api/admin/')).length).toBeGreaterThan(40);
    await fc.assert(
      fc.asyncProperty(requestArbitrary(routes, websiteBuilt ? pageTemplates : []), (request) =>
        checkRequest(app, request),
      ),
      { numRuns: Number(process.env.FUZZ_RUNS) || (websiteBuilt ? 250 : 400) },
    );
  });
});
