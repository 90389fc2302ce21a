import { expect, test } from 'vitest';
import { decryptFromRelay, encryptForRelay, fromBase64Url, newRelayKey, RelayDecryptError, toBase64Url } from './relay-crypto.ts';
import { parseSignerFragment, signerUrl } from './signer-link.ts';

const EXCHANGE = '6f1c2a4e-8b3d-4c5e-9f70-1a2b3c4d5e6f';
const DRAWING = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

test('a drawing encrypted with the key comes back whole, and the ciphertext shows nothing of it', async () => {
  const key = await newRelayKey();
  const ciphertext = await encryptForRelay(key, EXCHANGE, DRAWING);
  expect(ciphertext).toMatch(/^[A-Za-z0-9_-]+$/);
  expect(ciphertext).not.toContain('iVBORw0KGgo');
  expect(await decryptFromRelay(key, EXCHANGE, ciphertext)).toBe(DRAWING);
});

test('a wrong key is refused', async () => {
  const ciphertext = await encryptForRelay(await newRelayKey(), EXCHANGE, DRAWING);
  await expect(decryptFromRelay(await newRelayKey(), EXCHANGE, ciphertext)).rejects.toBeInstanceOf(RelayDecryptError);
  await expect(decryptFromRelay('trop-court', EXCHANGE, ciphertext)).rejects.toBeInstanceOf(RelayDecryptError);
});

test('a tampered ciphertext, or one moved to another exchange, is refused', async () => {
  const key = await newRelayKey();
  const ciphertext = await encryptForRelay(key, EXCHANGE, DRAWING);
  const bytes = fromBase64Url(ciphertext) ?? new Uint8Array();
  bytes[bytes.length - 20] = (bytes[bytes.length - 20] ?? 0) ^ 1;
  await expect(decryptFromRelay(key, EXCHANGE, toBase64Url(bytes))).rejects.toBeInstanceOf(RelayDecryptError);
  await expect(decryptFromRelay(key, EXCHANGE.replace('6f', '7f'), ciphertext)).rejects.toBeInstanceOf(RelayDecryptError);
  await expect(decryptFromRelay(key, EXCHANGE, ciphertext.slice(0, 10))).rejects.toBeInstanceOf(RelayDecryptError);
});

test('the link keeps the exchange, the key and the first name in its fragment only', async () => {
  const key = await newRelayKey();
  const url = new URL(signerUrl('https://procuration.example.fr', { exchangeId: EXCHANGE, key, firstName: 'Éloïse' }));
  expect(url.pathname).toBe('/signer');
  expect(url.search).toBe('');
  expect(parseSignerFragment(url.hash)).toEqual({ exchangeId: EXCHANGE, key, firstName: 'Éloïse' });
  expect(parseSignerFragment(url.hash.slice(0, 30))).toBeUndefined();
  expect(parseSignerFragment(`${url.hash}.x`)).toBeUndefined();
});
