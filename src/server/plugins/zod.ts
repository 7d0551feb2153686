// Route schemas are zod schemas: one declaration validates the request, types the handler,
// and feeds the OpenAPI document (plugins/openapi.ts). Answers are serialised with JSON.stringify;
// the API tests check every answer against its response schema instead.
import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyTypeProvider,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { z } from 'zod';

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
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
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
