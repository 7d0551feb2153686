// Which tables a request read and wrote, seen from the queries themselves: a Kysely plugin walks each
// query's tree (and reads raw SQL's tokens, raw-sql-tables.ts) and records the tables on the request's
// store. The response cache uses it both ways: an answer depends on exactly the tables it read (its
// tags), and a write to a table drops exactly the answers that read it (ADR 024). Nothing has to be
// declared route by route, so a new query cannot be forgotten. Raw SQL it cannot read for sure is
// recorded as UNREADABLE_SQL, a name no classification knows (table-privacy.ts): the answer is not
// stored, and such a write drops every stored answer.
import { AsyncLocalStorage } from 'node:async_hooks';
import type {
  KyselyPlugin,
  OperationNode,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryId,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';
import { PARAMETER, rawSqlTables } from './raw-sql-tables.ts';
import { isKnownTable } from './table-privacy.ts';

export interface TableAccess {
  reads: Set<string>;
  writes: Set<string>;
}

export const newTableAccess = (): TableAccess => ({ reads: new Set(), writes: new Set() });

const storage = new AsyncLocalStorage<TableAccess>();

/** Runs `work` with its own record of table access (a request, or one in-process API call). */
export function runWithTableAccess<T>(access: TableAccess, work: () => T): T {
  return storage.run(access, work);
}

export function currentTableAccess(): TableAccess | undefined {
  return storage.getStore();
}

/** A record for the rest of this asynchronous flow (a request that reached Fastify without one). */
export function enterTableAccess(): TableAccess {
  const access = newTableAccess();
  storage.enterWith(access);
  return access;
}

type WriteListener = (tables: string[]) => void;

const WRITE_KINDS = new Set(['InsertQueryNode', 'UpdateQueryNode', 'DeleteQueryNode', 'MergeQueryNode']);
/** A raw statement that writes: by its first word, or a common table expression's (`with ... insert`). */
const RAW_WRITE =
  /^\s*(insert|update|delete|replace|truncate|merge)\b|^\s*with\b[\s\S]*\b(insert|update|delete)\b/i;

/** Stands for raw SQL whose tables could not be read: classified nowhere, so never public. */
export const UNREADABLE_SQL = '(unreadable sql)';

const rawText = (node: OperationNode) =>
  (node as unknown as { sqlFragments: readonly string[] }).sqlFragments.join(PARAMETER);

/**
 * A from or join whose table is raw SQL (sql`search_fts`.as(...)): its text must be one known table's
 * name, else it is unreadable.
 */
function rawTableTarget(node: OperationNode | undefined, into: Set<string>): void {
  const target = node?.kind === 'AliasNode' ? (node as unknown as { node: OperationNode }).node : node;
  if (target?.kind !== 'RawNode') return;
  const name = rawText(target)
    .trim()
    .replace(/^"(.*)"$/, '$1');
  into.add(isKnownTable(name) ? name : UNREADABLE_SQL);
}

function tableName(node: OperationNode): string | undefined {
  if (node.kind !== 'TableNode') return undefined;
  const table = (node as unknown as { table: { identifier: { name: string } } }).table;
  return table.identifier.name;
}

/** Every table a query names, anywhere in its tree (joins, sub-queries, CTEs). */
function tablesOf(node: OperationNode, into: Set<string>): void {
  // A column's qualifier (`c.name_en`) names a table the query already reads, or an alias of one.
  if (node.kind === 'ReferenceNode') return;
  const name = tableName(node);
  if (name) {
    into.add(name);
    return;
  }
  if (node.kind === 'RawNode') {
    const { tables, unreadable } = rawSqlTables(rawText(node));
    for (const table of tables) into.add(table);
    if (unreadable) into.add(UNREADABLE_SQL);
  }
  if (node.kind === 'FromNode') {
    for (const from of (node as unknown as { froms: OperationNode[] }).froms) rawTableTarget(from, into);
  }
  if (node.kind === 'JoinNode') rawTableTarget((node as unknown as { table?: OperationNode }).table, into);
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) {
      for (const item of value) if (isNode(item)) tablesOf(item, into);
    } else if (isNode(value)) tablesOf(value, into);
  }
}

/**
 * Every table a query names (what it reads). A raw query (sql`...`.execute) that names none it knows is
 * unreadable: what it read cannot be said.
 */
export function tablesOfQuery(node: OperationNode): Set<string> {
  const tables = new Set<string>();
  tablesOf(node, tables);
  if (node.kind === 'RawNode' && tables.size === 0) tables.add(UNREADABLE_SQL);
  return tables;
}

function isNode(value: unknown): value is OperationNode {
  return (
    typeof value === 'object' && value !== null && typeof (value as { kind?: unknown }).kind === 'string'
  );
}

function isWrite(node: RootOperationNode): boolean {
  if (WRITE_KINDS.has(node.kind)) return true;
  if (node.kind !== 'RawNode') return false;
  return RAW_WRITE.test(rawText(node));
}

/** The target of a write (not the tables it only reads from, such as an insert's select). */
function writtenTables(node: RootOperationNode, all: Set<string>): string[] {
  const target =
    node.kind === 'InsertQueryNode'
      ? (node as unknown as { into?: OperationNode }).into
      : node.kind === 'UpdateQueryNode'
        ? (node as unknown as { table?: OperationNode }).table
        : node.kind === 'DeleteQueryNode'
          ? (node as unknown as { from?: OperationNode }).from
          : undefined;
  if (!target) return [...all];
  const tables = new Set<string>();
  tablesOf(target, tables);
  return tables.size ? [...tables] : [...all];
}

export class TableAccessPlugin implements KyselyPlugin {
  readonly #listeners = new Set<WriteListener>();
  readonly #pendingWrites = new WeakMap<QueryId, string[]>();

  /** Told after each write query made outside a request (a script, a test, the seed) succeeded. */
  onWrite(listener: WriteListener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
    const access = storage.getStore();
    const write = isWrite(node);
    // A read outside any request (a poll, a script) concerns nobody: no walk.
    if (!access && !write) return node;
    const tables = tablesOfQuery(node);
    if (write) {
      const written = writtenTables(node, tables);
      // A request's writes are acted on when it answers, after its transaction committed (cache hooks);
      // a write outside any request (a script, a test, the seed) when the query has run.
      if (access) for (const table of written) access.writes.add(table);
      else this.#pendingWrites.set(queryId, written);
    }
    if (access) for (const table of tables) access.reads.add(table);
    return node;
  }

  async transformResult({ queryId, result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    const written = this.#pendingWrites.get(queryId);
    if (written) for (const listener of this.#listeners) listener(written);
    return result;
  }
}

const plugins = new WeakMap<object, TableAccessPlugin>();

/** The plugin a database was opened with (connect.ts), registered under the Kysely instance. */
export function registerTableAccess(db: object, plugin: TableAccessPlugin): void {
  plugins.set(db, plugin);
}

export function tableAccessOf(db: object): TableAccessPlugin | undefined {
  return plugins.get(db);
}
