/**
 * The temporary records of Reading B (table temp_pdf_data): the stored form, the signature choice,
 * and the session that paid it first; and every checkout session opened for a record (table
 * checkout_sessions), so that a second payment is served too, and refunded exactly once. Every
 * read ignores an expired record, whatever the sweep has done. Every change that reads before it
 * writes runs in one transaction holding the record's lock (SELECT … FOR UPDATE on PostgreSQL,
 * BEGIN IMMEDIATE on SQLite) or is one conditional statement, so server processes sharing the
 * database cannot both open, pay, delete or refund the same thing (docs/decisions/037). The rules
 * themselves live in server/record/paid-record.ts.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { type Kysely, type Selectable, sql, type Transaction } from 'kysely';
import type { StoredForm } from '../../src/domain/stored-form.ts';
import { SESSION_KEPT_AFTER_EXPIRY_MS, WRITE_PROBE_LOCK_TIMEOUT_MS } from '../kernel/timeouts.ts';
import type { CheckoutSessionsTable, Database, DatabaseLocation, TempPdfDataTable } from './schema.ts';
import { StoreUnavailableError } from './store-unavailable.ts';

export interface PdfDataRecord {
  id: string;
  /**
   * The stored form as JSON text, dates as `yyyy-MM-dd`: written once from the validated form and
   * released as is, never parsed again on the hot path.
   */
  dataJson: string;
  includeSignature: boolean;
  /** The session that paid first; null until a payment is verified. */
  checkoutSessionId: string | null;
  /** Epoch ms; null until the server has verified a payment. */
  paidAt: number | null;
  createdAt: number;
  expiresAt: number;
  /** SHA-256 of the creator's secret (server/record/owner-token.ts); null for a record stored before it existed. */
  ownerTokenHash: string | null;
}

export interface CheckoutSessionRecord {
  sessionId: string;
  recordId: string;
  url: string;
  expiresAt: number;
  paidAt: number | null;
  paymentRef: string | null;
  /** Set while a request asks the provider for a session: the row holds the place, it is no session yet. */
  openingUntil: number | null;
}

/**
 * A record read under its lock, with all its checkout sessions, inside one transaction: what the
 * callback decides from them holds until it returns. No network call belongs inside.
 */
export interface LockedRecord {
  /** Undefined when the record is gone or expired. */
  record: PdfDataRecord | undefined;
  sessions: CheckoutSessionRecord[];
  /** Holds the record's one place for a session being opened; false when another request holds it. */
  holdOpening(opening: { id: string; until: number; now: number }): Promise<boolean>;
  dropOpening(id: string): Promise<void>;
  /**
   * Records a session the provider opened and keeps the record at least until `keepUntil`; returns
   * the page of the session stored under that id (the first one, when the provider handed the same
   * session twice, as Stripe does for a repeated idempotency key).
   */
  addSession(session: NewCheckoutSession, times: { now: number; keepUntil: number }): Promise<string>;
}

/** `ownerTokenHash` left out: a record no checkout can open (as one stored before the owner's secret existed). */
export type NewPdfData = { data: StoredForm; includeSignature: boolean; ownerTokenHash?: string };
export type NewCheckoutSession = { id: string; url: string; expiresAt: number };

/** What recording a verified payment did. */
export type PaymentOutcome =
  /** This session paid the record first. */
  | { kind: 'paid' }
  /** The same session had already been recorded: nothing changed (a replayed webhook, a second return). */
  | { kind: 'already-paid' }
  /** Another session had paid the record first: this one is served too, and its payment is to be refunded. */
  | { kind: 'paid-twice'; firstSessionId: string }
  /** A session opened here, paid after its record was deleted or expired: the payment is to be refunded. */
  | { kind: 'paid-without-record' }
  /** Neither the record nor the session is known here. */
  | { kind: 'not-found' };

export interface PdfDataStore {
  create(input: NewPdfData, times: { now: number; expiresAt: number }): Promise<PdfDataRecord>;
  find(id: string, now: number): Promise<PdfDataRecord | undefined>;
  /** The live record a session was opened for, while the session itself is open. */
  findOpenSession(sessionId: string, now: number): Promise<{ session: CheckoutSessionRecord; record: PdfDataRecord } | undefined>;
  /** The live record and its sessions, read without a lock: what a decision that writes nothing may rely on. */
  peekRecord(recordId: string, now: number): Promise<Pick<LockedRecord, 'record' | 'sessions'>>;
  /** Runs `work` in one transaction holding the record's lock (docs/decisions/037). */
  withLockedRecord<T>(recordId: string, now: number, work: (locked: LockedRecord) => Promise<T>): Promise<T>;
  markPaid(recordId: string, sessionId: string, now: number, paymentRef?: string): Promise<PaymentOutcome>;
  /** This session of this record has been recorded paid. */
  isPaidSession(recordId: string, sessionId: string): Promise<boolean>;
  /** True for the one caller that may ask the provider for this refund (again, after `retryBefore`). */
  claimRefund(sessionId: string, now: number, retryBefore?: number): Promise<boolean>;
  markRefunded(sessionId: string, now: number): Promise<void>;
  /** Refunds claimed before `claimedBefore` that the provider has not confirmed. */
  unfinishedRefunds(claimedBefore: number): Promise<CheckoutSessionRecord[]>;
  /** Deletes the record only for one of its paid sessions; false when nothing was deleted. */
  deletePaid(id: string, sessionId: string, now: number): Promise<boolean>;
  /** Deletes every expired record, and the sessions that can no longer be paid or refunded; returns how many records. */
  purgeExpired(now: number): Promise<number>;
  /**
   * Whether a write can be made now, by making one: a transaction that takes the write lock and
   * writes the one row of write_probe, within a bounded wait. After a record's creation failed as
   * unavailable (a full disk, a read-only or unwritable file, a lock), the probe writes as much as
   * that record would have (its data, and the pages of its table and indexes), so it passes only once
   * such a record could be stored again (docs/decisions/077, 104).
   * Resolves when it could; throws when the database is unreachable, locked past the wait, full,
   * read-only or unwritable. For GET /readyz.
   */
  probeWrite(): Promise<void>;
  close(): Promise<void>;
}

/**
 * What storing a record writes besides its data: a page of the records' table and one of each of
 * its three indexes (id, expiry, checkout session), 4 KiB each on SQLite. The probe after a failed
 * creation writes this much more than that record's data (docs/decisions/104).
 */
const RECORD_PAGES_BYTES = 4 * 4096;

/** `bytes` of ASCII that no database compresses (PostgreSQL compresses a long value before it stores it). */
const incompressible = (bytes: number) =>
  randomBytes(Math.ceil((bytes * 3) / 4))
    .toString('base64')
    .slice(0, bytes);

export function createPdfDataStore(db: Kysely<Database>, engine: DatabaseLocation['engine']): PdfDataStore {
  const live = (now: number) => db.selectFrom('temp_pdf_data').selectAll().where('expires_at', '>', now);

  const find = async (id: string, now: number) => {
    const row = await live(now).where('id', '=', id).executeTakeFirst();
    return row && toRecord(row);
  };

  /** What the last creation that failed as unavailable would have written, until a probe or a creation writes as much. */
  let failedWriteBytes: number | undefined;

  const findSession = async (sessionId: string) => {
    const row = await db.selectFrom('checkout_sessions').selectAll().where('session_id', '=', sessionId).executeTakeFirst();
    return row && toSession(row);
  };

  return {
    async create({ data, includeSignature, ownerTokenHash }, { now, expiresAt }) {
      const row = {
        id: randomUUID(),
        data: JSON.stringify(data),
        include_signature: includeSignature ? 1 : 0,
        checkout_session_id: null,
        paid_at: null,
        created_at: now,
        expires_at: expiresAt,
        owner_token_hash: ownerTokenHash ?? null,
      };
      try {
        await db.insertInto('temp_pdf_data').values(row).execute();
      } catch (error) {
        if (error instanceof StoreUnavailableError) {
          failedWriteBytes = Math.max(failedWriteBytes ?? 0, Buffer.byteLength(row.data) + RECORD_PAGES_BYTES);
        }
        throw error;
      }
      failedWriteBytes = undefined;
      return toRecord(row);
    },

    find,

    async findOpenSession(sessionId, now) {
      const session = await findSession(sessionId);
      if (!session || session.expiresAt <= now) return undefined;
      const record = await find(session.recordId, now);
      return record && { session, record };
    },

    async peekRecord(recordId, now) {
      const record = await find(recordId, now);
      if (!record) return { record, sessions: [] };
      const sessions = await db.selectFrom('checkout_sessions').selectAll().where('record_id', '=', recordId).execute();
      return { record, sessions: sessions.map(toSession) };
    },

    withLockedRecord(recordId, now, work) {
      return db.transaction().execute(async (trx) => {
        let read = trx.selectFrom('temp_pdf_data').selectAll().where('id', '=', recordId).where('expires_at', '>', now);
        // SQLite's BEGIN IMMEDIATE has already locked the whole file for this transaction.
        if (engine === 'postgres') read = read.forUpdate();
        const row = await read.executeTakeFirst();
        const record = row && toRecord(row);
        const sessions = (await trx.selectFrom('checkout_sessions').selectAll().where('record_id', '=', recordId).execute()).map(toSession);
        return work(lockedRecord(trx, recordId, record, sessions));
      });
    },

    async markPaid(recordId, sessionId, now, paymentRef) {
      const session = await findSession(sessionId);
      if (session && session.recordId !== recordId) return { kind: 'not-found' };
      if (session && session.paidAt !== null) return { kind: 'already-paid' };
      const record = await find(recordId, now);
      if (!session) {
        // Not opened here (or before sessions were kept): only a live record makes it ours.
        if (!record) return { kind: 'not-found' };
        await db
          .insertInto('checkout_sessions')
          .values({ session_id: sessionId, record_id: recordId, url: '', expires_at: record.expiresAt, created_at: now })
          .onConflict((conflict) => conflict.column('session_id').doNothing())
          .execute();
      }
      const recorded = await db
        .updateTable('checkout_sessions')
        .set({ paid_at: now, payment_ref: paymentRef ?? null })
        .where('session_id', '=', sessionId)
        .where('paid_at', 'is', null)
        .executeTakeFirst();
      // Another process recorded this very payment a moment ago.
      if (Number(recorded.numUpdatedRows) !== 1) return { kind: 'already-paid' };
      if (!record) return { kind: 'paid-without-record' };

      const first = await db
        .updateTable('temp_pdf_data')
        .set({ paid_at: now, checkout_session_id: sessionId })
        .where('id', '=', recordId)
        .where('paid_at', 'is', null)
        .where('expires_at', '>', now)
        .executeTakeFirst();
      if (Number(first.numUpdatedRows) === 1) return { kind: 'paid' };
      const paidRecord = await find(recordId, now);
      if (!paidRecord?.checkoutSessionId) return { kind: 'paid-without-record' };
      return { kind: 'paid-twice', firstSessionId: paidRecord.checkoutSessionId };
    },

    async isPaidSession(recordId, sessionId) {
      const session = await findSession(sessionId);
      return session?.recordId === recordId && session.paidAt !== null;
    },

    async claimRefund(sessionId, now, retryBefore) {
      let claim = db
        .updateTable('checkout_sessions')
        .set({ refund_claimed_at: now })
        .where('session_id', '=', sessionId)
        .where('paid_at', 'is not', null)
        .where('refunded_at', 'is', null);
      claim = retryBefore === undefined ? claim.where('refund_claimed_at', 'is', null) : claim.where('refund_claimed_at', '<', retryBefore);
      const result = await claim.executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async markRefunded(sessionId, now) {
      await db.updateTable('checkout_sessions').set({ refunded_at: now }).where('session_id', '=', sessionId).execute();
    },

    async unfinishedRefunds(claimedBefore) {
      const rows = await db
        .selectFrom('checkout_sessions')
        .selectAll()
        .where('refund_claimed_at', '<', claimedBefore)
        .where('refunded_at', 'is', null)
        .execute();
      return rows.map(toSession);
    },

    async deletePaid(id, sessionId, now) {
      if (!(await this.isPaidSession(id, sessionId))) return false;
      const result = await db
        .deleteFrom('temp_pdf_data')
        .where('id', '=', id)
        .where('paid_at', 'is not', null)
        .where('expires_at', '>', now)
        .executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    },

    async purgeExpired(now) {
      const result = await db.deleteFrom('temp_pdf_data').where('expires_at', '<=', now).executeTakeFirst();
      // A session is kept while it can still be paid, and until a refund it owes is confirmed.
      await db
        .deleteFrom('checkout_sessions')
        .where('expires_at', '<=', now - SESSION_KEPT_AFTER_EXPIRY_MS)
        .where((eb) => eb.or([eb('refund_claimed_at', 'is', null), eb('refunded_at', 'is not', null)]))
        .execute();
      return Number(result.numDeletedRows);
    },

    async probeWrite() {
      const payloadBytes = failedWriteBytes ?? 0;
      await db.transaction().execute(async (trx) => {
        // SQLite's BEGIN IMMEDIATE has taken the write lock (or waited SQLITE_LOCK_WAIT_MS for it).
        if (engine === 'postgres') await sql`SET LOCAL lock_timeout = ${sql.lit(WRITE_PROBE_LOCK_TIMEOUT_MS)}`.execute(trx);
        // Kept waiting by a lock on the records' table, as a creation would be; it changes nothing.
        await trx
          .deleteFrom('temp_pdf_data')
          .where(sql<boolean>`1 = 0`)
          .execute();
        // A real write, committed: refused by a full disk, a read-only or unwritable file.
        const row = { id: 1, probed_at: Date.now(), payload: incompressible(payloadBytes) };
        await trx
          .insertInto('write_probe')
          .values(row)
          .onConflict((conflict) => conflict.column('id').doUpdateSet({ probed_at: row.probed_at, payload: row.payload }))
          .execute();
      });
      if (failedWriteBytes === payloadBytes) failedWriteBytes = undefined;
    },

    close: () => db.destroy(),
  };
}

function lockedRecord(
  trx: Transaction<Database>,
  recordId: string,
  record: PdfDataRecord | undefined,
  sessions: CheckoutSessionRecord[],
): LockedRecord {
  return {
    record,
    sessions,
    async holdOpening({ id, until, now }) {
      // The partial unique index checkout_sessions_one_opening lets a record hold one place only.
      const result = await trx
        .insertInto('checkout_sessions')
        .values({ session_id: id, record_id: recordId, url: '', expires_at: until, created_at: now, opening_until: until })
        .onConflict((conflict) => conflict.doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
    },
    async dropOpening(id) {
      await trx.deleteFrom('checkout_sessions').where('session_id', '=', id).where('opening_until', 'is not', null).execute();
    },
    async addSession(session, { now, keepUntil }) {
      await trx
        .insertInto('checkout_sessions')
        .values({ session_id: session.id, record_id: recordId, url: session.url, expires_at: session.expiresAt, created_at: now })
        .onConflict((conflict) => conflict.column('session_id').doNothing())
        .execute();
      if (record) {
        await trx
          .updateTable('temp_pdf_data')
          .set({ expires_at: Math.max(record.expiresAt, keepUntil) })
          .where('id', '=', recordId)
          .execute();
      }
      const stored = await trx.selectFrom('checkout_sessions').select('url').where('session_id', '=', session.id).executeTakeFirst();
      return stored?.url ?? session.url;
    },
  };
}

function toRecord(row: Selectable<TempPdfDataTable>): PdfDataRecord {
  return {
    id: row.id,
    dataJson: row.data,
    includeSignature: Number(row.include_signature) === 1,
    checkoutSessionId: row.checkout_session_id,
    paidAt: row.paid_at === null ? null : Number(row.paid_at),
    createdAt: Number(row.created_at),
    expiresAt: Number(row.expires_at),
    ownerTokenHash: row.owner_token_hash,
  };
}

function toSession(row: Selectable<CheckoutSessionsTable>): CheckoutSessionRecord {
  return {
    sessionId: row.session_id,
    recordId: row.record_id,
    url: row.url,
    expiresAt: Number(row.expires_at),
    paidAt: row.paid_at === null ? null : Number(row.paid_at),
    paymentRef: row.payment_ref,
    openingUntil: row.opening_until === null ? null : Number(row.opening_until),
  };
}
