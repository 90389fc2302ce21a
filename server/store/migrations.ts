/**
 * The schema, as Kysely migrations applied at start by every server process (DESIGN.md §2). The
 * same migrations run on SQLite and PostgreSQL; on PostgreSQL Kysely holds an advisory lock, so
 * several processes starting together apply each migration once.
 */
import { type Kysely, type Migration, type MigrationProvider, Migrator } from 'kysely';
import type { Database } from './database.ts';

const MIGRATIONS: Record<string, Migration> = {
  '001-temp-pdf-data': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('temp_pdf_data')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('data', 'text', (column) => column.notNull())
        .addColumn('include_signature', 'integer', (column) => column.notNull())
        .addColumn('checkout_session_id', 'text')
        .addColumn('paid_at', 'bigint')
        .addColumn('created_at', 'bigint', (column) => column.notNull())
        .addColumn('expires_at', 'bigint', (column) => column.notNull())
        .execute();
      await db.schema.createIndex('temp_pdf_data_expires_at').on('temp_pdf_data').column('expires_at').execute();
      await db.schema.createIndex('temp_pdf_data_checkout_session_id').on('temp_pdf_data').column('checkout_session_id').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('temp_pdf_data').execute();
    },
  },
};

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

/** Brings the database to the latest schema; throws with the failing migration's name. */
export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  const { error, results = [] } = await new Migrator({ db, provider }).migrateToLatest();
  if (error) {
    const failed = results.find((result) => result.status === 'Error');
    throw new Error(`Migration de la base impossible${failed ? ` (${failed.migrationName})` : ''} : ${describe(error)}`, { cause: error });
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
