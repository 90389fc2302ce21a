import { expect, test } from 'vitest';
import { contentId } from './content-id.ts';

test('is 32 hexadecimal digits, the same for the same content', () => {
  expect(contentId('procuration', '2026-11-22T09:30:00.000Z')).toMatch(/^[0-9a-f]{32}$/);
  expect(contentId('procuration', 'x')).toBe(contentId('procuration', 'x'));
});

test('differs when any part differs, including where the parts are split', () => {
  const ids = [contentId('ab', 'c'), contentId('a', 'bc'), contentId('ab', 'd'), contentId('')];
  expect(new Set(ids).size).toBe(ids.length);
});
