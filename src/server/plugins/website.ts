// The website: React Router 8 framework mode rendered by this Fastify server.
// Production serves the Vite build (build/client static files, build/server handler); development runs
// Vite in middleware mode in this same process (HMR, /api and server rendering on one port).
// Loaders reach /api in-process through app.inject(), with the visitor's cookies, language and IP.
import fastifyStatic from '@fastify/static';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, type RouterContextProvider, type ServerBuild } from 'react-router';
import type { InProcessRequest, RequestInfo } from '#shared/contract/in-process.ts';
import type { Env } from '../env.ts';
import { readBoundedBody } from '../http/bounded-body.ts';
import { sendErrorPage } from '../http/error-page.ts';
import { inProcessHeaders } from '../http/in-process.ts';
import { RenderQueue } from '../http/render-queue.ts';
import { RenderTurns } from '../http/render-turns.ts';
import { appendVary } from '../http/vary.ts';
import { isApiPath } from '../http/api-path.ts';
import { websiteErrorHandler, refuseUnsupportedMethods } from '../http/website-errors.ts';
import { formBodyLimit } from '../http/website-routes.ts';
import { sendError } from '../http/api-errors.ts';
import { contentSecurityPolicy } from './security.ts';
import { cacheKey } from '../cache/cache-rules.ts';
import { identityOf } from '../cache/response-store.ts';
import { ownInlineScripts } from '../cache/script-hashes.ts';
import { SCRIPT_MARKER_HEADER } from '#shared/script-marker.ts';
import { withoutTrackingParameters } from '#shared/tracking-parameters.ts';
import { newTableAccess, runWithTableAccess } from '../db/table-access.ts';

/** What entry.server.tsx exports besides the renderer (see src/web/lib/api/request-context.ts). */
interface WebsiteEntry {
  createLoadContext: (info: RequestInfo) => RouterContextProvider;
  /** The HTML (UTF-8) rendered under a render's mark (the Response itself has no body then). */
  takePage: (marker: string) => Buffer | undefined;
}

const FORWARDED_HEADERS = ['cookie', 'accept-language', 'user-agent'] as const;

export const BUILD_DIR = resolve('build');

/** Aborted when the response's connection closes before the answer is sent: the visitor left. */
function connectionClosed(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.once('close', () => controller.abort());
  return controller.signal;
}

function toWebRequest(request: FastifyRequest, closed: AbortSignal): Request {
  // Concatenated, not resolved: the target is a path on this host (plugins/http-hygiene.ts). Without
  // tracking parameters: the page is the same for every click id, and stored as one (ADR 057).
  const url = new URL(`${request.protocol}://${request.host}${withoutTrackingParameters(request.url)}`);
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(key, item);
  }
  // The body was read whole, within the page's limit, by the content-type parser below.
  const body = Buffer.isBuffer(request.body) ? request.body : null;
  headers.delete('transfer-encoding');
  if (body) headers.set('content-length', String(body.length));
  else headers.delete('content-length');
  return new Request(url, {
    // HEAD is rendered as GET, so its headers (type, length, caching) are exactly GET's; Node sends no body.
    method: request.method === 'HEAD' ? 'GET' : request.method,
    headers,
    signal: closed,
    ...(body ? { body: new Uint8Array(body) } : {}),
  });
}

function flatHeaders(headers: Record<string, string | string[]>): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers))
    flat[name] = Array.isArray(value) ? value.join(', ') : value;
  return flat;
}

function inProcessApi(app: FastifyInstance, turns: RenderTurns, visitor: FastifyRequest) {
  return async ({ method, path, headers = {}, body }: InProcessRequest) => {
    const forwarded: Record<string, string> = {};
    for (const name of FORWARDED_HEADERS) {
      const value = visitor.headers[name];
      if (typeof value === 'string') forwarded[name] = value;
    }
    // Each read on a turn of its own, after a readiness probe in flight (http/render-turns.ts).
    await turns.next();
    const page = visitor.tableAccess;
    // A stored answer is read straight from the store: no request through Fastify (routing, hooks,
    // light-my-request) for what is most of a page's reads. The same key and answer the API's own
    // lookup (cache/response-cache.ts) would find.
    if (method === 'GET' && app.responseStore.enabled) {
      const key = cacheKey(path, { ...forwarded, ...headers });
      const answer = key ? app.responseStore.get(key) : undefined;
      if (answer) {
        if (page) for (const table of answer.tables) page.reads.add(table);
        return {
          status: answer.status,
          headers: flatHeaders(answer.headers),
          body: identityOf(answer).toString(),
        };
      }
    }
    // Each call keeps its own record of the tables it reads (so its answer can be stored on its own);
    // the page inherits them all (those of a stored answer above).
    const call = newTableAccess();
    const response = await runWithTableAccess(call, () =>
      app.inject({
        method,
        url: path,
        headers: { ...forwarded, ...headers, ...inProcessHeaders() },
        ...(body === undefined ? {} : { payload: typeof body === 'string' ? body : Buffer.from(body) }),
        // The write limit counts the visitor's forwarded forms; reads are not counted (rate-limit.ts).
        remoteAddress: visitor.ip,
      }),
    );
    if (page) for (const table of call.reads) page.reads.add(table);
    return {
      status: response.statusCode,
      headers: response.headers as Record<string, string>,
      body: response.body,
    };
  };
}

/**
 * The build once (production) or a function that loads the current one (development: Vite's, which
 * changes as files are edited). React Router derives its route tables from a function's build on every
 * request (ranking all ~120 routes: ~3% of an uncached render), from a build given once only once.
 */
type BuildSource = ServerBuild | (() => Promise<ServerBuild>);

async function registerRenderer(app: FastifyInstance, source: BuildSource, mode: string, config: Env) {
  const handle = createRequestHandler(source, mode);
  const loadBuild = typeof source === 'function' ? source : async () => source;
  const renders = new RenderQueue({
    concurrency: config.RENDER_CONCURRENCY,
    maxQueued: config.RENDER_QUEUE_MAX,
    maxWaitMs: 10_000,
    refusalDelayMs: 250,
    maxHeldRefusals: 256,
  });
  const turns = new RenderTurns(app.healthFirst);
  await app.register(async (site) => {
    site.setErrorHandler(websiteErrorHandler);
    site.addHook('onRequest', refuseUnsupportedMethods);
    // Form posts without JavaScript: the body is read here, whole and within the limit of the page
    // it is posted to (0 for a page without an action, which answers 405 without reading it).
    site.removeAllContentTypeParsers();
    site.addContentTypeParser('*', async (request: FastifyRequest, payload: Readable) => {
      const limit = formBodyLimit(await loadBuild(), pathOf(request.url));
      if (limit === 0) return undefined;
      return readBoundedBody(payload, limit, request.headers['content-length']);
    });
    site.all('/*', async (request, reply) => {
      // An /api path no API route took lands here; it still answers in the API's shape.
      if (isApiPath(request.url)) {
        return sendError(reply, request.lang, 404, 'api.route_not_found');
      }
      // A post to a page without a form: answered here, as React Router would log each one as an
      // error with its stack, and anyone could fill the logs that way.
      if (request.method === 'POST' && formBodyLimit(await loadBuild(), pathOf(request.url)) === 0) {
        reply.header('allow', 'GET, HEAD');
        return sendErrorPage(reply, request.lang, 405, 'http.method_not_allowed');
      }
      const closed = connectionClosed(reply);
      const release = await renders.enter(closed);
      const rendered = app.healthFirst.renderStarted();
      let response: Response;
      let body: Buffer | null;
      let html: boolean;
      try {
        // A render runs almost wholly on the CPU (SQLite answers synchronously): once started it
        // holds the process until done. Taking turns with the other renders (one step per turn of
        // the event loop) lets the server read what arrived meanwhile (answer the API and health
        // probes, queue or refuse pages) between steps, instead of running every admitted render
        // back to back.
        await turns.next();
        const build = await loadBuild();
        const entry = build.entry.module as unknown as WebsiteEntry;
        const loadContext = entry.createLoadContext({
          callApi: inProcessApi(app, turns, request),
          publicUrl: config.PUBLIC_URL.replace(/\/+$/, ''),
        });
        response = await handle(toWebRequest(request, closed), loadContext);
        // The page is complete once handle() resolves (entry.server.tsx waits for all of it):
        // taking it as one buffer sends it (and compresses it) in one go. Streamed through web
        // and Node stream adapters it needed many turns of the event loop, which a flood of
        // requests starved, so admitted pages stalled half sent.
        // An HTML page as its bytes, as rendered: its inline scripts are read from them below.
        const marker = response.headers.get(SCRIPT_MARKER_HEADER);
        const page = marker ? entry.takePage(marker) : undefined;
        html = Boolean(response.headers.get('content-type')?.startsWith('text/html'));
        body = page ?? (response.body ? Buffer.from(await response.arrayBuffer()) : null);
      } finally {
        rendered();
        release();
      }
      if (response.status === 404) request.log.warn({ path: request.url }, 'page not found');
      reply.status(response.status);
      response.headers.forEach((value, key) => {
        if (key !== 'set-cookie' && key !== SCRIPT_MARKER_HEADER) reply.header(key, value);
      });
      // Pages depend on the language (cookie, `lng` query, Accept-Language) and the theme cookie. One
      // the same for every such visitor is stored and marked public by the response cache; any other
      // is private to the visitor.
      appendVary(reply, 'Cookie', 'Accept-Language');
      if (!response.headers.has('cache-control')) reply.header('cache-control', 'private, no-cache');
      const cookies = response.headers.getSetCookie();
      if (cookies.length) reply.header('set-cookie', cookies);
      if (body && html) {
        // The page's own inline scripts (marked by the renderer), allowed by their hashes (no nonce:
        // the page can be stored); the mark is taken out of the page.
        const own = ownInlineScripts(body, response.headers.get(SCRIPT_MARKER_HEADER));
        body = own.html;
        reply.header('content-security-policy', pagePolicy(config, own.hashes));
      }
      return body ? reply.send(body) : reply.send();
    });
  });
}

function pagePolicy(config: Env, scriptHashes: string[]): string {
  const development = config.NODE_ENV === 'development';
  return contentSecurityPolicy({ development, scriptHashes: development ? [] : scriptHashes });
}

function pathOf(url: string): string {
  return new URL(url, 'http://site').pathname;
}

async function registerProduction(app: FastifyInstance, config: Env) {
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
    // Hashed build assets never change; the service worker is checked on every visit (a new build must
    // reach browsers at once: ADR 047); everything else (favicon, icons) is revalidated hourly.
    setHeaders: (reply, path) => {
      reply.header(
        'cache-control',
        path.includes('/assets/')
          ? 'public, max-age=31536000, immutable'
          : path.endsWith('/sw.js')
            ? 'no-cache'
            : 'public, max-age=3600',
      );
    },
  });
  await registerRenderer(app, build, 'production', config);
}

async function registerDevelopment(app: FastifyInstance, config: Env) {
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
    config,
  );
}

export function websitePlugin(config: Env): (app: FastifyInstance) => Promise<void> {
  return (app) =>
    config.NODE_ENV === 'development' ? registerDevelopment(app, config) : registerProduction(app, config);
}
