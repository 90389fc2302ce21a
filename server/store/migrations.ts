/**
 * The schema, as Kysely migrations applied at start by every server process (specification §12). The
 * same migrations run on SQLite and PostgreSQL; on PostgreSQL Kysely holds an advisory lock, so
 * several processes starting together apply each migration once.
 */
import { type Kysely, type Migration, type MigrationProvider, Migrator, PostgresAdapter, sql } from 'kysely';
import type { Database } from './schema.ts';

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

  '002-checkout-sessions': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('checkout_sessions')
        .addColumn('session_id', 'text', (column) => column.primaryKey())
        .addColumn('record_id', 'text', (column) => column.notNull())
        .addColumn('url', 'text', (column) => column.notNull())
        .addColumn('expires_at', 'bigint', (column) => column.notNull())
        .addColumn('paid_at', 'bigint')
        .addColumn('payment_ref', 'text')
        .addColumn('refund_claimed_at', 'bigint')
        .addColumn('refunded_at', 'bigint')
        .addColumn('created_at', 'bigint', (column) => column.notNull())
        .execute();
      await db.schema.createIndex('checkout_sessions_record_id').on('checkout_sessions').column('record_id').execute();
      await db.schema.createIndex('checkout_sessions_expires_at').on('checkout_sessions').column('expires_at').execute();
      // Sessions opened before this table existed: their page is not known, so none is handed again.
      await sql`INSERT INTO checkout_sessions (session_id, record_id, url, expires_at, paid_at, created_at)
        SELECT checkout_session_id, id, '', expires_at, paid_at, created_at FROM temp_pdf_data WHERE checkout_session_id IS NOT NULL`.execute(
        db,
      );
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('checkout_sessions').execute();
    },
  },

  '003-one-opening-per-record': {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('checkout_sessions').addColumn('opening_until', 'bigint').execute();
      // One request at a time asks the provider for a record's session, whichever process it reaches (docs/decisions/037).
      await sql`CREATE UNIQUE INDEX checkout_sessions_one_opening ON checkout_sessions (record_id) WHERE opening_until IS NOT NULL`.execute(
        db,
      );
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('checkout_sessions_one_opening').execute();
      await db.schema.alterTable('checkout_sessions').dropColumn('opening_until').execute();
    },
  },

  '004-write-probe': {
    async up(db: Kysely<unknown>) {
      // The row GET /readyz writes to know that a write is taken now (docs/decisions/077).
      await db.schema
        .createTable('write_probe')
        .addColumn('id', 'integer', (column) => column.primaryKey())
        .addColumn('probed_at', 'bigint', (column) => column.notNull())
        .addColumn('payload', 'text', (column) => column.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('write_probe').execute();
    },
  },

  '005-signature-exchanges': {
    async up(db: Kysely<unknown>) {
      // A signature relayed from a phone, as ciphertext, for ten minutes at most (docs/decisions/090).
      await db.schema
        .createTable('signature_exchanges')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('ciphertext', 'text')
        .addColumn('created_at', 'bigint', (column) => column.notNull())
        .addColumn('expires_at', 'bigint', (column) => column.notNull())
        .execute();
      await db.schema.createIndex('signature_exchanges_expires_at').on('signature_exchanges').column('expires_at').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('signature_exchanges').execute();
    },
  },

  '006-record-owner': {
    async up(db: Kysely<unknown>) {
      // The SHA-256 of the secret handed to whoever created the record (docs/decisions/110). Records
      // stored before it keep none: no checkout opens on them, and they expire as they are.
      await db.schema.alterTable('temp_pdf_data').addColumn('owner_token_hash', 'text').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('temp_pdf_data').dropColumn('owner_token_hash').execute();
    },
  },

  '007-relay-network-share': {
    async up(db: Kysely<unknown>) {
      // Which network, as a digest, opened an exchange and deposited into it: its share of the relay's room (docs/decisions/192).
      await db.schema.alterTable('signature_exchanges').addColumn('opened_by', 'text').execute();
      await db.schema.alterTable('signature_exchanges').addColumn('deposited_by', 'text').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('signature_exchanges').dropColumn('deposited_by').execute();
      await db.schema.alterTable('signature_exchanges').dropColumn('opened_by').execute();
    },
  },

  '008-acceptance-exchanges': {
    async up(db: Kysely<unknown>) {
      // The paper a mandataire reads, encrypted on the mandant's device, and the day the relay received the answer (docs/decisions/218).
      await db.schema.alterTable('signature_exchanges').addColumn('paper', 'text').execute();
      await db.schema.alterTable('signature_exchanges').addColumn('deposited_at', 'bigint').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('signature_exchanges').dropColumn('deposited_at').execute();
      await db.schema.alterTable('signature_exchanges').dropColumn('paper').execute();
    },
  },
};

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

/**
 * Brings the database to the latest schema; throws with the failing migration's name. On PostgreSQL
 * the migration tables are looked for in the connection's own schema: Kysely otherwise takes those of
 * any schema of the database for its own (another application's, or another test's) and then fails
 * to read them where it works; and its dialect looks at no other schema (./postgres/own-schema-introspector.ts).
 */
export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  const migrationTableSchema = await currentPostgresSchema(db);
  const migrator = new Migrator({ db, provider, migrationTableSchema });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error) {
    const failed = results.find((result) => result.status === 'Error');
    throw new Error(`Migration de la base impossible${failed ? ` (${failed.migrationName})` : ''} : ${describe(error)}`, { cause: error });
  }
}

/** The schema PostgreSQL creates tables in for this connection (search_path), or undefined on SQLite. */
async function currentPostgresSchema(db: Kysely<Database>): Promise<string | undefined> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return undefined;
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return rows[0]?.schema;
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
