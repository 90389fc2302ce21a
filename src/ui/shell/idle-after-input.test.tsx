// @vitest-environment happy-dom
/**
 * Nothing is prepared while the person types (docs/decisions/231): the warm-up of what a document needs
 * (warm-up.ts) is asked for once the person has begun, and starts only once their keys have stopped.
 * Time is the test's own (fake timers): a key every 120 ms, as a person types, for longer than any idle
 * period's wait; then nothing.
 */
import { fireEvent, waitFor } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { GRANTOR_CARD } from './page-words.test-helper.ts';
import { personFields, renderPage } from './page.test-helper.ts';

const warmUp = vi.hoisted(() => ({ started: vi.fn() }));
vi.mock('./warm-up.ts', () => {
  warmUp.started();
  return {};
});

afterEach(() => vi.useRealTimers());

const KEY_GAP_MS = 120;
const NAME = 'Dupont-Martin de la Fontaine';

test('while keys keep coming the warm-up does not start; once they stop, it does', async () => {
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
  expect(warmUp.started).not.toHaveBeenCalled();

  await vi.advanceTimersByTimeAsync(1000);
  await vi.waitFor(() => expect(warmUp.started).toHaveBeenCalledOnce());
});
