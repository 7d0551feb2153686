// Totals of the big public lists, kept between requests: counting a million published notices took
// ~280 ms on every page of /api/notices (bench/scale.ts). A total is kept per database and per list,
// tagged with the tables its query read, and dropped whenever the response cache drops answers read
// from one of them (a write here or on another server, a scheduled time passing: ADR 024). Only a
// database whose app runs the response cache keeps totals (cache/response-cache.ts turns it on), so a
// script or a test without one always counts.
import type { Kysely } from 'kysely';

interface KeptTotals {
  generation: number;
  totals: Map<string, { total: number; tables: ReadonlySet<string> }>;
}

const byDatabase = new WeakMap<object, KeptTotals>();

export function keepTotals(db: Kysely<unknown> | object): void {
  if (!byDatabase.has(db)) byDatabase.set(db, { generation: 0, totals: new Map() });
}

export function dropTotals(db: object, tables: Iterable<string>): void {
  const kept = byDatabase.get(db);
  if (!kept) return;
  const changed = new Set(tables);
  kept.generation += 1;
  for (const [key, { tables: read }] of kept.totals) {
    if ([...read].some((table) => changed.has(table))) kept.totals.delete(key);
  }
}

/** The kept total of the list `key`, else `count()`, kept unless a table changed meanwhile. */
export async function keptTotal(
  db: object,
  key: string,
  tables: () => ReadonlySet<string>,
  count: () => Promise<number>,
): Promise<number> {
  const kept = byDatabase.get(db);
  if (!kept) return count();
  const found = kept.totals.get(key);
  if (found) return found.total;
  const generation = kept.generation;
  const total = await count();
  if (kept.generation === generation) kept.totals.set(key, { total, tables: tables() });
  return total;
}
