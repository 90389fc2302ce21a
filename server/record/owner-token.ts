/**
 * The secret that makes a record its creator's (specification §17, docs/decisions/110): handed once, in
 * the answer that created the record, kept by the page in the tab's memory, asked for by every
 * checkout. The server keeps only its SHA-256, so the database alone opens no checkout; neither the
 * token nor its hash is ever logged.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** 32 random bytes: as hard to guess as a record id is not meant to be. */
const OWNER_TOKEN_BYTES = 32;

export type NewOwnerToken = { token: string; hash: string };

export function newOwnerToken(): NewOwnerToken {
  const token = randomBytes(OWNER_TOKEN_BYTES).toString('base64url');
  return { token, hash: ownerTokenHash(token) };
}

/**
 * True only when `token` is the one whose hash the record keeps. A record made before tokens
 * existed keeps none: nobody can open a checkout on it, and it expires as it is.
 */
export function isOwnerToken(token: string | undefined, storedHash: string | null): boolean {
  if (token === undefined || storedHash === null) return false;
  const given = Buffer.from(ownerTokenHash(token), 'hex');
  const kept = Buffer.from(storedHash, 'hex');
  return given.length === kept.length && timingSafeEqual(given, kept);
}

/** What the record keeps of its owner's secret. */
export function ownerTokenHash(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
