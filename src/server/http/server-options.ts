// Time limits of the HTTP server, so no client holds a connection or a request open for long:
// - HEADERS_TIMEOUT_SECONDS: the request line and headers must arrive within this (else 408);
// - REQUEST_TIMEOUT_SECONDS: the whole request, body included, must arrive within this (else 408);
//   long enough for a 5 MB complaint attachment over a slow mobile connection;
// - idle keep-alive connections are closed after 10 s.
// Node checks these limits every `connectionsCheckingInterval`; its default (30 s) would let a
// stalled client overstay every limit by up to 30 s.
import type { ServerOptions } from 'node:http';
import type { Env } from '../env.ts';
import { clientErrorHandler } from './client-errors.ts';

export function httpServerOptions(config: Env) {
  const headersTimeout = config.HEADERS_TIMEOUT_SECONDS * 1000;
  return {
    requestTimeout: Math.max(config.REQUEST_TIMEOUT_SECONDS * 1000, headersTimeout + 1),
    keepAliveTimeout: 10_000,
    http: { headersTimeout, connectionsCheckingInterval: 1000 } satisfies ServerOptions,
    clientErrorHandler,
  };
}
