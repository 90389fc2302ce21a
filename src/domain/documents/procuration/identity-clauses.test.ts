import { describe, expect, test } from 'vitest';
import { IDENTITY_DOCUMENTS } from '../../person-fields.ts';
import { aPerson } from '../../test-factory.test-helper.ts';
import { contactLines, identityDocumentPhrase, personIdentity } from './identity-clauses.ts';

const TODAY = new Date(2026, 10, 27);

describe('how the procuration names a person (docs/decisions/150)', () => {
  test('each identity document the page offers has its phrase, in the order of the page', () => {
    expect(IDENTITY_DOCUMENTS.map((option) => identityDocumentPhrase(option.label))).toEqual([
      "de la carte nationale d'identité",
      'du passeport',
      'du titre de séjour',
      'du permis de conduire',
    ]);
    expect(identityDocumentPhrase('Carte vitale')).toBeUndefined();
  });

  test('after the name: the birth, its place, then the identity document, each after a comma', () => {
    const person = aPerson({
      civility: 'Madame',
      birthDate: new Date(1970, 2, 12),
      birthPlace: ' Lyon ',
      idType: 'Passeport',
      idNumber: ' 12AB34567 ',
    });
    expect(personIdentity(person, TODAY)).toMatch(
      /^Madame Jeanne Lefèvre, née le 12\/03\/1970 à Lyon, titulaire du passeport n\u00b0\u00a012AB34567, demeurant /u,
    );
  });

  test('a place without a birth date, or a document without its number, is not printed', () => {
    const person = aPerson({ birthDate: undefined, birthPlace: 'Lyon', idType: 'Passeport', idNumber: '  ' });
    expect(personIdentity(person, TODAY)).toMatch(/^Jeanne Lefèvre, demeurant /u);
  });

  test('a minor mandant emancipated is said so after the birth, agreed with the civilité', () => {
    const person = aPerson({ civility: 'Monsieur', birthDate: new Date(2010, 0, 5), emancipated: true });
    expect(personIdentity(person, TODAY)).toMatch(/^Monsieur Jeanne Lefèvre, né le 05\/01\/2010, mineur émancipé, demeurant /u);
  });

  test('after the address, and as lines of the parties block: the telephone, then the email, when given', () => {
    const person = aPerson({ phone: '06 12 34 56 78', email: 'jeanne@example.fr' });
    expect(personIdentity(person, TODAY)).toMatch(/, téléphone\u00a0: 06 12 34 56 78, email\u00a0: jeanne@example.fr$/u);
    expect(contactLines(person)).toEqual(['Tél\u00a0: 06 12 34 56 78', 'Email\u00a0: jeanne@example.fr']);
    expect(contactLines(aPerson({ phone: '06 12 34 56 78', email: ' ' }))).toEqual(['Tél\u00a0: 06 12 34 56 78']);
  });
});
