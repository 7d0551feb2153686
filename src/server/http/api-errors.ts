// One JSON shape for every API error (registered by plugins/errors.ts): { status, message, errors? }, in the visitor's language.
// Validation errors carry per-field messages; unexpected errors are logged and answered with a
// generic 500 that reveals nothing of the server.
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';
import { fieldMessages } from '#shared/i18n/field-issues.ts';
import { translate, type Lang } from '#shared/i18n/index.ts';
import type { ErrorResponse } from '#shared/contract/common.ts';
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS } from '../db/unavailable.ts';
import { HttpError } from './http-error.ts';
import { DISK_FULL_RETRY_AFTER_SECONDS, isDiskFull, logDiskFull } from '../ops/disk-space.ts';

/** @fastify/multipart's errors when a form has more fields, files or parts than readForm allows. */
const multipartCountLimitCodes = new Set(['FST_PARTS_LIMIT', 'FST_FILES_LIMIT', 'FST_FIELDS_LIMIT']);

export function sendError(
  reply: FastifyReply,
  lang: Lang,
  status: number,
  messageKey: string,
  errors?: Record<string, string>,
) {
  const body: ErrorResponse = { status, message: translate(lang, messageKey), ...(errors ? { errors } : {}) };
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

const knownStatusMessages: Record<number, string> = {
  404: 'api.not_found',
  // A body over Fastify's limit. The spec's file message ('api.payload_too_large') is answered only
  // for a file over its limit, by the form handlers themselves.
  413: 'api.request_too_large',
  415: 'api.unsupported_media_type',
  429: 'api.too_many_requests',
};

export async function apiErrorHandler(
  error: FastifyError | Error,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const lang = request.lang;
  if (isDiskFull(error)) {
    // Not the visitor's fault nor a bug: one plain line for the operator, a plain answer for the visitor.
    await logDiskFull(request, error, request.server.config);
    reply.header('Retry-After', String(DISK_FULL_RETRY_AFTER_SECONDS));
    return sendError(reply, lang, 507, 'api.storage_full');
  }
  if (error instanceof ZodError) {
    return sendError(reply, lang, 400, 'api.validation_failed', fieldMessages(error, lang));
  }
  if (error instanceof HttpError) {
    // Field errors are message keys (or already translated, which translate leaves as they are).
    const fieldErrors =
      error.fieldErrors &&
      Object.fromEntries(
        Object.entries(error.fieldErrors).map(([field, key]) => [field, translate(lang, key)]),
      );
    return sendError(reply, lang, error.statusCode, error.message, fieldErrors);
  }
  const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (status >= 500 && isDatabaseUnavailable(error)) {
    request.log.warn({ err: error }, 'database briefly unavailable: answered 503');
    reply.header('Retry-After', String(RETRY_AFTER_SECONDS));
    return sendError(reply, lang, 503, 'api.unavailable');
  }
  if (status >= 500) {
    request.log.error({ err: error }, 'request failed');
    return sendError(reply, lang, 500, 'api.server_error');
  }
  if ('code' in error && typeof error.code === 'string' && multipartCountLimitCodes.has(error.code)) {
    return sendError(reply, lang, 413, 'api.form_too_many_parts');
  }
  // Fastify's own 4xx (bad JSON, body too large, wrong content type): keep the status, explain it.
  return sendError(reply, lang, status, knownStatusMessages[status] ?? error.message);
}
