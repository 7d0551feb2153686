// The HTTP layer under hostile or careless clients, over a real socket where inject() cannot show
// it: request targets that are not a path on this host, missing or bad Host headers, bodies
// answered unread, parser errors and timeouts in the API's one error shape, the multipart total
// cap, and the headers every answer carries (Permissions-Policy, CSP, Vary).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { translate } from '#shared/i18n/index.ts';
import { publicUploadDir } from '../plugins/uploads.ts';
import { openSocket, parseResponses, rawExchange } from '../test-support/raw-http.ts';
import { LINGER_QUIET_MS } from './lingering-close.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

const get = (target: string, headers = 'Host: localhost\r\n', version = '1.1') =>
  `GET ${target} HTTP/${version}\r\n${headers}\r\n`;

describe('HTTP layer', () => {
  let t: TestApp;
  let port: number;

  beforeAll(async () => {
    t = await createTestApp({ env: { HEADERS_TIMEOUT_SECONDS: '1', REQUEST_TIMEOUT_SECONDS: '2' } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  const badRequest = { status: 400, message: translate('ne', 'http.bad_request') };

  describe('request targets and Host', () => {
    it.each([
      ['a path starting with //', get('//evil.example/api/health')],
      ['a path starting with /\\', get('/\\evil.example/api/health')],
      ['an absolute-form target', get('http://evil.example/api/health', 'Host: evil.example\r\n')],
      ['the asterisk target', 'OPTIONS * HTTP/1.1\r\nHost: localhost\r\n\r\n'],
      ['HTTP/1.0 without Host', get('/api/health', '', '1.0')],
      ['a Host that is not a host name', get('/api/health', 'Host: evil.example/x@y\r\n')],
      ['an empty Host', get('/api/health', 'Host: \r\n')],
    ])('%s: 400 in the API error shape', async (_case, request) => {
      const { responses } = await rawExchange(port, [request], { expectResponses: 1 });
      expect(responses[0]?.status).toBe(400);
      expect(JSON.parse(responses[0]!.body)).toEqual(badRequest);
    });

    it('still serves a normal path, with or without a port in Host', async () => {
      for (const host of ['localhost', `127.0.0.1:${port}`, '[::1]:80', 'sampada.example.org']) {
        const { responses } = await rawExchange(port, [get('/api/health', `Host: ${host}\r\n`)], {
          expectResponses: 1,
        });
        expect(responses[0]?.status, host).toBe(200);
      }
    });
  });

  describe('answers sent before the body was read', () => {
    it('close the connection, so the unread body is never taken for the next request', async () => {
      // Over the API's 1 MB JSON limit by Content-Length: refused at once, the body never read.
      const head =
        'POST /api/base/contact-us HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
        'Content-Length: 5000000\r\n\r\n';
      const { responses, closedByServer } = await rawExchange(port, [head, 'x'.repeat(1000)], {
        quietMs: 2000,
      });
      expect(responses.map((response) => response.status)).toEqual([413]);
      expect(responses[0]!.headers.connection).toBe('close');
      expect(closedByServer).toBe(true);
    });

    it('reach a client that reads its answer only after sending its whole body', async () => {
      // Closed at once, the connection would be reset (unread body bytes), and the client's kernel would
      // drop the answer it had not handed over yet (lingering-close.ts).
      const socket = await openSocket(port);
      socket.on('error', () => {});
      socket.pause();
      socket.write(
        'POST /api/base/contact-us HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
          'Transfer-Encoding: chunked\r\n\r\n',
      );
      const piece = `10000\r\n${'x'.repeat(0x10000)}\r\n`;
      // 32 MB against the API's 1 MB, more than the kernels' buffers hold: still sending when refused.
      for (let i = 0; i < 512; i++) socket.write(piece);
      await new Promise((resolve) => setTimeout(resolve, LINGER_QUIET_MS + 1000));
      let received = '';
      await new Promise<void>((resolve) => {
        // Reset while sending: Node has destroyed the socket, and what the kernel held went with it.
        if (socket.destroyed) return resolve();
        socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
        socket.on('close', () => resolve());
        socket.resume();
      });
      expect(parseResponses(received).map((response) => response.status)).toEqual([413]);
    });

    it('keep the connection when the body was read whole', async () => {
      const body = '{}';
      const post =
        'POST /api/no-such-endpoint HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
        `Content-Length: ${body.length}\r\n\r\n${body}`;
      const { responses } = await rawExchange(port, [post + get('/api/health')], { expectResponses: 2 });
      expect(responses.map((response) => response.status)).toEqual([404, 200]);
    });
  });

  describe('errors of the HTTP parser', () => {
    it('answers a malformed request with 400 in the API error shape', async () => {
      const { responses } = await rawExchange(port, ['NOT HTTP AT ALL\r\n\r\n'], { expectResponses: 1 });
      expect(responses[0]?.status).toBe(400);
      expect(JSON.parse(responses[0]!.body)).toEqual(badRequest);
    });

    it('answers headers too large with 431 in the API error shape', async () => {
      const request = get('/api/health', `Host: localhost\r\nX-Big: ${'a'.repeat(20_000)}\r\n`);
      const { responses } = await rawExchange(port, [request], { expectResponses: 1 });
      expect(responses[0]?.status).toBe(431);
      expect(JSON.parse(responses[0]!.body)).toEqual({
        status: 431,
        message: translate('ne', 'http.headers_too_large'),
      });
    });

    it('answers headers that stall past HEADERS_TIMEOUT_SECONDS with 408 and closes', async () => {
      const started = Date.now();
      const { responses, closedByServer } = await rawExchange(port, ['GET /api/health HTTP/1.1\r\nHo'], {
        quietMs: 5000,
      });
      expect(responses[0]?.status).toBe(408);
      expect(JSON.parse(responses[0]!.body)).toEqual({
        status: 408,
        message: translate('ne', 'http.timeout'),
      });
      expect(closedByServer).toBe(true);
      expect(Date.now() - started).toBeLessThan(4000);
    });
  });

  it('answers a body that stalls past REQUEST_TIMEOUT_SECONDS with 408 and closes', async () => {
    const started = Date.now();
    const head =
      'POST /api/base/contact-us HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
      'Content-Length: 1000\r\n\r\n{"full_name":';
    const { responses, closedByServer } = await rawExchange(port, [head], { quietMs: 6000 });
    expect(responses[0]?.status).toBe(408);
    expect(closedByServer).toBe(true);
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('caps a multipart request as a whole, not only per part: 413 without reading it all', async () => {
    // An endless preamble holds no part at all, so busboy's per-part limits never apply.
    const boundary = 'x-boundary';
    const head =
      'POST /api/base/complaints HTTP/1.1\r\nHost: localhost\r\nTransfer-Encoding: chunked\r\n' +
      `Content-Type: multipart/form-data; boundary=${boundary}\r\n\r\n`;
    const chunk = 'a'.repeat(1024 * 1024);
    const chunks = Array.from({ length: 8 }, () => `${chunk.length.toString(16)}\r\n${chunk}\r\n`);
    const { responses } = await rawExchange(port, [head, ...chunks], { expectResponses: 1, quietMs: 5000 });
    expect(responses[0]?.status).toBe(413);
    expect(JSON.parse(responses[0]!.body)).toEqual({
      status: 413,
      message: translate('ne', 'api.request_too_large'),
    });
    expect(responses[0]!.headers.connection).toBe('close');
  });

  describe('headers', () => {
    it('sends a Permissions-Policy and a CSP that allows no plugins', async () => {
      const res = await t.app.inject('/api/health');
      expect(res.headers['permissions-policy']).toContain('camera=()');
      expect(res.headers['permissions-policy']).toContain('geolocation=()');
      expect(res.headers['content-security-policy']).toContain("object-src 'none'");
    });

    it('API reads vary by language headers and cookie, unless ?lng= names the language', async () => {
      const plain = await t.app.inject('/api/notices');
      expect(plain.headers.vary).toMatch(/Accept-Language/i);
      expect(plain.headers.vary).toMatch(/Cookie/i);
      const named = await t.app.inject('/api/notices?lng=en');
      expect(String(named.headers.vary ?? '')).not.toMatch(/Accept-Language|Cookie/i);
      const invalid = await t.app.inject('/api/notices?lng=xx');
      expect(invalid.headers.vary).toMatch(/Accept-Language/i);
    });
  });

  it('does not count static files against the general rate limit', async () => {
    const limited = await createTestApp({ seed: false, env: { RATE_LIMIT_GENERAL_MAX: '3' } });
    onTestFinished(() => limited.close());
    const dir = join(publicUploadDir(limited.uploadDir), 'notices');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'rate.txt'), 'hello');
    const statuses = [];
    for (let i = 0; i < 6; i++) {
      statuses.push(
        (await limited.app.inject({ url: '/uploads/notices/rate.txt', remoteAddress: '10.9.9.9' }))
          .statusCode,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200]);
    // The API still counts (limit 3 per minute in this app).
    const api = [];
    for (let i = 0; i < 4; i++) {
      api.push((await limited.app.inject({ url: '/api/health', remoteAddress: '10.9.9.9' })).statusCode);
    }
    expect(api).toEqual([200, 200, 200, 429]);
  });
});
