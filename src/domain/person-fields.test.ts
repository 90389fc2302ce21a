import { describe, expect, test } from 'vitest';
import { emptyPerson } from './form.ts';
import { cardLabelOf, CIVILITIES, IDENTITY_DOCUMENTS, isAskedOn, PERSON_FIELDS, personFieldLabel } from './person-fields.ts';

describe('the person fields', () => {
  test('are those of specification §3 and §19, in the order of the card', () => {
    expect(PERSON_FIELDS.map((spec) => spec.key)).toEqual([
      'civility',
      'lastName',
      'firstName',
      'birthDate',
      'emancipated',
      'birthPlace',
      'address',
      'postalCode',
      'city',
      'phone',
      'email',
      'idType',
      'idNumber',
    ]);
  });

  test('give the card its accessible names, a contract: " *" when required, " (optionnel)" otherwise; a box is named by its label', () => {
    expect(PERSON_FIELDS.filter((spec) => spec.kind !== 'flag').map(personFieldLabel)).toEqual([
      'Civilité (optionnel)',
      'Nom *',
      'Prénom *',
      'Date de naissance *',
      'Lieu de naissance (optionnel)',
      'Adresse *',
      'Code postal *',
      'Ville *',
      'Téléphone *',
      'Email (optionnel)',
      "Pièce d'identité (optionnel)",
      'Numéro de la pièce (optionnel)',
    ]);
  });

  test('mark every field of specification §3 required but the email (specification §5); the fields of §19 are optional', () => {
    expect(PERSON_FIELDS.filter((spec) => !spec.required).map((spec) => spec.key)).toEqual([
      'civility',
      'emancipated',
      'birthPlace',
      'email',
      'idType',
      'idNumber',
    ]);
  });

  test('give every required field the words its missing-field message names it by, and only those', () => {
    const named = PERSON_FIELDS.filter((spec) => 'messageName' in spec).map((spec) => spec.key);
    expect(named).toEqual(PERSON_FIELDS.filter((spec) => spec.required).map((spec) => spec.key));
  });

  test('flag the fields added after the first release, which older saves and records lack', () => {
    expect(PERSON_FIELDS.filter((spec) => spec.addedLater).map((spec) => spec.key)).toEqual([
      'civility',
      'emancipated',
      'birthPlace',
      'idType',
      'idNumber',
    ]);
  });

  test('name a field without its mark, as messages do', () => {
    expect(PERSON_FIELDS.map((spec) => spec.label)).toEqual([
      'Civilité',
      'Nom',
      'Prénom',
      'Date de naissance',
      'Mineur émancipé',
      'Lieu de naissance',
      'Adresse',
      'Code postal',
      'Ville',
      'Téléphone',
      'Email',
      "Pièce d'identité",
      'Numéro de la pièce',
    ]);
  });

  test('choose the input type, the keyboard and the autofill token of each field', () => {
    expect(PERSON_FIELDS.map(({ key, kind, inputMode, autocomplete }) => [key, kind, inputMode, autocomplete])).toEqual([
      ['civility', 'choice', undefined, 'honorific-prefix'],
      ['lastName', 'text', undefined, 'family-name'],
      ['firstName', 'text', undefined, 'given-name'],
      ['birthDate', 'date', undefined, 'bday'],
      ['emancipated', 'flag', undefined, 'off'],
      ['birthPlace', 'text', undefined, 'off'],
      ['address', 'text', undefined, 'street-address'],
      ['postalCode', 'text', 'numeric', 'postal-code'],
      ['city', 'text', undefined, 'address-level2'],
      ['phone', 'tel', 'tel', 'tel'],
      ['email', 'email', 'email', 'email'],
      ['idType', 'choice', undefined, 'off'],
      ['idNumber', 'text', undefined, 'off'],
    ]);
  });

  test('offer the civilités Madame and Monsieur, or none', () => {
    expect(PERSON_FIELDS.find((spec) => spec.key === 'civility')?.options).toBe(CIVILITIES);
    expect(CIVILITIES.map((option) => option.label)).toEqual(['Madame', 'Monsieur']);
  });

  test('offer the identity documents of specification §19, by their names on the page only', () => {
    expect(PERSON_FIELDS.find((spec) => spec.key === 'idType')?.options).toBe(IDENTITY_DOCUMENTS);
    expect(IDENTITY_DOCUMENTS).toEqual([
      { label: "Carte nationale d'identité" },
      { label: 'Passeport' },
      { label: 'Titre de séjour' },
      { label: 'Permis de conduire' },
    ]);
  });

  test('hold no word of a document: how a document prints a field is its own content (docs/decisions/150)', () => {
    const wordsOfTheTable = JSON.stringify(PERSON_FIELDS);
    for (const printed of ['né(e)', 'titulaire', 'téléphone :', 'Tél :', 'email :', 'Email :', 'du passeport']) {
      expect(wordsOfTheTable).not.toContain(printed);
    }
  });

  test('the empty person has an empty text for each text field, no date, no choice and no box ticked', () => {
    const empty = emptyPerson();
    expect(Object.keys(empty)).toEqual(PERSON_FIELDS.filter((spec) => spec.kind !== 'flag').map((spec) => spec.key));
    expect(empty).toStrictEqual({
      civility: '',
      lastName: '',
      firstName: '',
      birthDate: undefined,
      birthPlace: '',
      address: '',
      postalCode: '',
      city: '',
      phone: '',
      email: '',
      idType: '',
      idNumber: '',
    });
  });

  test('each row says whether the card folds it, asks it of a company, and what a company calls it (docs/decisions/064, 126)', () => {
    const keys = (keep: (spec: (typeof PERSON_FIELDS)[number]) => boolean) => PERSON_FIELDS.filter(keep).map((spec) => spec.key);
    expect(keys((spec) => spec.folded === true)).toEqual(['civility', 'birthPlace', 'idType', 'idNumber']);
    expect(keys((spec) => !spec.required && spec.folded !== true && spec.kind !== 'flag')).toEqual(['email']);
    expect(keys((spec) => !isAskedOn(spec, true))).toEqual(['birthDate', 'emancipated', 'birthPlace']);
    expect(keys((spec) => !isAskedOn(spec, false))).toEqual([]);
    expect(Object.fromEntries(PERSON_FIELDS.map((spec) => [spec.key, cardLabelOf(spec, true)]))).toMatchObject({
      lastName: 'Nom du représentant',
      firstName: 'Prénom du représentant',
      address: 'Adresse du siège',
      postalCode: 'Code postal du siège',
      city: 'Ville du siège',
      phone: 'Téléphone',
    });
    expect(PERSON_FIELDS.every((spec) => cardLabelOf(spec, false) === spec.label)).toBe(true);
  });
});
