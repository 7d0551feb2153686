// Answers are checked against the contract strictly in tests: an object with a key its schema does
// not name fails. The contract's own schemas strip unknown keys (what the server's serializer
// relies on, plugins/zod.ts); a test that parsed with them would not notice a leaked column.
import { z } from 'zod';

const cache = new WeakMap<z.ZodType, z.ZodType>();

/** The same schema with every object in it, however deep, refusing unknown keys. */
export function strictly<T extends z.ZodType>(schema: T): T {
  const known = cache.get(schema);
  if (known) return known as T;
  const result = convert(schema);
  cache.set(schema, result);
  return result as T;
}

function convert(schema: z.ZodType): z.ZodType {
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string };
  const clone = (changes: Record<string, unknown>) =>
    (schema as unknown as { clone: (def: unknown) => z.ZodType }).clone({ ...def, ...changes });
  switch (def.type) {
    case 'object': {
      // Getters, read when parsing: a recursive schema (a branch and its sub-branches) names
      // itself in its own shape, and its strict copy is in the cache by then.
      const shape = def.shape as Record<string, z.ZodType>;
      const strictShape = {};
      for (const key of Object.keys(shape))
        Object.defineProperty(strictShape, key, { enumerable: true, get: () => strictly(shape[key]!) });
      return clone({ shape: strictShape, catchall: z.never() });
    }
    case 'array':
      return clone({ element: strictly(def.element as z.ZodType) });
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'nonoptional':
    case 'catch':
      return clone({ innerType: strictly(def.innerType as z.ZodType) });
    case 'union':
      return clone({ options: (def.options as z.ZodType[]).map(strictly) });
    case 'intersection':
      return clone({ left: strictly(def.left as z.ZodType), right: strictly(def.right as z.ZodType) });
    case 'record':
      return clone({ valueType: strictly(def.valueType as z.ZodType) });
    case 'tuple':
      return clone({ items: (def.items as z.ZodType[]).map(strictly) });
    case 'pipe':
      return clone({ in: strictly(def.in as z.ZodType), out: strictly(def.out as z.ZodType) });
    default:
      return schema;
  }
}
