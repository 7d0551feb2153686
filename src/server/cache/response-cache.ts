// The response cache (ADR 024), as Fastify hooks. Every GET answer of 200 gets a weak ETag from its bytes
// and a 304 when the client already has it. An answer is stored when it is the same for every visitor of
// its language (and, for pages, theme): it read no private table, set no cookie, wrote nothing, and no
// table changed while it was computed. A request that wrote a content table drops what read that table
// before it answers. Stored answers are served by the HTTP server itself (caching-server.ts) and, for a
// page render's in-process API calls, by the renderer straight from the store (plugins/website.ts).
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Env } from '../env.ts';
import { isInProcess } from '../http/in-process.ts';
import { REQUEST_ID_HEADER } from '../http/logging.ts';
import { appendVary } from '../http/vary.ts';
import { ContentVersions } from './content-versions.ts';
import { dropTotals, keepTotals } from '../db/counts.ts';
import { isKnownTable, PUBLIC_TABLES } from '../db/table-privacy.ts';
import {
  cacheKey,
  isPrivateTable,
  mayStorePath,
  nextNepalMidnight,
  PUBLIC_CACHE_CONTROL,
} from './cache-rules.ts';
import { bestBrotli, chooseCoding, encode, matchesEntityTag } from './encodings.ts';
import { IDENTITY_KEPT_UP_TO, identityOf, type ResponseStore, type StoredAnswer } from './response-store.ts';
import { currentTableAccess, enterTableAccess, tableAccessOf, type TableAccess } from '../db/table-access.ts';

declare module 'fastify' {
  interface FastifyInstance {
    responseStore: ResponseStore;
    contentVersions: ContentVersions;
  }
  interface FastifyRequest {
    tableAccess: TableAccess | undefined;
    cacheGeneration: number;
  }
}

const NOT_STORED_HEADERS = new Set([
  'content-encoding',
  'content-length',
  'set-cookie',
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'retry-after',
  // Each request's own id (http/logging.ts): a stored answer sent again must carry the new request's.
  REQUEST_ID_HEADER,
]);

const MAX_QUEUED_UPGRADES = 64;

const publicTables = (tables: Iterable<string>): string[] =>
  [...tables].filter((table) => !isPrivateTable(table));

/**
 * The public tables a write may have changed: a write to a table nobody classified (or raw SQL that
 * could not be read) may have changed any of them.
 */
export const changedByWrite = (tables: Iterable<string>): readonly string[] =>
  [...tables].some((table) => !isKnownTable(table)) ? PUBLIC_TABLES : publicTables(tables);

function entityTag(body: Buffer): string {
  return `W/"${createHash('sha1').update(body).digest('base64url')}"`;
}

function storableHeaders(reply: FastifyReply): Record<string, string | string[]> {
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value === undefined || NOT_STORED_HEADERS.has(name) || name.startsWith('x-ratelimit')) continue;
    headers[name] = Array.isArray(value) ? value.map(String) : String(value);
  }
  return headers;
}

/** Whether the answer is the same for every visitor of its language (and theme): it may be stored. */
function shareable(request: FastifyRequest, reply: FastifyReply, store: ResponseStore): boolean {
  const access = request.tableAccess;
  return (
    access !== undefined &&
    store.enabled &&
    (request.method === 'GET' || request.method === 'HEAD') &&
    reply.statusCode === 200 &&
    mayStorePath(request.url) &&
    !reply.hasHeader('set-cookie') &&
    access.writes.size === 0 &&
    ![...access.reads].some(isPrivateTable) &&
    store.generation === request.cacheGeneration
  );
}

/** Recompresses stored answers at brotli's best, one at a time, in the background. */
class BrotliUpgrades {
  readonly #queue: [string, StoredAnswer][] = [];
  #running = false;
  readonly #store: ResponseStore;

  constructor(store: ResponseStore) {
    this.#store = store;
  }

  add(key: string, answer: StoredAnswer): void {
    if (this.#queue.length >= MAX_QUEUED_UPGRADES) return;
    this.#queue.push([key, answer]);
    if (!this.#running) void this.#run();
  }

  async #run(): Promise<void> {
    this.#running = true;
    for (let next = this.#queue.shift(); next; next = this.#queue.shift()) {
      const [key, answer] = next;
      try {
        const br = await bestBrotli(identityOf(answer));
        if (!answer.br || br.length < answer.br.length) this.#store.replaceBrotli(key, answer, br);
      } catch {
        // Keeps the coding it has.
      }
    }
    this.#running = false;
  }
}

export function registerResponseCache(app: FastifyInstance, config: Env, responseStore: ResponseStore): void {
  const versions = new ContentVersions(app.db, responseStore, app.log, config.CACHE_POLL_MS);
  const upgrades = new BrotliUpgrades(responseStore);
  // Brotli's best only for an answer visitors ask for again (most of a flood of misses never are).
  responseStore.onAskedAgain((key, answer) => upgrades.add(key, answer));
  app.decorate('responseStore', responseStore);
  app.decorate('contentVersions', versions);
  app.decorateRequest('tableAccess', undefined);
  app.decorateRequest('cacheGeneration', 0);

  // The big lists' totals (db/counts.ts) are kept while nothing they counted changes.
  keepTotals(app.db);
  responseStore.onInvalidate((tables) => dropTotals(app.db, tables));

  // Writes made outside any request (a script in this process, a test, the seed): dropped here at once;
  // the database's triggers have told the other servers (migration 015).
  const stopListening = tableAccessOf(app.db)?.onWrite((tables) =>
    versions.changedOutsideRequest(changedByWrite(tables)),
  );
  app.addHook('onReady', async () => versions.start());
  app.addHook('onClose', async () => {
    stopListening?.();
    await versions.stop();
  });

  app.addHook('onRequest', async (request) => {
    // A write that reached Fastify without a record (app.inject bypasses the caching server) gets one, so
    // its writes are acted on as a request's, after its transaction. An injected read stays without:
    // nobody would look its answer up (only the caching server and a page's in-process calls do).
    const reads = request.method === 'GET' || request.method === 'HEAD';
    request.tableAccess = currentTableAccess() ?? (reads ? undefined : enterTableAccess());
    request.cacheGeneration = responseStore.generation;
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const access = request.tableAccess;
    if (access && access.writes.size > 0) {
      // After the handler, so after its transaction committed: drop what read the tables it wrote, on
      // this server before the writer gets its answer. (The other servers learn it from content_version,
      // which the database's triggers bumped inside the writing transaction: migration 015.)
      await versions.changed(changedByWrite(access.writes));
      return payload;
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') return payload;
    if (reply.statusCode !== 200 || (typeof payload !== 'string' && !Buffer.isBuffer(payload)))
      return payload;
    const key = shareable(request, reply, responseStore) ? cacheKey(request.url, request.headers) : null;
    const inProcess = isInProcess(request);
    // A page's own API call that is not stored needs no entity tag: nobody revalidates it.
    if (!key && inProcess) return payload;
    const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
    const etag = entityTag(body);
    reply.header('etag', etag);
    // A client that has these bytes gets a 304 without them.
    const notModified = matchesEntityTag(request.headers['if-none-match'], etag);
    const sendNotModified = () => {
      reply.code(304);
      return '';
    };
    if (!key || !access) return notModified ? sendNotModified() : payload;
    reply.header('cache-control', PUBLIC_CACHE_CONTROL);
    const tables = publicTables(access.reads);
    // Sent in three codings, so Vary names Accept-Encoding whichever this one is.
    appendVary(reply, 'Accept-Encoding');
    // A page render's API read is kept as it is (read in-process, never compressed unless a visitor
    // asks for it); a visitor's answer in the coding this visitor takes (brotli for a large answer
    // taken in neither: its bytes are not kept).
    const coding = inProcess ? null : chooseCoding(request.headers['accept-encoding']);
    const keepIdentity = inProcess || body.length <= IDENTITY_KEPT_UP_TO;
    const storedCoding = coding ?? (keepIdentity ? null : 'br');
    const encoded = storedCoding ? await encode(body, storedCoding) : null;
    // Stored before it is sent, so the next request finds it. Not if something changed meanwhile:
    // it may hold the old content. (HEAD gets GET's headers, length included; only a GET is stored.)
    if (request.method === 'GET' && responseStore.generation === request.cacheGeneration) {
      responseStore.set(key, {
        status: 200,
        headers: storableHeaders(reply),
        etag,
        identity: keepIdentity ? body : null,
        br: storedCoding === 'br' ? encoded : null,
        gzip: storedCoding === 'gzip' ? encoded : null,
        tables: new Set(tables),
        hits: 0,
        expiresAt: nextNepalMidnight(Date.now()),
      });
    }
    if (notModified) return sendNotModified();
    // This visitor gets the coding just made (the compression plugin leaves an encoded answer alone).
    if (!coding || !encoded) return payload;
    reply.header('content-encoding', coding);
    return encoded;
  });
}
