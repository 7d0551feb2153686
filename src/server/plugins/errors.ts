// Registers the API's error answers (http/api-errors.ts) on the /api scope.
import type { FastifyInstance } from 'fastify';
import { apiErrorHandler, sendError } from '../http/api-errors.ts';
import { requestLanguage } from '../http/request-language.ts';

// The modules and admin-content import these from here; the leaf modules in http/ are where they live.
export { HttpError } from '../http/http-error.ts';
export { sendError };

export function registerApiErrors(api: FastifyInstance): void {
  api.setErrorHandler(apiErrorHandler);
  api.setNotFoundHandler((request, reply) =>
    sendError(reply, requestLanguage(request), 404, 'api.route_not_found'),
  );
}
