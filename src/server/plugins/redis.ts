// The Redis the app servers share when REDIS_URL is set (docs/operations.md: several servers): the rate
// limits are counted there, so a visitor's five complaints are five across every server. Without it each
// process counts alone, as a single server should. Redis being away never stops the site: the limits
// are skipped (logged) until it is back, rather than refusing every visitor.
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { Env } from '../env.ts';

/** How long a starting server waits for Redis before it serves with the limits skipped. */
const READY_WAIT_MS = 3000;

function ready(redis: Redis): Promise<boolean> {
  if (redis.status === 'ready') return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), READY_WAIT_MS);
    redis.once('ready', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

/** The shared Redis, connected (or given up on for now), when REDIS_URL is set. */
export async function connectRedis(
  app: FastifyInstance,
  config: Pick<Env, 'REDIS_URL'>,
): Promise<Redis | undefined> {
  if (!config.REDIS_URL) return undefined;
  // Loaded only when used: a single server never pays for the client's memory.
  const { Redis } = await import('ioredis');
  const redis = new Redis(config.REDIS_URL, {
    // Fail fast: a limit check must not hold a request while Redis is away (ioredis reconnects).
    connectTimeout: 1000,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
  });
  let reported = false;
  redis.on('error', (error: Error) => {
    if (!reported)
      app.log.warn({ err: error }, 'Redis is unreachable: rate limits are skipped until it is back');
    reported = true;
  });
  redis.on('ready', () => {
    if (reported) app.log.info('Redis is back');
    reported = false;
  });
  app.addHook('onClose', async () => {
    redis.disconnect();
  });
  // Commands are not queued while disconnected (a limit check must not wait): without this wait, the
  // first requests after a start would go uncounted.
  await ready(redis);
  return redis;
}
