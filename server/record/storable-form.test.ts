/**
 * The server stores a form only if the product can make its PDF from it (docs/decisions/075): each
 * form a customer once paid for and got no PDF from is refused at creation with a French message,
 * on SQLite and on PostgreSQL, and nothing is stored.
 */
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { API_PATHS } from '../../src/contract/payment-api.ts';
import { FIELD_MESSAGES } from '../../src/domain/check-messages.ts';
import { MESSAGES } from '../../src/domain/messages.ts';
import { SIREN_MESSAGE } from '../../src/domain/company.ts';
import type { StoredForm } from '../../src/domain/stored-form.ts';
import { aStoredPerson } from '../../src/domain/test-factory.test-helper.ts';
import { createPaymentTestApp, type PaymentTestApp, VALID_FORM } from '../routes/payment-app.test-helper.ts';
import { ENGINES, POSTGRES_SKIP_REASON, TEST_DATABASE_URL } from '../store/test-databases.test-helper.ts';
import { asDataUrl, DAMAGED_PNGS, validSignaturePng } from './damaged-png.test-helper.ts';
import { SIGNATURE_MESSAGES } from './signature-image.ts';
import { STORED_SCI } from '../../src/domain/company.test-helper.ts';

const ZERO_WIDTH = '\u200B\u200B\u200B';

const STORED_COMPANY = STORED_SCI;

/** Each form the page cannot make, and what the server answers. */
const UNPRINTABLE_FORMS: [string, Partial<StoredForm>, string][] = [
  // A company mandant (docs/decisions/126): the page's checks, field by field.
  ['a company whose SIREN fails its key', { grantor: { ...STORED_COMPANY, siren: '732 829 321' } }, SIREN_MESSAGE],
  ['a company without its dénomination', { grantor: { ...STORED_COMPANY, companyName: ' ' } }, MESSAGES.grantorIncomplete],
  ['a duration outside the list (an emoji)', { duration: '😀' }, MESSAGES.durationRequired],
  ['a duration outside the list ("17 ans")', { duration: '17 ans' }, MESSAGES.durationRequired],
  ['"1 mois" with no end date', { duration: '1 mois', endDate: null }, FIELD_MESSAGES.durationEndMismatch],
  ['"1 mois" ending in 2086', { duration: '1 mois', endDate: '2086-03-01' }, FIELD_MESSAGES.durationEndMismatch],
  [
    'the same operation three times',
    { authorizedOperations: ["Retrait d'argent", "Retrait d'argent", "Retrait d'argent"] },
    MESSAGES.operationRequired,
  ],
  ['a name of zero-width spaces', { grantor: aStoredPerson({ lastName: ZERO_WIDTH }) }, MESSAGES.grantorIncomplete],
  ['a name of a direction mark and spaces', { grantor: aStoredPerson({ firstName: '\u202E \u2028' }) }, MESSAGES.grantorIncomplete],
  [
    'an act of disposition whose precise object is zero-width spaces',
    { type: 'Immobilière', authorizedOperations: ['Vente de propriété'], objectDetails: ZERO_WIDTH },
    "Pour la vente d'un bien immobilier",
  ],
  [
    'an emancipated mandant born in 2019',
    { grantor: aStoredPerson({ birthDate: '2019-04-02', emancipated: true }) },
    FIELD_MESSAGES.grantorTooYoungToBeEmancipated,
  ],
];

for (const engine of ENGINES) {
  const unavailable = engine.name === 'PostgreSQL' && !TEST_DATABASE_URL;
  describe.skipIf(unavailable)(`what the server stores, on ${engine.name}${unavailable ? ` (${POSTGRES_SKIP_REASON})` : ''}`, () => {
    let t: PaymentTestApp;

    beforeEach(async () => {
      t = await createPaymentTestApp({ database: await engine.create() });
    });

    afterEach(async () => {
      await t.close();
    });

    const create = (data: StoredForm, includeSignature = true) =>
      t.app.inject({ method: 'POST', url: API_PATHS.records, payload: { data, include_signature: includeSignature } });
    /** How many records are stored: the purge of every record counts them (each test ends there). */
    const storedCount = async () => (await t.store.purgeExpired(Number.MAX_SAFE_INTEGER)) as number;

    test.each(Object.entries(DAMAGED_PNGS))('a signature PNG with a valid header and %s is refused in French', async (_name, png) => {
      for (const includeSignature of [true, false]) {
        const response = await create({ ...VALID_FORM, signature: asDataUrl(png) }, includeSignature);
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toBe(SIGNATURE_MESSAGES.unreadable);
      }
      expect(await storedCount()).toBe(0);
    });

    test("another signatory's drawing is decoded too: a damaged one is refused in French, a readable one stored", async () => {
      const [damaged = ''] = Object.values(DAMAGED_PNGS).map(asDataUrl);
      const refused = await create({ ...VALID_FORM, cosignatures: { attorney: damaged } });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(SIGNATURE_MESSAGES.unreadable);
      expect(await storedCount()).toBe(0);
      const readable = asDataUrl(validSignaturePng());
      const stored = await create({ ...VALID_FORM, signature: readable, cosignatures: { attorney: readable } });
      expect(stored.statusCode).toBe(201);
    });

    test('a signature the decoder reads is stored', async () => {
      const response = await create({ ...VALID_FORM, signature: asDataUrl(validSignaturePng()) });
      expect(response.statusCode).toBe(201);
    });

    test.each(UNPRINTABLE_FORMS)('%s is refused in French', async (_name, changes, message) => {
      const response = await create({ ...VALID_FORM, ...changes });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain(message);
      expect(await storedCount()).toBe(0);
    });

    test('a company mandant with a right SIREN and no birth date for its representative is stored', async () => {
      const response = await create({ ...VALID_FORM, grantor: STORED_COMPANY });
      expect(response.statusCode).toBe(201);
      expect(await storedCount()).toBe(1);
    });

    test('an emancipated mandant of 16 is stored', async () => {
      // The test clock is on 2026-11-22: born 2010-11-22, 16 that very day.
      const response = await create({ ...VALID_FORM, grantor: aStoredPerson({ birthDate: '2010-11-22', emancipated: true }) });
      expect(response.statusCode).toBe(201);
    });
  });
}
