/**
 * What the logs say in place of an id that opens a record (docs/decisions/038, 076): a record id
 * and one of its paid session ids together release the form, so neither is ever written. Each
 * becomes a short tag, an HMAC-SHA-256 under a key drawn at random when the process starts and
 * never kept: the same id gives the same tag within one process's log, so lines can be followed,
 * and no one can go from a tag back to the id, nor test a guess against it.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { RECORD_ID_PATTERN, SESSION_ID_PATTERN } from '../../src/contract/payment-api.ts';

/** 8 hex digits: enough to tell apart the records of one log, far too few to stand for an id. */
const TAG_HEX_DIGITS = 8;
const KEY_BYTES = 32;

const processKey = randomBytes(KEY_BYTES);

/** `#3fa9c01b`: the tag of `id` in this process's log. */
export function logTag(id: string): string {
  return `#${createHmac('sha256', processKey).update(id).digest('hex').slice(0, TAG_HEX_DIGITS)}`;
}

/** The contract's id patterns, found anywhere in a text: a record id in any case, a session id. */
const unanchored = (pattern: RegExp, flags: string) => new RegExp(pattern.source.replace(/^\^/, '').replace(/\$$/, ''), flags);
const RECORD_IDS = unanchored(RECORD_ID_PATTERN, 'gi');
const SESSION_IDS = unanchored(SESSION_ID_PATTERN, 'g');
/**
 * Beyond the two shapes: any long run of letters, digits, "-" and "_" holding a digit, such as an
 * id written without its dashes. Words and the product's file names are shorter or have no digit.
 */
const LONG_TOKENS = /[A-Za-z0-9_-]{24,}/g;

/**
 * `text` with every record or session id in it replaced by its tag, wherever it stands (a path, a
 * query, a message), so a log line never holds one. A record id is tagged as the lower-case id the
 * server stores, so the same record keeps one tag whatever the case it was written in.
 */
export function tagIdsIn(text: string): string {
  const tagged = tagIdsOf(text);
  // Fullwidth digits or letters (U+FF10…) read as an id once in compatibility form (NFKC): then the
  // normalised text is what is logged; otherwise the text as it was, its no-break spaces kept.
  const compatible = text.normalize('NFKC');
  if (compatible === text) return tagged;
  const taggedCompatible = tagIdsOf(compatible);
  return taggedCompatible === compatible ? tagged : taggedCompatible;
}

function tagIdsOf(text: string): string {
  return text
    .replace(RECORD_IDS, (id) => logTag(id.toLowerCase()))
    .replace(SESSION_IDS, (id) => logTag(id))
    .replace(LONG_TOKENS, (token) => (/\d/.test(token) ? logTag(token) : token));
}
