// What the server logs about a request, and how a request is named in the logs.
// - Every log line of a request carries its id (`reqId`); a proxy's `X-Request-Id` is kept when it is a
//   plain token, so one request can be followed through the proxy's log and ours; the answer carries it
//   back in `X-Request-Id`.
// - Never a citizen's personal data (docs/citizen-data.md): bodies are never logged, and a query string
//   keeps only the values of parameters known to be harmless (page numbers, language, filters); any other
//   value is replaced by `…`. Headers are not logged (cookies, tokens).
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { Env } from '../env.ts';

export const REQUEST_ID_HEADER = 'x-request-id';
const PLAIN_ID = /^[\w.:-]{1,100}$/;
/** Query parameters whose values are never personal: paging, language, theme, filters by id, dates. */
const HARMLESS_PARAMETERS = new Set([
  'page',
  'pageSize',
  'page_size',
  'lng',
  'theme',
  'category',
  'branch',
  'limit',
  'exclude',
  'month',
  'year',
  'kind',
  'status',
  'type',
  'v',
]);
const HIDDEN = '…';

/** A URL for the log: the path, and the query with every value not known to be harmless hidden. */
export function loggableUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const parts = url
    .slice(queryStart + 1)
    .split('&')
    .filter((part) => part !== '')
    .map((part) => {
      const equals = part.indexOf('=');
      const name = equals === -1 ? part : part.slice(0, equals);
      if (equals === -1) return name;
      return HARMLESS_PARAMETERS.has(decodeSafely(name)) ? part : `${name}=${HIDDEN}`;
    });
  return `${url.slice(0, queryStart)}?${parts.join('&')}`;
}

function decodeSafely(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** The request's id: a proxy's plain one, else a new one (a stored answer sent again gets one too). */
export function requestId(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && PLAIN_ID.test(given) ? given : randomUUID();
}

interface LoggedRequest {
  method: string;
  url: string;
  ip?: string;
  hostname?: string;
}

export function loggerOptions(
  config: Pick<Env, 'LOG_LEVEL'>,
): Pick<FastifyServerOptions, 'logger' | 'genReqId' | 'requestIdHeader'> & { logger: object } {
  return {
    logger: {
      level: config.LOG_LEVEL,
      serializers: {
        req: (request: LoggedRequest) => ({
          method: request.method,
          url: loggableUrl(request.url),
          ip: request.ip,
        }),
      },
    },
    requestIdHeader: false,
    genReqId: requestId,
  };
}

/** The id goes back to the client, which can quote it when reporting a problem. */
export function registerRequestIdHeader(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
}
