import type { Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import type { StoredForm } from '../../src/domain/stored-form.ts';
import { type Database, openDatabase } from './database.ts';
import { migrateToLatest } from './migrations.ts';
import { createPdfDataStore, type PdfDataStore } from './pdf-data-store.ts';
import { ENGINES, POSTGRES_SKIP_REASON, TEST_DATABASE_URL, type TestDatabase } from './test-databases.test-helper.ts';

const NOW = Date.UTC(2026, 10, 22, 9, 0, 0);
const HOUR = 3600_000;
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const FORM: StoredForm = {
  grantor: { firstName: 'Zoë', lastName: 'Łukasiewicz', birthDate: '1990-05-15', address: '12 rue de la Paix', postalCode: '75002', city: 'Paris', phone: '06 12 34 56 78', email: 'zoe@example.fr' },
  attorney: { firstName: 'Élodie', lastName: 'Martin', birthDate: '1985-11-02', address: '3 avenue Jean Jaurès', postalCode: '69007', city: 'Lyon', phone: '07 98 76 54 32', email: '' },
  type: 'Autre',
  customType: 'Garde du chat « Minou »',
  duration: 'Autre',
  startDate: '2025-03-01',
  endDate: '2025-12-31',
  authorizedOperations: ['À préciser'],
  customOperation: "Nourrir l'animal",
  signature: 'data:image/png;base64,iVBORw0KGgo=',
};

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
      store = createPdfDataStore(db);
    });

    afterEach(async () => {
      await store.close();
      await database.drop();
    });

    const create = (expiresAt = NOW + HOUR, includeSignature = true) => store.create({ data: FORM, includeSignature }, { now: NOW, expiresAt });

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
      });
      expect(created).toEqual(found);
      const other = await create(NOW + HOUR, false);
      expect(other.id).not.toBe(created.id);
      expect((await store.find(other.id, NOW))?.includeSignature).toBe(false);
    });

    test('an expired record is never read, even before the sweep removes it', async () => {
      const { id } = await create(NOW + HOUR);
      expect(await store.find(id, NOW + HOUR - 1)).toBeDefined();
      expect(await store.find(id, NOW + HOUR)).toBeUndefined();
      await store.attachSession(id, 'cs_test_1', { now: NOW, keepUntil: NOW });
      expect(await store.findBySession('cs_test_1', NOW + HOUR)).toBeUndefined();
      expect(await store.markPaid(id, 'cs_test_1', NOW + HOUR)).toBe('not-found');
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

    test('a checkout session is attached to an unpaid record, which then lives at least until the return', async () => {
      const { id } = await create(NOW + 1000);
      expect(await store.attachSession(id, 'cs_test_a', { now: NOW, keepUntil: NOW + 2 * HOUR })).toBe(true);
      const found = await store.findBySession('cs_test_a', NOW);
      expect(found?.id).toBe(id);
      expect(found?.expiresAt).toBe(NOW + 2 * HOUR);
      // Never shortened.
      expect(await store.attachSession(id, 'cs_test_b', { now: NOW, keepUntil: NOW + 1 })).toBe(true);
      expect((await store.find(id, NOW))?.expiresAt).toBe(NOW + 2 * HOUR);
      expect(await store.findBySession('cs_test_a', NOW)).toBeUndefined();
      expect(await store.attachSession('00000000-0000-4000-8000-000000000000', 'cs_test_c', { now: NOW, keepUntil: NOW })).toBe(false);
    });

    test('a payment is recorded once; a replay changes nothing; another session cannot take it over', async () => {
      const { id } = await create();
      await store.attachSession(id, 'cs_test_1', { now: NOW, keepUntil: NOW });
      expect(await store.markPaid(id, 'cs_test_1', NOW + 5)).toBe('paid');
      expect(await store.markPaid(id, 'cs_test_1', NOW + 10)).toBe('already-paid');
      expect(await store.markPaid(id, 'cs_test_2', NOW + 10)).toBe('paid-by-another-session');
      const found = await store.find(id, NOW);
      expect(found?.paidAt).toBe(NOW + 5);
      expect(found?.checkoutSessionId).toBe('cs_test_1');
      expect(await store.attachSession(id, 'cs_test_3', { now: NOW, keepUntil: NOW })).toBe(false);
      expect(await store.markPaid('00000000-0000-4000-8000-000000000000', 'cs_test_1', NOW)).toBe('not-found');
    });

    test('two sessions paying at the same moment: exactly one wins', async () => {
      const { id } = await create();
      const outcomes = await Promise.all([store.markPaid(id, 'cs_test_1', NOW), store.markPaid(id, 'cs_test_2', NOW)]);
      expect(outcomes.filter((outcome) => outcome === 'paid')).toHaveLength(1);
      expect(outcomes).toContain('paid-by-another-session');
    });

    test('only a paid record is deleted, with its own session, and only once', async () => {
      const { id } = await create();
      await store.attachSession(id, 'cs_test_1', { now: NOW, keepUntil: NOW });
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
        expect(JSON.parse((await createPdfDataStore(again).find(id, NOW))?.dataJson ?? 'null')).toEqual(FORM);
      } finally {
        await again.destroy();
      }
    });
  });
}
