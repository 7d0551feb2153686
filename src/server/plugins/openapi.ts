// The OpenAPI document at /api/openapi.json, generated from the zod schemas every route declares.
import type { FastifyInstance, RouteOptions } from 'fastify';
import { z } from 'zod';
import { isZodSchema } from './zod.ts';

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

export function buildOpenApiDocument(routes: CollectedRoute[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const { method, url, schema } of routes) {
    const path = url.replace(/:(\w+)/g, '{$1}');
    const responses = Object.fromEntries(
      Object.entries((schema.response ?? {}) as Record<string, unknown>).map(([status, body]) => [
        status,
        {
          description: `HTTP ${status}`,
          content: { 'application/json': { schema: toJson(body, 'output') } },
        },
      ]),
    );
    const body = schema.body
      ? {
          requestBody: {
            content: {
              [schema.consumes?.[0] ?? 'multipart/form-data']: { schema: toJson(schema.body, 'input') },
            },
          },
        }
      : {};
    paths[path] ??= {};
    paths[path][method.toLowerCase()] = {
      summary: schema.summary,
      tags: schema.tags,
      parameters: [...parameters(schema.params, 'path'), ...parameters(schema.querystring, 'query')],
      ...body,
      responses: Object.keys(responses).length ? responses : { 200: { description: 'OK' } },
    };
  }
  return {
    openapi: '3.0.3',
    info: {
      title: 'Sampada API',
      version: '1.0.0',
      description:
        'Public JSON API of the heritage trust website. Every path also answers with a trailing slash. ' +
        'Errors answer { status, message, errors? } in the language chosen by ?lng=, the lng cookie or Accept-Language.',
    },
    servers: [{ url: '/api' }],
    paths,
  };
}

/** Collects the routes of the scope it is registered in, and serves them as /openapi.json. */
export function registerOpenApi(api: FastifyInstance): void {
  const routes: CollectedRoute[] = [];
  api.addHook('onRoute', (route) => {
    if (!route.schema || route.method === 'HEAD' || route.url.endsWith('/openapi.json')) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const url = route.url.replace(/^\/api/, '');
    for (const method of methods)
      routes.push({ method, url, schema: route.schema as CollectedRoute['schema'] });
  });
  let document: ReturnType<typeof buildOpenApiDocument> | undefined;
  api.get('/openapi.json', async () => (document ??= buildOpenApiDocument(routes)));
}
