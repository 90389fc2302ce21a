import { describe, expect, test } from 'vitest';
import { aSignedForm } from './test-factory.test-helper.ts';
import { findUnsupportedCharacters, listPrintProblems } from './readiness.ts';
import { forbiddenCharacters } from './forbidden-characters.ts';

const TODAY = new Date(2026, 10, 24);

describe('forbiddenCharacters', () => {
  test.each([
    ['NUL', 'Du\u0000pont', ['U+0000']],
    ['BEL', 'Du\u0007pont', ['U+0007']],
    ["Word's manual line break", 'Du\u000Bpont', ['U+000B']],
    ['NEL', 'Du\u0085pont', ['U+0085']],
    ['a right-to-left override', 'Du\u202Epont', ['U+202E']],
    ['an isolate', 'Du\u2066pont\u2069', ['U+2066', 'U+2069']],
    ['tag characters', 'Dupont\u{E0041}\u{E0042}', ['U+E0041', 'U+E0042']],
    ['a line break in a one-line field', 'Du\npont', ['U+000A']],
  ])('%s is named by its code point', (_case, text, expected) => {
    expect(forbiddenCharacters(text, 'line')).toEqual(expected);
  });

  test('a tab anywhere, and line breaks in a paragraph, are allowed; letters of every script too', () => {
    expect(forbiddenCharacters('a\tb', 'line')).toEqual([]);
    expect(forbiddenCharacters('compte 123\r\nimmatriculation AB-123-CD', 'paragraph')).toEqual([]);
    expect(forbiddenCharacters('Wałęsa Αθήνα عربي', 'line')).toEqual([]);
  });
});

describe('the readiness rule refuses them with the field’s French message, on the page and on the server', () => {
  test("a NUL in the grantor's name", () => {
    const form = aSignedForm({ grantor: { lastName: 'Dupont\u0000' } });
    expect(findUnsupportedCharacters(form)).toEqual([
      {
        message: 'Le champ\u00a0«\u00a0Nom\u00a0» du mandant contient des caractères invisibles interdits (U+0000)\u00a0: retirez-les',
        field: 'grantor.lastName',
        characters: ['U+0000'],
      },
    ]);
  });

  test("a right-to-left override in the attorney's city, and U+000B in the precise object", () => {
    const form = { ...aSignedForm({ attorney: { city: 'Lyon\u202E' } }), objectDetails: 'compte\u000B123' };
    expect(listPrintProblems(form, { withSignature: false, today: TODAY }).map(({ field, message }) => [field, message])).toEqual([
      [
        'attorney.city',
        'Le champ\u00a0«\u00a0Ville\u00a0» du mandataire contient des caractères invisibles interdits (U+202E)\u00a0: retirez-les',
      ],
      [
        'objectDetails',
        'Le champ\u00a0«\u00a0Objet précis et références\u00a0» contient des caractères invisibles interdits (U+000B)\u00a0: retirez-les',
      ],
    ]);
  });

  test('a line break in the precise object, a paragraph, is no refusal', () => {
    const form = { ...aSignedForm(), objectDetails: 'compte 123\nagence de Lyon' };
    expect(findUnsupportedCharacters(form)).toEqual([]);
  });
});

describe("a person's name obeys the rule every typed text does (docs/decisions/185)", () => {
  const problemOf = (lastName: string) =>
    listPrintProblems(aSignedForm({ grantor: { lastName } }), { withSignature: false, today: TODAY }).find(
      ({ field }) => field === 'grantor.lastName',
    )?.message;

  test.each([
    [
      'a tab',
      'Du\tpont',
      'Le champ\u00a0«\u00a0Nom\u00a0» du mandant contient des caractères invisibles interdits (U+0009)\u00a0: retirez-les',
    ],
    [
      'an inner zero-width space',
      'Du\u200Bpont',
      'Le champ\u00a0«\u00a0Nom\u00a0» du mandant contient des caractères invisibles interdits (U+200B)\u00a0: retirez-les',
    ],
    [
      'fifty stacked accents',
      `Dupo${'\u0301'.repeat(50)}nt`,
      'Le champ\u00a0«\u00a0Nom\u00a0» du mandant empile plus de 3\u00a0accents sur une même lettre\u00a0: retirez-les.',
    ],
  ])('%s in a name is refused, the field named', (_case, lastName, message) => {
    expect(problemOf(lastName)).toBe(message);
  });

  test('a tab stays allowed in an address, and two or three accents on a letter in a name', () => {
    expect(forbiddenCharacters('12\true de la Paix', 'line')).toEqual([]);
    expect(forbiddenCharacters('a\tb', 'name')).toEqual(['U+0009']);
    expect(problemOf('Nguyễn')).toBeUndefined();
    expect(problemOf('Dupo\u0301\u0308nt')).toBeUndefined();
  });
});
