import { expect, test } from 'vitest';
import { EMANCIPATION_AGE_YEARS, isOldEnoughToBeEmancipated } from './capacity.ts';

const TODAY = new Date(2026, 10, 25);

test('emancipation from 16 years accomplished (Code civil art. 413-2), counted in calendar days', () => {
  expect(EMANCIPATION_AGE_YEARS).toBe(16);
  expect(isOldEnoughToBeEmancipated(new Date(2010, 10, 25), TODAY)).toBe(true);
  expect(isOldEnoughToBeEmancipated(new Date(2010, 10, 26), TODAY)).toBe(false);
  expect(isOldEnoughToBeEmancipated(new Date(2019, 3, 2), TODAY)).toBe(false);
  // The time of day of `today` does not count.
  expect(isOldEnoughToBeEmancipated(new Date(2010, 10, 25), new Date(2026, 10, 25, 0, 0, 1))).toBe(true);
});
