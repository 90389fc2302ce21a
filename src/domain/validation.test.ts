import { describe, expect, test } from 'vitest';
import { emptyForm, type Party, type Person, type ProcurationForm } from './form.ts';
import { aForm, aPerson } from './test-factory.test-helper.ts';
import { checkReadyToPrint } from './readiness.ts';
import { listFormFailures, listIdentityFailures, REQUIRED_PERSON_FIELDS, type FieldFailure } from './validation.ts';

/** Specification §5, word for word, in the order the checks run. */
const GRANTOR_INCOMPLETE = 'Veuillez remplir tous les champs obligatoires pour le mandant';
const ATTORNEY_INCOMPLETE = 'Veuillez remplir tous les champs obligatoires pour le mandataire';
const TYPE_REQUIRED = 'Le type de procuration est obligatoire';
const CUSTOM_TYPE_REQUIRED = 'Veuillez préciser le type de procuration';
const DURATION_REQUIRED = 'La durée de la procuration est obligatoire';
const START_DATE_REQUIRED = 'La date de début est obligatoire';
const END_DATE_REQUIRED = 'La date de fin est obligatoire pour une durée personnalisée';
const OPERATION_REQUIRED = 'Veuillez sélectionner au moins une opération autorisée';
const CUSTOM_OPERATION_REQUIRED = "Veuillez préciser l'opération autorisée personnalisée";
const SIGNATURE_REQUIRED = "Veuillez d'abord sauvegarder votre signature avant de générer le PDF";

const SIGNATURE = 'data:image/png;base64,iVBORw0KGgo=';
const TODAY = new Date(2026, 10, 24);

/** The toast's failure: the first of a list, its message and field. */
const firstOf = (failures: FieldFailure[]) => failures[0] && { message: failures[0].message, field: failures[0].field };
const validateForm = (form: ProcurationForm) => firstOf(listFormFailures(form));
const validateIdentityDocuments = (form: ProcurationForm) => firstOf(listIdentityFailures(form));
/** The readiness rule, which generating the PDF asks (readiness.ts). */
const validateForGeneration = (form: ProcurationForm, { withSignature }: { withSignature: boolean }) =>
  checkReadyToPrint(form, { withSignature, today: TODAY });

function withPerson(form: ProcurationForm, party: Party, overrides: Partial<Person>): ProcurationForm {
  return { ...form, [party]: { ...form[party], ...overrides } };
}

/**
 * One way to break each check of specification §5, in order, with the message and field it must give.
 * Checks 3 and 4, 5 and 7, 8 and 9 break the same field in opposite ways, so they never combine.
 */
const BREAKS: { rule: number; name: string; message: string; field: string; breakForm: (form: ProcurationForm) => ProcurationForm }[] = [
  {
    rule: 1,
    name: 'grantor phone missing',
    message: GRANTOR_INCOMPLETE,
    field: 'grantor.phone',
    breakForm: (form) => withPerson(form, 'grantor', { phone: '' }),
  },
  {
    rule: 2,
    name: 'attorney city missing',
    message: ATTORNEY_INCOMPLETE,
    field: 'attorney.city',
    breakForm: (form) => withPerson(form, 'attorney', { city: '' }),
  },
  { rule: 3, name: 'type missing', message: TYPE_REQUIRED, field: 'type', breakForm: (form) => ({ ...form, type: '', customType: '' }) },
  {
    rule: 4,
    name: 'Autre without custom type',
    message: CUSTOM_TYPE_REQUIRED,
    field: 'customType',
    breakForm: (form) => ({ ...form, type: 'Autre', customType: '' }),
  },
  { rule: 5, name: 'duration missing', message: DURATION_REQUIRED, field: 'duration', breakForm: (form) => ({ ...form, duration: '' }) },
  {
    rule: 6,
    name: 'start date missing',
    message: START_DATE_REQUIRED,
    field: 'startDate',
    breakForm: (form) => ({ ...form, startDate: undefined }),
  },
  {
    rule: 7,
    name: 'Autre duration without end date',
    message: END_DATE_REQUIRED,
    field: 'endDate',
    breakForm: (form) => ({ ...form, duration: 'Autre', endDate: undefined }),
  },
  {
    rule: 8,
    name: 'no operation',
    message: OPERATION_REQUIRED,
    field: 'authorizedOperations',
    breakForm: (form) => ({ ...form, authorizedOperations: [], customOperation: '' }),
  },
  {
    rule: 9,
    name: '"À préciser" without text',
    message: CUSTOM_OPERATION_REQUIRED,
    field: 'customOperation',
    breakForm: (form) => ({ ...form, authorizedOperations: ['À préciser'], customOperation: '' }),
  },
];

const EXCLUSIVE_RULES = [
  [3, 4],
  [5, 7],
  [8, 9],
];

const earlierLaterPairs = BREAKS.flatMap((earlier) =>
  BREAKS.filter((later) => later.rule > earlier.rule && !EXCLUSIVE_RULES.some(([a, b]) => a === earlier.rule && b === later.rule)).map(
    (later) => ({ earlier, later }),
  ),
);

describe('a complete form', () => {
  test('passes every check', () => {
    expect(validateForm(aForm())).toBeUndefined();
  });

  test('passes with Autre everywhere when the custom type, end date and custom operation are given', () => {
    const form = aForm({
      type: 'Autre',
      customType: 'Copropriété',
      duration: 'Autre',
      endDate: new Date(2026, 5, 30),
      authorizedOperations: ['À préciser'],
      customOperation: 'Voter en assemblée générale',
    });
    expect(validateForm(form)).toBeUndefined();
  });

  test('passes without any email, the email being optional', () => {
    const form = withPerson(withPerson(aForm(), 'grantor', { email: '' }), 'attorney', { email: '   ' });
    expect(validateForm(form)).toBeUndefined();
  });

  test('needs no format for phone or postal code', () => {
    expect(validateForm(withPerson(aForm(), 'grantor', { phone: 'abc', postalCode: 'x' }))).toBeUndefined();
  });

  test('does not need a custom type unless the type is Autre', () => {
    expect(validateForm(aForm({ type: 'Médicale', customType: '', authorizedOperations: ['Hospitalisation'] }))).toBeUndefined();
  });

  test('does not need a custom operation unless "À préciser" is ticked', () => {
    expect(validateForm(aForm({ authorizedOperations: ["Retrait d'argent", "Dépôt d'argent"], customOperation: '' }))).toBeUndefined();
  });
});

describe('each check of specification §5 on its own', () => {
  test.each(BREAKS)('check $rule ($name) gives its message and field', ({ message, field, breakForm }) => {
    expect(validateForm(breakForm(aForm()))).toEqual({ message, field });
  });

  test('the required person fields are those of the card, in its order, without the email', () => {
    expect(REQUIRED_PERSON_FIELDS).toEqual(['lastName', 'firstName', 'birthDate', 'address', 'postalCode', 'city', 'phone']);
  });

  describe.each([
    { party: 'grantor' as const, message: GRANTOR_INCOMPLETE },
    { party: 'attorney' as const, message: ATTORNEY_INCOMPLETE },
  ])('$party', ({ party, message }) => {
    test.each(['firstName', 'lastName', 'address', 'postalCode', 'city', 'phone'] as const)('an empty %s is missing', (field) => {
      expect(validateForm(withPerson(aForm(), party, { [field]: '' }))).toEqual({ message, field: `${party}.${field}` });
    });

    test.each(['firstName', 'lastName', 'address', 'postalCode', 'city', 'phone'] as const)(
      'a %s made only of spaces is missing',
      (field) => {
        expect(validateForm(withPerson(aForm(), party, { [field]: ' \t  ' }))).toEqual({ message, field: `${party}.${field}` });
      },
    );

    test('a missing or invalid birth date is missing', () => {
      expect(validateForm(withPerson(aForm(), party, { birthDate: undefined }))).toEqual({ message, field: `${party}.birthDate` });
    });

    test('the field returned is the first missing one in the order of the card', () => {
      const form = aForm();
      expect(validateForm(withPerson(form, party, { birthDate: undefined, phone: '' }))?.field).toBe(`${party}.birthDate`);
      expect(validateForm(withPerson(form, party, { city: '', address: '' }))?.field).toBe(`${party}.address`);
      expect(validateForm(withPerson(form, party, { phone: '', postalCode: ' ' }))?.field).toBe(`${party}.postalCode`);
      expect(validateForm(withPerson(form, party, { firstName: '', lastName: '' }))?.field).toBe(`${party}.lastName`);
    });
  });

  test('a type outside the list of 21 is no type: the list shows none chosen', () => {
    expect(validateForm(aForm({ type: '委任状' }))).toEqual({ message: TYPE_REQUIRED, field: 'type' });
    expect(validateForm(aForm({ type: 'bancaire' }))).toEqual({ message: TYPE_REQUIRED, field: 'type' });
  });

  test('an operation not offered for the type is none: the list shows it nowhere', () => {
    expect(validateForm(aForm({ authorizedOperations: ["Retrait d'argent", 'Hospitalisation'] }))).toEqual({
      message: OPERATION_REQUIRED,
      field: 'authorizedOperations',
    });
    expect(validateForm(aForm({ authorizedOperations: ['😀 opération'] }))).toEqual({
      message: OPERATION_REQUIRED,
      field: 'authorizedOperations',
    });
  });

  test('a type made only of spaces is missing', () => {
    expect(validateForm(aForm({ type: '   ' }))).toEqual({ message: TYPE_REQUIRED, field: 'type' });
  });

  test('a custom type made only of spaces is missing', () => {
    expect(validateForm(aForm({ type: 'Autre', customType: '  ' }))).toEqual({ message: CUSTOM_TYPE_REQUIRED, field: 'customType' });
  });

  test('a duration made only of spaces is missing', () => {
    expect(validateForm(aForm({ duration: ' ' }))).toEqual({ message: DURATION_REQUIRED, field: 'duration' });
  });

  test('a custom operation made only of spaces is missing', () => {
    const form = aForm({ authorizedOperations: ['À préciser'], customOperation: '  ' });
    expect(validateForm(form)).toEqual({ message: CUSTOM_OPERATION_REQUIRED, field: 'customOperation' });
  });

  test('"À préciser" needs its text even beside other operations', () => {
    const form = aForm({ authorizedOperations: ["Retrait d'argent", 'À préciser'], customOperation: '' });
    expect(validateForm(form)).toEqual({ message: CUSTOM_OPERATION_REQUIRED, field: 'customOperation' });
  });
});

describe('the order of the checks', () => {
  test.each(earlierLaterPairs.map(({ earlier, later }) => [earlier.rule, later.rule, earlier, later] as const))(
    'check %i wins over check %i',
    (_earlierRule, _laterRule, earlier, later) => {
      expect(validateForm(later.breakForm(earlier.breakForm(aForm())))).toEqual({ message: earlier.message, field: earlier.field });
    },
  );

  test('with every compatible check broken at once, the grantor comes first', () => {
    const everything = [1, 2, 4, 6, 7, 9].reduce((form, rule) => BREAKS[rule - 1]?.breakForm(form) ?? form, aForm());
    expect(validateForm(everything)).toEqual({ message: GRANTOR_INCOMPLETE, field: 'grantor.phone' });
  });

  test('an empty form asks for the grantor first, pointing at the name', () => {
    const empty: ProcurationForm = {
      ...emptyForm(),
      grantor: aPerson({ firstName: '', lastName: '', birthDate: undefined, address: '', postalCode: '', city: '', phone: '' }),
      attorney: aPerson({ firstName: '', lastName: '', birthDate: undefined, address: '', postalCode: '', city: '', phone: '' }),
      type: '',
      customType: '',
      duration: '',
      startDate: undefined,
      endDate: undefined,
      authorizedOperations: [],
      customOperation: '',
      signature: null,
    };
    expect(validateForm(empty)).toEqual({ message: GRANTOR_INCOMPLETE, field: 'grantor.lastName' });
  });
});

describe('generating the PDF', () => {
  test('without signature, a complete form passes with or without a saved signature', () => {
    expect(validateForGeneration(aForm(), { withSignature: false })).toBeUndefined();
    expect(validateForGeneration(aForm({ signature: SIGNATURE }), { withSignature: false })).toBeUndefined();
  });

  test('with signature, a complete form needs a saved signature', () => {
    expect(validateForGeneration(aForm(), { withSignature: true })).toEqual({ message: SIGNATURE_REQUIRED, field: 'signature' });
    expect(validateForGeneration(aForm({ signature: '' }), { withSignature: true })).toEqual({
      message: SIGNATURE_REQUIRED,
      field: 'signature',
    });
    expect(validateForGeneration(aForm({ signature: SIGNATURE }), { withSignature: true })).toBeUndefined();
  });

  test.each(BREAKS)('with signature, check $rule ($name) comes before the signature rule', ({ message, field, breakForm }) => {
    expect(validateForGeneration(breakForm(aForm()), { withSignature: true })).toEqual({ message, field });
  });

  test.each(BREAKS)('without signature, check $rule ($name) still applies', ({ message, field, breakForm }) => {
    expect(validateForGeneration(breakForm(aForm({ signature: SIGNATURE })), { withSignature: false })).toEqual({ message, field });
  });
});

describe('an identity document: its type and its number go together (specification §19)', () => {
  const TYPE_MISSING = "Veuillez choisir le type de pièce d'identité du mandant, ou effacer son numéro";
  const NUMBER_MISSING = "Veuillez indiquer le numéro de la pièce d'identité du mandataire, ou retirer le type choisi";

  test('both or neither: nothing to say', () => {
    expect(validateIdentityDocuments(aForm())).toBeUndefined();
    const both = withPerson(aForm(), 'grantor', { idType: 'Passeport', idNumber: '19AB12345' });
    expect(validateIdentityDocuments(both)).toBeUndefined();
  });

  test('a number without a type points at the type', () => {
    expect(validateIdentityDocuments(withPerson(aForm(), 'grantor', { idNumber: '19AB12345' }))).toEqual({
      message: TYPE_MISSING,
      field: 'grantor.idType',
    });
  });

  test('a type without a number (or spaces only) points at the number', () => {
    for (const idNumber of ['', '   ']) {
      expect(validateIdentityDocuments(withPerson(aForm(), 'attorney', { idType: 'Passeport', idNumber }))).toEqual({
        message: NUMBER_MISSING,
        field: 'attorney.idNumber',
      });
    }
  });

  test("the mandant's comes before the mandataire's", () => {
    let form = withPerson(aForm(), 'attorney', { idType: 'Passeport' });
    form = withPerson(form, 'grantor', { idNumber: '1' });
    expect(validateIdentityDocuments(form)?.field).toBe('grantor.idType');
  });

  test('the checks of specification §5 do not look at it: their order and messages are unchanged', () => {
    const form = withPerson(aForm(), 'grantor', { idNumber: '19AB12345' });
    expect(validateForm(form)).toBeUndefined();
    expect(validateForGeneration(form, { withSignature: true })).toEqual({ message: SIGNATURE_REQUIRED, field: 'signature' });
  });

  test('none of the new fields is required', () => {
    expect(REQUIRED_PERSON_FIELDS).not.toContain('birthPlace');
    expect(REQUIRED_PERSON_FIELDS).not.toContain('idType');
    expect(REQUIRED_PERSON_FIELDS).not.toContain('idNumber');
    const bare = aForm({ objectDetails: '', signaturePlace: null, attorneySignatureBlock: false, substitutionAllowed: false });
    expect(validateForm(bare)).toBeUndefined();
  });
});
