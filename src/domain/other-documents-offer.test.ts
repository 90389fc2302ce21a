/**
 * What « Autres documents » offers (docs/decisions/210): the one rule the page and the golden texts read.
 */
import { expect, test } from 'vitest';
import { otherDocumentsOf } from './other-documents-offer.ts';
import { revocationRouteOf } from './type-verdicts.ts';

const END = new Date(2027, 5, 30);
const offer = (type: string, authorizedOperations: string[]) => otherDocumentsOf({ type, authorizedOperations, endDate: END });

test('an ordinary paper: both letters, the editable copies, and the reminder once the end date is known', () => {
  expect(offer('Loisirs', [])).toEqual({ letters: true, reminder: true, editableCopies: true, revocationRoute: undefined });
  expect(otherDocumentsOf({ type: 'Loisirs', authorizedOperations: [], endDate: undefined }).reminder).toBe(false);
});

test('a notary’s project: neither letters nor reminder, only its editable copies', () => {
  expect(offer('Immobilière', ['Vente de propriété'])).toEqual({
    letters: false,
    reminder: false,
    editableCopies: true,
    revocationRoute: undefined,
  });
});

test('a paper that gives none of its powers: nothing beside it', () => {
  expect(offer('Médicale', ['Prise de décision médicale'])).toEqual({
    letters: false,
    reminder: false,
    editableCopies: false,
    revocationRoute: undefined,
  });
});

test('a type ended by its own route: the route in place of the letters', () => {
  const vote = offer('Électorale', []);
  expect(vote.letters).toBe(false);
  expect(vote.revocationRoute).toBe(revocationRouteOf('Électorale'));
  expect(vote.revocationRoute).toBeDefined();
});
