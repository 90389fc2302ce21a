import { expect, test } from 'vitest';
import { emptyForm } from '../domain/form.ts';
import { toStoredForm } from '../domain/stored-form-codec.ts';
import { API_PATHS, encodeRecordEnvelope, recordEnvelopeSchema, recordUrl, SESSION_ID_PATTERN } from './payment-api.ts';

const ID = '0b6a3c1e-8f0e-4c55-9a43-2f1d3a5b7c9d';

test('a released record, written as raw JSON by the server, is the envelope the page parses', () => {
  const data = toStoredForm({
    ...emptyForm(),
    type: 'Bancaire',
    startDate: new Date(2026, 0, 31),
    signature: 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  });
  for (const includeSignature of [true, false]) {
    const parsed = recordEnvelopeSchema.safeParse(JSON.parse(encodeRecordEnvelope(JSON.stringify(data), includeSignature)));
    expect(parsed.success && parsed.data).toEqual({ data, include_signature: includeSignature });
  }
});

test('a record address names the record and its checkout session', () => {
  expect(recordUrl(ID, 'cs_test_a1')).toBe(`/api/pdf-data/${ID}?session_id=cs_test_a1`);
  expect(recordUrl(ID, 'cs_test_a1').startsWith(API_PATHS.records)).toBe(true);
});

test('session ids are the providers’ own shape, nothing that could escape a URL or a query', () => {
  expect(SESSION_ID_PATTERN.test('cs_test_a1B2')).toBe(true);
  expect(SESSION_ID_PATTERN.test('cs_sim_0123abcd')).toBe(true);
  for (const forged of ['', 'cs_', 'cs_a&b', 'cs_a/b', 'pi_123', `cs_${'a'.repeat(251)}`])
    expect(SESSION_ID_PATTERN.test(forged)).toBe(false);
});
