/**
 * Each rule of the paid record's life, called directly on a real store (SQLite, and PostgreSQL when
 * TEST_DATABASE_URL is set) with the simulated provider and a clock the test moves.
 */
import type { Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { MESSAGES } from '../../src/domain/messages.ts';
import { VALID_FORM } from '../routes/payment-app.test-helper.ts';
import { createSimulatedProvider } from '../payments/simulated-provider.ts';
import { migrateToLatest } from '../store/migrations.ts';
import { openDatabase } from '../store/open-database.ts';
import { createPdfDataStore, type PdfDataStore } from '../store/pdf-data-store.ts';
import type { Database } from '../store/schema.ts';
import { ENGINES, POSTGRES_SKIP_REASON, TEST_DATABASE_URL, type TestDatabase } from '../store/test-databases.test-helper.ts';
import { MAX_CHECKOUT_SESSIONS_PER_RECORD, type PaidRecords, paidRecords, REUSE_SESSION_MIN_REMAINING_MS } from './paid-record.ts';
import { OPENING_HOLD_MS } from '../kernel/timeouts.ts';

const MINUTE = 60_000;
const TTL_MS = 60 * MINUTE;
const START = new Date('2026-11-24T09:00:00Z').getTime();
const SILENT = { warn: () => undefined, error: () => undefined };

for (const engine of ENGINES) {
  const unavailable = engine.name === 'PostgreSQL' && !TEST_DATABASE_URL;
  describe.skipIf(unavailable)(`the paid record on ${engine.name}${unavailable ? ` (${POSTGRES_SKIP_REASON})` : ''}`, () => {
    let database: TestDatabase;
    let db: Kysely<Database>;
    let store: PdfDataStore;
    let records: PaidRecords;
    let now = START;
    let opened = 0;

    beforeEach(async () => {
      database = await engine.create();
      db = openDatabase(database.location);
      await migrateToLatest(db);
      store = createPdfDataStore(db, database.location.engine);
      now = START;
      opened = 0;
      const simulated = createSimulatedProvider({ publicUrl: 'https://procuration.example.fr' });
      const provider = {
        ...simulated,
        createCheckoutSession: (request: Parameters<typeof simulated.createCheckoutSession>[0]) => {
          opened += 1;
          return simulated.createCheckoutSession(request);
        },
      };
      records = paidRecords({ store, provider, clock: () => new Date(now), recordTtlMs: TTL_MS });
    });

    afterEach(async () => {
      await store.close();
      await database.drop();
    });

    const ownerTokens = new Map<string, string>();
    const tokenOf = (id: string) => ownerTokens.get(id);
    async function created(): Promise<string> {
      const outcome = await records.create(VALID_FORM, true);
      if (outcome.kind !== 'created') throw new Error(outcome.kind);
      ownerTokens.set(outcome.id, outcome.ownerToken);
      return outcome.id;
    }
    async function openUrl(id: string): Promise<string> {
      const outcome = await records.openCheckout(id, tokenOf(id), SILENT);
      if (outcome.kind !== 'open') throw new Error(outcome.kind);
      return outcome.url;
    }
    const sessionOf = (url: string) => url.split('/').pop() ?? '';

    test('a form the page could not print is never stored', async () => {
      expect(await records.create({ ...VALID_FORM, type: '委任状' }, true)).toEqual({
        kind: 'unprintable',
        message: MESSAGES.typeRequired,
      });
      expect(await records.create({ ...VALID_FORM, signature: null }, true)).toEqual({
        kind: 'unprintable',
        message: MESSAGES.signatureRequired,
      });
    });

    test('a second checkout gets the open session again', async () => {
      const id = await created();
      const first = await openUrl(id);
      now += REUSE_SESSION_MIN_REMAINING_MS;
      expect(await openUrl(id)).toBe(first);
      expect(opened).toBe(1);
    });

    test('a session left with less than ten minutes to pay is not handed again', async () => {
      const id = await created();
      const first = await openUrl(id);
      now += 21 * MINUTE;
      expect(await openUrl(id)).not.toBe(first);
      expect(opened).toBe(2);
    });

    test("no new session past the record's own lifetime, while a session still keeps the record", async () => {
      const id = await created();
      // One minute before the end of its lifetime: a session keeps the record 40 minutes more.
      now = START + TTL_MS - MINUTE;
      await openUrl(id);
      // 21 minutes on, the session has 8 minutes left (not handed again) and the record still lives.
      now += 21 * MINUTE;
      expect(await store.find(id, now)).toBeDefined();
      expect(await records.openCheckout(id, tokenOf(id), SILENT)).toEqual({ kind: 'not-found' });
      expect(opened).toBe(1);
    });

    test('a paid record opens no checkout; its session releases it, another session does not', async () => {
      const id = await created();
      const sessionId = sessionOf(await openUrl(id));
      expect((await records.release(id, sessionId, { askProvider: true, log: SILENT })).kind).toBe('not-verified');
      expect(await records.fulfil({ recordId: id, sessionId }, SILENT)).toBe(true);
      expect(await records.openCheckout(id, tokenOf(id), SILENT)).toEqual({ kind: 'already-paid' });
      expect((await records.release(id, sessionId, { askProvider: true, log: SILENT })).kind).toBe('released');
      expect((await records.release(id, 'cs_sim_other', { askProvider: true, log: SILENT })).kind).toBe('not-verified');
      expect((await records.release(id, undefined, { askProvider: true, log: SILENT })).kind).toBe('not-verified');
    });

    test('only a paid session deletes the record', async () => {
      const id = await created();
      const sessionId = sessionOf(await openUrl(id));
      expect(await records.remove(id, sessionId)).toEqual({ kind: 'not-paid' });
      await records.fulfil({ recordId: id, sessionId }, SILENT);
      expect(await records.remove(id, undefined)).toEqual({ kind: 'not-paid' });
      expect(await records.remove(id, sessionId)).toEqual({ kind: 'deleted' });
      expect(await records.remove(id, sessionId)).toEqual({ kind: 'not-found' });
    });

    test('a second payment is served and refunded once, however often it is reported', async () => {
      const id = await created();
      const first = sessionOf(await openUrl(id));
      now += 21 * MINUTE;
      const second = sessionOf(await openUrl(id));
      await records.fulfil({ recordId: id, sessionId: first }, SILENT);
      const reports = await Promise.all([1, 2, 3].map(() => records.fulfil({ recordId: id, sessionId: second }, SILENT)));
      expect(reports).toEqual([true, true, true]);
      const refunded = await db
        .selectFrom('checkout_sessions')
        .select(['session_id', 'refunded_at'])
        .where('refunded_at', 'is not', null)
        .execute();
      expect(refunded.map((row) => row.session_id)).toEqual([second]);
    });

    test('simultaneous checkouts of one record open one session', async () => {
      const id = await created();
      const outcomes = await Promise.all(Array.from({ length: 20 }, () => records.openCheckout(id, tokenOf(id), SILENT)));
      expect(new Set(outcomes.map((outcome) => (outcome.kind === 'open' ? outcome.url : outcome.kind))).size).toBe(1);
      expect(opened).toBe(1);
    });

    test("a stranger's checkouts racing the owner's get no session, and the owner gets one", async () => {
      const id = await created();
      const mine = await created();
      const [owner, ...strangers] = await Promise.all([
        records.openCheckout(id, tokenOf(id), SILENT),
        ...Array.from({ length: 6 }, (_, index) => records.openCheckout(id, index % 2 === 0 ? undefined : tokenOf(mine), SILENT)),
      ]);
      expect(owner?.kind).toBe('open');
      expect(strangers.map((outcome) => outcome.kind)).toEqual(Array.from({ length: 6 }, () => 'not-owner'));
      expect(opened).toBe(1);
    });

    test('a place held by a request that stopped is given up once its time is past', async () => {
      const id = await created();
      await store.withLockedRecord(id, now, (locked) => locked.holdOpening({ id: 'opening_stopped', until: now + OPENING_HOLD_MS, now }));
      now += OPENING_HOLD_MS;
      expect((await records.openCheckout(id, tokenOf(id), SILENT)).kind).toBe('open');
      expect(opened).toBe(1);
    });
  });
}

test(`the cap of ${MAX_CHECKOUT_SESSIONS_PER_RECORD} sessions, on a record that lives long enough to reach it`, async () => {
  const [sqlite] = ENGINES;
  if (!sqlite) throw new Error('no engine');
  const database = await sqlite.create();
  const db = openDatabase(database.location);
  await migrateToLatest(db);
  const store = createPdfDataStore(db, 'sqlite');
  let now = START;
  const records = paidRecords({
    store,
    provider: createSimulatedProvider({ publicUrl: 'https://procuration.example.fr' }),
    clock: () => new Date(now),
    recordTtlMs: 3 * TTL_MS,
  });
  try {
    const outcome = await records.create(VALID_FORM, true);
    if (outcome.kind !== 'created') throw new Error(outcome.kind);
    for (let index = 0; index < MAX_CHECKOUT_SESSIONS_PER_RECORD; index += 1) {
      expect((await records.openCheckout(outcome.id, outcome.ownerToken, SILENT)).kind).toBe('open');
      now += 21 * MINUTE;
    }
    expect(await records.openCheckout(outcome.id, outcome.ownerToken, SILENT)).toEqual({ kind: 'too-many' });
  } finally {
    await store.close();
    await database.drop();
  }
});
