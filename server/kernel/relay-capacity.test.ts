import { expect, test } from 'vitest';
import {
  PAID_RECORDS_RESERVE_BYTES,
  RELAY_ACCEPTANCE_SHARE,
  RELAY_CAPACITY,
  RELAY_MAX_CIPHERTEXT_CHARS,
  RELAY_MAX_EXCHANGES,
  RELAY_NETWORK_SHARE,
  networkHasRoom,
  relayHasRoom,
} from './relay-capacity.ts';
import { MAX_CIPHERTEXT_CHARS } from '../../src/contract/signature-relay.ts';

const EMPTY = { exchanges: 0, ciphertextChars: 0 };

test('an exchange is opened while fewer than the cap live, whatever the free space is unknown', () => {
  expect(relayHasRoom({ ...EMPTY, exchanges: RELAY_MAX_EXCHANGES - 1 }, { exchanges: 1, chars: 0 }, RELAY_CAPACITY, undefined)).toBe(true);
  expect(relayHasRoom({ ...EMPTY, exchanges: RELAY_MAX_EXCHANGES }, { exchanges: 1, chars: 0 }, RELAY_CAPACITY, undefined)).toBe(false);
});

test('a deposit fits only within the characters all exchanges may hold together', () => {
  const nearlyFull = { exchanges: 10, ciphertextChars: RELAY_MAX_CIPHERTEXT_CHARS - 100 };
  expect(relayHasRoom(nearlyFull, { exchanges: 0, chars: 100 }, RELAY_CAPACITY, undefined)).toBe(true);
  expect(relayHasRoom(nearlyFull, { exchanges: 0, chars: 101 }, RELAY_CAPACITY, undefined)).toBe(false);
});

test("a write that would reach into paid records' reserve is refused", () => {
  const free = PAID_RECORDS_RESERVE_BYTES + 1_000;
  expect(relayHasRoom(EMPTY, { exchanges: 0, chars: 500 }, RELAY_CAPACITY, free)).toBe(true);
  expect(relayHasRoom(EMPTY, { exchanges: 0, chars: 501 }, RELAY_CAPACITY, free)).toBe(false);
  expect(relayHasRoom(EMPTY, { exchanges: 1, chars: 0 }, RELAY_CAPACITY, PAID_RECORDS_RESERVE_BYTES - 1)).toBe(false);
});

test("one network holds a twentieth of the room at most, enough for a signing's four largest drawings", () => {
  expect(RELAY_NETWORK_SHARE).toEqual({ maxExchanges: 10, maxCiphertextChars: 800_000 });
  expect(RELAY_NETWORK_SHARE.maxCiphertextChars).toBeGreaterThanOrEqual(4 * MAX_CIPHERTEXT_CHARS);
  expect(networkHasRoom({ exchanges: 9, ciphertextChars: 0 }, { exchanges: 1, chars: 0 }, RELAY_CAPACITY)).toBe(true);
  expect(networkHasRoom({ exchanges: 10, ciphertextChars: 0 }, { exchanges: 1, chars: 0 }, RELAY_CAPACITY)).toBe(false);
  expect(networkHasRoom({ exchanges: 0, ciphertextChars: 600_000 }, { exchanges: 0, chars: 200_000 }, RELAY_CAPACITY)).toBe(true);
  expect(networkHasRoom({ exchanges: 0, ciphertextChars: 600_001 }, { exchanges: 0, chars: 200_000 }, RELAY_CAPACITY)).toBe(false);
});

test('acceptances hold half the room and half each network’s share at most, the other half kept for phones', () => {
  expect(RELAY_ACCEPTANCE_SHARE).toEqual({
    maxExchanges: 100,
    maxCiphertextChars: 8_000_000,
    perNetwork: { maxExchanges: 5, maxCiphertextChars: 400_000 },
  });
  expect(RELAY_ACCEPTANCE_SHARE.perNetwork.maxCiphertextChars).toBeGreaterThanOrEqual(MAX_CIPHERTEXT_CHARS);
});
