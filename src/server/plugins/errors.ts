// Registers the API's error answers (http/api-errors.ts) on the /api scope.
import type { FastifyInstance } from 'fastify';
import { apiErrorHandler, sendError } from '../http/api-errors.ts';
import { requestLanguage } from '../http/request-language.ts';

export function registerApiErrors(api: FastifyInstance): void {
  api.setErrorHandler(apiErrorHandler);
  api.setNotFoundHandler((request, reply) =>
    sendError(reply, requestLanguage(request), 404, 'api.route_not_found'),
  );
}
