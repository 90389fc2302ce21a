/**
 * What Kysely's migrator reads of the database, on PostgreSQL: the tables of this connection's own
 * schema only (docs/decisions/167). Kysely's own introspector looks at every schema of the database
 * and calls `has_schema_privilege` on each by name, so a schema another client drops during that
 * look (another application's, another test's) failed the migration with « schema … does not
 * exist ». Here no other schema is ever named.
 */
import {
  DEFAULT_MIGRATION_LOCK_TABLE,
  DEFAULT_MIGRATION_TABLE,
  type DatabaseIntrospector,
  type DatabaseMetadata,
  type DatabaseMetadataOptions,
  type Kysely,
  PostgresDialect,
  PostgresIntrospector,
  type SchemaMetadata,
  sql,
  type TableMetadata,
} from 'kysely';

type ColumnRow = {
  column: string;
  not_null: boolean;
  has_default: boolean;
  table: string;
  table_type: string;
  schema: string;
  type: string;
  type_schema: string;
  auto_incrementing: string | null;
};

/** PostgreSQL's dialect, whose introspection stays in the connection's schema. */
export class OwnSchemaPostgresDialect extends PostgresDialect {
  override createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new OwnSchemaIntrospector(db);
  }
}

class OwnSchemaIntrospector implements DatabaseIntrospector {
  readonly #db: Kysely<unknown>;

  constructor(db: Kysely<unknown>) {
    this.#db = db;
  }

  /** Every schema's name: read from the catalog in one scan, which a drop cannot fail. */
  getSchemas(): Promise<SchemaMetadata[]> {
    return new PostgresIntrospector(this.#db).getSchemas();
  }

  /** The tables of current_schema(); Kysely's own bookkeeping tables only when asked, as Kysely does. */
  async getTables(options: DatabaseMetadataOptions = { withInternalKyselyTables: false }): Promise<TableMetadata[]> {
    const { rows } = await sql<ColumnRow>`
      select a.attname as column, a.attnotnull as not_null, a.atthasdef as has_default,
        c.relname as table, c.relkind as table_type, ns.nspname as schema,
        typ.typname as type, dtns.nspname as type_schema,
        pg_get_serial_sequence(quote_ident(ns.nspname) || '.' || quote_ident(c.relname), a.attname) as auto_incrementing
      from pg_catalog.pg_attribute a
        join pg_catalog.pg_class c on a.attrelid = c.oid
        join pg_catalog.pg_namespace ns on c.relnamespace = ns.oid
        join pg_catalog.pg_type typ on a.atttypid = typ.oid
        join pg_catalog.pg_namespace dtns on typ.typnamespace = dtns.oid
      where ns.nspname = current_schema() and c.relkind in ('r', 'v', 'p') and a.attnum >= 0 and not a.attisdropped
      order by c.relname, a.attnum`.execute(this.#db);
    const internal = [DEFAULT_MIGRATION_TABLE, DEFAULT_MIGRATION_LOCK_TABLE];
    const tables = new Map<string, TableMetadata>();
    for (const row of rows) {
      if (!options.withInternalKyselyTables && internal.includes(row.table)) continue;
      const table = tables.get(row.table) ?? { name: row.table, schema: row.schema, isView: row.table_type === 'v', columns: [] };
      tables.set(row.table, table);
      table.columns.push({
        name: row.column,
        dataType: row.type,
        dataTypeSchema: row.type_schema,
        isNullable: !row.not_null,
        isAutoIncrementing: row.auto_incrementing !== null,
        hasDefaultValue: row.has_default,
      });
    }
    return [...tables.values()];
  }

  async getMetadata(options?: DatabaseMetadataOptions): Promise<DatabaseMetadata> {
    return { tables: await this.getTables(options) };
  }
}
