import { describe, expect, test } from 'vitest';
import { cancelReturnAddress, readPaymentReturn, successReturnAddress, withoutReturnParameters } from './return-address.ts';

const ID = '0b6a3c1e-8f0e-4c55-9a43-2f1d3a5b7c9d';
const SESSION = 'cs_sim_abc123';

describe('readPaymentReturn', () => {
  test.each([
    [`?success=true&pdfDataId=${ID}&session_id=${SESSION}`, { kind: 'success', pdfDataId: ID, sessionId: SESSION }],
    [`?success=true&pdfDataId=${ID}`, { kind: 'success', pdfDataId: ID, sessionId: null }],
    ['?canceled=true', { kind: 'canceled' }],
    ['?success=true', undefined],
    [`?success=false&pdfDataId=${ID}`, undefined],
    ['?canceled=1', undefined],
    ['', undefined],
  ])('%j', (search, expected) => {
    expect(readPaymentReturn(search)).toEqual(expected);
  });
});

test('the addresses the server writes are the ones the page reads', () => {
  const success = new URL(successReturnAddress('https://procuration.example.fr', ID, SESSION));
  expect(success.origin + success.pathname).toBe('https://procuration.example.fr/');
  expect(readPaymentReturn(success.search)).toEqual({ kind: 'success', pdfDataId: ID, sessionId: SESSION });
  expect(readPaymentReturn(new URL(cancelReturnAddress('https://procuration.example.fr')).search)).toEqual({ kind: 'canceled' });
});

test("Stripe's placeholder stays as written, so Stripe can replace it", () => {
  expect(successReturnAddress('http://127.0.0.1:3000', ID, '{CHECKOUT_SESSION_ID}')).toBe(
    `http://127.0.0.1:3000/?success=true&pdfDataId=${ID}&session_id={CHECKOUT_SESSION_ID}`,
  );
});

test('once read, the return parameters leave the address and any other parameter stays', () => {
  expect(withoutReturnParameters(`?success=true&pdfDataId=${ID}&session_id=${SESSION}`)).toBe('');
  expect(withoutReturnParameters('?canceled=true&utm_source=mail')).toBe('?utm_source=mail');
  expect(withoutReturnParameters('')).toBe('');
});
