// Refuses a body of a type its route does not accept (http/body-types.ts) with 415 before it is
// validated (after the route's own access checks: a stranger still gets 401), instead of a 400 about a
// body that was never parsed (a multipart post to a JSON route has no body
// for the schema to check: the answer used to be `{"_": "This value is not valid"}`).
import type { FastifyInstance, preValidationHookHandler } from 'fastify';
import { bodyTypesOf, mediaTypeOf } from '../http/body-types.ts';
import { HttpError } from '../http/http-error.ts';

export function refuseUndocumentedBodyTypes(api: FastifyInstance): void {
  api.addHook('onRoute', (route) => {
    const accepted = bodyTypesOf(route.schema as Parameters<typeof bodyTypesOf>[0]);
    if (!accepted.length) return;
    const check: preValidationHookHandler = async (request) => {
      const type = request.headers['content-type'];
      // No body type at all: Fastify and the schema answer that (an absent body is a 400 per field).
      if (type === undefined) return;
      if (!accepted.includes(mediaTypeOf(type))) throw new HttpError(415, 'api.unsupported_media_type');
    };
    const own = route.preValidation;
    route.preValidation = own === undefined ? [check] : [...(Array.isArray(own) ? own : [own]), check];
  });
}
