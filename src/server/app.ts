// Builds the whole server as a Fastify instance without listening, so tests can inject requests.
// Order: cross-cutting plugins, then /api (its own scope, outside the website, whose handler
// takes over the remaining paths), then public uploads, then the website.
import compress from '@fastify/compress';
import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { constants as zlibConstants } from 'node:zlib';
// Both languages' strings for translate() (the browser loads one at a time: ADR 025).
import '../shared/i18n/dictionaries.ts';
import type { Env } from './env.ts';
import type { Database } from './db/schema.ts';
import { registerAppConfig } from './plugins/app-config.ts';
import { frameworkErrors } from './plugins/framework-errors.ts';
import { registerDatabase } from './plugins/db.ts';
import { apiErrorHandler } from './http/api-errors.ts';
import { registerApiErrors } from './plugins/errors.ts';
import { registerGracefulClose } from './plugins/graceful-close.ts';
import { registerHttpHygiene } from './plugins/http-hygiene.ts';
import { registerLanguage } from './plugins/language.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { refuseUndocumentedBodyTypes } from './plugins/body-types.ts';
import { registerRateLimit } from './plugins/rate-limit.ts';
import { registerSecurity } from './plugins/security.ts';
import { registerUploads } from './plugins/uploads.ts';
import { registerStaffOriginCheck } from './auth/origin-check.ts';
import { registerStaffAuth } from './auth/staff.ts';
import { registerStaffNoStore } from './auth/no-store.ts';
import { registerZodCompilers, requireAnswerSchemas, type ZodTypeProvider } from './plugins/zod.ts';
import { apiModules } from './modules/index.ts';
import { httpServerOptions } from './http/server-options.ts';
import { registerStaffSpelling } from './http/staff-spelling.ts';
import { HealthFirst, registerHealthFirst } from './http/health-first.ts';
import { registerApiVary } from './http/vary.ts';
import { trustProxyOption } from './trust-proxy.ts';
import { loggerOptions, registerRequestIdHeader } from './http/logging.ts';
import type { Metrics } from './metrics/metrics.ts';
import { registerDiscovery } from './discovery/routes.ts';
import { queryTimingsOf } from './db/query-timing.ts';
import { cachingServerFactory } from './cache/caching-server.ts';
import { registerResponseCache } from './cache/response-cache.ts';
import { ResponseStore } from './cache/response-store.ts';

export interface BuildAppOptions {
  config: Env;
  db: Kysely<Database>;
  /** Close the database when the app closes (main.ts); tests manage their own. */
  ownsDatabase?: boolean;
  /** Where the log lines go (tests read them); standard output when absent. */
  logStream?: { write(line: string): void };
  /** Registers the website (server rendering); the API alone when absent. */
  website?: (app: FastifyInstance) => Promise<void>;
}

/** Tests and API-only runs without AUTH_SECRET: sessions last as long as the process. */
function ephemeralSecret(): string {
  return randomBytes(48).toString('base64url');
}

async function loadMetrics(store: ResponseStore): Promise<Metrics> {
  const { Metrics } = await import('./metrics/metrics.ts');
  return new Metrics(store);
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const responseStore = new ResponseStore(config.RESPONSE_CACHE_MB * 1024 * 1024);
  const logging = loggerOptions(config);
  // Counted only when someone can read them (METRICS_TOKEN): otherwise neither prom-client nor its
  // per-request work is loaded.
  const metrics = config.METRICS_TOKEN ? await loadMetrics(responseStore) : undefined;
  const healthFirst = new HealthFirst();
  const app = Fastify({
    serverFactory: cachingServerFactory(
      responseStore,
      (method, status, seconds) => metrics?.storedAnswerSent(method, status, seconds),
      (request, response) => healthFirst.arrived(request, response),
    ),
    ...logging,
    logger: options.logStream ? { ...logging.logger, stream: options.logStream } : logging.logger,
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true, maxParamLength: 200 },
    bodyLimit: 1024 * 1024,
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    ...httpServerOptions(config),
    frameworkErrors,
  });

  registerZodCompilers(app);
  registerAppConfig(app, config);
  registerHealthFirst(app, healthFirst);
  registerDatabase(app, options.db, options.ownsDatabase ?? false);
  registerLanguage(app);
  registerHttpHygiene(app);
  registerRequestIdHeader(app);
  if (metrics && config.METRICS_TOKEN) {
    metrics.register(app);
    metrics.watchDatabase(queryTimingsOf(options.db));
    const { registerMetricsRoute } = await import('./metrics/routes.ts');
    registerMetricsRoute(app, metrics, config.METRICS_TOKEN);
  }
  registerGracefulClose(app);
  app.setErrorHandler(apiErrorHandler);
  await registerSecurity(app, { development: config.NODE_ENV === 'development' });
  registerStaffAuth(app, {
    secret: config.AUTH_SECRET ?? ephemeralSecret(),
    publicUrl: config.PUBLIC_URL,
    passwordHashCost: config.PASSWORD_HASH_COST,
  });
  registerStaffOriginCheck(app, config.PUBLIC_URL);
  registerStaffSpelling(app);
  registerStaffNoStore(app);
  registerApiVary(app);
  // Before compression, so it sees (and stores) the answer's own bytes.
  registerResponseCache(app, config, responseStore);
  await registerRateLimit(app, config);
  // HTML and JSON are compressed per response (fast brotli level); build assets are compressed once at
  // build time and served as they are (plugins/website.ts).
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });

  await app.register(
    async (api) => {
      registerApiErrors(api);
      requireAnswerSchemas(api);
      registerOpenApi(api);
      refuseUndocumentedBodyTypes(api);
      const typed = api.withTypeProvider<ZodTypeProvider>();
      for (const module of apiModules) await typed.register(module);
    },
    { prefix: '/api' },
  );

  await registerDiscovery(app);
  await registerUploads(app, config.UPLOAD_DIR);
  if (options.website) await options.website(app);
  return app;
}
