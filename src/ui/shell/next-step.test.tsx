// @vitest-environment happy-dom
/**
 * What the page offers once the procuration is made follows the verdict (docs/decisions/106), on the
 * whole page in a simulated DOM: a paper whose only powers are void offers no other document and says
 * why; an ordinary paper keeps the message of the specification. Moved from e2e/next-step.spec.ts,
 * which keeps what the downloaded paper says (docs/decisions/134, 225).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { documentTextOf } from '../../../scripts/legal/legal-content.test-helper.ts';
import { PDF_DOWNLOADED_MESSAGE } from '../../domain/made-messages.ts';
import { button, chooseOption, details, fillValidForm, renderPage, WHOLE_TEXT } from './page.test-helper.ts';
import { WITHOUT_SIGNATURE } from './page-words.test-helper.ts';

const MADE = /^Le fichier procuration\.pdf a été téléchargé/;
const LETTERS_AND_REMINDER = ['Lettre de révocation', "Lettre de révocation pour l'organisme", 'Ajouter un rappel (.ics)'];
const EDITABLE_COPIES = ['Télécharger en Word (.docx)', 'Télécharger en OpenDocument (.odt)'];

/** The status saying the procuration was made, once it is there. */
function findMadeStatus(): Promise<HTMLElement> {
  return waitFor(() => {
    const [made] = screen.getAllByRole('status').flatMap((region) => within(region).queryAllByText(MADE));
    if (!made) throw new Error('the procuration is not said to be made yet');
    return made;
  });
}

test('a paper whose only powers are void offers neither revocation letters, reminder nor editable copies', async () => {
  const user = await renderPage();
  await fillValidForm(user);
  expect(await screen.findByRole('button', { name: 'Lettre de révocation' })).toBeVisible();
  expect(await screen.findByRole('button', { name: 'Télécharger en Word (.docx)' })).toBeVisible();
  const form = details();
  await chooseOption(user, form.type, 'Médicale');
  await user.click(form.operation('Prise de décision médicale'));
  await user.click(button(WITHOUT_SIGNATURE));
  expect((await findMadeStatus()).textContent).toContain(documentTextOf('procurationMessages', 'voidOnlyMadeMessage'));
  for (const name of [...LETTERS_AND_REMINDER, ...EDITABLE_COPIES]) expect(screen.queryByRole('button', { name })).toBeNull();

  // One power that can be carried brings them back.
  await user.click(form.operation('Récupération de médicaments'));
  expect(await screen.findByRole('button', { name: 'Lettre de révocation' })).toBeVisible();
  expect(await screen.findByRole('button', { name: 'Télécharger en Word (.docx)' })).toBeVisible();
});

test('an ordinary paper keeps the message of the specification', async () => {
  const user = await renderPage();
  await fillValidForm(user);
  const form = details();
  await chooseOption(user, form.type, 'Véhicules');
  await user.click(form.operation('Passage au contrôle technique'));
  await user.type(within(form.section).getByLabelText('Objet précis et références (optionnel)', { exact: true }), 'Renault Clio');
  await user.click(button(WITHOUT_SIGNATURE));
  expect(WHOLE_TEXT.normalizer((await findMadeStatus()).textContent ?? '')).toBe(PDF_DOWNLOADED_MESSAGE);
});
