// How the website refuses a request before or instead of rendering it: an HTML page in the
// visitor's language (error-page.ts), never the API's JSON, with the status the refusal deserves.
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { apiErrorHandler } from './api-errors.ts';
import { sendErrorPage } from './error-page.ts';
import { isApiPath } from './api-path.ts';
import { ClientGoneError } from './render-queue.ts';

/** Methods a page can answer; React Router itself answers 405 for a POST to a page without an action. */
const PAGE_METHODS = new Set(['GET', 'HEAD', 'POST']);

/** Seconds a refused visitor is asked to wait when the server is busy. */
const BUSY_RETRY_AFTER_SECONDS = 5;

const messageKeys: Record<number, string> = {
  405: 'http.method_not_allowed',
  408: 'http.timeout',
  413: 'api.request_too_large',
  429: 'api.too_many_requests',
  503: 'http.busy',
};

/** Refusals under a flood come by the thousand: one warning per 10 s says how many. */
let busySince = 0;
let busyCount = 0;
function logBusy(request: FastifyRequest) {
  busyCount += 1;
  const now = Date.now();
  if (now - busySince < 10_000) return;
  request.log.warn({ refused: busyCount }, 'server busy: page requests refused with 503');
  busySince = now;
  busyCount = 0;
}

export async function refuseUnsupportedMethods(request: FastifyRequest, reply: FastifyReply) {
  if (PAGE_METHODS.has(request.method) || isApiPath(request.url)) return;
  reply.header('allow', 'GET, HEAD, POST');
  return sendErrorPage(reply, request.lang, 405, 'http.method_not_allowed');
}

export function websiteErrorHandler(
  error: FastifyError | Error,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  if (isApiPath(request.url)) return apiErrorHandler(error, request, reply);
  // No one to answer (render-queue.ts), and Fastify logs no completion for a closed connection.
  if (error instanceof ClientGoneError) {
    request.log.info({ statusCode: 499 }, 'visitor left while the page waited for a render');
    return reply.code(499).send();
  }
  const lang = request.lang;
  const status =
    'statusCode' in error && typeof error.statusCode === 'number' && error.statusCode >= 400
      ? error.statusCode
      : 500;
  if (status >= 500 && status !== 503) {
    request.log.error({ err: error }, 'page request failed');
    return sendErrorPage(reply, lang, 500, 'api.server_error');
  }
  if (status === 503) {
    logBusy(request);
    reply.header('retry-after', String(BUSY_RETRY_AFTER_SECONDS));
  }
  return sendErrorPage(reply, lang, status, messageKeys[status] ?? 'http.bad_request');
}
