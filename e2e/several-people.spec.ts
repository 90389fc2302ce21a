/**
 * Several mandants and mandataires (docs/decisions/051): the added cards by their names, the way
 * the mandataires act, every person and a place to sign each in the PDF, kept across a reload.
 */
import { documentTextOf } from '../scripts/legal/legal-content.test-helper.ts';
import { fillText } from '../src/domain/legal-content/fill-text.ts';
import { expect, test } from './fixtures.ts';
import {
  ATTORNEY_CARD,
  button,
  card,
  fillPerson,
  fillValidForm,
  generatePdf,
  openPersonMore,
  personFields,
  SECOND_ATTORNEY,
  SECOND_GRANTOR,
  STORAGE_KEY,
  toast,
  WITHOUT_SIGNATURE,
} from './procuration-page.ts';

test('two mandants and two mandataires who act together: every name, the way they act and a place to sign each', async ({ page }) => {
  await page.goto('/');
  await fillValidForm(page);
  await button(page, 'Ajouter un mandant').click();
  await fillPerson(page, 'Informations du mandant 2', SECOND_GRANTOR);
  await openPersonMore(page, 'Informations du mandant 2');
  await personFields(page, 'Informations du mandant 2').civility.selectOption('Madame');
  await button(page, 'Ajouter un mandataire').click();
  await fillPerson(page, 'Informations du mandataire 2', SECOND_ATTORNEY);
  const acting = page.getByRole('group', { name: 'Les mandataires agissent' });
  await expect(acting.getByRole('radio', { name: 'Chacun séparément' })).toBeChecked();
  await acting.getByRole('radio', { name: 'Ensemble' }).check();

  const { pdf } = await generatePdf(page, WITHOUT_SIGNATURE);
  const text = pdf.lines.join(' ');
  expect(text).toMatch(/^Jean Dupont/);
  expect(text).toContain('Nous soussigné(e)s, Jean Dupont');
  expect(text).toContain('et Madame Claire Dupont, née le 03/04/1992');
  expect(text).toContain('donnons par la présente procuration à Élodie Martin');
  expect(text).toContain('et à Hugo Bernard');
  // The clause by its keys in content/legal/documents/procuration.yaml, in its wording for several mandants.
  const together = fillText(documentTextOf('procuration', 'bodyPurposeSeveralAttorneys', true), {
    how: documentTextOf('procuration', 'attorneysActTogether'),
  });
  expect(text.replace(/\s+/g, ' ')).toContain(together.replace(/\s+/g, ' '));
  for (const name of ['Jean Dupont', 'Claire Dupont']) expect(text).toContain(`Signature du mandant (${name})`);
  for (const name of ['Élodie Martin', 'Hugo Bernard']) expect(text).toContain(`Signature du mandataire (${name})`);
  const bring = page.getByRole('region', { name: 'À apporter', exact: true });
  await expect(bring.getByRole('listitem').last()).toHaveText(
    /^une pièce d'identité de chaque signataire\s: Jean Dupont, Claire Dupont, Élodie Martin, Hugo Bernard$/,
  );
});

test('an added card with a missing field blocks the PDF, names its card, and the form comes back whole after a reload', async ({
  page,
}) => {
  await page.goto('/');
  await fillValidForm(page);
  await button(page, 'Ajouter un mandataire').click();
  await personFields(page, 'Informations du mandataire 2').lastName.fill('Bernard');
  await button(page, WITHOUT_SIGNATURE).click();
  await expect(toast(page, 'Veuillez remplir tous les champs obligatoires pour le mandataire 2')).toBeVisible();
  await expect(personFields(page, 'Informations du mandataire 2').firstName).toBeFocused();

  await fillPerson(page, 'Informations du mandataire 2', SECOND_ATTORNEY);
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key) ?? '', STORAGE_KEY)).toContain('Saint-Vincent');
  await page.reload();
  await expect(personFields(page, 'Informations du mandataire 2').lastName).toHaveValue('Bernard');
  await expect(personFields(page, 'Informations du mandataire 2').address).toHaveValue('8 quai Saint-Vincent');
  await expect(personFields(page, ATTORNEY_CARD).lastName).toHaveValue('Martin');
});

test('removing a card moves the next one up; past four the add button says why it is unavailable', async ({ page }) => {
  await page.goto('/');
  for (let count = 2; count <= 4; count++) {
    await button(page, 'Ajouter un mandant').click();
    await expect(card(page, `Informations du mandant ${count}`)).toBeVisible();
  }
  await personFields(page, 'Informations du mandant 3').lastName.fill('Troisième');
  await expect(button(page, 'Ajouter un mandant')).toHaveAttribute('aria-disabled', 'true');
  await expect(button(page, 'Ajouter un mandant')).toHaveAccessibleDescription(/4 mandants au plus/);
  // Still focusable and pressable (aria-disabled, not disabled), it adds nothing.
  await button(page, 'Ajouter un mandant').focus();
  await page.keyboard.press('Enter');
  await expect(card(page, 'Informations du mandant 5')).toHaveCount(0);

  await card(page, 'Informations du mandant 2').getByRole('button', { name: 'Retirer ce mandant' }).click();
  await expect(card(page, 'Informations du mandant 4')).toHaveCount(0);
  await expect(personFields(page, 'Informations du mandant 2').lastName).toHaveValue('Troisième');
  await expect(button(page, 'Ajouter un mandant')).not.toHaveAttribute('aria-disabled', 'true');
});
