// Configuration: every environment variable the server reads, parsed once by zod.
// A bad value stops the server at start with a message naming the variable.
import { z } from 'zod';
import { databaseUrlProblem, systemFolderProblem } from './db/connect.ts';
import { parseTrustProxy, TrustProxyError } from './trust-proxy.ts';
import { DEFAULT_PUSH_SERVICE_HOSTS, parsePushServiceHosts } from './push/endpoint-policy.ts';

/** The quick start's database: the one place demo content is seeded without being asked for. */
export const DEFAULT_DATABASE_URL = 'data/sampada.sqlite';

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  /** `postgres://...` selects PostgreSQL; anything else is an SQLite file path (or `:memory:`). */
  DATABASE_URL: z
    .string()
    .min(1)
    .default(DEFAULT_DATABASE_URL)
    .superRefine((url, ctx) => {
      const problem = databaseUrlProblem(url);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  UPLOAD_DIR: z
    .string()
    .min(1)
    .default('data/uploads')
    .superRefine((path, ctx) => {
      const problem = systemFolderProblem(path);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  /**
   * Free space, in MB, below which readiness reports the upload disk (and a SQLite database's disk)
   * "full": the server is taken out of rotation before submissions start failing (ops/disk-space.ts).
   */
  DISK_FREE_MIN_MB: z.coerce.number().min(0).default(100),
  /** The site's public origin, used for absolute links (feeds, sitemaps, Open Graph). */
  PUBLIC_URL: z
    .url({ error: 'must be an absolute URL such as https://example.org' })
    .default('http://localhost:3000'),
  /** Seed demo content into an empty database at start; unset: only on the quick start (startup.ts). */
  SEED_DEMO_CONTENT: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => (value === undefined ? undefined : value === 'true')),
  /** Write endpoints (contact, complaint, alert subscription): requests per IP per window. */
  RATE_LIMIT_WRITE_MAX: positiveInt(5),
  RATE_LIMIT_WRITE_WINDOW_SECONDS: positiveInt(600),
  /**
   * Staff uploads to the media library: per signed-in staff member per RATE_LIMIT_WRITE_WINDOW_SECONDS,
   * not per address (an office behind one NAT shares one address: plugins/rate-limit.ts).
   */
  RATE_LIMIT_STAFF_UPLOAD_MAX: positiveInt(100),
  /** Every other request: per IP per minute. */
  RATE_LIMIT_GENERAL_MAX: positiveInt(600),
  /** Complaint status checks per IP per ten minutes: enough for a citizen's typos, too few to guess references. */
  RATE_LIMIT_STATUS_CHECK_MAX: positiveInt(10),
  /** Alert confirm and unsubscribe requests per IP per ten minutes (the tokens are unguessable). */
  RATE_LIMIT_ALERT_TOKEN_MAX: positiveInt(20),
  /** Several app servers: the rate limits are counted in this Redis (`redis://host:6379`), shared by all. */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, { error: 'must start with redis:// or rediss://' })
    .optional(),
  /** Prefix of every Redis key this site writes (several sites may share one Redis). */
  REDIS_PREFIX: z.string().min(1).default('sampada:'),
  /** Behind reverse proxies: how many (`1`, `true` = 1) or their addresses (`10.0.0.0/8,...`). See trust-proxy.ts. */
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((value, ctx) => {
      try {
        return parseTrustProxy(value);
      } catch (error) {
        if (!(error instanceof TrustProxyError)) throw error;
        ctx.addIssue({
          code: 'custom',
          message: `${error.message}: use false, a proxy count or proxy addresses`,
        });
        return z.NEVER;
      }
    }),
  /** Seconds a client may take to send a request's headers, and the whole request (body included). */
  HEADERS_TIMEOUT_SECONDS: positiveInt(15),
  REQUEST_TIMEOUT_SECONDS: positiveInt(120),
  /**
   * Server renders at once, and page requests waiting for one; more are answered 503 at once. Two:
   * renders share one thread, so a third adds no throughput, only heap (~30 MB less RSS after cache
   * misses than with four, docs/performance.md).
   */
  RENDER_CONCURRENCY: positiveInt(2),
  RENDER_QUEUE_MAX: positiveInt(32),
  /** After start, draw the first page of every public PDF that has no picture yet (files/missing-thumbnails.ts). */
  MAKE_MISSING_THUMBNAILS: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  /** Memory for stored pages and API answers (ADR 024), in MB; 0 turns the response cache off. */
  RESPONSE_CACHE_MB: z.coerce.number().int().min(0).max(4096).default(64),
  /** How often each server checks whether another changed content (and scheduled times), in ms. */
  CACHE_POLL_MS: z.coerce.number().int().min(50).max(60_000).default(1000),
  /**
   * Signs staff session cookies and encrypts two-factor secrets: 32 or more random characters, the same on
   * every app server. Unset with SQLite: one is made and kept beside the database file (startup.ts).
   */
  AUTH_SECRET: z
    .string()
    .min(32, { error: 'must be at least 32 characters (e.g. openssl rand -base64 48)' })
    .optional(),
  /** Opens GET /metrics to a scraper sending `Authorization: Bearer <token>`; unset, there is none. */
  METRICS_TOKEN: z
    .string()
    .min(16, { error: 'must be at least 16 characters (e.g. openssl rand -hex 24)' })
    .optional(),
  /**
   * Where staff notices are sent from the mail outbox (ADR 035): `smtp://user:pass@host:587` or
   * `smtps://…`. Unset: notices are queued and shown "not sent" until it is set.
   */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^/\s]+/, { error: 'must look like smtp://user:pass@host:587 or smtps://host' })
    .optional(),
  /** The From of those notices. */
  MAIL_FROM: z.string().min(3).default('Sampada <no-reply@localhost>'),
  /** How often queued mail is sent (and failed mail retried when its pause is over). */
  MAIL_SEND_EVERY_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  /** How often the alert job looks for newly public notices, vacancies and results (ADR 046). */
  ALERTS_EVERY_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  /**
   * Web Push (ADR 048): the VAPID key pair (base64url, as `npx web-push generate-vapid-keys` prints) and
   * its contact (`mailto:` or `https:`). Unset with SQLite: a pair is made once and kept beside the
   * database file (push/vapid.ts); with PostgreSQL, unset means no Web Push.
   */
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{87}$/, { error: 'must be the base64url of a P-256 public key (87 characters)' })
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, { error: 'must be the base64url of a P-256 private key (43 characters)' })
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, {
      error: 'must be mailto:someone@example.org or an https: URL',
    })
    .optional(),
  /**
   * The push services whose addresses a browser's subscription may name (the server POSTs to them):
   * host names, `*.` for any subdomain. Loopback hosts (127.0.0.1, ::1, localhost), the only ones that
   * may be plain http, are refused in production.
   */
  PUSH_SERVICE_HOSTS: z.string().default(DEFAULT_PUSH_SERVICE_HOSTS.join(',')),
  /**
   * `test`: staff passwords hashed at a tiny scrypt cost (auth/password-hash.ts), for test runs only
   * (they hash hundreds of times); refused unless NODE_ENV=test. Hashes made at the production cost
   * still sign in with it.
   */
  PASSWORD_HASH_COST: z.enum(['production', 'test']).default('production'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

const checkedEnvSchema = envSchema.superRefine((env, ctx) => {
  if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY)) {
    ctx.addIssue({
      code: 'custom',
      path: [env.VAPID_PUBLIC_KEY ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY'],
      message: 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set together (a key pair) or not at all',
    });
  }
  // A cheap hash is a guessable one: a leaked database of them would give its passwords up quickly.
  if (env.PASSWORD_HASH_COST === 'test' && env.NODE_ENV !== 'test') {
    ctx.addIssue({
      code: 'custom',
      path: ['PASSWORD_HASH_COST'],
      message: `test is for test runs only (NODE_ENV=test), not NODE_ENV=${env.NODE_ENV}: unset it`,
    });
  }
  const hosts = parsePushServiceHosts(env.PUSH_SERVICE_HOSTS, env.NODE_ENV === 'production');
  if (typeof hosts === 'string')
    ctx.addIssue({ code: 'custom', path: ['PUSH_SERVICE_HOSTS'], message: hosts });
});

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {}

/** Parses the environment; throws EnvError with one line per bad variable. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = checkedEnvSchema.safeParse(source);
  if (result.success) return result.data;
  // One line per bad variable, named first, like the start-up checks' messages (startup.ts).
  const lines = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  throw new EnvError(lines.join('\n'));
}
