/**
 * The longest value each field may hold: beyond anything a person types, so a real form never
 * meets them, while a stored record stays bounded (docs/decisions/028). Lengths are in UTF-16
 * code units, as `String.length` counts them. Free of the schema library, so the page's first load
 * carries the limits without it (docs/decisions/060).
 */
import type { TextDetailField } from './detail-fields.ts';
import type { PersonField } from './person-fields.ts';

/** A name, a postal code, a city, a birth place, an identity number, a custom type, "Fait à": a long line. */
export const MAX_LINE_LENGTH = 200;
/** An address may run over several lines (the PDF tests print 5,000 characters of it). */
export const MAX_ADDRESS_LENGTH = 5_000;
/** The longest address mail can be delivered to (RFC 5321). */
export const MAX_EMAIL_LENGTH = 254;
/** A number with its spaces, country code and extension. */
export const MAX_PHONE_LENGTH = 50;
/** A value the page picks from its lists (a type, a duration, an operation): the longest is 41 characters. */
export const MAX_LIST_VALUE_LENGTH = 100;
/** More than every operation any type offers, "À préciser" included. */
export const MAX_OPERATIONS = 30;
/** The custom operation and the object's details: pages of text (the browser tests type 3,000 characters). */
export const MAX_PARAGRAPH_LENGTH = 10_000;
/**
 * The saved signature's data URL. The densest the page makes — a bot scribbling the whole pad,
 * measured in Chromium — is about 359,000 characters; a real signature 27,000 to 60,000.
 */
export const MAX_SIGNATURE_LENGTH = 400_000;

/** How long a person field's text may be: by its kind, an address (multi-line, `street-address`) longer. */
export function personFieldMaxLength(spec: Exclude<PersonField, { kind: 'flag' }>): number {
  if (spec.kind === 'email') return MAX_EMAIL_LENGTH;
  if (spec.kind === 'tel') return MAX_PHONE_LENGTH;
  return spec.autocomplete === 'street-address' ? MAX_ADDRESS_LENGTH : MAX_LINE_LENGTH;
}

/** How long a detail's text may be: pages of text for a paragraph, a long line otherwise. */
export function detailMaxLength(spec: TextDetailField): number {
  return spec.kind === 'paragraph' ? MAX_PARAGRAPH_LENGTH : MAX_LINE_LENGTH;
}
