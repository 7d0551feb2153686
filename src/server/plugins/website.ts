// The website: React Router 8 framework mode rendered by this Fastify server.
// Production serves the Vite build (build/client static files, build/server handler); development runs
// Vite in middleware mode in this same process (HMR, /api and server rendering on one port).
// Loaders reach /api in-process through app.inject(), with the visitor's cookies, language and IP.
import fastifyStatic from '@fastify/static';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import type { ReadableStream as NodeWebReadableStream } from 'node:stream/web';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, type RouterContextProvider, type ServerBuild } from 'react-router';
import type { Env } from '../env.ts';
import { sendError } from './errors.ts';

/** What entry.server.tsx exports besides the renderer (see src/web/lib/api/request-context.ts). */
interface WebsiteEntry {
  createLoadContext: (info: {
    nonce: string;
    callApi: (
      request: InProcessRequest,
    ) => Promise<{ status: number; headers: Record<string, string>; body: string }>;
  }) => RouterContextProvider;
}
interface InProcessRequest {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: Uint8Array | string;
}

const FORWARDED_HEADERS = ['cookie', 'accept-language', 'user-agent'] as const;

export const BUILD_DIR = resolve('build');

function toWebRequest(request: FastifyRequest, reply: FastifyReply): Request {
  const origin = `${request.protocol}://${request.host}`;
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(key, item);
  }
  const controller = new AbortController();
  reply.raw.on('close', () => controller.abort());
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  return new Request(new URL(request.url, origin), {
    method: request.method,
    headers,
    signal: controller.signal,
    ...(hasBody ? { body: Readable.toWeb(request.raw) as ReadableStream, duplex: 'half' } : {}),
  } as RequestInit);
}

function inProcessApi(app: FastifyInstance, visitor: FastifyRequest) {
  return async ({ method, path, headers = {}, body }: InProcessRequest) => {
    const forwarded: Record<string, string> = {};
    for (const name of FORWARDED_HEADERS) {
      const value = visitor.headers[name];
      if (typeof value === 'string') forwarded[name] = value;
    }
    const response = await app.inject({
      method,
      url: path,
      headers: { ...forwarded, ...headers },
      ...(body === undefined ? {} : { payload: typeof body === 'string' ? body : Buffer.from(body) }),
      // The API's rate limits count the visitor, not this server.
      remoteAddress: visitor.ip,
    });
    return {
      status: response.statusCode,
      headers: response.headers as Record<string, string>,
      body: response.body,
    };
  };
}

async function registerRenderer(app: FastifyInstance, loadBuild: () => Promise<ServerBuild>, mode: string) {
  const handle = createRequestHandler(loadBuild, mode);
  await app.register(async (site) => {
    // React Router reads the body itself (form posts without JavaScript).
    site.removeAllContentTypeParsers();
    site.addContentTypeParser('*', (_request, _payload, done) => done(null));
    site.all('/*', async (request, reply) => {
      if (request.url.startsWith('/api/') || request.url === '/api') {
        return sendError(reply, request.lang, 404, 'api.route_not_found');
      }
      const build = await loadBuild();
      const entry = build.entry.module as unknown as WebsiteEntry;
      const loadContext = entry.createLoadContext({
        nonce: request.cspNonce,
        callApi: inProcessApi(app, request),
      });
      const response = await handle(toWebRequest(request, reply), loadContext);
      if (response.status === 404) request.log.warn({ path: request.url }, 'page not found');
      reply.status(response.status);
      response.headers.forEach((value, key) => {
        if (key !== 'set-cookie') reply.header(key, value);
      });
      const cookies = response.headers.getSetCookie();
      if (cookies.length) reply.header('set-cookie', cookies);
      return reply.send(response.body ? Readable.fromWeb(response.body as NodeWebReadableStream) : null);
    });
  });
}

async function registerProduction(app: FastifyInstance) {
  const serverEntry = resolve(BUILD_DIR, 'server/index.js');
  if (!existsSync(serverEntry)) {
    throw new Error(`The website is not built (${serverEntry} is missing): run "npm run build" first.`);
  }
  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  await app.register(fastifyStatic, {
    root: resolve(BUILD_DIR, 'client'),
    prefix: '/',
    wildcard: false,
    index: false,
    preCompressed: true,
    decorateReply: false,
    etag: true,
    // Hashed build assets never change; everything else (favicon, manifest) is revalidated hourly.
    setHeaders: (reply, path) => {
      reply.header(
        'cache-control',
        path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      );
    },
  });
  await registerRenderer(app, async () => build, 'production');
}

async function registerDevelopment(app: FastifyInstance) {
  const { createServer } = await import('vite');
  const { default: middie } = await import('@fastify/middie');
  const vite = await createServer({
    server: { middlewareMode: true, hmr: { server: app.server } },
    appType: 'custom',
  });
  await app.register(middie);
  app.use(vite.middlewares);
  app.addHook('onClose', async () => vite.close());
  await registerRenderer(
    app,
    () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>,
    'development',
  );
}

export function websitePlugin(config: Env): (app: FastifyInstance) => Promise<void> {
  return (app) => (config.NODE_ENV === 'development' ? registerDevelopment(app) : registerProduction(app));
}
