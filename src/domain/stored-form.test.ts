import { COMPANY_FIELDS } from './company.ts';
import { describe, expect, test } from 'vitest';
import type { ProcurationForm } from './form.ts';
import { aForm, aStoredPerson, ONE_PIXEL_PNG } from './test-factory.test-helper.ts';
import { type StoredForm, storedFormSchema, storedPersonSchema } from './stored-form.ts';
import { salvageStoredForm } from './form-storage.ts';
import {
  MAX_ADDRESS_LENGTH,
  MAX_EMAIL_LENGTH,
  MAX_LINE_LENGTH,
  MAX_LIST_VALUE_LENGTH,
  MAX_OPERATIONS,
  MAX_PARAGRAPH_LENGTH,
  MAX_PHONE_LENGTH,
  MAX_SIGNATURE_LENGTH,
} from './field-limits.ts';
import { fromStoredForm, toStoredForm } from './stored-form-codec.ts';

/** A 1×1 PNG: the schema reads a signature's width and height from its header. */
const SIGNATURE = ONE_PIXEL_PNG;

/** A PNG data URL whose header says `width` × `height` (its pixels are not read), `length` characters long. */
function pngOfSize(width: number, height: number, length = 200): string {
  const header = Buffer.alloc(24);
  header.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  header.writeUInt32BE(width, 16);
  header.writeUInt32BE(height, 20);
  const prefix = `data:image/png;base64,${header.toString('base64')}`;
  return prefix + 'A'.repeat(Math.max(0, length - prefix.length));
}

/** The factory's stored mandant with every field written, those added later included. */
function storedPerson(overrides: Partial<StoredForm['grantor']> = {}): StoredForm['grantor'] {
  return aStoredPerson({ birthPlace: '', idType: '', idNumber: '', civility: '', ...overrides });
}

/** form() as it is stored: every field written, each date as yyyy-MM-dd. */
function storedForm(overrides: Partial<StoredForm> = {}): Required<StoredForm> {
  const { grantor, attorney, ...rest } = form();
  return {
    ...rest,
    grantor: { ...grantor, birthDate: '1958-03-14' },
    attorney: { ...attorney, birthDate: '1985-11-02' },
    otherGrantors: [],
    otherAttorneys: [],
    startDate: '2026-12-01',
    endDate: '2027-03-01',
    ...overrides,
  };
}

/** A stored form as saved before the fields of specification §19 existed: none of them. */
function storedBeforeIssue14(): StoredForm {
  const { objectDetails, signaturePlace, attorneySignatureBlock, substitutionAllowed, ...older } = storedForm();
  void [objectDetails, signaturePlace, attorneySignatureBlock, substitutionAllowed];
  const olderPerson = ({ birthPlace, idType, idNumber, ...person }: StoredForm['grantor']) => {
    void [birthPlace, idType, idNumber];
    return person;
  };
  return { ...older, grantor: olderPerson(older.grantor), attorney: olderPerson(older.attorney) };
}

function form(): ProcurationForm {
  return aForm({ signature: SIGNATURE });
}

describe('the stored shape', () => {
  test('a form is stored with its dates as yyyy-MM-dd', () => {
    expect(toStoredForm(form())).toStrictEqual(storedForm());
  });

  test('absent dates are stored as null', () => {
    const stored = toStoredForm({
      ...form(),
      startDate: undefined,
      endDate: undefined,
      grantor: { ...form().grantor, birthDate: undefined },
    });
    expect(stored.startDate).toBeNull();
    expect(stored.endDate).toBeNull();
    expect(stored.grantor.birthDate).toBeNull();
  });

  test('a stored form comes back with local dates', () => {
    expect(fromStoredForm(storedForm())).toStrictEqual(form());
  });

  test('the stored form of a form passes the schema', () => {
    expect(storedFormSchema.safeParse(toStoredForm(form())).success).toBe(true);
  });
});

describe('the schema of a stored form', () => {
  test('refuses a date that is not yyyy-MM-dd', () => {
    expect(storedFormSchema.safeParse(storedForm({ startDate: '10/01/2026' })).success).toBe(false);
    expect(storedFormSchema.safeParse(storedForm({ startDate: '2026-01-10T00:00:00.000Z' })).success).toBe(false);
  });

  test('accepts a missing or null date', () => {
    const withoutEnd: Partial<StoredForm> = storedForm();
    delete withoutEnd.endDate;
    expect(withoutEnd).not.toHaveProperty('endDate');
    expect(storedFormSchema.safeParse(withoutEnd).success).toBe(true);
    expect(storedFormSchema.safeParse(storedForm({ endDate: null })).success).toBe(true);
  });

  test('accepts only a PNG data URL or null as signature', () => {
    expect(storedFormSchema.safeParse(storedForm({ signature: null })).success).toBe(true);
    expect(storedFormSchema.safeParse(storedForm({ signature: 'data:image/jpeg;base64,AAAA' })).success).toBe(false);
    expect(storedFormSchema.safeParse(storedForm({ signature: 'javascript:alert(1)' })).success).toBe(false);
  });

  test("accepts a signature no larger than the page's framed image, 600 × 360, read from the PNG header", () => {
    const accepts = (signature: string) => storedFormSchema.safeParse(storedForm({ signature })).success;
    expect(accepts(pngOfSize(600, 360))).toBe(true);
    expect(accepts(pngOfSize(200, 80))).toBe(true);
    expect(accepts(pngOfSize(601, 360))).toBe(false);
    expect(accepts(pngOfSize(600, 361))).toBe(false);
    expect(accepts(pngOfSize(1000, 400))).toBe(false);
    expect(accepts(pngOfSize(2 ** 31, 1))).toBe(false);
    expect(accepts(pngOfSize(0, 360))).toBe(false);
    // No header, or another format's bytes under a PNG label.
    expect(accepts('data:image/png;base64,iVBORw0KGgo=')).toBe(false);
    expect(accepts(`data:image/png;base64,${'A'.repeat(200)}`)).toBe(false);
    expect(accepts(`data:image/png;base64,${Buffer.from('GIF89a'.padEnd(24, '\0')).toString('base64')}`)).toBe(false);
  });

  test('accepts a signature of up to MAX_SIGNATURE_LENGTH characters, the densest the page makes and some', () => {
    expect(MAX_SIGNATURE_LENGTH).toBe(400_000);
    const accepts = (signature: string) => storedFormSchema.safeParse(storedForm({ signature })).success;
    expect(accepts(pngOfSize(600, 360, MAX_SIGNATURE_LENGTH))).toBe(true);
    expect(accepts(pngOfSize(600, 360, MAX_SIGNATURE_LENGTH + 1))).toBe(false);
  });

  test.each([
    ['customType', MAX_LINE_LENGTH],
    ['signaturePlace', MAX_LINE_LENGTH],
    ['type', MAX_LIST_VALUE_LENGTH],
    ['duration', MAX_LIST_VALUE_LENGTH],
    ['customOperation', MAX_PARAGRAPH_LENGTH],
    ['objectDetails', MAX_PARAGRAPH_LENGTH],
  ] as const)('refuses a %s longer than %i characters and accepts one at it', (field, maxLength) => {
    expect(storedFormSchema.safeParse(storedForm({ [field]: 'a'.repeat(maxLength) })).success).toBe(true);
    expect(storedFormSchema.safeParse(storedForm({ [field]: 'a'.repeat(maxLength + 1) })).success).toBe(false);
  });

  test("the other signatories' drawings are kept by card, and all the drawings together fit the room of one", () => {
    const drawn = storedForm({ cosignatures: { attorney: SIGNATURE, grantor2: SIGNATURE } });
    expect(storedFormSchema.safeParse(drawn).success).toBe(true);
    expect(fromStoredForm(storedFormSchema.parse(drawn)).cosignatures).toEqual({ attorney: SIGNATURE, grantor2: SIGNATURE });
    expect(storedFormSchema.safeParse(storedForm({ cosignatures: { attorney: 'data:image/jpeg;base64,AAAA' } })).success).toBe(false);
    const half = pngOfSize(600, 360, MAX_SIGNATURE_LENGTH / 2);
    const heavy = storedForm({ signature: half, cosignatures: { attorney: half, grantor2: SIGNATURE } });
    expect(storedFormSchema.safeParse(heavy).success).toBe(false);
    // A save holding more than fits keeps what it can: the first mandant's drawing and everything typed.
    const salvaged = salvageStoredForm(heavy);
    expect(salvaged.signature).toBe(half);
    expect(salvaged.cosignatures).toEqual({});
    expect(salvaged.grantor.lastName).toBe('Lefèvre');
  });

  test('the bounds leave room for what people type: a 3,000-character operation, a 5,000-character address', () => {
    expect(MAX_PARAGRAPH_LENGTH).toBeGreaterThanOrEqual(3_000);
    expect(MAX_ADDRESS_LENGTH).toBeGreaterThanOrEqual(5_000);
  });

  test(`refuses more than ${MAX_OPERATIONS} operations, or one longer than ${MAX_LIST_VALUE_LENGTH} characters`, () => {
    const operations = (count: number, length = 10) => Array.from({ length: count }, (_, i) => `${i}`.padEnd(length, '.'));
    expect(storedFormSchema.safeParse(storedForm({ authorizedOperations: operations(MAX_OPERATIONS) })).success).toBe(true);
    expect(storedFormSchema.safeParse(storedForm({ authorizedOperations: operations(MAX_OPERATIONS + 1) })).success).toBe(false);
    expect(storedFormSchema.safeParse(storedForm({ authorizedOperations: operations(1, MAX_LIST_VALUE_LENGTH) })).success).toBe(true);
    expect(storedFormSchema.safeParse(storedForm({ authorizedOperations: operations(1, MAX_LIST_VALUE_LENGTH + 1) })).success).toBe(false);
  });
});

describe('the schema of a stored person, derived from the person fields', () => {
  const TEXT_FIELDS = ['lastName', 'firstName', 'address', 'postalCode', 'city', 'phone', 'email'] as const;

  test('has one entry per person field, and the company fields of a mandant (docs/decisions/126)', () => {
    expect(Object.keys(storedPersonSchema.shape).sort()).toEqual(
      [
        ...TEXT_FIELDS,
        'civility',
        'birthDate',
        'emancipated',
        'birthPlace',
        'idType',
        'idNumber',
        'mandantKind',
        ...COMPANY_FIELDS.map((spec) => spec.key),
      ].sort(),
    );
  });

  test('accepts a stored person, with or without a birth date and an email', () => {
    expect(storedPersonSchema.safeParse(storedPerson()).success).toBe(true);
    expect(storedPersonSchema.safeParse(storedPerson({ birthDate: null, email: '' })).success).toBe(true);
    const withoutBirthDate: Partial<StoredForm['grantor']> = storedPerson();
    delete withoutBirthDate.birthDate;
    expect(storedPersonSchema.safeParse(withoutBirthDate).success).toBe(true);
  });

  /** Each text field's bound, from its kind: an address (street-address) longer, an email and a phone shorter. */
  const BOUNDS: Record<(typeof TEXT_FIELDS)[number] | 'birthPlace' | 'idNumber', number> = {
    lastName: MAX_LINE_LENGTH,
    firstName: MAX_LINE_LENGTH,
    birthPlace: MAX_LINE_LENGTH,
    address: MAX_ADDRESS_LENGTH,
    postalCode: MAX_LINE_LENGTH,
    city: MAX_LINE_LENGTH,
    phone: MAX_PHONE_LENGTH,
    email: MAX_EMAIL_LENGTH,
    idNumber: MAX_LINE_LENGTH,
  };

  test.each(TEXT_FIELDS)('refuses a %s that is missing, not a text or over its bound', (field) => {
    const withoutField: Partial<StoredForm['grantor']> = storedPerson();
    delete withoutField[field];
    expect(storedPersonSchema.safeParse(withoutField).success).toBe(false);
    expect(storedPersonSchema.safeParse({ ...storedPerson(), [field]: 75002 }).success).toBe(false);
  });

  test.each(Object.entries(BOUNDS))('a %s is accepted up to %i characters', (field, maxLength) => {
    expect(storedPersonSchema.safeParse(storedPerson({ [field]: 'a'.repeat(maxLength) })).success).toBe(true);
    expect(storedPersonSchema.safeParse(storedPerson({ [field]: 'a'.repeat(maxLength + 1) })).success).toBe(false);
  });

  test('refuses a birth date that is not yyyy-MM-dd', () => {
    expect(storedPersonSchema.safeParse(storedPerson({ birthDate: '15/05/1990' })).success).toBe(false);
    expect(storedPersonSchema.safeParse({ ...storedPerson(), birthDate: new Date(1990, 4, 15) }).success).toBe(false);
  });

  test('drops a key that is not a person field', () => {
    const parsed = storedPersonSchema.parse({ ...storedPerson(), nickname: 'Jeannot' });
    expect(parsed).toStrictEqual(storedPerson());
  });
});

describe('the fields added later (specification §19)', () => {
  const complete = (): ProcurationForm => ({
    ...form(),
    grantor: { ...form().grantor, birthPlace: 'Lyon', idType: "Carte nationale d'identité", idNumber: 'X4RTBPFW4' },
    attorney: { ...form().attorney, birthPlace: 'Marseille', idType: 'Passeport', idNumber: '19AB12345' },
    objectDetails: 'Compte courant n° 0001234',
    signaturePlace: 'Villeurbanne',
    attorneySignatureBlock: false,
    substitutionAllowed: true,
    otherGrantors: [],
    otherAttorneys: [],
    attorneysAct: 'separately',
  });

  test('are stored and come back', () => {
    const stored = toStoredForm(complete());
    expect(stored.grantor.birthPlace).toBe('Lyon');
    expect(stored.attorney.idType).toBe('Passeport');
    expect(stored).toMatchObject({
      objectDetails: 'Compte courant n° 0001234',
      signaturePlace: 'Villeurbanne',
      attorneySignatureBlock: false,
      substitutionAllowed: true,
      otherGrantors: [],
      otherAttorneys: [],
      attorneysAct: 'separately',
    });
    expect(storedFormSchema.parse(stored)).toStrictEqual(stored);
    expect(fromStoredForm(storedFormSchema.parse(JSON.parse(JSON.stringify(stored))))).toStrictEqual(complete());
  });

  test('a form saved or sent before them passes the schema and reads them as their empty values', () => {
    const older = storedBeforeIssue14();
    expect(older).not.toHaveProperty('objectDetails');
    expect(older.grantor).not.toHaveProperty('birthPlace');
    const parsed = storedFormSchema.safeParse(older);
    expect(parsed.success).toBe(true);
    // Read as it was stored, nothing added (the server keeps a record as it was sent).
    expect(parsed.data).toStrictEqual(older);
    expect(fromStoredForm(older)).toStrictEqual(form());
    expect(salvageStoredForm(older)).toStrictEqual(form());
  });

  test('"Prévoir la signature du mandataire" is ticked when absent, "Autoriser… remplacer" is not, "Fait à" follows the city', () => {
    const read = fromStoredForm(storedBeforeIssue14());
    expect(read.attorneySignatureBlock).toBe(true);
    expect(read.substitutionAllowed).toBe(false);
    expect(read.signaturePlace).toBeNull();
  });

  test('an identity document is one of the four, or none', () => {
    for (const idType of ['', "Carte nationale d'identité", 'Passeport', 'Titre de séjour', 'Permis de conduire']) {
      expect(storedPersonSchema.safeParse(storedPerson({ idType })).success, idType).toBe(true);
    }
    expect(storedPersonSchema.safeParse(storedPerson({ idType: 'Carte vitale' })).success).toBe(false);
  });

  test('a wrong-typed new field is refused by the schema and emptied on salvage, the rest kept', () => {
    expect(storedFormSchema.safeParse({ ...storedForm(), substitutionAllowed: 'oui' }).success).toBe(false);
    expect(storedFormSchema.safeParse({ ...storedForm(), signaturePlace: 12 }).success).toBe(false);
    expect(storedFormSchema.safeParse({ ...storedForm(), objectDetails: 'a'.repeat(MAX_PARAGRAPH_LENGTH + 1) }).success).toBe(false);
    const salvaged = salvageStoredForm({ ...storedForm(), substitutionAllowed: 'oui', attorneySignatureBlock: 0, objectDetails: ['x'] });
    expect(salvaged).toStrictEqual(form());
  });
});

describe('salvaging a stored value', () => {
  test('a valid stored form is read whole', () => {
    expect(salvageStoredForm(storedForm())).toStrictEqual(form());
  });

  test('a field over its bound is emptied and the others kept', () => {
    const salvaged = salvageStoredForm(
      storedForm({ customOperation: 'a'.repeat(MAX_PARAGRAPH_LENGTH + 1), authorizedOperations: ['À préciser'] }),
    );
    expect(salvaged).toStrictEqual({ ...form(), customOperation: '', authorizedOperations: ['À préciser'] });
  });

  test('an operation list with a non-text entry is emptied', () => {
    const salvaged = salvageStoredForm({ ...storedForm(), authorizedOperations: ["Retrait d'argent", 3] });
    expect(salvaged).toStrictEqual({ ...form(), authorizedOperations: [] });
  });

  test('anything that is not an object gives the empty form', () => {
    for (const raw of [undefined, null, 0, 'texte', [storedForm()]]) {
      const salvaged = salvageStoredForm(raw);
      expect(salvaged.type).toBe('');
      expect(salvaged.grantor.firstName).toBe('');
      expect(salvaged.authorizedOperations).toEqual([]);
      expect(salvaged.signature).toBeNull();
    }
  });
});
