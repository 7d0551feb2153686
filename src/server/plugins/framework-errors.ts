// Requests Fastify refuses before any route or hook runs: a path with bad percent-encoding
// (`/api/%`, `/notice/%E0%A4`) or a path parameter over maxParamLength. Fastify's own answer is a
// JSON body of another shape; here it is the API's one error shape, in the visitor's language.
import type { FastifyError, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { defaultLanguage, type Lang } from '#shared/i18n/index.ts';
import { sendError } from '../http/api-errors.ts';
import { requestLanguage } from '../http/request-language.ts';

const BAD_ADDRESS_CODES = new Set(['FST_ERR_BAD_URL', 'FST_ERR_MAX_PARAM_LENGTH']);

function languageOf(request: FastifyRequest): Lang {
  try {
    return requestLanguage(request);
  } catch {
    // The query string may be as broken as the path.
    return defaultLanguage;
  }
}

export const frameworkErrors: NonNullable<FastifyServerOptions['frameworkErrors']> = (
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) => {
  const lang = languageOf(request);
  if (BAD_ADDRESS_CODES.has(error.code)) return sendError(reply, lang, 400, 'api.bad_url');
  request.log.error({ err: error }, 'request refused by the framework');
  return sendError(reply, lang, 500, 'api.server_error');
};
