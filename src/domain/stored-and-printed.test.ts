/**
 * One rule for what can be stored and printed (docs/decisions/114): a name without a letter, a
 * precise object without a letter or digit, a start beyond the horizon and a drawing for nobody are
 * refused with the field's French message, by the rule the page and the server share.
 */
import { describe, expect, test } from 'vitest';
import { aSignedForm } from './test-factory.test-helper.ts';
import { FIELD_MESSAGES } from './check-messages.ts';
import { checkDetailsCoherence, checkPersonCoherence, START_HORIZON_YEARS } from './coherence.ts';
import { emptyPerson } from './form.ts';
import { listPrintProblems } from './readiness.ts';

const TODAY = new Date(2026, 10, 24);
const problems = (form: ReturnType<typeof aSignedForm>) =>
  listPrintProblems(form, { withSignature: false, today: TODAY }).map(({ field, message }) => [field, message]);

describe('a name must hold a letter', () => {
  test.each([
    ['combining accents only', '\u0301\u0300'],
    ['a full stop', '.'],
    ['digits', '123'],
  ])('a surname of %s is refused under the field', (_case, lastName) => {
    expect(checkPersonCoherence({ ...emptyPerson(), lastName }, 'grantor', TODAY).refusals).toEqual([
      { key: 'lastName', message: FIELD_MESSAGES.nameWithoutLetter('le nom') },
    ]);
    expect(FIELD_MESSAGES.nameWithoutLetter('le nom')).toBe('Le nom doit contenir au moins une lettre\u00a0: vérifiez-le.');
  });

  test('names of every script, with their accents, pass', () => {
    for (const lastName of ['Lefèvre', 'O’Neil', 'Αθηνά', 'Nguyễn', 'e\u0301']) {
      expect(checkPersonCoherence({ ...emptyPerson(), lastName, firstName: 'Jo' }, 'grantor', TODAY).refusals).toEqual([]);
    }
  });

  test('on the whole form, the first name of the attorney', () => {
    expect(problems(aSignedForm({ attorney: { firstName: '-' } }))).toEqual([
      ['attorney.firstName', FIELD_MESSAGES.nameWithoutLetter('le prénom')],
    ]);
  });
});

test('"." as the precise object of a sale is refused; a number passes', () => {
  const sale = {
    ...aSignedForm(),
    type: 'Immobilière',
    authorizedOperations: ['Vente de propriété'],
    startDate: TODAY,
    endDate: new Date(2027, 10, 23),
  };
  expect(checkDetailsCoherence({ ...sale, objectDetails: '.' }, TODAY).refusals).toEqual([
    { key: 'objectDetails', message: FIELD_MESSAGES.objectWithoutLetterOrDigit },
  ]);
  expect(checkDetailsCoherence({ ...sale, objectDetails: 'Lot 12' }, TODAY).refusals).toEqual([]);
});

test(`a start more than ${START_HORIZON_YEARS} years ahead (a start in 9999) is refused`, () => {
  const form = { ...aSignedForm(), duration: 'Autre', startDate: new Date(9999, 0, 1), endDate: new Date(9999, 11, 31) };
  expect(checkDetailsCoherence(form, TODAY).refusals).toContainEqual({
    key: 'startDate',
    message: "La date de début est à plus de 10\u00a0ans d'ici\u00a0: vérifiez l'année.",
  });
  const soon = { ...form, startDate: new Date(2030, 0, 1), endDate: new Date(2031, 0, 1) };
  expect(checkDetailsCoherence(soon, TODAY).refusals).toEqual([]);
});

test('a drawing for a person who is not on the form is refused under the signature', () => {
  const form = { ...aSignedForm(), cosignatures: { grantor3: 'data:image/png;base64,iVBORw0KGgo=' } };
  expect(problems(form)).toEqual([['signature', FIELD_MESSAGES.drawingOfNobody]]);
  expect(problems({ ...aSignedForm(), cosignatures: { attorney: 'data:image/png;base64,iVBORw0KGgo=' } })).toEqual([]);
});
