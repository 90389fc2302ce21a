/**
 * The temporary records of Reading B (table temp_pdf_data): the stored form, the signature choice,
 * the checkout session and whether it was paid. Every read ignores an expired record, whatever the
 * sweep has done; every change is one conditional statement, so two server processes sharing the
 * database cannot both pay, or both delete, the same record.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { StoredForm } from '../../src/domain/stored-form.ts';
import type { Database, TempPdfDataTable } from './database.ts';

export interface PdfDataRecord {
  id: string;
  /**
   * The stored form as JSON text, dates as `yyyy-MM-dd`: written once from the validated form and
   * released as is, never parsed again on the hot path.
   */
  dataJson: string;
  includeSignature: boolean;
  checkoutSessionId: string | null;
  /** Epoch ms; null until the server has verified the payment. */
  paidAt: number | null;
  createdAt: number;
  expiresAt: number;
}

export type NewPdfData = { data: StoredForm; includeSignature: boolean };

/** What recording a verified payment did. */
export type PaymentOutcome =
  | 'paid'
  /** The same session had already paid it: nothing changed (a replayed webhook, a second return). */
  | 'already-paid'
  /** Another session paid it first: this one does not release it. */
  | 'paid-by-another-session'
  /** No such record, or it expired. */
  | 'not-found';

export interface PdfDataStore {
  create(input: NewPdfData, times: { now: number; expiresAt: number }): Promise<PdfDataRecord>;
  find(id: string, now: number): Promise<PdfDataRecord | undefined>;
  findBySession(sessionId: string, now: number): Promise<PdfDataRecord | undefined>;
  /** Links an unpaid record to its checkout session and keeps it at least until `keepUntil`. */
  attachSession(id: string, sessionId: string, times: { now: number; keepUntil: number }): Promise<boolean>;
  markPaid(id: string, sessionId: string, now: number): Promise<PaymentOutcome>;
  /** Deletes the record only when it was paid by that session; false when nothing was deleted. */
  deletePaid(id: string, sessionId: string, now: number): Promise<boolean>;
  /** Deletes every expired record; returns how many. */
  purgeExpired(now: number): Promise<number>;
  close(): Promise<void>;
}

export function createPdfDataStore(db: Kysely<Database>): PdfDataStore {
  const live = (now: number) => db.selectFrom('temp_pdf_data').selectAll().where('expires_at', '>', now);

  const find = async (id: string, now: number) => {
    const row = await live(now).where('id', '=', id).executeTakeFirst();
    return row && toRecord(row);
  };

  return {
    async create({ data, includeSignature }, { now, expiresAt }) {
      const row = {
        id: randomUUID(),
        data: JSON.stringify(data),
        include_signature: includeSignature ? 1 : 0,
        checkout_session_id: null,
        paid_at: null,
        created_at: now,
        expires_at: expiresAt,
      };
      await db.insertInto('temp_pdf_data').values(row).execute();
      return toRecord(row);
    },

    find,

    async findBySession(sessionId, now) {
      const row = await live(now).where('checkout_session_id', '=', sessionId).executeTakeFirst();
      return row && toRecord(row);
    },

    async attachSession(id, sessionId, { now, keepUntil }) {
      const record = await find(id, now);
      if (!record || record.paidAt !== null) return false;
      const result = await db
        .updateTable('temp_pdf_data')
        .set({ checkout_session_id: sessionId, expires_at: Math.max(record.expiresAt, keepUntil) })
        .where('id', '=', id)
        .where('paid_at', 'is', null)
        .where('expires_at', '>', now)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async markPaid(id, sessionId, now) {
      const result = await db
        .updateTable('temp_pdf_data')
        .set({ paid_at: now, checkout_session_id: sessionId })
        .where('id', '=', id)
        .where('paid_at', 'is', null)
        .where('expires_at', '>', now)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 1) return 'paid';
      const record = await find(id, now);
      if (!record) return 'not-found';
      return record.checkoutSessionId === sessionId ? 'already-paid' : 'paid-by-another-session';
    },

    async deletePaid(id, sessionId, now) {
      const result = await db
        .deleteFrom('temp_pdf_data')
        .where('id', '=', id)
        .where('checkout_session_id', '=', sessionId)
        .where('paid_at', 'is not', null)
        .where('expires_at', '>', now)
        .executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    },

    async purgeExpired(now) {
      const result = await db.deleteFrom('temp_pdf_data').where('expires_at', '<=', now).executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    close: () => db.destroy(),
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
  };
}
