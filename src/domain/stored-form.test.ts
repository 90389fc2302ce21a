import { describe, expect, test } from 'vitest';
import type { ProcurationForm } from './form.ts';
import {
  fromStoredForm,
  MAX_SIGNATURE_LENGTH,
  MAX_TEXT_LENGTH,
  salvageStoredForm,
  type StoredForm,
  storedFormSchema,
  toStoredForm,
} from './stored-form.ts';

const SIGNATURE = 'data:image/png;base64,iVBORw0KGgo=';

function storedPerson(overrides: Partial<StoredForm['grantor']> = {}): StoredForm['grantor'] {
  return {
    firstName: 'Jeanne',
    lastName: 'Dupont',
    birthDate: '1990-05-15',
    address: '12 rue de la Paix',
    postalCode: '75002',
    city: 'Paris',
    phone: '06 12 34 56 78',
    email: '',
    ...overrides,
  };
}

function storedForm(overrides: Partial<StoredForm> = {}): StoredForm {
  return {
    grantor: storedPerson(),
    attorney: storedPerson({ firstName: 'Paul', lastName: 'Martin', birthDate: '1985-12-03' }),
    type: 'Bancaire',
    customType: '',
    duration: '3 mois',
    startDate: '2026-01-10',
    endDate: '2026-04-10',
    authorizedOperations: ["Retrait d'argent"],
    customOperation: '',
    signature: SIGNATURE,
    ...overrides,
  };
}

function form(): ProcurationForm {
  return {
    grantor: {
      firstName: 'Jeanne',
      lastName: 'Dupont',
      birthDate: new Date(1990, 4, 15),
      address: '12 rue de la Paix',
      postalCode: '75002',
      city: 'Paris',
      phone: '06 12 34 56 78',
      email: '',
    },
    attorney: {
      firstName: 'Paul',
      lastName: 'Martin',
      birthDate: new Date(1985, 11, 3),
      address: '12 rue de la Paix',
      postalCode: '75002',
      city: 'Paris',
      phone: '06 12 34 56 78',
      email: '',
    },
    type: 'Bancaire',
    customType: '',
    duration: '3 mois',
    startDate: new Date(2026, 0, 10),
    endDate: new Date(2026, 3, 10),
    authorizedOperations: ["Retrait d'argent"],
    customOperation: '',
    signature: SIGNATURE,
  };
}

describe('the stored shape', () => {
  test('a form is stored with its dates as yyyy-MM-dd', () => {
    expect(toStoredForm(form())).toStrictEqual(storedForm());
  });

  test('absent dates are stored as null', () => {
    const stored = toStoredForm({ ...form(), startDate: undefined, endDate: undefined, grantor: { ...form().grantor, birthDate: undefined } });
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
    expect(storedFormSchema.safeParse(storedForm({ signature: `data:image/png;base64,${'A'.repeat(MAX_SIGNATURE_LENGTH)}` })).success).toBe(false);
  });

  test('refuses a text longer than the bound and accepts one at it', () => {
    expect(storedFormSchema.safeParse(storedForm({ customType: 'a'.repeat(MAX_TEXT_LENGTH) })).success).toBe(true);
    expect(storedFormSchema.safeParse(storedForm({ customType: 'a'.repeat(MAX_TEXT_LENGTH + 1) })).success).toBe(false);
  });

  test('refuses more than 100 operations', () => {
    expect(storedFormSchema.safeParse(storedForm({ authorizedOperations: Array.from({ length: 100 }, (_, i) => `op ${i}`) })).success).toBe(true);
    expect(storedFormSchema.safeParse(storedForm({ authorizedOperations: Array.from({ length: 101 }, (_, i) => `op ${i}`) })).success).toBe(false);
  });
});

describe('salvaging a stored value', () => {
  test('a valid stored form is read whole', () => {
    expect(salvageStoredForm(storedForm())).toStrictEqual(form());
  });

  test('a field over its bound is emptied and the others kept', () => {
    const salvaged = salvageStoredForm(storedForm({ customOperation: 'a'.repeat(MAX_TEXT_LENGTH + 1), authorizedOperations: ['À préciser'] }));
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
