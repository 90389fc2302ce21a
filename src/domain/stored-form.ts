/**
 * The form as it is stored (local storage, and the server in payment mode): the same fields with
 * calendar dates as `yyyy-MM-dd` strings. One schema for that shape, and the conversions both ways.
 */
import * as z from 'zod/mini';
import type { Person, ProcurationForm } from './form.ts';
import { emptyForm, emptyPerson, MAX_PEOPLE_PER_PARTY } from './form.ts';
import { SIGNATURE_IMAGE_HEIGHT_PX, SIGNATURE_IMAGE_WIDTH_PX } from './constants.ts';
import { fromIsoDate, toIsoDate } from './dates.ts';
import { DETAIL_FIELDS, type DetailField, type TextDetailField } from './detail-fields.ts';
import { mapPersonFields, type ChoiceOption, type PersonField } from './person-fields.ts';

/*
 * The longest value each field may hold: beyond anything a person types, so a real form never
 * meets them, while a stored record stays bounded (docs/decisions/028). Lengths are in UTF-16
 * code units, as `String.length` counts them.
 */
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

const textUpTo = (maxLength: number) => z.string().check(z.maxLength(maxLength));
const line = textUpTo(MAX_LINE_LENGTH);
const listValue = textUpTo(MAX_LIST_VALUE_LENGTH);
const paragraph = textUpTo(MAX_PARAGRAPH_LENGTH);
type BoundedText = ReturnType<typeof textUpTo>;
const isoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));
const optionalDate = z.optional(z.nullable(isoDate));
/** A PNG no larger than the page's framed image: its header (IHDR) says so, before any pixel is read. */
const pngDataUrl = z
  .string()
  .check(z.regex(/^data:image\/png;base64,[A-Za-z0-9+/=]+$/), z.maxLength(MAX_SIGNATURE_LENGTH), z.refine(fitsSignatureImage));

/** How long a person field's text may be: by its kind, an address (multi-line, `street-address`) longer. */
export function personFieldMaxLength(spec: Exclude<PersonField, { kind: 'flag' }>): number {
  if (spec.kind === 'email') return MAX_EMAIL_LENGTH;
  if (spec.kind === 'tel') return MAX_PHONE_LENGTH;
  return spec.autocomplete === 'street-address' ? MAX_ADDRESS_LENGTH : MAX_LINE_LENGTH;
}

/**
 * A field added after the first release may be absent: saves and records made before it lack it,
 * the schema leaves it out, and fromStoredForm gives it its empty value. A record is stored as it
 * was sent, nothing added.
 */
const laterText = (maxLength: number) => z.optional(textUpTo(maxLength));
/** A choice: one of its options, or '' for none; absent from older saves and records. */
const choiceOf = (options: readonly ChoiceOption[]) =>
  z.optional(z.enum(['', ...options.map((option) => option.label)] as [string, ...string[]]));
type StoredChoice = ReturnType<typeof choiceOf>;
/** A ticked box; absent from older saves and records. */
const laterFlag = z.optional(z.boolean());

/**
 * Each person field stored as it is typed: a bounded text, a date as `yyyy-MM-dd` (null or absent),
 * or one of a choice's options; a field added later may be absent.
 */
type StoredPersonShape = {
  [Field in PersonField as Field['key']]: Field['kind'] extends 'date'
    ? typeof optionalDate
    : Field['kind'] extends 'choice'
      ? StoredChoice
      : Field['kind'] extends 'flag'
        ? typeof laterFlag
        : Field['addedLater'] extends true
          ? ReturnType<typeof laterText>
          : BoundedText;
};

export const storedPersonSchema = z.object(
  mapPersonFields<StoredPersonShape>((spec) => {
    if (spec.kind === 'date') return optionalDate;
    if (spec.kind === 'choice') return choiceOf(spec.options ?? []);
    if (spec.kind === 'flag') return laterFlag;
    const maxLength = personFieldMaxLength(spec);
    return spec.addedLater ? laterText(maxLength) : textUpTo(maxLength);
  }),
);

/** How long a detail's text may be: pages of text for a paragraph, a long line otherwise. */
export function detailMaxLength(spec: TextDetailField): number {
  return spec.kind === 'paragraph' ? MAX_PARAGRAPH_LENGTH : MAX_LINE_LENGTH;
}

/**
 * Each detail stored as it is typed, absent from saves and records made before it (specification
 * §19): a bounded text (null while "Fait à" follows the city), or a box.
 */
type StoredDetailsShape = {
  [Field in DetailField as Field['key']]: Field['kind'] extends 'flag'
    ? typeof laterFlag
    : null extends Field['initial']
      ? ReturnType<typeof laterNullableText>
      : ReturnType<typeof laterText>;
};

const laterNullableText = (maxLength: number) => z.optional(z.nullable(textUpTo(maxLength)));

function storedDetailsShape(): StoredDetailsShape {
  return Object.fromEntries(
    DETAIL_FIELDS.map((spec) => {
      if (spec.kind === 'flag') return [spec.key, laterFlag];
      const maxLength = detailMaxLength(spec);
      return [spec.key, spec.initial === null ? laterNullableText(maxLength) : laterText(maxLength)];
    }),
  ) as StoredDetailsShape;
}

/** The people after the first of a party; absent from saves and records made before there could be several. */
const otherPeople = z.optional(z.array(storedPersonSchema).check(z.maxLength(MAX_PEOPLE_PER_PARTY - 1)));

export const storedFormSchema = z.object({
  grantor: storedPersonSchema,
  attorney: storedPersonSchema,
  otherGrantors: otherPeople,
  otherAttorneys: otherPeople,
  attorneysAct: z.optional(z.enum(['separately', 'together'])),
  type: listValue,
  customType: line,
  duration: listValue,
  startDate: optionalDate,
  endDate: optionalDate,
  authorizedOperations: z.array(listValue).check(z.maxLength(MAX_OPERATIONS)),
  customOperation: paragraph,
  ...storedDetailsShape(),
  signature: z.nullable(pngDataUrl),
});

export type StoredPerson = z.infer<typeof storedPersonSchema>;
/** A stored form: one saved or sent before a field was added lacks it. */
export type StoredForm = z.infer<typeof storedFormSchema>;

/** Every field is written, those added later included. */
export function toStoredForm(form: ProcurationForm): Required<StoredForm> {
  return {
    ...form,
    grantor: toStoredPerson(form.grantor),
    attorney: toStoredPerson(form.attorney),
    otherGrantors: form.otherGrantors.map(toStoredPerson),
    otherAttorneys: form.otherAttorneys.map(toStoredPerson),
    startDate: storedDate(form.startDate),
    endDate: storedDate(form.endDate),
  };
}

export function fromStoredForm(stored: StoredForm): ProcurationForm {
  return {
    // A field missing from an older save or record takes its empty value.
    ...emptyForm(),
    ...stored,
    grantor: fromStoredPerson(stored.grantor),
    attorney: fromStoredPerson(stored.attorney),
    otherGrantors: (stored.otherGrantors ?? []).map(fromStoredPerson),
    otherAttorneys: (stored.otherAttorneys ?? []).map(fromStoredPerson),
    startDate: memoryDate(stored.startDate),
    endDate: memoryDate(stored.endDate),
  };
}

/**
 * Reads whatever a stored value holds, keeping every field that is valid and giving the empty
 * value to any field that is not: an old or damaged save loses only what is broken.
 */
export function salvageStoredForm(raw: unknown): ProcurationForm {
  const whole = storedFormSchema.safeParse(raw);
  if (whole.success) return fromStoredForm(whole.data);
  const empty = toStoredForm(emptyForm());
  const record = asRecord(raw);
  const salvaged: StoredForm = {
    ...salvageFields(storedFormSchema.shape, record, empty),
    grantor: salvagePerson(record.grantor),
    attorney: salvagePerson(record.attorney),
    otherGrantors: salvagePeople(record.otherGrantors),
    otherAttorneys: salvagePeople(record.otherAttorneys),
  };
  return fromStoredForm(salvaged);
}

function salvagePerson(raw: unknown): StoredPerson {
  return salvageFields(storedPersonSchema.shape, asRecord(raw), toStoredPerson(emptyPerson()));
}

/** Each added person that is an object keeps what is valid of it; past the limit, the last ones go. */
function salvagePeople(raw: unknown): StoredPerson[] {
  if (!Array.isArray(raw)) return [];
  return raw
    .filter((item) => typeof item === 'object' && item !== null && !Array.isArray(item))
    .slice(0, MAX_PEOPLE_PER_PARTY - 1)
    .map(salvagePerson);
}

function salvageFields<T extends object>(shape: { [K in keyof T]: z.ZodMiniType }, raw: Record<string, unknown>, fallback: T): T {
  const result = { ...fallback };
  for (const key of Object.keys(fallback) as (keyof T & string)[]) {
    const parsed = shape[key].safeParse(raw[key]);
    // An absent field added later keeps the empty value.
    if (parsed.success && parsed.data !== undefined) result[key] = parsed.data as T[typeof key];
  }
  return result;
}

function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/** Every field written, a box only once ticked or unticked. */
function toStoredPerson(person: Person): StoredPerson {
  return { ...person, birthDate: storedDate(person.birthDate) };
}

/** A field missing from an older save takes its empty value. */
function fromStoredPerson(stored: StoredPerson): Person {
  return { ...emptyPerson(), ...stored, birthDate: memoryDate(stored.birthDate) };
}

function storedDate(date: Date | undefined): string | null {
  return date ? toIsoDate(date) : null;
}

function memoryDate(value: string | null | undefined): Date | undefined {
  return value ? fromIsoDate(value) : undefined;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** "IHDR": the chunk every PNG starts with, holding the width and height. */
const IHDR = [0x49, 0x48, 0x44, 0x52];
const BASE64_DIGITS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
/** The PNG signature (8 bytes), the IHDR chunk's length and type (8), its width and height (8): 32 base64 characters. */
const PNG_HEADER_BYTES = 24;

/** A PNG data URL whose header gives a width and height within the saved signature image's. */
function fitsSignatureImage(dataUrl: string): boolean {
  const bytes = decodeBase64Start(dataUrl.slice(dataUrl.indexOf(',') + 1), PNG_HEADER_BYTES);
  if (!bytes || !PNG_SIGNATURE.every((byte, index) => bytes[index] === byte) || !IHDR.every((byte, index) => bytes[12 + index] === byte)) {
    return false;
  }
  const width = readUint32(bytes, 16);
  const height = readUint32(bytes, 20);
  return width >= 1 && height >= 1 && width <= SIGNATURE_IMAGE_WIDTH_PX && height <= SIGNATURE_IMAGE_HEIGHT_PX;
}

/** The first `byteCount` bytes (a multiple of 3) of base64 text, or undefined when it is shorter or not base64 there. */
function decodeBase64Start(base64: string, byteCount: number): number[] | undefined {
  const bytes: number[] = [];
  for (let at = 0; bytes.length < byteCount; at += 4) {
    const digits = [...base64.slice(at, at + 4)].map((character) => BASE64_DIGITS.indexOf(character));
    if (digits.length < 4 || digits.some((digit) => digit < 0)) return undefined;
    const [a = 0, b = 0, c = 0, d = 0] = digits;
    const group = (a << 18) | (b << 12) | (c << 6) | d;
    bytes.push((group >> 16) & 0xff, (group >> 8) & 0xff, group & 0xff);
  }
  return bytes;
}

function readUint32(bytes: readonly number[], at: number): number {
  return (bytes[at] ?? 0) * 2 ** 24 + (((bytes[at + 1] ?? 0) << 16) | ((bytes[at + 2] ?? 0) << 8) | (bytes[at + 3] ?? 0));
}
