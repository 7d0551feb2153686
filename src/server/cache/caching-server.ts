// The HTTP server in front of Fastify: a stored answer (response-cache.ts) is sent from here, before any
// routing, hook or rate limit, at close to the speed of a static file. Everything else goes to Fastify,
// inside its own record of table access (db/table-access.ts).
import {
  createServer,
  type IncomingMessage,
  type Server,
  type ServerOptions,
  type ServerResponse,
} from 'node:http';
import { REQUEST_ID_HEADER, requestId } from '../http/logging.ts';
import { isOriginFormTarget, isValidHost } from '../plugins/http-hygiene.ts';
import { cacheKey } from './cache-rules.ts';
import { chooseCoding, matchesEntityTag } from './encodings.ts';
import { identityOf, type ResponseStore } from './response-store.ts';
import { newTableAccess, runWithTableAccess } from '../db/table-access.ts';

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

/** Sends the stored answer to this request, if there is one; false to let Fastify answer. */
function sendStoredAnswer(store: ResponseStore, request: IncomingMessage, response: ServerResponse): boolean {
  const method = request.method;
  if ((method !== 'GET' && method !== 'HEAD') || store.size === 0 || !request.url) return false;
  // What Fastify would refuse (plugins/http-hygiene.ts) is left to it to refuse.
  if (!isOriginFormTarget(request.url) || !isValidHost(request.headers.host)) return false;
  const key = cacheKey(request.url, request.headers);
  if (!key) return false;
  const answer = store.get(key);
  if (!answer) {
    store.misses += 1;
    return false;
  }
  store.hits += 1;
  for (const [name, value] of Object.entries(answer.headers)) response.setHeader(name, value);
  // Not stored with the answer: each request has its own, which its visitor can quote (http/logging.ts).
  response.setHeader(REQUEST_ID_HEADER, requestId(request));
  if (matchesEntityTag(request.headers['if-none-match'], answer.etag)) {
    response.removeHeader('content-type');
    response.statusCode = 304;
    response.end();
    return true;
  }
  const coding = chooseCoding(request.headers['accept-encoding']);
  const body = coding ? store.codingOf(key, answer, coding) : identityOf(answer);
  if (coding) response.setHeader('content-encoding', coding);
  response.setHeader('content-length', body.length);
  response.statusCode = answer.status;
  response.end(method === 'HEAD' ? undefined : body);
  return true;
}

interface ServerFactoryOptions {
  http?: ServerOptions;
  keepAliveTimeout?: number;
  requestTimeout?: number;
  connectionTimeout?: number;
}

/** Told of each stored answer sent (the metrics): method, status, seconds taken. */
export type StoredAnswerObserver = (method: string, status: number, seconds: number) => void;

/**
 * Fastify's serverFactory: the server Fastify would make, with stored answers sent first. `arrived`
 * is told of every other request as it arrives (health checks go before renders: http/health-first.ts).
 */
export function cachingServerFactory(
  store: ResponseStore,
  observe?: StoredAnswerObserver,
  arrived?: Handler,
) {
  return (handler: Handler, options: ServerFactoryOptions): Server => {
    const server = createServer(options.http ?? {}, (request, response) => {
      const started = observe ? performance.now() : 0;
      if (sendStoredAnswer(store, request, response)) {
        observe?.(request.method!, response.statusCode, (performance.now() - started) / 1000);
        return;
      }
      arrived?.(request, response);
      runWithTableAccess(newTableAccess(), () => handler(request, response));
    });
    if (options.keepAliveTimeout !== undefined) server.keepAliveTimeout = options.keepAliveTimeout;
    if (options.requestTimeout !== undefined) server.requestTimeout = options.requestTimeout;
    server.setTimeout(options.connectionTimeout ?? 0);
    return server;
  };
}
