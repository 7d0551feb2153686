// The website's HTTP layer against the real server and build, over fetch and raw sockets (no
// browser): form bodies read within the page's limit (chunked or not), answers sent before a body
// was read close the connection, request targets that are not a path on this host, what a refused
// form echoes back, and the Vary and Cache-Control of pages.
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { translate } from '#shared/i18n/index.ts';
import { rawBurst, rawExchange, type RawResponse } from '#server/test-support/raw-http.ts';
import { RESULTS_DIR } from './support/paths.ts';
import { startServer } from './support/server.ts';
import { testServer } from './support/test-server.ts';

const baseUrl = () => testServer().baseUrl;
const port = () => Number(new URL(baseUrl()).port);
const chunked = (text: string) => `${Buffer.byteLength(text).toString(16)}\r\n${text}\r\n`;

describe('form bodies', () => {
  it('refuses a chunked form post over the page limit with 413 before reading it all', async () => {
    const head =
      'POST /contact HTTP/1.1\r\nHost: localhost\r\nTransfer-Encoding: chunked\r\n' +
      'Content-Type: application/x-www-form-urlencoded\r\n\r\n';
    // 4 MB of body against the contact page's 256 KB.
    const piece = chunked('a'.repeat(64 * 1024));
    const { responses, closedByServer } = await rawExchange(port(), [head, ...Array(64).fill(piece)], {
      quietMs: 5000,
    });
    expect(responses.map((response) => response.status)).toEqual([413]);
    expect(responses[0]!.headers['content-type']).toContain('text/html');
    expect(responses[0]!.headers.connection).toBe('close');
    expect(responses[0]!.body).toContain(translate('ne', 'api.request_too_large'));
    expect(closedByServer).toBe(true);
  });

  it('echoes back at most a capped amount of what a refused form sent', async () => {
    const form = new URLSearchParams({ name: 'Ram', title: 'x'.repeat(1_000_000), lng: 'en' });
    const response = await fetch(new URL('/complaint', baseUrl()), { method: 'POST', body: form });
    expect(response.status).toBe(400);
    const html = await response.text();
    // The page itself is ~100 KB; the echoed title is capped at 5000 characters (twice: HTML and data).
    expect(html.length).toBeLessThan(300_000);
  });

  it('closes the connection after a 405 to a page without a form, never stalling the next request', async () => {
    // A whole body, larger than stream buffers hold: nothing reads it.
    const body = `hello=${'a'.repeat(1_000_000)}`;
    const post =
      'POST /about HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/x-www-form-urlencoded\r\n' +
      `Content-Length: ${body.length}\r\n\r\n${body}`;
    const next = 'GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n';
    const { responses, closedByServer } = await rawExchange(port(), [post + next], {
      expectResponses: 2,
      quietMs: 5000,
    });
    expect(responses[0]?.status).toBe(405);
    // Either the next request is answered on the same connection, or the server closed it.
    expect(responses.length === 2 || closedByServer).toBe(true);
    if (responses.length === 2) expect(responses[1]!.status).toBe(200);
  });

  it('closes the connection after a 405 whose body never fully arrives', async () => {
    const post =
      'POST /about HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/x-www-form-urlencoded\r\n' +
      'Content-Length: 100000\r\n\r\nhello=world';
    const { responses, closedByServer } = await rawExchange(port(), [post], { quietMs: 5000 });
    expect(responses.map((response) => response.status)).toEqual([405]);
    expect(responses[0]!.headers.connection).toBe('close');
    expect(closedByServer).toBe(true);
  });
});

describe('request targets', () => {
  it('answers TRACE on a page with 405 and the methods a page takes', async () => {
    const { responses } = await rawExchange(port(), ['TRACE / HTTP/1.1\r\nHost: localhost\r\n\r\n'], {
      expectResponses: 1,
    });
    expect(responses[0]?.status).toBe(405);
    expect(responses[0]!.headers.allow).toBe('GET, HEAD, POST');
    expect(responses[0]!.body).toContain(translate('ne', 'http.method_not_allowed'));
  });

  it.each([
    ['a path starting with //', 'GET //evil.example/notice HTTP/1.1\r\nHost: localhost\r\n\r\n'],
    ['an absolute-form target', 'GET http://evil.example/notice HTTP/1.1\r\nHost: evil.example\r\n\r\n'],
    ['HTTP/1.0 without Host', 'GET / HTTP/1.0\r\n\r\n'],
    ['a bad Host', 'GET /notice HTTP/1.1\r\nHost: evil.example/x\r\n\r\n'],
  ])('answers %s with 400, never a page for another host', async (_case, request) => {
    const { responses } = await rawExchange(port(), [request], { expectResponses: 1 });
    expect(responses[0]?.status).toBe(400);
    expect(responses[0]!.body).not.toContain('evil.example');
  });
});

describe('caching headers of pages', () => {
  it('pages vary by cookie and language; the same for everyone, they are public and served again', async () => {
    const response = await fetch(new URL('/notice', baseUrl()));
    expect(response.status).toBe(200);
    const vary = (response.headers.get('vary') ?? '').toLowerCase();
    expect(vary).toContain('cookie');
    expect(vary).toContain('accept-language');
    expect(response.headers.get('cache-control')).toBe(
      'public, max-age=0, s-maxage=60, stale-while-revalidate=300',
    );
    const again = await fetch(new URL('/notice', baseUrl()), {
      headers: { 'if-none-match': response.headers.get('etag')! },
    });
    expect(again.status).toBe(304);
  });

  it('HEAD answers pages and API reads with the headers of GET and no body, stored or not', async () => {
    const paths = ['/', '/notice', '/calendar', '/about', '/contact', '/no-such-page', '/api/notices?page=2'];
    const identity = { 'accept-encoding': 'identity' };
    for (const path of paths) {
      // The first HEAD comes before any GET (not stored yet), the last after two (stored).
      const firstHead = await fetch(new URL(path, baseUrl()), { method: 'HEAD', headers: identity });
      const get = await fetch(new URL(path, baseUrl()), { headers: identity });
      const body = Buffer.from(await get.arrayBuffer());
      await fetch(new URL(path, baseUrl()), { headers: identity });
      const storedHead = await fetch(new URL(path, baseUrl()), { method: 'HEAD', headers: identity });
      for (const head of [firstHead, storedHead]) {
        expect(head.status, path).toBe(get.status);
        expect(head.headers.get('content-type'), path).toBe(get.headers.get('content-type'));
        expect(head.headers.get('content-length'), path).toBe(String(body.length));
        expect((await head.arrayBuffer()).byteLength, path).toBe(0);
        if (get.status === 200) expect(head.headers.get('etag'), path).toBe(get.headers.get('etag'));
      }
    }
  });

  it('a page that sets a cookie (a language link) is private', async () => {
    const response = await fetch(new URL('/notice?lng=en', baseUrl()));
    expect(response.headers.get('set-cookie')).toContain('lng=en');
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
  });
});

describe('under load', () => {
  it('answers a page request beyond the render queue 503, in HTML, with Retry-After', async () => {
    const server = await startServer({
      logFile: join(RESULTS_DIR, 'e2e-http-limits-busy-server.log'),
      template: inject('seedTemplate'),
      // The queue guards renders; with the response cache on, one page would be rendered once.
      env: {
        RATE_LIMIT_GENERAL_MAX: '100000',
        RENDER_CONCURRENCY: '1',
        RENDER_QUEUE_MAX: '1',
        RESPONSE_CACHE_MB: '0',
      },
    });
    try {
      // Bursts of 30 page requests sent together: one renders, one waits, the others are refused. A busy
      // machine can read a burst's connections one render apart, so up to five bursts, until a refusal.
      const port = Number(new URL(server.baseUrl).port);
      const request = 'GET /notice HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n';
      let busy: RawResponse | undefined;
      for (let burst = 0; burst < 5 && !busy; burst++) {
        const answers = await rawBurst(port, request, 30);
        expect(answers.every((answer) => answer.status === 200 || answer.status === 503)).toBe(true);
        busy = answers.find((answer) => answer.status === 503);
      }
      expect(busy, 'a refused request in five bursts').toBeDefined();
      expect(busy!.headers['retry-after']).toBe('5');
      expect(busy!.headers['content-type']).toContain('text/html');
      expect(busy!.body).toContain(translate('ne', 'http.busy'));
      expect((await fetch(new URL('/api/health', server.baseUrl))).status).toBe(200);
    } finally {
      await server.stop();
    }
  });

  it('counts a page view once against the rate limit, and answers a limited page in HTML', async () => {
    const server = await startServer({
      logFile: join(RESULTS_DIR, 'e2e-http-limits-server.log'),
      template: inject('seedTemplate'),
      // A stored page costs less than counting it, and is not counted (ADR 024): renders are.
      env: { RATE_LIMIT_GENERAL_MAX: '40', RESPONSE_CACHE_MB: '0' },
    });
    try {
      const page = (headers: Record<string, string> = {}) =>
        fetch(new URL('/notice', server.baseUrl), { headers });
      // 30 page views of 40 a minute all render (each makes ~10 API calls in-process, which do not
      // count), then the limit is reached within the next 11.
      const statuses = [];
      for (let i = 0; i < 30; i++) statuses.push((await page()).status);
      expect(statuses.every((status) => status === 200)).toBe(true);

      let limited: Response | null = null;
      for (let i = 0; i < 11 && !limited; i++) {
        const response = await page({ 'accept-language': 'en' });
        if (response.status === 429) limited = response;
      }
      expect(limited).not.toBeNull();
      expect(limited!.headers.get('content-type')).toContain('text/html');
      expect(Number(limited!.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await limited!.text()).toContain(translate('en', 'api.too_many_requests'));
      const nepali = await page();
      expect(nepali.status).toBe(429);
      expect(await nepali.text()).toContain(translate('ne', 'api.too_many_requests'));
    } finally {
      await server.stop();
    }
  });
});
