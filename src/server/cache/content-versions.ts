// What keeps every app server's stored answers current (ADR 024):
// - a write bumps its tables' versions in the database (content_version), and each server polls the
//   versions every CACHE_POLL_MS, dropping what it stored from a table another server changed;
// - scheduled publishing changes what the public sees with no write at all: the poll also knows each
//   content table's next publish_at or unpublish_at and drops that table's answers when it passes.
import { sql, type Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/schema.ts';
import type { ResponseStore } from './response-store.ts';
// Content tables with publishing times: every kind's table (shared/kinds/descriptions.ts), so a kind
// added later is in this list without anyone remembering it.
import { SCHEDULED_TABLES } from '../../shared/kinds/derived.ts';

export { SCHEDULED_TABLES };

export class ContentVersions {
  readonly #db: Kysely<Database>;
  readonly #store: ResponseStore;
  readonly #log: FastifyBaseLogger;
  readonly #pollMs: number;
  #known = new Map<string, number>();
  #nextScheduled = new Map<string, number>();
  #scheduleStale = true;
  #timer: NodeJS.Timeout | undefined;
  #polling: Promise<void> | undefined;

  constructor(db: Kysely<Database>, store: ResponseStore, log: FastifyBaseLogger, pollMs: number) {
    this.#db = db;
    this.#store = store;
    this.#log = log;
    this.#pollMs = pollMs;
  }

  async start(): Promise<void> {
    await this.poll();
    this.#timer = setInterval(() => void this.poll(), this.#pollMs);
    this.#timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.#timer);
    await this.#polling;
  }

  /** A write here: drop what read these tables now, and tell the other servers. */
  async changed(tables: readonly string[]): Promise<void> {
    if (tables.length === 0) return;
    this.#store.invalidate(tables);
    this.#scheduleStale = true;
    try {
      for (const table of tables) {
        const row = await this.#db
          .insertInto('content_version')
          .values({ table_name: table, version: 1 })
          .onConflict((conflict) =>
            conflict.column('table_name').doUpdateSet({ version: sql`content_version.version + 1` }),
          )
          .returning('version')
          .executeTakeFirstOrThrow();
        this.#known.set(table, Number(row.version));
      }
    } catch (error) {
      // This server has already dropped its answers; the others keep theirs until it works again.
      this.#log.error({ err: error, tables }, 'response cache: could not record a change for other servers');
    }
  }

  /** One poll (tests call it to not wait for the timer). */
  poll(): Promise<void> {
    this.#polling ??= this.#pollOnce().finally(() => {
      this.#polling = undefined;
    });
    return this.#polling;
  }

  async #pollOnce(): Promise<void> {
    try {
      const rows = await this.#db.selectFrom('content_version').select(['table_name', 'version']).execute();
      const changed: string[] = [];
      for (const { table_name, version } of rows) {
        if (this.#known.get(table_name) === Number(version)) continue;
        changed.push(table_name);
        this.#known.set(table_name, Number(version));
      }
      const now = Date.now();
      for (const [table, at] of this.#nextScheduled) if (at <= now) changed.push(table);
      if (changed.length) {
        this.#store.invalidate(changed);
        this.#scheduleStale = true;
      }
      if (this.#scheduleStale) await this.#readSchedule(now);
    } catch (error) {
      this.#log.warn({ err: error }, 'response cache: could not read content versions');
    }
  }

  async #readSchedule(now: number): Promise<void> {
    this.#scheduleStale = false;
    const nowIso = new Date(now).toISOString();
    const next = new Map<string, number>();
    for (const table of SCHEDULED_TABLES) {
      for (const column of ['publish_at', 'unpublish_at'] as const) {
        const { rows } = await sql<{ next: string | null }>`
          select min(${sql.ref(column)}) as next from ${sql.table(table)} where ${sql.ref(column)} > ${nowIso}
        `.execute(this.#db);
        const at = rows[0]?.next ? Date.parse(String(rows[0].next)) : NaN;
        if (Number.isFinite(at) && at < (next.get(table) ?? Infinity)) next.set(table, at);
      }
    }
    this.#nextScheduled = next;
  }
}
