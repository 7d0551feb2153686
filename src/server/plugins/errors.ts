// Registers the API's error answers (http/api-errors.ts) on the /api scope.
import type { FastifyInstance } from 'fastify';
import { apiErrorHandler, sendError } from '../http/api-errors.ts';

export function registerApiErrors(api: FastifyInstance): void {
  api.setErrorHandler(apiErrorHandler);
  api.setNotFoundHandler((request, reply) => sendError(reply, request.lang, 404, 'api.route_not_found'));
}
