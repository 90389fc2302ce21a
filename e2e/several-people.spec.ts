/**
 * Several mandants and mandataires (docs/decisions/051), what needs a real browser: every person, the
 * way the mandataires act and a place to sign each in the made PDF. The added cards by their names,
 * how the mandataires act, « À apporter », an added card at fault, the fifth card refused and the added
 * cards kept across a reload are tested on the whole page in a simulated DOM:
 * src/ui/shell/several-people.test.tsx (docs/decisions/134, 142, 246).
 */
import { paperSentence } from '../scripts/legal/legal-content.test-helper.ts';
import { expect, test } from './fixtures.ts';
import {
  button,
  fillPerson,
  generatePdf,
  openFilledPage,
  openPersonMore,
  personFields,
  SECOND_ATTORNEY,
  SECOND_GRANTOR,
  WITHOUT_SIGNATURE,
} from './procuration-page.ts';

test('two mandants and two mandataires who act together: every name, the way they act and a place to sign each', async ({ page }) => {
  await openFilledPage(page);
  await button(page, 'Ajouter un mandant').click();
  await fillPerson(page, 'Informations du mandant 2', SECOND_GRANTOR);
  await openPersonMore(page, 'Informations du mandant 2');
  await personFields(page, 'Informations du mandant 2').civility.selectOption('Madame');
  await button(page, 'Ajouter un mandataire').click();
  await fillPerson(page, 'Informations du mandataire 2', SECOND_ATTORNEY);
  await page.getByRole('group', { name: 'Les mandataires agissent' }).getByRole('radio', { name: 'Ensemble' }).check();

  const { pdf } = await generatePdf(page, WITHOUT_SIGNATURE);
  const text = pdf.lines.join(' ');
  expect(text).toMatch(/^Jean Dupont/);
  expect(text).toContain('Nous soussigné(e)s, Jean Dupont');
  expect(text).toContain('et Madame Claire Dupont, née le 03/04/1992');
  expect(text).toContain('donnons par la présente procuration à Élodie Martin');
  expect(text).toContain('et à Hugo Bernard');
  // The clause by its key in content/legal/documents/procuration.liquid, in its wording for several mandants.
  const together = paperSentence('bodyPurposeSeveralAttorneys', { several: true, together: true, women: false });
  expect(text.replace(/\s+/g, ' ')).toContain(together.replace(/\s+/g, ' '));
  for (const name of ['Jean Dupont', 'Claire Dupont']) expect(text).toContain(`Signature du mandant (${name})`);
  for (const name of ['Élodie Martin', 'Hugo Bernard']) expect(text).toContain(`Signature du mandataire (${name})`);
});
