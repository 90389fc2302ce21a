/**
 * End-to-end encryption of a signature handed from a phone (docs/decisions/091): AES-GCM with a
 * 256-bit key drawn by the page, which travels only in the link's fragment (never sent to any
 * server), a random 96-bit IV for each message, and the exchange's id as additional data so a
 * ciphertext cannot be moved to another exchange. The server sees base64url noise and nothing else.
 */

export const KEY_BYTES = 32;
const IV_BYTES = 12;

/** The key, the IV or the ciphertext does not fit: a changed link or a changed message. */
export class RelayDecryptError extends Error {
  override readonly name = 'RelayDecryptError';
}

export async function newRelayKey(): Promise<string> {
  return toBase64Url(crypto.getRandomValues(new Uint8Array(KEY_BYTES)));
}

export async function encryptForRelay(keyText: string, exchangeId: string, plaintext: string): Promise<string> {
  const key = await importKey(keyText);
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const sealed = new Uint8Array(
    await crypto.subtle.encrypt({ name: 'AES-GCM', iv, additionalData: utf8(exchangeId) }, key, utf8(plaintext)),
  );
  const message = new Uint8Array(IV_BYTES + sealed.length);
  message.set(iv);
  message.set(sealed, IV_BYTES);
  return toBase64Url(message);
}

/** The plaintext, or a RelayDecryptError when the key is wrong or the ciphertext was changed. */
export async function decryptFromRelay(keyText: string, exchangeId: string, ciphertext: string): Promise<string> {
  const key = await importKey(keyText);
  const message = fromBase64Url(ciphertext);
  if (!message || message.length <= IV_BYTES) throw new RelayDecryptError('message trop court');
  try {
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: message.slice(0, IV_BYTES), additionalData: utf8(exchangeId) },
      key,
      message.slice(IV_BYTES),
    );
    return new TextDecoder('utf-8', { fatal: true }).decode(plain);
  } catch {
    throw new RelayDecryptError('déchiffrement refusé');
  }
}

/** True when `keyText` is a 256-bit key written in base64url. */
export function isRelayKey(keyText: string): boolean {
  return fromBase64Url(keyText)?.length === KEY_BYTES;
}

async function importKey(keyText: string): Promise<CryptoKey> {
  const raw = fromBase64Url(keyText);
  if (raw?.length !== KEY_BYTES) throw new RelayDecryptError('clé invalide');
  return crypto.subtle.importKey('raw', raw, 'AES-GCM', false, ['encrypt', 'decrypt']);
}

function utf8(text: string): Uint8Array<ArrayBuffer> {
  return new TextEncoder().encode(text);
}

export function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | undefined {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return undefined;
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    return Uint8Array.from(binary, (char) => char.charCodeAt(0));
  } catch {
    return undefined;
  }
}
