// Route schemas are zod schemas: one declaration validates the request, types the handler,
// serialises the answer and feeds the OpenAPI document (plugins/openapi.ts).
// Answers go out through their response schema (ADR 013): keys the schema does not name are
// dropped, so a column a query adds (a staff note, created_by) never reaches the public, and an
// answer that does not match its schema is a 500 in the error shape, logged, never malformed JSON.
import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyTypeProvider,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { z } from 'zod';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route answers something other than JSON through a schema (requireAnswerSchemas). */
    rawAnswer?: boolean;
  }
}

export interface ZodTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends z.ZodType ? z.output<this['schema']> : unknown;
  serializer: this['schema'] extends z.ZodType ? z.input<this['schema']> : unknown;
}

export function isZodSchema(value: unknown): value is z.ZodType {
  return typeof value === 'object' && value !== null && 'safeParse' in value && '_zod' in value;
}

export function registerZodCompilers(app: FastifyInstance): void {
  app.setValidatorCompiler(({ schema }) => {
    if (!isZodSchema(schema)) throw new Error('Route schemas must be zod schemas');
    return (data) => {
      const result = schema.safeParse(data);
      // A returned Error becomes the thrown validation error (status 400); plugins/errors.ts formats it.
      return result.success ? { value: result.data } : { error: result.error };
    };
  });
  app.setSerializerCompiler(({ schema, method, url, httpStatus }) => {
    if (!isZodSchema(schema))
      throw new Error(`${method} ${url}: response ${httpStatus} must be a zod schema`);
    return (data) => {
      const result = schema.safeParse(data);
      if (!result.success) throw new AnswerMismatchError(`${method} ${url} ${httpStatus}`, result.error);
      return JSON.stringify(result.data);
    };
  });
}

/** An answer the handler built that its own response schema refuses: a bug, answered 500. */
class AnswerMismatchError extends Error {
  readonly statusCode = 500;
  constructor(route: string, cause: z.ZodError) {
    super(`The answer of ${route} does not match its response schema: ${cause.message}`, { cause });
    this.name = 'AnswerMismatchError';
  }
}

/**
 * Every JSON route of the scope declares the schema of its success answer; a route that does
 * not would send whatever its handler returns. Routes that answer something else (a text feed,
 * the OpenAPI document itself) say so with `config: { rawAnswer: true }`.
 */
export function requireAnswerSchemas(api: FastifyInstance): void {
  api.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (methods.every((method) => method === 'HEAD' || method === 'OPTIONS')) return;
    if (route.config?.rawAnswer) return;
    const response = (route.schema as { response?: Record<string, unknown> } | undefined)?.response ?? {};
    const success = Object.entries(response).filter(([status]) => /^2\d\d$/.test(status));
    if (!success.length || !success.every(([, schema]) => isZodSchema(schema)))
      throw new Error(`${methods.join(',')} ${route.url}: no zod response schema for its success answer`);
  });
}

/** The Fastify instance API modules receive: route handlers are typed from their zod schemas. */
export type ApiInstance = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;
export type ApiModule = (api: ApiInstance) => Promise<void>;
