/**
 * The relay's table, signature_exchanges, on SQLite or PostgreSQL (docs/decisions/090). Each change
 * is one conditional statement, so server processes sharing the database cannot both store a
 * deposit, nor both deliver one: the delivery deletes the row and returns its ciphertext at once.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from './schema.ts';

/** What depositing did: stored once; refused when already stored (a replay), or when the exchange is gone or expired. */
export type DepositOutcome = 'stored' | 'already-sent' | 'not-found';

/** What picking up found: the ciphertext (now deleted), nothing yet, or no live exchange. */
export type PickupOutcome = { kind: 'delivered'; ciphertext: string } | { kind: 'waiting' } | { kind: 'not-found' };

export interface SignatureExchangeStore {
  create(times: { now: number; expiresAt: number }): Promise<{ id: string; expiresAt: number }>;
  /** Stores the ciphertext once, while the exchange lives. */
  deposit(id: string, ciphertext: string, now: number): Promise<DepositOutcome>;
  /** Hands the ciphertext once and deletes the exchange in the same statement. */
  pickUp(id: string, now: number): Promise<PickupOutcome>;
  /** Deletes an exchange the page gave up on, whatever it holds; deleting one already gone does nothing. */
  cancel(id: string): Promise<void>;
  /** Deletes every expired exchange; returns how many. */
  purgeExpired(now: number): Promise<number>;
  close(): Promise<void>;
}

export function createSignatureExchangeStore(db: Kysely<Database>): SignatureExchangeStore {
  const exists = async (id: string, now: number) =>
    (await db.selectFrom('signature_exchanges').select('id').where('id', '=', id).where('expires_at', '>', now).executeTakeFirst()) !==
    undefined;

  return {
    async create({ now, expiresAt }) {
      const id = randomUUID();
      await db.insertInto('signature_exchanges').values({ id, ciphertext: null, created_at: now, expires_at: expiresAt }).execute();
      return { id, expiresAt };
    },

    async deposit(id, ciphertext, now) {
      const result = await db
        .updateTable('signature_exchanges')
        .set({ ciphertext })
        .where('id', '=', id)
        .where('ciphertext', 'is', null)
        .where('expires_at', '>', now)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 1) return 'stored';
      return (await exists(id, now)) ? 'already-sent' : 'not-found';
    },

    async pickUp(id, now) {
      const taken = await db
        .deleteFrom('signature_exchanges')
        .where('id', '=', id)
        .where('ciphertext', 'is not', null)
        .where('expires_at', '>', now)
        .returning('ciphertext')
        .executeTakeFirst();
      if (taken?.ciphertext) return { kind: 'delivered', ciphertext: taken.ciphertext };
      return (await exists(id, now)) ? { kind: 'waiting' } : { kind: 'not-found' };
    },

    async cancel(id) {
      await db.deleteFrom('signature_exchanges').where('id', '=', id).execute();
    },

    async purgeExpired(now) {
      const result = await db.deleteFrom('signature_exchanges').where('expires_at', '<=', now).executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    close: () => db.destroy(),
  };
}
