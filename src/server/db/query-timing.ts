// How long each query took, for the metrics (metrics/metrics.ts): Kysely reports every query to the
// `log` function given when it is made; this passes the reports on to whoever listens for that
// database, and keeps the PostgreSQL pool where the metrics can read its connection counts.
import type { Kysely, LogEvent } from 'kysely';

type QueryOperation = 'select' | 'insert' | 'update' | 'delete' | 'other';

export interface TimedQuery {
  operation: QueryOperation;
  seconds: number;
  failed: boolean;
}

export interface PoolCounts {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}

const OPERATIONS: Record<string, QueryOperation> = {
  SelectQueryNode: 'select',
  InsertQueryNode: 'insert',
  UpdateQueryNode: 'update',
  DeleteQueryNode: 'delete',
};

/** Made before the database, so its `log` can be handed to Kysely; tied to the database after. */
export class QueryTimings {
  readonly listeners = new Set<(query: TimedQuery) => void>();
  pool: PoolCounts | undefined;

  readonly log = (event: LogEvent): void => {
    if (this.listeners.size === 0) return;
    const query: TimedQuery = {
      operation: OPERATIONS[event.query.query.kind] ?? 'other',
      seconds: event.queryDurationMillis / 1000,
      failed: event.level === 'error',
    };
    for (const listener of this.listeners) listener(query);
  };
}

const timingsOf = new WeakMap<object, QueryTimings>();

export function registerQueryTimings(db: Kysely<never> | object, timings: QueryTimings): void {
  timingsOf.set(db, timings);
}

/** Listens to every query of this database (or of the same database through withPlugin/transactions). */
export function queryTimingsOf(db: object): QueryTimings | undefined {
  return timingsOf.get(db);
}
