import { expect, test } from 'vitest';
import { isSavedFormStale, keepChoiceValue, readKeepChoice, SAVED_FORM_MAX_IDLE_DAYS, usedOnValue } from './device-keeping.ts';

const TODAY = new Date(2026, 10, 23, 15, 30);

test('keeping is the default: only an unticked box is remembered', () => {
  expect(readKeepChoice(null)).toBe(true);
  expect(readKeepChoice(keepChoiceValue(false))).toBe(false);
  expect(keepChoiceValue(true)).toBeNull();
  expect(readKeepChoice('anything else')).toBe(true);
});

test(`a save used ${SAVED_FORM_MAX_IDLE_DAYS} days ago is kept, one used a day earlier is erased`, () => {
  const daysAgo = (days: number) => usedOnValue(new Date(2026, 10, 23 - days));
  expect(isSavedFormStale(daysAgo(0), TODAY)).toBe(false);
  expect(isSavedFormStale(daysAgo(SAVED_FORM_MAX_IDLE_DAYS), TODAY)).toBe(false);
  expect(isSavedFormStale(daysAgo(SAVED_FORM_MAX_IDLE_DAYS + 1), TODAY)).toBe(true);
});

test('a save without a readable date (an older version, damaged storage) is not erased for that', () => {
  expect(isSavedFormStale(null, TODAY)).toBe(false);
  expect(isSavedFormStale('hier', TODAY)).toBe(false);
});

test('the day of use is a calendar day, whatever the hour', () => {
  expect(usedOnValue(TODAY)).toBe('2026-11-23');
});
