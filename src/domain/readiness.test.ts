import { describe, expect, test } from 'vitest';
import { FIELD_MESSAGES } from './check-messages.ts';
import { chooseType, emptyForm, setCustomType, type Party, type Person, type ProcurationForm } from './form.ts';
import { unsupportedCharactersMessage } from './messages.ts';
import { aForm } from './test-factory.test-helper.ts';
import { checkReadyToPrint, findUnsupportedCharacters, listNotes, listPrintProblems } from './readiness.ts';

/** The day the tests make their documents: before the banking form's period starts. */
const TODAY = new Date(2026, 10, 24);
const SIGNATURE = 'data:image/png;base64,iVBORw0KGgo=';
const GRANTOR_INCOMPLETE = 'Veuillez remplir tous les champs obligatoires pour le mandant';
const SIGNATURE_REQUIRED = "Veuillez d'abord sauvegarder votre signature avant de générer le PDF";

/** A procuration of type Autre with a custom type and a custom operation. */
function customForm(customType: string, customOperation: string): ProcurationForm {
  return aForm({ type: 'Autre', customType, authorizedOperations: ['À préciser'], customOperation });
}

function withPerson(form: ProcurationForm, party: Party, person: Partial<Person>): ProcurationForm {
  return { ...form, [party]: { ...form[party], ...person } };
}

describe('checkReadyToPrint: can this form become a PDF?', () => {
  test('a complete form can, with or without its saved signature', () => {
    expect(checkReadyToPrint(aForm(), { withSignature: false, today: TODAY })).toBeUndefined();
    expect(checkReadyToPrint({ ...aForm(), signature: SIGNATURE }, { withSignature: true, today: TODAY })).toBeUndefined();
  });

  test("an emoji in the grantor's name is named in French, with its field", () => {
    const form = aForm({ grantor: { lastName: 'Dupont 😀' } });
    expect(checkReadyToPrint(form, { withSignature: false, today: TODAY })).toEqual({
      message: 'Le champ « Nom » du mandant contient des caractères non pris en charge : 😀',
      field: 'grantor.lastName',
    });
  });

  test('the checks of specification §5 come first, even before characters no font draws', () => {
    const form = withPerson(aForm({ grantor: { lastName: 'Dupont 😀' } }), 'grantor', { phone: ' ' });
    expect(checkReadyToPrint(form, { withSignature: true, today: TODAY })).toEqual({ message: GRANTOR_INCOMPLETE, field: 'grantor.phone' });
  });

  test('then, with signature, the saved-signature rule, still before the characters', () => {
    const form = aForm({ grantor: { lastName: 'Dupont 😀' } });
    expect(checkReadyToPrint(form, { withSignature: true, today: TODAY })).toEqual({ message: SIGNATURE_REQUIRED, field: 'signature' });
  });

  test('then an identity document given by half, before the characters', () => {
    const form = aForm({ grantor: { lastName: 'Dupont 😀' }, attorney: { idType: 'Passeport' } });
    expect(checkReadyToPrint(form, { withSignature: false, today: TODAY })).toEqual({
      message: "Veuillez indiquer le numéro de la pièce d'identité du mandataire, ou retirer le type choisi",
      field: 'attorney.idNumber',
    });
    expect(checkReadyToPrint({ ...form, signature: null }, { withSignature: true, today: TODAY })?.field).toBe('signature');
  });

  test('then the first field, in the order of the page, holding characters no font draws', () => {
    const form = customForm('Cas 🚗', 'Tout gérer');
    expect(checkReadyToPrint(withPerson(form, 'attorney', { email: 'paul@😀.fr' }), { withSignature: false, today: TODAY })).toEqual({
      message: 'Le champ « Email » du mandataire contient des caractères non pris en charge : 😀',
      field: 'attorney.email',
    });
    expect(checkReadyToPrint(form, { withSignature: false, today: TODAY })).toEqual({
      message: 'Le champ « Précisez le type » contient des caractères non pris en charge : 🚗',
      field: 'customType',
    });
  });
});

describe('findUnsupportedCharacters names the field, the party and the characters in French', () => {
  test('a form the fonts can draw gives nothing', () => {
    expect(findUnsupportedCharacters(aForm({ grantor: { lastName: 'Wałęsa' }, attorney: { city: 'Αθήνα' } }))).toEqual([]);
  });

  test("an emoji in the grantor's name", () => {
    const form = aForm({ grantor: { lastName: 'Dupont 😀' } });
    expect(findUnsupportedCharacters(form)).toEqual([
      {
        message: 'Le champ « Nom » du mandant contient des caractères non pris en charge : 😀',
        field: 'grantor.lastName',
        characters: ['😀'],
      },
    ]);
  });

  test('several fields, in the order of the page', () => {
    let form = customForm('Cas 🚗', 'Tout gérer 中文');
    form = withPerson(form, 'attorney', { city: 'תל אביב' });
    form = withPerson(form, 'grantor', { email: 'moi@😀.fr' });
    expect(findUnsupportedCharacters(form).map(({ message, field }) => [field, message])).toEqual([
      ['grantor.email', 'Le champ « Email » du mandant contient des caractères non pris en charge : 😀'],
      ['attorney.city', 'Le champ « Ville » du mandataire contient des caractères non pris en charge : ת ל א ב י'],
      ['customType', 'Le champ « Précisez le type » contient des caractères non pris en charge : 🚗'],
      ['customOperation', "Le champ « Précisez l'opération autorisée » contient des caractères non pris en charge : 中 文"],
    ]);
  });

  test('every printed person field is checked, and named by its label', () => {
    const emoji = {
      lastName: '😀',
      firstName: '😀',
      birthPlace: '😀',
      address: '😀',
      postalCode: '😀',
      city: '😀',
      phone: '😀',
      email: '😀',
      idNumber: '😀',
      civility: '',
    };
    const named = findUnsupportedCharacters(aForm({ attorney: emoji })).map(({ field, message }) => [
      field,
      /«\s(.+)\s»/.exec(message)?.[1],
    ]);
    expect(named).toEqual([
      ['attorney.lastName', 'Nom'],
      ['attorney.firstName', 'Prénom'],
      ['attorney.birthPlace', 'Lieu de naissance'],
      ['attorney.address', 'Adresse'],
      ['attorney.postalCode', 'Code postal'],
      ['attorney.city', 'Ville'],
      ['attorney.phone', 'Téléphone'],
      ['attorney.email', 'Email'],
      ['attorney.idNumber', 'Numéro de la pièce'],
    ]);
  });

  test('the precise object and a typed "Fait à" are checked too, after the operations', () => {
    const form = { ...customForm('Cas', 'Tout gérer 🚗'), objectDetails: 'Lot 😀', signaturePlace: 'Ville 🎉' };
    expect(findUnsupportedCharacters(form).map(({ field, message }) => [field, message])).toEqual([
      ['customOperation', "Le champ « Précisez l'opération autorisée » contient des caractères non pris en charge : 🚗"],
      ['objectDetails', 'Le champ « Objet précis et références » contient des caractères non pris en charge : 😀'],
      ['signaturePlace', 'Le champ « Fait à » contient des caractères non pris en charge : 🎉'],
    ]);
  });

  test('fields the PDF does not draw are not checked', () => {
    const form = setCustomType(chooseType(aForm(), 'Bancaire'), '😀');
    expect(form.customType).toBe('😀');
    expect(findUnsupportedCharacters(form)).toEqual([]);
  });

  test('the message builder names the attorney as "du mandataire" and a detail field with no party', () => {
    expect(unsupportedCharactersMessage('Adresse', 'attorney', ['😀', '🎉'])).toBe(
      'Le champ « Adresse » du mandataire contient des caractères non pris en charge : 😀 🎉',
    );
    expect(unsupportedCharactersMessage('Précisez le type', undefined, ['😀'])).toBe(
      'Le champ « Précisez le type » contient des caractères non pris en charge : 😀',
    );
  });
});

describe('listPrintProblems: every field at fault at once', () => {
  test('the empty form: every required field, each with its own message, the first being the toast’s', () => {
    const problems = listPrintProblems(emptyForm(), { withSignature: true, today: TODAY });
    expect(problems.map((problem) => problem.field)).toEqual([
      'grantor.lastName',
      'grantor.firstName',
      'grantor.birthDate',
      'grantor.address',
      'grantor.postalCode',
      'grantor.city',
      'grantor.phone',
      'attorney.lastName',
      'attorney.firstName',
      'attorney.birthDate',
      'attorney.address',
      'attorney.postalCode',
      'attorney.city',
      'attorney.phone',
      'type',
      'duration',
      'startDate',
      'authorizedOperations',
      'signature',
    ]);
    expect(problems[0]).toEqual({
      message: GRANTOR_INCOMPLETE,
      field: 'grantor.lastName',
      fieldMessage: 'Veuillez indiquer le nom du mandant.',
    });
    expect(problems[9]?.fieldMessage).toBe('Veuillez indiquer la date de naissance du mandataire.');
  });

  test('the coherence checks come after the specification’s, and the server’s rule refuses them too', () => {
    const form = { ...aForm({ grantor: { birthDate: new Date(2015, 0, 1) } }), type: '' };
    expect(checkReadyToPrint(form, { withSignature: false, today: TODAY })?.message).toBe('Le type de procuration est obligatoire');
    const typed = aForm({ grantor: { birthDate: new Date(2015, 0, 1) } });
    expect(checkReadyToPrint(typed, { withSignature: false, today: TODAY })?.field).toBe('grantor.birthDate');
    const emancipated = aForm({ grantor: { birthDate: new Date(2009, 0, 1), emancipated: true } });
    expect(checkReadyToPrint(emancipated, { withSignature: false, today: TODAY })).toBeUndefined();
  });

  test('a start before the day the document is made is refused with its own message; a period over, with its own', () => {
    const form = aForm();
    expect(checkReadyToPrint(form, { withSignature: false, today: new Date(2026, 11, 1) })).toBeUndefined();
    expect(checkReadyToPrint(form, { withSignature: false, today: new Date(2027, 2, 1) })).toMatchObject({
      field: 'startDate',
      message: FIELD_MESSAGES.startBeforeDocument(false),
    });
    expect(checkReadyToPrint(form, { withSignature: false, today: new Date(2027, 2, 2) })).toMatchObject({
      field: 'startDate',
      message: FIELD_MESSAGES.periodOverStart('01/03/2027'),
    });
  });

  test('notes block nothing: a minor mandataire', () => {
    const form = aForm({ attorney: { birthDate: new Date(2010, 0, 1) } });
    expect(checkReadyToPrint(form, { withSignature: false, today: TODAY })).toBeUndefined();
    expect(listNotes(form, TODAY).map((note) => note.field)).toEqual(['attorney.birthDate']);
  });
});
