/** Each row of DETAIL_FIELDS reaches the new form, the stored schema and the character check. */
import { describe, expect, test } from 'vitest';
import { NOW } from '../pdf/fixtures.test-helper.ts';
import { aSignedForm } from './test-factory.test-helper.ts';
import { DETAIL_FIELDS, TEXT_DETAIL_FIELDS } from './detail-fields.ts';
import { emptyForm, setDetail, setSignature } from './form.ts';
import { findUnsupportedCharacters, listPrintProblems } from './readiness.ts';
import { storedFormSchema } from './stored-form.ts';
import { detailMaxLength } from './field-limits.ts';
import { fromStoredForm, toStoredForm } from './stored-form-codec.ts';
import { aStoredForm } from './test-factory.test-helper.ts';

describe.each(DETAIL_FIELDS.map((spec) => [spec.key, spec] as const))('%s', (key, spec) => {
  test('a new form holds its initial value', () => {
    expect(emptyForm()[key]).toBe(spec.initial);
  });

  test('a save or a record made before it existed reads it as its initial value', () => {
    const older = aStoredForm();
    expect(key in older).toBe(false);
    expect(storedFormSchema.safeParse(older).success).toBe(true);
    expect(fromStoredForm(older)[key]).toBe(spec.initial);
  });

  test('a value set on the page is stored and read back', () => {
    const value = spec.kind === 'flag' ? !spec.initial : 'Quelque part, n° 12';
    // The fixture's signature is larger than the pad's image: the stored form leaves it out.
    const form = setSignature(setDetail(aSignedForm(), key, value), null);
    const stored = toStoredForm(form);
    expect(storedFormSchema.safeParse(stored).success).toBe(true);
    expect(fromStoredForm(stored)[key]).toBe(value);
  });
});

describe.each(TEXT_DETAIL_FIELDS.map((spec) => [spec.key, spec] as const))('the text %s', (key, spec) => {
  test('is refused by the stored schema past its longest length', () => {
    const tooLong = 'a'.repeat(detailMaxLength(spec) + 1);
    expect(storedFormSchema.safeParse(aStoredForm({ [key]: tooLong })).success).toBe(false);
    expect(storedFormSchema.safeParse(aStoredForm({ [key]: tooLong.slice(1) })).success).toBe(true);
  });

  test('a character the PDF cannot draw is refused, naming the field as the page labels it', () => {
    const form = setDetail(aSignedForm(), key, 'Lyon 😀');
    expect(findUnsupportedCharacters(form)).toEqual([
      {
        message: `Le champ «\u00a0${spec.label}\u00a0» contient des caractères non pris en charge\u00a0: 😀`,
        field: key,
        characters: ['😀'],
      },
    ]);
    expect(listPrintProblems(form, { withSignature: false, today: NOW }).map((problem) => problem.field)).toContain(key);
  });
});
