/**
 * How much one client address can make the server store (docs/decisions/028, README "Payment
 * mode"): the largest form the schema and the page's rule accept, every text at its bound in a
 * character UTF-8 writes on 3 bytes, the signature near its bound, sent through the API and measured
 * as the database keeps it.
 */
import { randomBytes } from 'node:crypto';
import { encode } from 'fast-png';
import { afterEach, expect, test } from 'vitest';
import { DURATION_OTHER } from '../src/domain/catalogue.ts';
import { SIGNATURE_IMAGE_HEIGHT_PX, SIGNATURE_IMAGE_WIDTH_PX } from '../src/domain/constants.ts';
import { PERSON_FIELDS } from '../src/domain/person-fields.ts';
import { type StoredForm, storedFormSchema, storedPersonSchema } from '../src/domain/stored-form.ts';
import { MAX_LINE_LENGTH, MAX_PARAGRAPH_LENGTH, MAX_SIGNATURE_LENGTH } from '../src/domain/field-limits.ts';
import { BODY_LIMIT_BYTES } from './app.ts';
import { DEFAULT_RATE_LIMIT_PER_MINUTE } from './rate-limit-default.ts';
import { createPaymentTestApp, type PaymentTestApp, VALID_FORM } from './routes/payment-app.test-helper.ts';

/** The bound README states for one stored form; 30 a minute for an hour make 921.6 MB. */
const STORED_FORM_BOUND_BYTES = 512_000;
const PER_ADDRESS_HOUR_BOUND_BYTES = 921_600_000;
/** U+1EC7, drawn by the PDF's Unicode font, 3 bytes in UTF-8. */
const WIDE = 'ệ';

let t: PaymentTestApp | undefined;

afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** The longest text `schema` accepts for a field, probed (the bounds live in the schema, nowhere else). */
function longest(schema: { safeParse: (value: unknown) => { success: boolean } } | undefined): string {
  let length = 0;
  for (let step = 1 << 20; step >= 1; step >>= 1) {
    if (schema?.safeParse(WIDE.repeat(length + step)).success) length += step;
  }
  return WIDE.repeat(length);
}

function largestForm(): StoredForm {
  const person = (base: Record<string, unknown>) =>
    Object.fromEntries(
      PERSON_FIELDS.map((spec) => {
        if (spec.kind === 'date') return [spec.key, base[spec.key]];
        if (spec.kind === 'flag') return [spec.key, true];
        if ('options' in spec && Array.isArray(spec.options)) return [spec.key, spec.options[0]?.label];
        return [spec.key, longest(storedPersonSchema.shape[spec.key])];
      }),
    );
  return storedFormSchema.parse({
    ...VALID_FORM,
    grantor: person(VALID_FORM.grantor),
    attorney: person(VALID_FORM.attorney),
    // The type and operations are the catalogue's (docs/decisions/039): "Autre" brings the longest texts.
    type: 'Autre',
    customType: WIDE.repeat(MAX_LINE_LENGTH),
    // A duration of the list (docs/decisions/075): "Autre", with the end date of the valid form.
    duration: DURATION_OTHER,
    authorizedOperations: ['À préciser'],
    customOperation: WIDE.repeat(MAX_PARAGRAPH_LENGTH),
    objectDetails: longest(storedFormSchema.shape.objectDetails),
    signaturePlace: longest(storedFormSchema.shape.signaturePlace),
    signature: largestDrawableSignature(),
  });
}

/**
 * The signature must decode and be drawn (docs/decisions/075): the full width of noise, which does
 * not compress, as many rows as the signature's bound lets through.
 */
function largestDrawableSignature(): string {
  const width = SIGNATURE_IMAGE_WIDTH_PX;
  const prefix = 'data:image/png;base64,';
  const rowBytes = width * 4 + 1;
  // Base64 writes 4 characters for 3 bytes; the PNG's own chunks and zlib's blocks take about 1 %.
  let height = Math.min(SIGNATURE_IMAGE_HEIGHT_PX, Math.floor(((MAX_SIGNATURE_LENGTH - prefix.length) * 3) / 4 / rowBytes / 1.01));
  for (;;) {
    const png = Buffer.from(encode({ width, height, data: randomBytes(width * height * 4), channels: 4, depth: 8 }));
    const dataUrl = prefix + png.toString('base64');
    if (dataUrl.length <= MAX_SIGNATURE_LENGTH) return dataUrl;
    height -= 1;
  }
}

test('the largest form accepted is stored in at most 512,000 bytes: 30 a minute store at most 921.6 MB per address and hour', async () => {
  t = await createPaymentTestApp();
  const form = largestForm();
  const body = JSON.stringify({ data: form, include_signature: true });
  expect(Buffer.byteLength(body)).toBeLessThanOrEqual(BODY_LIMIT_BYTES);

  const created = await t.app.inject({
    method: 'POST',
    url: '/api/pdf-data',
    headers: { 'content-type': 'application/json' },
    payload: body,
  });
  expect(created.statusCode, created.body).toBe(201);
  const record = await t.store.find(created.json<{ id: string }>().id, t.clock.now.getTime());
  const storedBytes = Buffer.byteLength(record?.dataJson ?? '');

  console.info(`largest form accepted: ${storedBytes} bytes stored`);
  expect(storedBytes).toBeGreaterThan(MAX_SIGNATURE_LENGTH * 0.99);
  expect(storedBytes).toBeLessThanOrEqual(STORED_FORM_BOUND_BYTES);
  const perAddressHourBytes = storedBytes * DEFAULT_RATE_LIMIT_PER_MINUTE * 60;
  expect(perAddressHourBytes).toBeLessThanOrEqual(PER_ADDRESS_HOUR_BOUND_BYTES);
});
