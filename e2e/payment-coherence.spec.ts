/**
 * The server applies the same coherence checks (docs/decisions/048) before it stores a record in
 * payment mode: with its own clock, it refuses a minor mandant, a period already over and a sale
 * without its object, with the page's message.
 */
import { aStoredForm } from '../src/domain/test-factory.test-helper.ts';
import { expect, test } from './fixtures.ts';

const cases = [
  [
    'a minor mandant',
    aStoredForm({ grantor: { birthDate: '2015-01-01' } }),
    "Le mandant a moins de 18\u00a0ans\u00a0: un mineur ne peut pas donner seul une procuration. S'il est émancipé, cochez «\u00a0Mineur émancipé\u00a0».",
  ],
  [
    'a period already over',
    aStoredForm({ startDate: '2020-03-01', endDate: '2020-06-01' }),
    "Avec cette date de début, la procuration aurait pris fin le 01/06/2020, avant aujourd'hui\u00a0: choisissez une date de début plus récente.",
  ],
  [
    'a sale of a property without its object',
    aStoredForm({ type: 'Immobilière', authorizedOperations: ['Vente de propriété'] }),
    "Pour la vente d'un bien immobilier, la procuration doit désigner précisément l'objet\u00a0: indiquez l'adresse complète du bien (et ses références cadastrales si vous les avez).",
  ],
] as const;

for (const [name, data, message] of cases) {
  test(`the server refuses ${name} with 400 and the page's message`, async ({ request }) => {
    const response = await request.post('/api/pdf-data', { data: { data, include_signature: false } });
    expect(response.status()).toBe(400);
    expect(((await response.json()) as { message: string }).message).toBe(message);
  });
}

test('the server accepts an emancipated minor mandant', async ({ request }) => {
  const data = aStoredForm({ grantor: { birthDate: '2010-01-01', emancipated: true } });
  const response = await request.post('/api/pdf-data', { data: { data, include_signature: false } });
  expect(response.status()).toBe(201);
});
