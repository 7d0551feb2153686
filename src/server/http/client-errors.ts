// Answers for requests Node's HTTP parser refuses before Fastify sees them (malformed request line
// or headers 400, headers too slow or the whole request too slow 408, headers too large 431), in
// the API's one error shape. No headers were read, so the language is the site's default.
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { defaultLanguage, translate } from '#shared/i18n/index.ts';
import type { ErrorResponse } from '#shared/contract/common.ts';

function statusOf(code: string | undefined): { status: number; key: string } {
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return { status: 408, key: 'http.timeout' };
  if (code === 'HPE_HEADER_OVERFLOW') return { status: 431, key: 'http.headers_too_large' };
  return { status: 400, key: 'http.bad_request' };
}

export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  // A reset connection is gone; there is no one to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, key } = statusOf(error.code);
  if (socket.writable) {
    const body: ErrorResponse = { status, message: translate(defaultLanguage, key) };
    const json = JSON.stringify(body);
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(json)}\r\n\r\n${json}`,
    );
  }
  socket.destroy();
}
