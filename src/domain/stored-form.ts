/**
 * The form as it is stored (local storage, and the server in payment mode): the same fields with
 * calendar dates as `yyyy-MM-dd` strings. One schema for that shape, and the conversions both ways.
 */
import * as z from 'zod/mini';
import { MAX_PEOPLE_PER_PARTY, slotOf, type AttorneySlot, type CosignerSlot } from './form.ts';
import { drawingsFit } from './signatures.ts';
import { SIGNATURE_IMAGE_HEIGHT_PX, SIGNATURE_IMAGE_WIDTH_PX } from './constants.ts';
import { DETAIL_FIELDS, type DetailField } from './detail-fields.ts';
import { mapPersonFields, type ChoiceOption, type PersonField } from './person-fields.ts';
import { COMPANY_FIELDS, MAX_COMPANY_FIELD_LENGTH, type CompanyFieldKey } from './company.ts';
import { MANDANT_KINDS } from './company-kind.ts';
import { isPngDataUrl } from './png-data-url.ts';
import {
  detailMaxLength,
  MAX_LINE_LENGTH,
  MAX_LIST_VALUE_LENGTH,
  MAX_OPERATIONS,
  MAX_PARAGRAPH_LENGTH,
  MAX_SIGNATURE_LENGTH,
  personFieldMaxLength,
} from './field-limits.ts';

const textUpTo = (maxLength: number) => z.string().check(z.maxLength(maxLength));
const line = textUpTo(MAX_LINE_LENGTH);
const listValue = textUpTo(MAX_LIST_VALUE_LENGTH);
const paragraph = textUpTo(MAX_PARAGRAPH_LENGTH);
type BoundedText = ReturnType<typeof textUpTo>;
const isoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));
const optionalDate = z.optional(z.nullable(isoDate));
/** A PNG no larger than the page's framed image: its header (IHDR) says so, before any pixel is read. */
const pngDataUrl = z.string().check(z.refine(isPngDataUrl), z.maxLength(MAX_SIGNATURE_LENGTH), z.refine(fitsSignatureImage));

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

/**
 * A mandant card describing a company (docs/decisions/126): who the card describes and the company
 * fields, each absent from saves and records made before (read as a person). Each field is kept as
 * typed, so a save never loses it: the checks say what is wrong, field by field.
 */
type StoredCompanyShape = { mandantKind: typeof mandantKind } & Record<CompanyFieldKey, ReturnType<typeof laterText>>;
const mandantKind = z.optional(z.enum(MANDANT_KINDS));
export const storedCompanyShape: StoredCompanyShape = {
  mandantKind,
  ...(Object.fromEntries(COMPANY_FIELDS.map((spec) => [spec.key, laterText(MAX_COMPANY_FIELD_LENGTH)])) as Record<
    CompanyFieldKey,
    ReturnType<typeof laterText>
  >),
};

export const storedPersonSchema = z.object({
  ...mapPersonFields<StoredPersonShape>((spec) => {
    if (spec.kind === 'date') return optionalDate;
    if (spec.kind === 'choice') return choiceOf(spec.options ?? []);
    if (spec.kind === 'flag') return laterFlag;
    const maxLength = personFieldMaxLength(spec);
    return spec.addedLater ? laterText(maxLength) : textUpTo(maxLength);
  }),
  ...storedCompanyShape,
});

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

/** Every card but the first mandant's: `grantor2`… `grantor4`, `attorney`, `attorney2`… `attorney4`. */
const COSIGNER_SLOTS = (['grantor', 'attorney'] as const).flatMap((party) =>
  Array.from({ length: MAX_PEOPLE_PER_PARTY }, (_, index) => slotOf(party, index)).filter((slot) => slot !== 'grantor'),
) as CosignerSlot[];

/**
 * The other signatories' drawings by card (docs/decisions/099), absent from saves and records made
 * before them; all the drawings of a form together fit the room of one (drawingsFit).
 */
const cosignatures = z.optional(z.partialRecord(z.enum(COSIGNER_SLOTS as [CosignerSlot, ...CosignerSlot[]]), pngDataUrl));

/** The day each mandataire's acceptance reached the relay (docs/decisions/218); absent from saves made before. */
const acceptances = z.optional(
  z.partialRecord(z.enum(COSIGNER_SLOTS.filter((slot) => slot.startsWith('attorney')) as [AttorneySlot, ...AttorneySlot[]]), isoDate),
);

export const storedFormSchema = z
  .object({
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
    cosignatures,
    acceptances,
  })
  .check(z.refine((form) => drawingsFit({ signature: form.signature, cosignatures: form.cosignatures ?? {} })));

export type StoredPerson = z.infer<typeof storedPersonSchema>;
/** A stored form: one saved or sent before a field was added lacks it. */
export type StoredForm = z.infer<typeof storedFormSchema>;

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
