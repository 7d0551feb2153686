// PostgreSQL: what Kysely's migrator sees of the database, limited to the connection's own schema.
// Kysely's introspector lists the tables of EVERY schema and calls name-based catalog functions
// (`has_schema_privilege`, `pg_get_serial_sequence`) on each: when another schema of the same database
// is dropped meanwhile (another site's, another test worker's), those calls fail with "schema ... does
// not exist" and our migration fails with them. Sampada only ever migrates its own schema.
import {
  PostgresDialect,
  sql,
  type ColumnMetadata,
  type DatabaseIntrospector,
  type DatabaseMetadataOptions,
  type Kysely,
  type SchemaMetadata,
  type TableMetadata,
} from 'kysely';

interface ColumnRow {
  table: string;
  table_type: string;
  column: string;
  not_null: boolean;
  has_default: boolean;
  type: string;
  type_schema: string;
  column_description: string | null;
  auto_incrementing: string | null;
}

const KYSELY_TABLES = ['kysely_migration', 'kysely_migration_lock'];

class CurrentSchemaIntrospector implements DatabaseIntrospector {
  readonly #db: Kysely<unknown>;

  constructor(db: Kysely<unknown>) {
    this.#db = db;
  }

  async getSchemas(): Promise<SchemaMetadata[]> {
    const { rows } = await sql<SchemaMetadata>`select nspname as name from pg_catalog.pg_namespace`.execute(
      this.#db,
    );
    return rows;
  }

  async getTables(
    options: DatabaseMetadataOptions = { withInternalKyselyTables: false },
  ): Promise<TableMetadata[]> {
    // The schema filter comes before the select list is computed, so the name-based functions only
    // ever see this schema's tables.
    const { rows } = await sql<ColumnRow & { schema: string }>`
      select c.relname as "table", c.relkind as table_type, ns.nspname as "schema", a.attname as "column",
        a.attnotnull as not_null, a.atthasdef as has_default, typ.typname as "type",
        dtns.nspname as type_schema, col_description(a.attrelid, a.attnum) as column_description,
        pg_get_serial_sequence(quote_ident(ns.nspname) || '.' || quote_ident(c.relname), a.attname)
          as auto_incrementing
      from pg_catalog.pg_attribute a
        join pg_catalog.pg_class c on a.attrelid = c.oid
        join pg_catalog.pg_namespace ns on c.relnamespace = ns.oid
        join pg_catalog.pg_type typ on a.atttypid = typ.oid
        join pg_catalog.pg_namespace dtns on typ.typnamespace = dtns.oid
      where ns.nspname = current_schema() and c.relkind in ('r', 'v', 'p', 'f')
        and a.attnum >= 0 and not a.attisdropped
      order by c.relname, a.attnum`.execute(this.#db);
    const tables = new Map<string, TableMetadata & { columns: ColumnMetadata[] }>();
    for (const row of rows) {
      if (!options.withInternalKyselyTables && KYSELY_TABLES.includes(row.table)) continue;
      let table = tables.get(row.table);
      if (!table) {
        table = {
          name: row.table,
          schema: row.schema,
          isView: row.table_type === 'v',
          isForeign: row.table_type === 'f',
          columns: [],
        };
        tables.set(row.table, table);
      }
      table.columns.push({
        name: row.column,
        dataType: row.type,
        dataTypeSchema: row.type_schema,
        isAutoIncrementing: row.auto_incrementing !== null,
        isNullable: !row.not_null,
        hasDefaultValue: row.has_default,
        comment: row.column_description ?? undefined,
      });
    }
    return [...tables.values()];
  }
}

/** PostgreSQL's dialect, its introspection limited to the connection's own schema. */
export class CurrentSchemaPostgresDialect extends PostgresDialect {
  override createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new CurrentSchemaIntrospector(db);
  }
}
