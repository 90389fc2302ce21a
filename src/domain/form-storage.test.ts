import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { ProcurationForm } from './form.ts';
import { decodeSavedForm } from './form-storage.ts';
import { encodeSavedForm } from './stored-form-codec.ts';
import { day, localDay } from './calendar-days.test-helper.ts';
import { aForm } from './test-factory.test-helper.ts';

/**
 * The tests set TZ on the process (Node re-reads it for every date operation); the domain code itself may not
 * reach the process, hence the one exception here.
 */
const environment = process.env;

/** Puts TZ back as it was, unset included (assigning undefined to an environment variable stores "undefined"). */
function restoreZone(original: string | undefined): void {
  if (original === undefined) delete environment.TZ;
  else environment.TZ = original;
}

const SIGNATURE = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

/** The zones of the storage rules, with their UTC offset (getTimezoneOffset, minutes) on 15 May 1990. */
const ZONES = [
  { zone: 'Europe/Paris', mayOffset: -120 },
  { zone: 'America/New_York', mayOffset: 240 },
  { zone: 'Pacific/Auckland', mayOffset: -720 },
  { zone: 'UTC', mayOffset: 0 },
];

/** Every field filled in; dates are created when called, so in the zone of the test. */
function fullForm(): ProcurationForm {
  return aForm({
    grantor: { birthDate: day(1990, 5, 15), birthPlace: 'Lyon', idType: "Carte nationale d'identité", idNumber: 'X4RTBPFW4' },
    attorney: {
      firstName: 'Paul',
      lastName: "L'Hôte-Müller",
      birthDate: day(1985, 12, 31),
      address: '3, place Bellecour « B »',
      postalCode: '69002',
      city: 'Lyon',
      phone: '+33 4 78 00 00 00',
      birthPlace: 'Genève (Suisse)',
      idType: 'Titre de séjour',
      idNumber: '7512345678',
    },
    type: 'Autre',
    customType: 'Copropriété',
    duration: 'Autre',
    startDate: day(2026, 1, 1),
    endDate: day(2026, 3, 29),
    authorizedOperations: ['À préciser'],
    customOperation: 'Voter en assemblée générale',
    objectDetails: 'Immeuble du 3, place Bellecour, lot n° 12',
    signaturePlace: 'Villeurbanne',
    attorneySignatureBlock: false,
    substitutionAllowed: true,
    remuneration: '50 € par mois, frais de déplacement remboursés',
    handDated: true,
    signature: SIGNATURE,
    cosignatures: { attorney: SIGNATURE },
  });
}

function emptyPersonValues() {
  return {
    firstName: '',
    lastName: '',
    birthDate: undefined,
    birthPlace: '',
    address: '',
    postalCode: '',
    city: '',
    phone: '',
    email: '',
    idType: '',
    idNumber: '',
    civility: '',
  };
}

function emptyFormValues(): ProcurationForm {
  return {
    grantor: emptyPersonValues(),
    attorney: emptyPersonValues(),
    type: '',
    customType: '',
    duration: '',
    startDate: undefined,
    endDate: undefined,
    authorizedOperations: [],
    customOperation: '',
    objectDetails: '',
    signaturePlace: null,
    attorneySignatureBlock: true,
    substitutionAllowed: false,
    otherGrantors: [],
    otherAttorneys: [],
    attorneysAct: 'separately',
    remuneration: '',
    handDated: false,
    signature: null,
    cosignatures: {},
    acceptances: {},
  };
}

function calendarDays(form: ProcurationForm) {
  return {
    grantorBirth: localDay(form.grantor.birthDate),
    attorneyBirth: localDay(form.attorney.birthDate),
    start: localDay(form.startDate),
    end: localDay(form.endDate),
  };
}

const FULL_FORM_DAYS = { grantorBirth: '1990-05-15', attorneyBirth: '1985-12-31', start: '2026-01-01', end: '2026-03-29' };

function inZone<T>(zone: string, run: () => T): T {
  const original = environment.TZ;
  environment.TZ = zone;
  try {
    return run();
  } finally {
    restoreZone(original);
  }
}

test('setting TZ in the test really changes the time zone of the process', () => {
  const offsets = ZONES.map(({ zone }) => inZone(zone, () => day(1990, 5, 15).getTimezoneOffset()));
  expect(offsets).toEqual(ZONES.map(({ mayOffset }) => mayOffset));
  expect(new Set(offsets).size).toBe(ZONES.length);
});

describe.each(ZONES)('the saved form in $zone', ({ zone, mayOffset }) => {
  const originalZone = environment.TZ;
  beforeAll(() => {
    environment.TZ = zone;
  });
  afterAll(() => {
    restoreZone(originalZone);
  });

  test('the test runs in that zone', () => {
    expect(day(1990, 5, 15).getTimezoneOffset()).toBe(mayOffset);
  });

  test('a full form comes back with every value and every date as the same local day', () => {
    const form = fullForm();
    const restored = decodeSavedForm(encodeSavedForm(form));
    expect(restored).toStrictEqual(form);
    expect(calendarDays(restored)).toEqual(FULL_FORM_DAYS);
  });

  test('dates are saved as yyyy-MM-dd of their local day, absent ones as null', () => {
    const saved = JSON.parse(encodeSavedForm({ ...fullForm(), endDate: undefined })) as Record<string, unknown>;
    expect(saved.startDate).toBe('2026-01-01');
    expect(saved.endDate).toBeNull();
    expect(saved.grantor).toMatchObject({ birthDate: '1990-05-15' });
    expect(saved.attorney).toMatchObject({ birthDate: '1985-12-31' });
  });

  test('an empty form comes back empty', () => {
    expect(decodeSavedForm(encodeSavedForm(emptyFormValues()))).toStrictEqual(emptyFormValues());
  });

  test('a form with fixed duration and computed dates comes back intact', () => {
    const form: ProcurationForm = {
      ...fullForm(),
      type: 'Bancaire',
      customType: '',
      duration: '1 mois',
      startDate: day(2025, 1, 31),
      endDate: day(2025, 2, 28),
      authorizedOperations: ["Retrait d'argent", 'Consultation de solde'],
      customOperation: '',
      signature: null,
    };
    expect(decodeSavedForm(encodeSavedForm(form))).toStrictEqual(form);
  });

  test('a save written by an older version, with full ISO timestamps, gives the same local days', () => {
    const legacy = JSON.stringify(fullForm());
    expect(legacy).toContain(`"birthDate":${JSON.stringify(day(1990, 5, 15))}`);
    expect(legacy).not.toContain('"1990-05-15"');
    const restored = decodeSavedForm(legacy);
    expect(calendarDays(restored)).toEqual(FULL_FORM_DAYS);
    expect(restored).toStrictEqual(fullForm());
  });

  test('a save made before the fields of specification §19, without them, comes back whole with their empty values', () => {
    const full = fullForm();
    const older = {
      ...full,
      grantor: { ...full.grantor, birthPlace: undefined, idType: undefined, idNumber: undefined },
      attorney: { ...full.attorney, birthPlace: undefined, idType: undefined, idNumber: undefined },
      objectDetails: undefined,
      signaturePlace: undefined,
      attorneySignatureBlock: undefined,
      substitutionAllowed: undefined,
      otherGrantors: [],
      otherAttorneys: [],
      attorneysAct: 'separately',
      remuneration: undefined,
      handDated: undefined,
    };
    const saved = JSON.stringify(older);
    expect(saved).not.toMatch(
      /birthPlace|idType|idNumber|objectDetails|signaturePlace|attorneySignatureBlock|substitutionAllowed|remuneration|handDated/,
    );
    const emptyPerson = emptyPersonValues();
    const emptyIdentity = { birthPlace: emptyPerson.birthPlace, idType: emptyPerson.idType, idNumber: emptyPerson.idNumber };
    expect(decodeSavedForm(saved)).toStrictEqual({
      ...full,
      grantor: { ...full.grantor, ...emptyIdentity },
      attorney: { ...full.attorney, ...emptyIdentity },
      objectDetails: '',
      signaturePlace: null,
      attorneySignatureBlock: true,
      substitutionAllowed: false,
      otherGrantors: [],
      otherAttorneys: [],
      attorneysAct: 'separately',
      remuneration: '',
      handDated: false,
    });
  });

  test('nothing saved gives the empty form', () => {
    expect(decodeSavedForm(null)).toStrictEqual(emptyFormValues());
  });
});

test('a save written in one zone is read as the same calendar days in another', () => {
  const saved = inZone('Pacific/Auckland', () => encodeSavedForm(fullForm()));
  const restored = inZone('America/New_York', () => calendarDays(decodeSavedForm(saved)));
  expect(restored).toEqual(FULL_FORM_DAYS);
});

describe('a damaged save', () => {
  test('corrupt JSON gives the empty form', () => {
    for (const corrupt of ['', '{', '{"grantor":', 'undefined', "{'type':'Bancaire'}", 'NaN']) {
      expect(decodeSavedForm(corrupt)).toStrictEqual(emptyFormValues());
    }
  });

  test('JSON that is not an object gives the empty form', () => {
    for (const notObject of ['null', '42', '"Bancaire"', 'true', '[]', '[{"type":"Bancaire"}]']) {
      expect(decodeSavedForm(notObject)).toStrictEqual(emptyFormValues());
    }
  });

  test('wrong-typed fields are emptied and every valid field is kept', () => {
    const saved = JSON.parse(encodeSavedForm(fullForm())) as Record<string, Record<string, unknown>>;
    const damaged = {
      ...saved,
      type: 42,
      startDate: 'demain',
      authorizedOperations: 'À préciser',
      signature: 'data:image/jpeg;base64,AAAA',
      grantor: { ...saved.grantor, phone: 612345678, birthDate: '15/05/1990' },
      attorney: { ...saved.attorney, city: null, email: ['a@b.fr'] },
    };
    const restored = decodeSavedForm(JSON.stringify(damaged));
    const full = fullForm();
    expect(restored).toStrictEqual({
      ...full,
      type: '',
      startDate: undefined,
      authorizedOperations: [],
      signature: null,
      grantor: { ...full.grantor, phone: '', birthDate: undefined },
      attorney: { ...full.attorney, city: '', email: '' },
    });
  });

  test('a party that is not an object is emptied and the rest is kept', () => {
    const saved = JSON.parse(encodeSavedForm(fullForm())) as Record<string, unknown>;
    const restored = decodeSavedForm(JSON.stringify({ ...saved, attorney: 'Paul Martin' }));
    expect(restored).toStrictEqual({ ...fullForm(), attorney: emptyPersonValues() });
  });

  test('missing fields are emptied and present ones kept', () => {
    const restored = decodeSavedForm(JSON.stringify({ type: 'Médicale', grantor: { city: 'Nantes' } }));
    expect(restored).toStrictEqual({ ...emptyFormValues(), type: 'Médicale', grantor: { ...emptyPersonValues(), city: 'Nantes' } });
  });

  test('a date that is not a real calendar day is emptied', () => {
    const saved = JSON.parse(encodeSavedForm(fullForm())) as Record<string, unknown>;
    const restored = decodeSavedForm(JSON.stringify({ ...saved, startDate: '2023-02-29', endDate: '2026-13-01' }));
    expect(restored.startDate).toBeUndefined();
    expect(restored.endDate).toBeUndefined();
    expect(localDay(restored.grantor.birthDate)).toBe('1990-05-15');
    expect(restored.customType).toBe('Copropriété');
  });

  test('unknown fields are dropped', () => {
    const saved = JSON.parse(encodeSavedForm(fullForm())) as Record<string, unknown>;
    const restored = decodeSavedForm(JSON.stringify({ ...saved, price: 10, grantor: { ...(saved.grantor as object), admin: true } }));
    expect(restored).toStrictEqual(fullForm());
  });
});

test('after the zone tests, TZ is back as it was', () => {
  expect(environment.TZ).not.toBe('undefined');
  expect(inZone('Pacific/Auckland', () => environment.TZ)).toBe('Pacific/Auckland');
  expect(environment.TZ).not.toBe('Pacific/Auckland');
});

describe('several mandants and mandataires (docs/decisions/051)', () => {
  test('a save made before there could be several people restores unchanged, with one of each', () => {
    const { otherGrantors, otherAttorneys, attorneysAct, ...older } = JSON.parse(encodeSavedForm(fullForm())) as Record<string, unknown>;
    void [otherGrantors, otherAttorneys, attorneysAct];
    const restored = decodeSavedForm(JSON.stringify(older));
    expect(restored).toStrictEqual({ ...fullForm(), otherGrantors: [], otherAttorneys: [], attorneysAct: 'separately' });
  });

  test('a save with added people restores every person, the first ones in the specification shape', () => {
    const form = fullForm();
    const withOthers: ProcurationForm = {
      ...form,
      otherGrantors: [{ ...form.grantor, firstName: 'Claire', civility: 'Madame' }],
      otherAttorneys: [
        { ...form.attorney, firstName: 'Hugo' },
        { ...form.attorney, firstName: 'Inès' },
      ],
      attorneysAct: 'together',
    };
    const saved = JSON.parse(encodeSavedForm(withOthers)) as { grantor: { firstName: string }; otherAttorneys: unknown[] };
    expect(saved.grantor.firstName).toBe('Jeanne');
    expect(saved.otherAttorneys).toHaveLength(2);
    expect(decodeSavedForm(encodeSavedForm(withOthers))).toStrictEqual(withOthers);
  });

  test('a damaged added person loses only what is broken; a list past the limit keeps the first ones', () => {
    const saved = JSON.parse(encodeSavedForm(fullForm())) as Record<string, unknown>;
    const person = saved['grantor'] as Record<string, unknown>;
    saved['otherAttorneys'] = [{ ...person, city: 42 }, 'not a person', person, person, person];
    const restored = decodeSavedForm(JSON.stringify(saved));
    expect(restored.otherAttorneys).toHaveLength(3);
    expect(restored.otherAttorneys[0]?.city).toBe('');
    expect(restored.otherAttorneys[0]?.lastName).toBe('Lefèvre');
  });
});
