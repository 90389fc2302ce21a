/**
 * The relay's rules, apart from any I/O (docs/decisions/090): an exchange lives ten minutes, carries
 * one ciphertext of bounded size, is delivered once and then deleted. The server never holds a key:
 * it cannot tell a drawing from noise, only that the text has the shape of ciphertext.
 */
import { ACCEPTANCE_TTL_MS, CIPHERTEXT_PATTERN, EXCHANGE_TTL_MS, MAX_CIPHERTEXT_CHARS } from '../../src/contract/signature-relay.ts';

/** What the phone may deposit, judged on its shape alone. */
export type CiphertextVerdict = { kind: 'ok'; ciphertext: string } | { kind: 'too-large' } | { kind: 'invalid' };

/** The AES-GCM IV (12 bytes) and tag (16 bytes) alone already take 38 base64url characters. */
const MIN_CIPHERTEXT_CHARS = 38;

export function judgeCiphertext(ciphertext: string): CiphertextVerdict {
  if (ciphertext.length > MAX_CIPHERTEXT_CHARS) return { kind: 'too-large' };
  if (ciphertext.length < MIN_CIPHERTEXT_CHARS || !CIPHERTEXT_PATTERN.test(ciphertext)) return { kind: 'invalid' };
  return { kind: 'ok', ciphertext };
}

export function exchangeExpiry(now: number): number {
  return now + EXCHANGE_TTL_MS;
}

/** An acceptance exchange lives seven days at most (docs/decisions/218). */
export function acceptanceExpiry(now: number): number {
  return now + ACCEPTANCE_TTL_MS;
}
