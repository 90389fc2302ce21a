/** pino's `redact` as a second net (docs/decisions/083): a form or an id logged by mistake is masked. */
import { afterEach, expect, test } from 'vitest';
import { createPaymentTestApp, type PaymentTestApp, VALID_FORM } from './routes/payment-app.test-helper.ts';

let t: PaymentTestApp | undefined;

afterEach(async () => {
  await t?.close();
  t = undefined;
});

test('a line that carries a form or an id under a known name is written with "[masqué]" in its place', async () => {
  t = await createPaymentTestApp();
  t.app.log.warn(
    { data: VALID_FORM, pdfDataId: 'f3c1d6a0', ownerToken: 'secret', context: { sessionId: 'cs_sim_abc', recordId: 'f3c1d6a0' } },
    'Ligne fautive',
  );
  const line = t.logs.find((logged) => logged.msg === 'Ligne fautive');
  expect(line).toMatchObject({
    data: '[masqué]',
    pdfDataId: '[masqué]',
    ownerToken: '[masqué]',
    context: { sessionId: '[masqué]', recordId: '[masqué]' },
  });
  expect(JSON.stringify(t.logs)).not.toContain('Dupont');
});
