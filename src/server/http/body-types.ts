// Which body types a route accepts: one answer for the OpenAPI documents (plugins/openapi.ts) and for
// the check that refuses any other type (plugins/body-types.ts), so the document cannot promise a type
// the route answers 400 to (issue 28: every body used to be documented as multipart/form-data, while
// e.g. POST /api/base/complaints/status read only JSON).
// - A route that reads a form itself (plugins/multipart.ts readForm) names its types in `consumes`.
// - Any other route with a body schema is read by Fastify's JSON parser: application/json.

const JSON_BODY = 'application/json';

/** The body types of a route with this schema; none when it reads no body. */
export function bodyTypesOf(schema: { body?: unknown; consumes?: readonly string[] } | undefined): string[] {
  if (!schema?.body) return [];
  return schema.consumes?.length ? [...schema.consumes] : [JSON_BODY];
}

/** The media type of a Content-Type header, without its parameters (charset, boundary). */
export const mediaTypeOf = (header: string) => header.split(';')[0]!.trim().toLowerCase();
