// @vitest-environment happy-dom
/**
 * The readiness rule (its checks, notes and messages) is asked for at the person's first touch and fetched
 * only once their input is quiet (docs/decisions/240): its code is never evaluated, nor the notes it brings
 * rendered, between two keys. Time is the test's own (fake timers): a key every 120 ms, as a person types,
 * for longer than any idle period's wait; then nothing.
 */
import { fireEvent, waitFor } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { GRANTOR_CARD } from './page-words.test-helper.ts';
import { personFields, renderPage } from './page.test-helper.ts';

const readiness = vi.hoisted(() => ({ evaluated: vi.fn() }));
vi.mock('../../domain/readiness.ts', async (importOriginal) => {
  readiness.evaluated();
  return importOriginal();
});

afterEach(() => vi.useRealTimers());

const KEY_GAP_MS = 120;
const NAME = 'Dupont-Martin de la Fontaine';

test('the first key touches the page, yet while keys keep coming the readiness rule is not fetched; once they stop, it is', async () => {
  await renderPage();
  const { lastName } = personFields(GRANTOR_CARD);
  await waitFor(() => expect(lastName.closest('[inert]')).toBeNull());
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });

  for (let length = 1; length <= NAME.length; length++) {
    fireEvent.keyDown(lastName, { key: NAME[length - 1] });
    fireEvent.input(lastName, { target: { value: NAME.slice(0, length) } });
    await vi.advanceTimersByTimeAsync(KEY_GAP_MS);
  }
  expect(lastName).toHaveValue(NAME);
  expect(readiness.evaluated).not.toHaveBeenCalled();

  await vi.advanceTimersByTimeAsync(1000);
  await vi.waitFor(() => expect(readiness.evaluated).toHaveBeenCalledOnce());
});
