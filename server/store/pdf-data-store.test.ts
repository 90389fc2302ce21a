import type { Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import type { StoredForm } from '../../src/domain/stored-form.ts';
import { aStoredForm } from '../../src/domain/test-factory.test-helper.ts';
import { openDatabase } from './open-database.ts';
import type { Database } from './schema.ts';
import { migrateToLatest } from './migrations.ts';
import { createPdfDataStore, type PdfDataStore } from './pdf-data-store.ts';
import { ENGINES, POSTGRES_SKIP_REASON, TEST_DATABASE_URL, type TestDatabase } from './test-databases.test-helper.ts';

const NOW = Date.UTC(2026, 10, 22, 9, 0, 0);
const HOUR = 3600_000;
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const FORM: StoredForm = aStoredForm({
  grantor: { firstName: 'Zoë', lastName: 'Łukasiewicz', email: 'zoe@example.fr' },
  type: 'Autre',
  customType: 'Garde du chat « Minou »',
  duration: 'Autre',
  startDate: '2025-03-01',
  endDate: '2025-12-31',
  authorizedOperations: ['À préciser'],
  customOperation: "Nourrir l'animal",
  signature: 'data:image/png;base64,iVBORw0KGgo=',
});

for (const engine of ENGINES) {
  const unavailable = engine.name === 'PostgreSQL' && !TEST_DATABASE_URL;
  describe.skipIf(unavailable)(`the temporary record store on ${engine.name}${unavailable ? ` (${POSTGRES_SKIP_REASON})` : ''}`, () => {
    let database: TestDatabase;
    let db: Kysely<Database>;
    let store: PdfDataStore;

    beforeEach(async () => {
      database = await engine.create();
      db = openDatabase(database.location);
      await migrateToLatest(db);
      store = createPdfDataStore(db, database.location.engine);
    });

    afterEach(async () => {
      await store.close();
      await database.drop();
    });

    const create = (expiresAt = NOW + HOUR, includeSignature = true) =>
      store.create({ data: FORM, includeSignature }, { now: NOW, expiresAt });

    test('a record comes back as stored, dates as yyyy-MM-dd, under a random UUID', async () => {
      const created = await create();
      expect(created.id).toMatch(UUID_V4);
      const found = await store.find(created.id, NOW);
      expect(found).toEqual({
        id: created.id,
        dataJson: JSON.stringify(FORM),
        includeSignature: true,
        checkoutSessionId: null,
        paidAt: null,
        createdAt: NOW,
        expiresAt: NOW + HOUR,
        ownerTokenHash: null,
      });
      expect(created).toEqual(found);
      const owned = await store.create(
        { data: FORM, includeSignature: true, ownerTokenHash: 'ab'.repeat(32) },
        { now: NOW, expiresAt: NOW + HOUR },
      );
      expect((await store.find(owned.id, NOW))?.ownerTokenHash).toBe('ab'.repeat(32));
      const other = await create(NOW + HOUR, false);
      expect(other.id).not.toBe(created.id);
      expect((await store.find(other.id, NOW))?.includeSignature).toBe(false);
    });

    const session = (id: string, expiresAt = NOW + HOUR) => ({ id, url: `https://checkout.example/${id}`, expiresAt });
    /** Adds a session under the record's lock, as the record's rules do; the page stored under its id. */
    const addSession = (id: string, added: ReturnType<typeof session>, times: { now: number; keepUntil: number }) =>
      store.withLockedRecord(id, times.now, (locked) => locked.addSession(added, times));
    const sessionsOf = (id: string) => store.withLockedRecord(id, NOW, async (locked) => locked.sessions.map((row) => row.sessionId));

    test('an expired record is never read, even before the sweep removes it', async () => {
      const { id } = await create(NOW + HOUR);
      expect(await store.find(id, NOW + HOUR - 1)).toBeDefined();
      expect(await store.find(id, NOW + HOUR)).toBeUndefined();
      await addSession(id, session('cs_test_1', NOW + 2 * HOUR), { now: NOW, keepUntil: NOW });
      expect(await store.findOpenSession('cs_test_1', NOW + HOUR)).toBeUndefined();
      expect(await store.deletePaid(id, 'cs_test_1', NOW + HOUR)).toBe(false);
    });

    test('the sweep deletes the expired records and only them', async () => {
      const old = await create(NOW + 1000);
      const fresh = await create(NOW + HOUR);
      expect(await store.purgeExpired(NOW + 1000)).toBe(1);
      expect(await store.purgeExpired(NOW + 1000)).toBe(0);
      expect(await store.find(old.id, NOW)).toBeUndefined();
      expect(await store.find(fresh.id, NOW)).toBeDefined();
    });

    test('a checkout session is added to a record, which then lives at least until the return', async () => {
      const { id } = await create(NOW + 1000);
      expect(await addSession(id, session('cs_test_a'), { now: NOW, keepUntil: NOW + 2 * HOUR })).toBe(
        'https://checkout.example/cs_test_a',
      );
      const found = await store.findOpenSession('cs_test_a', NOW);
      expect(found?.record.id).toBe(id);
      expect(found?.session.url).toBe('https://checkout.example/cs_test_a');
      expect(found?.record.expiresAt).toBe(NOW + 2 * HOUR);
      // Never shortened.
      await addSession(id, session('cs_test_b'), { now: NOW, keepUntil: NOW + 1 });
      expect((await store.find(id, NOW))?.expiresAt).toBe(NOW + 2 * HOUR);
      expect(await sessionsOf(id)).toEqual(['cs_test_a', 'cs_test_b']);
      // A session past its own expiry shows nothing, as a provider's page would.
      expect(await store.findOpenSession('cs_test_a', NOW + HOUR)).toBeUndefined();
    });

    test('the same session handed twice by the provider is stored once, with its first page', async () => {
      const { id } = await create();
      await addSession(id, session('cs_test_a'), { now: NOW, keepUntil: NOW });
      expect(await addSession(id, { ...session('cs_test_a'), url: 'https://checkout.example/other' }, { now: NOW, keepUntil: NOW })).toBe(
        'https://checkout.example/cs_test_a',
      );
      expect(await sessionsOf(id)).toEqual(['cs_test_a']);
    });

    test('a record holds one place at a time for a session being opened', async () => {
      const { id } = await create();
      const hold = (openingId: string) =>
        store.withLockedRecord(id, NOW, (locked) => locked.holdOpening({ id: openingId, until: NOW + 60_000, now: NOW }));
      const held = await Promise.all([hold('opening_1'), hold('opening_2'), hold('opening_3')]);
      expect(held.filter(Boolean)).toHaveLength(1);
      const [holder] = await store.withLockedRecord(id, NOW, async (locked) => locked.sessions);
      expect(holder?.openingUntil).toBe(NOW + 60_000);
      await store.withLockedRecord(id, NOW, (locked) => locked.dropOpening(holder?.sessionId ?? ''));
      expect(await hold('opening_4')).toBe(true);
    });

    test('a payment is recorded once; a replay changes nothing; a second session paying is told apart', async () => {
      const { id } = await create();
      await addSession(id, session('cs_test_1'), { now: NOW, keepUntil: NOW });
      await addSession(id, session('cs_test_2'), { now: NOW, keepUntil: NOW });
      expect(await store.markPaid(id, 'cs_test_1', NOW + 5, 'pi_1')).toEqual({ kind: 'paid' });
      expect(await store.markPaid(id, 'cs_test_1', NOW + 10)).toEqual({ kind: 'already-paid' });
      expect(await store.markPaid(id, 'cs_test_2', NOW + 10, 'pi_2')).toEqual({ kind: 'paid-twice', firstSessionId: 'cs_test_1' });
      expect(await store.markPaid(id, 'cs_test_2', NOW + 20, 'pi_2')).toEqual({ kind: 'already-paid' });
      const found = await store.find(id, NOW);
      expect(found?.paidAt).toBe(NOW + 5);
      expect(found?.checkoutSessionId).toBe('cs_test_1');
      expect(await store.isPaidSession(id, 'cs_test_2')).toBe(true);
      expect(await store.markPaid('00000000-0000-4000-8000-000000000000', 'cs_test_9', NOW)).toEqual({ kind: 'not-found' });
      // A session of this record never names another.
      expect(await store.markPaid('00000000-0000-4000-8000-000000000000', 'cs_test_1', NOW)).toEqual({ kind: 'not-found' });
    });

    test('a session opened here and paid after its record is gone is a payment to refund', async () => {
      const { id } = await create();
      await addSession(id, session('cs_test_1'), { now: NOW, keepUntil: NOW });
      await addSession(id, session('cs_test_2'), { now: NOW, keepUntil: NOW });
      await store.markPaid(id, 'cs_test_1', NOW);
      expect(await store.deletePaid(id, 'cs_test_1', NOW)).toBe(true);
      expect(await store.markPaid(id, 'cs_test_2', NOW, 'pi_2')).toEqual({ kind: 'paid-without-record' });
    });

    test('two sessions paying at the same moment: exactly one is the first', async () => {
      const { id } = await create();
      await addSession(id, session('cs_test_1'), { now: NOW, keepUntil: NOW });
      await addSession(id, session('cs_test_2'), { now: NOW, keepUntil: NOW });
      const outcomes = await Promise.all([store.markPaid(id, 'cs_test_1', NOW), store.markPaid(id, 'cs_test_2', NOW)]);
      expect(outcomes.filter((outcome) => outcome.kind === 'paid')).toHaveLength(1);
      expect(outcomes.filter((outcome) => outcome.kind === 'paid-twice')).toHaveLength(1);
    });

    test('a refund is claimed once; an unconfirmed one can be claimed again only after its wait', async () => {
      const { id } = await create();
      await addSession(id, session('cs_test_1'), { now: NOW, keepUntil: NOW });
      await store.markPaid(id, 'cs_test_1', NOW, 'pi_1');
      const claims = await Promise.all([store.claimRefund('cs_test_1', NOW), store.claimRefund('cs_test_1', NOW)]);
      expect(claims.filter(Boolean)).toHaveLength(1);
      expect((await store.unfinishedRefunds(NOW + 1)).map((row) => [row.sessionId, row.paymentRef])).toEqual([['cs_test_1', 'pi_1']]);
      expect(await store.claimRefund('cs_test_1', NOW + 10, NOW)).toBe(false);
      expect(await store.claimRefund('cs_test_1', NOW + 10, NOW + 1)).toBe(true);
      await store.markRefunded('cs_test_1', NOW + 20);
      expect(await store.unfinishedRefunds(NOW + HOUR)).toEqual([]);
      expect(await store.claimRefund('cs_test_1', NOW + HOUR, NOW + HOUR)).toBe(false);
    });

    test('only a paid record is deleted, with one of its paid sessions, and only once', async () => {
      const { id } = await create();
      await addSession(id, session('cs_test_1'), { now: NOW, keepUntil: NOW });
      expect(await store.deletePaid(id, 'cs_test_1', NOW)).toBe(false);
      await store.markPaid(id, 'cs_test_1', NOW);
      expect(await store.deletePaid(id, 'cs_test_other', NOW)).toBe(false);
      expect(await store.deletePaid(id, 'cs_test_1', NOW)).toBe(true);
      expect(await store.find(id, NOW)).toBeUndefined();
      expect(await store.deletePaid(id, 'cs_test_1', NOW)).toBe(false);
    });

    test('migrations applied again change nothing and keep the records', async () => {
      const { id } = await create();
      await migrateToLatest(db);
      const again = openDatabase(database.location);
      try {
        await migrateToLatest(again);
        expect(JSON.parse((await createPdfDataStore(again, database.location.engine).find(id, NOW))?.dataJson ?? 'null')).toEqual(FORM);
      } finally {
        await again.destroy();
      }
    });
  });
}
