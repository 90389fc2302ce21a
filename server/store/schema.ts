/**
 * The one query layer over two engines (specification §12): Kysely on an embedded SQLite file by
 * default, on PostgreSQL when DATABASE_URL is set. Column types are chosen so both engines store
 * and compare them the same way: text, integer and bigint only (docs/decisions/010).
 */
import path from 'node:path';
import type { ColumnType } from 'kysely';

/** Epoch milliseconds. PostgreSQL hands bigint back as a string, SQLite as a number. */
type Millis = ColumnType<number | string, number, number>;
type OptionalMillis = ColumnType<number | string | null, number | null, number | null>;

export interface TempPdfDataTable {
  /** A random UUID, as text. */
  id: string;
  /** The stored form as JSON text, dates as `yyyy-MM-dd`. */
  data: string;
  /** 1 for "avec signature", 0 for "sans signature". */
  include_signature: number;
  /** The session that paid first: the one never refunded. */
  checkout_session_id: string | null;
  paid_at: OptionalMillis;
  created_at: Millis;
  expires_at: Millis;
  /** SHA-256 (hex) of the secret handed to whoever created the record; null for a record stored before it existed. */
  owner_token_hash: string | null;
}

/** Every checkout session opened for a record, so a second payment can be told apart and refunded. */
export interface CheckoutSessionsTable {
  session_id: string;
  record_id: string;
  /** The provider's hosted page, handed again while the session is open. */
  url: string;
  /** When the provider closes the session: it cannot be paid after that. */
  expires_at: Millis;
  paid_at: OptionalMillis;
  /** The provider's reference of the payment (Stripe's payment intent), needed to refund it. */
  payment_ref: string | null;
  /** Set once, by the one process that asks the provider for the refund. */
  refund_claimed_at: OptionalMillis;
  refunded_at: OptionalMillis;
  created_at: Millis;
  /**
   * Set while a request is asking the provider for this record's session: the row holds the place
   * (its session_id is not a provider's), and a partial unique index lets one record have only one
   * (docs/decisions/037). Null for every session the provider opened.
   */
  opening_until: OptionalMillis;
}

/** One row, written by each /readyz probe: proof that a write is taken now (docs/decisions/077). */
export interface WriteProbeTable {
  id: number;
  probed_at: Millis;
  /** As long as the last record whose creation failed, while the probe checks that one could be stored again; empty otherwise. */
  payload: string;
}

/**
 * One signature handed from a phone to the page (docs/decisions/090): ciphertext only, never a key,
 * a name or an image the server could read; deleted at delivery, or at expiry.
 */
export interface SignatureExchangesTable {
  /** A random UUID, as text. */
  id: string;
  /** Base64url AES-GCM ciphertext; null until the phone sends it. */
  ciphertext: string | null;
  created_at: Millis;
  expires_at: Millis;
  /** A digest of the network that opened it, for its share of the room (docs/decisions/192); never an address. */
  opened_by: string | null;
  /** A digest of the network that deposited its ciphertext; null until then. */
  deposited_by: string | null;
  /** An acceptance exchange's paper, as base64url AES-GCM ciphertext (docs/decisions/218); null for a phone signature. */
  paper: string | null;
  /** When the relay received the ciphertext: the day an acceptance is dated with; null until then. */
  deposited_at: OptionalMillis;
}

export interface Database {
  temp_pdf_data: TempPdfDataTable;
  checkout_sessions: CheckoutSessionsTable;
  write_probe: WriteProbeTable;
  signature_exchanges: SignatureExchangesTable;
}

export type DatabaseLocation = { engine: 'sqlite'; file: string } | { engine: 'postgres'; url: string };

/** The SQLite file inside DATA_DIR. */
export const SQLITE_FILE_NAME = 'procuration.sqlite';

/**
 * Where the database is: PostgreSQL when DATABASE_URL is given, else the SQLite file in DATA_DIR. Here, beside
 * the types and away from the engines' drivers, so reading the configuration loads no driver (docs/decisions/243).
 */
export function databaseLocation({ databaseUrl, dataDir }: { databaseUrl: string | undefined; dataDir: string }): DatabaseLocation {
  return databaseUrl ? { engine: 'postgres', url: databaseUrl } : { engine: 'sqlite', file: path.join(dataDir, SQLITE_FILE_NAME) };
}
