// The OpenAPI documents, generated from the zod schemas every route declares: /api/openapi.json lists
// the public endpoints, to anyone; /api/admin/openapi.json lists the staff area's (/api/admin), only to
// signed-in staff (401 otherwise), so the public document does not map the staff area for a stranger.
import type { FastifyInstance, RouteOptions } from 'fastify';
import { currentStaff } from '../auth/staff.ts';
import { HttpError } from '../http/http-error.ts';
import { z } from 'zod';
import { errorResponse } from '#shared/contract/common.ts';
import { isZodSchema } from './zod.ts';
import { bodyTypesOf } from '../http/body-types.ts';

interface CollectedRoute {
  method: string;
  url: string;
  schema: NonNullable<RouteOptions['schema']> & { summary?: string; tags?: string[]; consumes?: string[] };
}

const toJson = (schema: unknown, io: 'input' | 'output') =>
  isZodSchema(schema)
    ? z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'openapi-3.0' })
    : undefined;

function parameters(schema: unknown, where: 'query' | 'path') {
  const json = toJson(schema, 'input') as
    { properties?: Record<string, unknown>; required?: string[] } | undefined;
  return Object.entries(json?.properties ?? {}).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || (json?.required ?? []).includes(name),
    schema: property,
  }));
}

const errorRef = { $ref: '#/components/schemas/Error' };
const errorAnswer = (description: string) => ({
  description,
  content: { 'application/json': { schema: errorRef } },
});

/**
 * The error answers (plugins/errors.ts) a route can give besides the ones it declares: 400 when it
 * reads parameters or a body, 413/415 for the forms, 429 and 500 everywhere. A 404 for an unknown id
 * is declared by the route itself (`response: { 404: errorResponse }`), as only some routes answer it.
 */
function errorAnswers(schema: CollectedRoute['schema']): Record<string, unknown> {
  const answers: Record<string, unknown> = {};
  if (schema.params || schema.querystring || schema.body) {
    answers[400] = errorAnswer('A parameter or form field is invalid: `errors` holds one message per field');
  }
  const bodyTypes = bodyTypesOf(schema);
  if (bodyTypes.length) {
    answers[413] = errorAnswer(
      schema.consumes?.length
        ? 'The file is over its limit (`errors.file`), or the form has too many fields or files, or is too large'
        : 'The body is too large',
    );
    answers[415] = errorAnswer(`The body is not ${bodyTypes.join(' or ')}`);
  }
  answers[429] = errorAnswer('Too many requests: the Retry-After header says when to retry');
  answers[500] = errorAnswer('An unexpected failure, logged on the server; the answer reveals nothing');
  answers[503] = errorAnswer('The database is briefly out of reach: retry after Retry-After seconds');
  return answers;
}

/** Every route answers in the language chosen by `?lng=`, then the lng cookie, then Accept-Language. */
const languageParameters = [
  {
    name: 'lng',
    in: 'query',
    required: false,
    description: 'Language of messages and error texts; wins over the lng cookie and Accept-Language',
    schema: { type: 'string', enum: ['ne', 'en'] },
  },
  {
    name: 'Accept-Language',
    in: 'header',
    required: false,
    description: 'Used when neither ?lng= nor the lng cookie is set; the default is Nepali (ne)',
    schema: { type: 'string', example: 'en' },
  },
];

/** The route's own parameters, then the language ones it does not declare itself (e.g. the feeds' `lng`). */
function withLanguageParameters(own: { name: string; in: string }[]) {
  const declared = new Set(own.map((parameter) => `${parameter.in}:${parameter.name}`));
  return [
    ...own,
    ...languageParameters.filter((parameter) => !declared.has(`${parameter.in}:${parameter.name}`)),
  ];
}

type OpenApiAudience = 'public' | 'staff';

const DESCRIPTIONS: Record<OpenApiAudience, string> = {
  public: 'Public JSON API of the heritage trust website. Every path also answers with a trailing slash.',
  staff:
    'Staff API of the heritage trust website (/api/admin): every call needs a signed-in staff session ' +
    'and, for writes, this site as Origin. Paths answer only as written here: another spelling (a ' +
    'trailing or doubled slash, an encoded letter) is redirected with 308 (GET) or refused with 400.',
};

/** Staff endpoints: /admin and below (the document's paths are relative to /api). */
const isStaffEndpoint = (url: string) => url === '/admin' || url.startsWith('/admin/');

function buildOpenApiDocument(routes: CollectedRoute[], audience: OpenApiAudience = 'public') {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const { method, url, schema } of routes) {
    const path = url.replace(/:(\w+)/g, '{$1}');
    const declared = Object.fromEntries(
      Object.entries((schema.response ?? {}) as Record<string, unknown>).map(([status, body]) => [
        status,
        body === errorResponse
          ? errorAnswer(status === '404' ? 'No entity with this id' : `HTTP ${status}`)
          : {
              description: `HTTP ${status}`,
              content: { 'application/json': { schema: toJson(body, 'output') } },
            },
      ]),
    );
    // What a route declares itself wins (/health describes its own 503).
    const responses = {
      ...errorAnswers(schema),
      ...(Object.keys(declared).length ? declared : { 200: { description: 'OK' } }),
    };
    // Every type the route accepts, and only those (plugins/body-types.ts refuses the others with 415).
    const bodySchema = schema.body ? toJson(schema.body, 'input') : undefined;
    const bodyTypes = bodyTypesOf(schema);
    const body = bodyTypes.length
      ? {
          requestBody: {
            required: true,
            content: Object.fromEntries(bodyTypes.map((type) => [type, { schema: bodySchema }])),
          },
        }
      : {};
    paths[path] ??= {};
    paths[path][method.toLowerCase()] = {
      summary: schema.summary,
      tags: schema.tags,
      parameters: withLanguageParameters([
        ...parameters(schema.params, 'path'),
        ...parameters(schema.querystring, 'query'),
      ]),
      ...body,
      responses,
    };
  }
  return {
    openapi: '3.0.3',
    info: {
      title: audience === 'staff' ? 'Sampada staff API' : 'Sampada API',
      version: '1.0.0',
      description:
        `${DESCRIPTIONS[audience]} ` +
        'Errors answer { status, message, errors? } in the language chosen by ?lng=, the lng cookie or Accept-Language.',
    },
    servers: [{ url: '/api' }],
    paths,
    components: { schemas: { Error: toJson(errorResponse, 'output') } },
  };
}

/**
 * Collects the routes of the scope it is registered in, and serves the public ones as /openapi.json and
 * the staff ones as /admin/openapi.json.
 */
export function registerOpenApi(api: FastifyInstance): void {
  const routes: CollectedRoute[] = [];
  api.addHook('onRoute', (route) => {
    if (!route.schema || route.method === 'HEAD' || route.url.endsWith('/openapi.json')) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const url = route.url.replace(/^\/api/, '');
    for (const method of methods)
      routes.push({ method, url, schema: route.schema as CollectedRoute['schema'] });
  });
  let publicDocument: ReturnType<typeof buildOpenApiDocument> | undefined;
  let staffDocument: ReturnType<typeof buildOpenApiDocument> | undefined;
  api.get(
    '/openapi.json',
    { config: { rawAnswer: true } },
    async () =>
      (publicDocument ??= buildOpenApiDocument(
        routes.filter((route) => !isStaffEndpoint(route.url)),
        'public',
      )),
  );
  api.get(
    '/admin/openapi.json',
    {
      config: { rawAnswer: true },
      preValidation: async (request) => {
        if (!(await currentStaff(request))) throw new HttpError(401, 'api.unauthorized');
      },
    },
    async () =>
      (staffDocument ??= buildOpenApiDocument(
        routes.filter((route) => isStaffEndpoint(route.url)),
        'staff',
      )),
  );
}
