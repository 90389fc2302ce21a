/**
 * What the logs say in place of an id that opens a record (docs/decisions/038): a record id and one
 * of its paid session ids together release the form, so neither is ever written. Each becomes a
 * short tag, an HMAC-SHA-256 under a key drawn at random when the process starts and never kept:
 * the same id gives the same tag within one process's log, so lines can be followed, and no one
 * can go from a tag back to the id, nor test a guess against it.
 */
import { createHmac, randomBytes } from 'node:crypto';

/** 8 hex digits: enough to tell apart the records of one log, far too few to stand for an id. */
const TAG_HEX_DIGITS = 8;
const KEY_BYTES = 32;

const processKey = randomBytes(KEY_BYTES);

/** `#3fa9c01b`: the tag of `id` in this process's log. */
export function logTag(id: string): string {
  return `#${createHmac('sha256', processKey).update(id).digest('hex').slice(0, TAG_HEX_DIGITS)}`;
}
