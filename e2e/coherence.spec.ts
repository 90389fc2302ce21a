/**
 * What the coherence checks let through, in the made PDF (docs/decisions/048, 050): an emancipated
 * minor, a very long period, the precise object of a sale. The refusals themselves (the toast, the
 * message under the field, the focus, no document made) and the notes that block nothing are tested
 * on the whole page in a simulated DOM: src/ui/shell/coherence.test.tsx (docs/decisions/134, 142).
 * The page's clock is fixed, so "today" and the ages do not move.
 */
import { expect, test } from './fixtures.ts';
import {
  chooseOption,
  details,
  generatePdf,
  GRANTOR_CARD,
  openFilledPage,
  personFields,
  typeDate,
  WITHOUT_SIGNATURE,
} from './procuration-page.ts';
import { paperSentence } from '../scripts/legal/legal-content.test-helper.ts';

/** Tuesday 24 November 2026, 10:00 in Paris. */
const TODAY = new Date('2026-11-24T10:00:00+01:00');

test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(TODAY);
  await openFilledPage(page);
});

test('an emancipated minor mandant: the paper says so after the birth date', async ({ page }) => {
  const grantor = personFields(page, GRANTOR_CARD);
  await typeDate(grantor.birthDate, '15/06/2010');
  await grantor.section.getByRole('checkbox', { name: 'Mineur émancipé', exact: true }).check();
  const { fileName, pdf } = await generatePdf(page, WITHOUT_SIGNATURE);
  expect(fileName).toBe('procuration.pdf');
  expect(pdf.lines.join(' ').replace(/\s+/g, ' ')).toContain('Jean Dupont, né(e) le 15/06/2010, mineur(e) émancipé(e), demeurant');
});

test('a very long period is made as typed', async ({ page }) => {
  const form = details(page);
  await chooseOption(form.duration, 'Autre');
  await typeDate(form.endDate, '01/03/2045');
  const { fileName, pdf } = await generatePdf(page, WITHOUT_SIGNATURE);
  expect(fileName).toBe('procuration.pdf');
  expect(pdf.lines).toContain(paperSentence('validity', { start: '01/03/2030', end: '01/03/2045' }));
});

test("selling a property: the paper names the property's precise object", async ({ page }) => {
  const form = details(page);
  await chooseOption(form.type, 'Immobilière');
  await form.operation('Vente de propriété').check();
  await form.objectDetails.fill('Appartement, 3 rue Mercière, 69002 Lyon, lot n° 12');
  const { fileName, pdf } = await generatePdf(page, WITHOUT_SIGNATURE);
  expect(fileName).toBe('procuration.pdf');
  expect(pdf.lines.join(' ')).toContain('3 rue Mercière');
});
