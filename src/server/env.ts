// Configuration: every environment variable the server reads, parsed once by zod.
// A bad value stops the server at start with a message naming the variable.
import { z } from 'zod';

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  /** `postgres://...` selects PostgreSQL; anything else is an SQLite file path (or `:memory:`). */
  DATABASE_URL: z.string().min(1).default('data/sampada.sqlite'),
  UPLOAD_DIR: z.string().min(1).default('data/uploads'),
  /** The site's public origin, used for absolute links (feeds, sitemaps, Open Graph). */
  PUBLIC_URL: z
    .url({ error: 'must be an absolute URL such as https://example.org' })
    .default('http://localhost:3000'),
  /** Seed demo content into an empty database at start. */
  SEED_DEMO_CONTENT: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  /** Write endpoints (contact, complaint): requests per IP per window. */
  RATE_LIMIT_WRITE_MAX: positiveInt(5),
  RATE_LIMIT_WRITE_WINDOW_SECONDS: positiveInt(600),
  /** Every other request: per IP per minute. */
  RATE_LIMIT_GENERAL_MAX: positiveInt(600),
  /** Behind a reverse proxy, trust X-Forwarded-For for client IPs (rate limits, logs). */
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {}

/** Parses the environment; throws EnvError naming each bad variable. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = envSchema.safeParse(source);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
  throw new EnvError(`Invalid environment configuration:\n${lines.join('\n')}`);
}
