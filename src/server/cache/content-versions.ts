// What keeps every app server's stored answers current (ADR 024):
// - a write bumps its tables' versions in the database (content_version), by triggers inside the
//   writing transaction (migration 015), whoever wrote: this server, another, or a script; each server
//   polls the versions every CACHE_POLL_MS, dropping what it stored from a table that changed;
// - scheduled publishing changes what the public sees with no write at all: the poll also knows each
//   content table's next publish_at or unpublish_at and drops that table's answers when it passes.
import { sql, type Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/schema.ts';
import type { ResponseStore } from './response-store.ts';
import { KnownVersions } from './known-versions.ts';
// Content tables with publishing times: every kind's table (shared/kinds/descriptions.ts), so a kind
// added later is in this list without anyone remembering it.
import { contentTables } from '#shared/kinds/derived.ts';

export class ContentVersions {
  readonly #db: Kysely<Database>;
  readonly #store: ResponseStore;
  readonly #log: FastifyBaseLogger;
  readonly #pollMs: number;
  readonly #known = new KnownVersions();
  #nextScheduled = new Map<string, number>();
  #scheduleStale = true;
  #timer: NodeJS.Timeout | undefined;
  #polling: Promise<void> | undefined;
  #nextPoll: Promise<void> | undefined;

  constructor(db: Kysely<Database>, store: ResponseStore, log: FastifyBaseLogger, pollMs: number) {
    this.#db = db;
    this.#store = store;
    this.#log = log;
    this.#pollMs = pollMs;
  }

  async start(): Promise<void> {
    await this.poll();
    this.#timer = setInterval(() => this.#pollIfIdle(), this.#pollMs);
    this.#timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.#timer);
    await (this.#nextPoll ?? this.#polling);
  }

  /**
   * A write here, committed: drop what read these tables now rather than at the next poll (a fast path
   * for this server). The other servers need no telling: the database's triggers bumped content_version
   * inside the write's transaction (migration 015). The versions are read before dropping, so this
   * server's next poll does not drop the same tables again, while a change another server commits after
   * the read is still seen by that poll. Unread (an error), the poll drops them once more: harmless.
   */
  async changed(tables: readonly string[]): Promise<void> {
    if (tables.length === 0) return;
    const read = this.#known.startRead();
    const versions = await this.#db
      .selectFrom('content_version')
      .select(['table_name', 'version'])
      .where('table_name', 'in', tables)
      .execute()
      .catch(() => []);
    this.#store.invalidate(tables);
    this.#scheduleStale = true;
    this.#known.apply(read, versions);
  }

  /**
   * A write made outside any request (a script in this process, a test, the seed): dropped at once, and
   * again once the versions are read. It may be in a transaction not yet committed: what was stored
   * meanwhile from the old rows is then dropped by the poll that sees the committed bump.
   */
  changedOutsideRequest(tables: readonly string[]): void {
    if (tables.length === 0) return;
    this.#store.invalidate(tables);
    void this.changed(tables);
  }

  /**
   * A poll that reads the versions after this call, so it sees every write committed before it (tests
   * call it after a write, rather than wait for the timer). One in flight may have read them before
   * the caller's write: this one then follows it. Callers meanwhile share the one that follows.
   */
  poll(): Promise<void> {
    if (!this.#polling) return this.#startPoll();
    this.#nextPoll ??= this.#polling.then(() => {
      this.#nextPoll = undefined;
      return this.#startPoll();
    });
    return this.#nextPoll;
  }

  /** The timer's poll: none while one is in flight or about to start. */
  #pollIfIdle(): void {
    if (!this.#polling && !this.#nextPoll) void this.#startPoll();
  }

  #startPoll(): Promise<void> {
    this.#polling = this.#pollOnce().finally(() => {
      this.#polling = undefined;
    });
    return this.#polling;
  }

  async #pollOnce(): Promise<void> {
    try {
      const read = this.#known.startRead();
      const rows = await this.#db.selectFrom('content_version').select(['table_name', 'version']).execute();
      const changed = this.#known.apply(read, rows);
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
    for (const table of contentTables) {
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
