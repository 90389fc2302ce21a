import { describe, expect, test } from 'vitest';
import {
  addPerson,
  canAddPerson,
  chooseDuration,
  everyPerson,
  MAX_PEOPLE_PER_PARTY,
  partyOfSlot,
  peopleOf,
  removePerson,
  slotOf,
  chooseType,
  emptyForm,
  emptyPerson,
  isEndDateEditable,
  type ProcurationForm,
  setCustomOperation,
  setCustomType,
  setDetail,
  setEndDate,
  setSignature,
  setStartDate,
  settleSignaturePlace,
  shownSignaturePlace,
  signaturePlaceOf,
  toggleOperation,
  updatePerson,
} from './form.ts';
import { day, localDay } from './calendar-days.test-helper.ts';
import { aForm } from './test-factory.test-helper.ts';

const SIGNATURE = 'data:image/png;base64,iVBORw0KGgo=';

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !(value instanceof Date)) {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}

/** A form chosen as "Autre" throughout, with a custom type, operation and end date typed in. */
function customForm(): ProcurationForm {
  return aForm({
    type: 'Autre',
    customType: 'Copropriété',
    duration: 'Autre',
    startDate: day(2026, 1, 10),
    endDate: day(2026, 4, 20),
    authorizedOperations: ['À préciser'],
    customOperation: 'Voter en assemblée générale',
    signature: SIGNATURE,
  });
}

describe('the empty form', () => {
  test("has every field empty, the mandataire's signature block planned and no substitution", () => {
    const person = {
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
    expect(emptyForm()).toStrictEqual({
      grantor: person,
      attorney: person,
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
    });
  });

  test('is a fresh object each time', () => {
    const first = emptyForm();
    first.authorizedOperations.push("Retrait d'argent");
    first.grantor.city = 'Lyon';
    expect(emptyForm().authorizedOperations).toEqual([]);
    expect(emptyForm().grantor.city).toBe('');
  });
});

describe('person fields', () => {
  test('updating a field of one party changes only that field of that party', () => {
    const form = updatePerson(emptyForm(), 'attorney', 'city', 'Marseille');
    expect(form.attorney).toEqual({ ...emptyPerson(), city: 'Marseille' });
    expect(form.grantor).toEqual(emptyPerson());
  });

  test('the birth date is set and cleared', () => {
    const withDate = updatePerson(emptyForm(), 'grantor', 'birthDate', day(1990, 5, 15));
    expect(localDay(withDate.grantor.birthDate)).toBe('1990-05-15');
    expect(updatePerson(withDate, 'grantor', 'birthDate', undefined).grantor.birthDate).toBeUndefined();
  });
});

describe('choosing a type', () => {
  test('resets the custom type, the operations and the custom operation', () => {
    const form = chooseType(customForm(), 'Bancaire');
    expect(form.type).toBe('Bancaire');
    expect(form.customType).toBe('');
    expect(form.authorizedOperations).toEqual([]);
    expect(form.customOperation).toBe('');
  });

  test('clears the operations ticked for the previous type', () => {
    const bancaire = toggleOperation(chooseType(emptyForm(), 'Bancaire'), "Retrait d'argent");
    expect(bancaire.authorizedOperations).toEqual(["Retrait d'argent"]);
    expect(chooseType(bancaire, 'Médicale').authorizedOperations).toEqual([]);
  });

  test('leaves the people, the duration, the dates and the signature alone', () => {
    const before = customForm();
    const after = chooseType(before, 'Véhicules');
    expect(after.grantor).toEqual(before.grantor);
    expect(after.attorney).toEqual(before.attorney);
    expect(after.duration).toBe('Autre');
    expect(localDay(after.startDate)).toBe('2026-01-10');
    expect(localDay(after.endDate)).toBe('2026-04-20');
    expect(after.signature).toBe(SIGNATURE);
  });

  test('the custom type is typed freely', () => {
    expect(setCustomType(chooseType(emptyForm(), 'Autre'), 'Copropriété').customType).toBe('Copropriété');
  });
});

describe('duration, start date and end date', () => {
  test.each([
    ['1 mois', '2026-02-10'],
    ['3 mois', '2026-04-10'],
    ['6 mois', '2026-07-10'],
    ['1 an', '2027-01-10'],
  ])('choosing %s after the start date computes the end date', (duration, end) => {
    const form = chooseDuration(setStartDate(emptyForm(), day(2026, 1, 10)), duration);
    expect(form.duration).toBe(duration);
    expect(localDay(form.endDate)).toBe(end);
  });

  test('setting the start date after a fixed duration computes the end date', () => {
    const form = setStartDate(chooseDuration(emptyForm(), '3 mois'), day(2025, 11, 30));
    expect(localDay(form.endDate)).toBe('2026-02-28');
  });

  test('a fixed duration without a start date leaves no end date', () => {
    expect(chooseDuration(emptyForm(), '1 mois').endDate).toBeUndefined();
  });

  test('a month end clamps to the last day of the shorter month', () => {
    const form = chooseDuration(setStartDate(emptyForm(), day(2025, 1, 31)), '1 mois');
    expect(localDay(form.endDate)).toBe('2025-02-28');
  });

  test('changing the start date recomputes the end date of a fixed duration', () => {
    const form = chooseDuration(setStartDate(emptyForm(), day(2026, 1, 10)), '6 mois');
    const moved = setStartDate(form, day(2026, 3, 1));
    expect(localDay(moved.startDate)).toBe('2026-03-01');
    expect(localDay(moved.endDate)).toBe('2026-09-01');
  });

  test('clearing the start date of a fixed duration clears the end date', () => {
    const form = chooseDuration(setStartDate(emptyForm(), day(2026, 1, 10)), '1 an');
    expect(setStartDate(form, undefined).endDate).toBeUndefined();
  });

  test('changing from one fixed duration to another recomputes the end date', () => {
    const form = chooseDuration(setStartDate(emptyForm(), day(2026, 1, 10)), '1 mois');
    expect(localDay(chooseDuration(form, '1 an').endDate)).toBe('2027-01-10');
  });

  test('a fixed duration replaces an end date typed for Autre', () => {
    const form = chooseDuration(customForm(), '3 mois');
    expect(localDay(form.endDate)).toBe('2026-04-10');
  });

  test('the end date of a fixed duration is read-only: setting it changes nothing', () => {
    const form = chooseDuration(setStartDate(emptyForm(), day(2026, 1, 10)), '1 mois');
    expect(isEndDateEditable(form)).toBe(false);
    expect(localDay(setEndDate(form, day(2026, 12, 25)).endDate)).toBe('2026-02-10');
    expect(setEndDate(form, undefined).endDate).toBe(form.endDate);
  });

  test.each(['1 mois', '3 mois', '6 mois', '1 an'])('the end date of %s is not editable', (duration) => {
    expect(isEndDateEditable({ duration })).toBe(false);
  });

  test('the end date of Autre is editable', () => {
    expect(isEndDateEditable({ duration: 'Autre' })).toBe(true);
    const form = chooseDuration(setStartDate(emptyForm(), day(2026, 1, 10)), 'Autre');
    expect(form.endDate).toBeUndefined();
    expect(localDay(setEndDate(form, day(2026, 12, 25)).endDate)).toBe('2026-12-25');
    expect(setEndDate(setEndDate(form, day(2026, 12, 25)), undefined).endDate).toBeUndefined();
  });

  test('changing the start date keeps the end date typed for Autre', () => {
    const form = setStartDate(customForm(), day(2026, 2, 1));
    expect(localDay(form.startDate)).toBe('2026-02-01');
    expect(localDay(form.endDate)).toBe('2026-04-20');
  });

  test('choosing Autre after a fixed duration keeps the computed end date, now editable', () => {
    const fixed = chooseDuration(setStartDate(emptyForm(), day(2026, 1, 10)), '1 mois');
    const custom = chooseDuration(fixed, 'Autre');
    expect(localDay(custom.endDate)).toBe('2026-02-10');
    expect(localDay(setEndDate(custom, day(2026, 5, 5)).endDate)).toBe('2026-05-05');
  });
});

describe('authorised operations', () => {
  test('ticking an operation adds it, in the order ticked', () => {
    let form = chooseType(emptyForm(), 'Bancaire');
    form = toggleOperation(form, 'Consultation de solde');
    form = toggleOperation(form, "Retrait d'argent");
    expect(form.authorizedOperations).toEqual(['Consultation de solde', "Retrait d'argent"]);
  });

  test('ticking an operation again removes it and keeps the others', () => {
    let form = chooseType(emptyForm(), 'Bancaire');
    for (const operation of ["Retrait d'argent", "Dépôt d'argent", 'Gestion de compte']) form = toggleOperation(form, operation);
    form = toggleOperation(form, "Dépôt d'argent");
    expect(form.authorizedOperations).toEqual(["Retrait d'argent", 'Gestion de compte']);
    expect(toggleOperation(toggleOperation(form, "Retrait d'argent"), 'Gestion de compte').authorizedOperations).toEqual([]);
  });

  test('the custom operation is typed once "À préciser" is ticked', () => {
    const form = setCustomOperation(toggleOperation(chooseType(emptyForm(), 'Autre'), 'À préciser'), 'Signer le bail');
    expect(form.authorizedOperations).toEqual(['À préciser']);
    expect(form.customOperation).toBe('Signer le bail');
  });

  test('the custom operation cannot be typed while "À préciser" is not ticked', () => {
    const form = chooseType(emptyForm(), 'Autre');
    expect(setCustomOperation(form, 'Signer le bail').customOperation).toBe('');
  });

  test('unticking "À préciser" clears the custom operation, and ticking it again does not bring it back', () => {
    const unticked = toggleOperation(customForm(), 'À préciser');
    expect(unticked.authorizedOperations).toEqual([]);
    expect(unticked.customOperation).toBe('');
    expect(toggleOperation(unticked, 'À préciser').customOperation).toBe('');
  });

  test('ticking or unticking another operation keeps the custom operation while "À préciser" stays ticked', () => {
    const added = toggleOperation(customForm(), 'Opération supplémentaire');
    expect(added.authorizedOperations).toEqual(['À préciser', 'Opération supplémentaire']);
    expect(added.customOperation).toBe('Voter en assemblée générale');
    expect(toggleOperation(added, 'Opération supplémentaire').customOperation).toBe('Voter en assemblée générale');
  });
});

describe('signature', () => {
  test('a saved signature is kept and "Effacer" sets it back to null', () => {
    const signed = setSignature(emptyForm(), SIGNATURE);
    expect(signed.signature).toBe(SIGNATURE);
    expect(setSignature(signed, null).signature).toBeNull();
  });
});

test('no transition changes the form it is given', () => {
  const form = deepFreeze(customForm());
  const copy = structuredClone(form);
  updatePerson(form, 'grantor', 'city', 'Lyon');
  chooseType(form, 'Bancaire');
  setCustomType(form, 'Autre chose');
  chooseDuration(form, '1 mois');
  setStartDate(form, day(2027, 1, 1));
  setEndDate(form, day(2027, 1, 1));
  toggleOperation(form, 'À préciser');
  toggleOperation(form, 'Nouvelle');
  setCustomOperation(form, 'Autre texte');
  setSignature(form, null);
  setDetail(form, 'handDated', true);
  expect(form).toStrictEqual(copy);
});

describe('"Fait à": prefilled with the mandant\'s city, editable (docs/decisions/030)', () => {
  const withCity = (city: string) => updatePerson(emptyForm(), 'grantor', 'city', city);

  test("follows the mandant's city while the person has typed nothing there", () => {
    let form = withCity('Lyon');
    expect(form.signaturePlace).toBeNull();
    expect(shownSignaturePlace(form)).toBe('Lyon');
    form = updatePerson(form, 'grantor', 'city', 'Lyon 3e');
    expect(shownSignaturePlace(form)).toBe('Lyon 3e');
    expect(signaturePlaceOf(form)).toBe('Lyon 3e');
  });

  test("once typed, it is the person's own and no longer follows the city", () => {
    let form = setDetail(withCity('Lyon'), 'signaturePlace', 'Villeurbanne');
    form = updatePerson(form, 'grantor', 'city', 'Bron');
    expect(shownSignaturePlace(form)).toBe('Villeurbanne');
    expect(signaturePlaceOf(form)).toBe('Villeurbanne');
  });

  test('emptied while typing, it stays empty until the field is left, then follows the city again', () => {
    let form = setDetail(withCity('Lyon'), 'signaturePlace', '');
    expect(shownSignaturePlace(form)).toBe('');
    expect(signaturePlaceOf(form)).toBe('Lyon');
    form = settleSignaturePlace(form);
    expect(form.signaturePlace).toBeNull();
    expect(shownSignaturePlace(form)).toBe('Lyon');
    expect(settleSignaturePlace(setDetail(form, 'signaturePlace', '  '))).toMatchObject({ signaturePlace: null });
    expect(settleSignaturePlace(setDetail(form, 'signaturePlace', 'Bron'))).toMatchObject({ signaturePlace: 'Bron' });
  });
});

describe('the other details of the complete document (docs/decisions/030)', () => {
  test("the precise object, the mandataire's signature block and the substitution are set as chosen", () => {
    let form = setDetail(emptyForm(), 'objectDetails', 'Compte n° 1');
    form = setDetail(form, 'attorneySignatureBlock', false);
    form = setDetail(form, 'substitutionAllowed', true);
    expect(form).toMatchObject({ objectDetails: 'Compte n° 1', attorneySignatureBlock: false, substitutionAllowed: true });
  });

  test('choosing a type keeps the precise object: only the custom type and the operations are reset (specification §4)', () => {
    const form = chooseType(setDetail(chooseType(emptyForm(), 'Bancaire'), 'objectDetails', 'Compte n° 1'), 'Véhicules');
    expect(form.objectDetails).toBe('Compte n° 1');
  });
});

describe('several mandants and mandataires', () => {
  test('a card is added after the last of its party, up to four, and updated by its slot', () => {
    let form = emptyForm();
    for (let count = 0; count < 5; count++) form = addPerson(form, 'attorney');
    expect(peopleOf(form, 'attorney')).toHaveLength(MAX_PEOPLE_PER_PARTY);
    expect(canAddPerson(form, 'attorney')).toBe(false);
    form = updatePerson(form, 'attorney3', 'lastName', 'Troisième');
    expect(form.otherAttorneys[1]?.lastName).toBe('Troisième');
    expect(peopleOf(form, 'grantor')).toHaveLength(1);
  });

  test('removing a card moves the next ones up; the first card cannot be removed', () => {
    let form = addPerson(addPerson(emptyForm(), 'grantor'), 'grantor');
    form = updatePerson(updatePerson(form, 'grantor2', 'lastName', 'B'), 'grantor3', 'lastName', 'C');
    form = removePerson(form, 'grantor2');
    expect(peopleOf(form, 'grantor').map((person) => person.lastName)).toEqual(['', 'C']);
    expect(removePerson(form, 'grantor')).toBe(form);
  });

  test('a removed mandataire takes their drawing and acceptance with them; the next ones move up with their own', () => {
    let form = addPerson(addPerson(emptyForm(), 'attorney'), 'attorney');
    form = {
      ...form,
      cosignatures: { attorney2: 'drawing of the second', attorney3: 'drawing of the third' },
      acceptances: { attorney2: '2026-12-06', attorney3: '2026-12-07' },
    };
    form = removePerson(form, 'attorney2');
    expect(form.cosignatures).toEqual({ attorney2: 'drawing of the third' });
    expect(form.acceptances).toEqual({ attorney2: '2026-12-07' });
  });

  test('every person in the order of the page, with the card each fills', () => {
    const form = addPerson(addPerson(emptyForm(), 'attorney'), 'grantor');
    expect(everyPerson(form).map(({ slot }) => slot)).toEqual(['grantor', 'grantor2', 'attorney', 'attorney2']);
    expect(partyOfSlot('attorney4')).toEqual({ party: 'attorney', index: 3 });
    expect(slotOf('grantor', 0)).toBe('grantor');
  });
});
