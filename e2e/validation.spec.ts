/**
 * The form's custom words in the made PDF, in a real browser: the refusals before it (each missing
 * piece in the order of specification §5, « À préciser », the error region) are tested on the whole
 * page in a simulated DOM, src/ui/shell/validation.test.tsx (docs/decisions/134).
 */
import { expect, test } from './fixtures.ts';
import {
  ATTORNEY,
  ATTORNEY_CARD,
  chooseOption,
  details,
  fillPerson,
  generatePdf,
  GRANTOR,
  GRANTOR_CARD,
  madeInLines,
  typeDate,
  WITHOUT_SIGNATURE,
} from './procuration-page.ts';
import { paperSentence } from '../scripts/legal/legal-content.test-helper.ts';

test('"sans signature" gives the document, the custom words replacing Autre and "À préciser"', async ({ page }) => {
  await page.goto('/');
  const form = details(page);
  await fillPerson(page, GRANTOR_CARD, GRANTOR);
  await fillPerson(page, ATTORNEY_CARD, ATTORNEY);
  await chooseOption(form.type, 'Autre');
  await form.customType.fill('Gestion de colis');
  await chooseOption(form.duration, 'Autre');
  await typeDate(form.startDate, '01/03/2030');
  await typeDate(form.endDate, '15/07/2030');
  await form.operation('À préciser').check();
  await form.customOperation.fill('Récupérer un colis à la poste');

  const { fileName, pdf } = await generatePdf(page, WITHOUT_SIGNATURE);
  expect(fileName).toBe('procuration.pdf');
  const text = pdf.lines.join('\n');
  expect(pdf.lines.some((line) => madeInLines('Paris').includes(line))).toBe(true);
  expect(pdf.lines).toContain(paperSentence('validity', { start: '01/03/2030', end: '15/07/2030' }));
  expect(text).toContain('Gestion de colis');
  expect(pdf.lines.some((line) => line.endsWith('Récupérer un colis à la poste'))).toBe(true);
  expect(text).not.toContain('À préciser');
  expect(pdf.imageCount).toBe(0);
});
