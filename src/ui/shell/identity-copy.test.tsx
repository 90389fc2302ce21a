// @vitest-environment happy-dom
/**
 * « Copie de pièce d'identité filigranée » on the whole page in a simulated DOM: the section names the
 * State's own alternative, and a file that is not an image or is too heavy is refused before it is read,
 * with a clear message. Moved from e2e/identity-copy.spec.ts, which keeps the stamped PDF, what is sent
 * and kept, an image that cannot be decoded, axe, and the worker (docs/decisions/134, 246).
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import { findAlert, renderPage } from './page.test-helper.ts';

const SECTION = "Copie de pièce d'identité filigranée";
const IMAGE_FIELD = /^Photo ou image de la pièce d'identité/;

async function section(): Promise<HTMLElement> {
  return screen.findByRole('region', { name: SECTION });
}

/** Chooses `file` and types the organisme, then presses « Créer la copie filigranée ». */
async function askForCopy(file: File): Promise<void> {
  const user = await renderPage();
  const region = await section();
  // As a browser's own file picker can be told "all files": the field's `accept` is a hint, not a check.
  await userEvent.setup({ applyAccept: false, delay: null }).upload(within(region).getByLabelText(IMAGE_FIELD), file);
  await user.type(within(region).getByLabelText('Organisme destinataire'), 'Banque Exemple');
  await user.click(within(region).getByRole('button', { name: 'Créer la copie filigranée' }));
}

test('the section names the State’s own alternative: France Identité’s single-use identity proof', async () => {
  await renderPage();
  const alternative = within(await section()).getByText(/France Identité/);
  expect(alternative).toBeVisible();
  expect(alternative).toHaveTextContent("justificatif d'identité à usage unique");
});

test('a file that is not an image', async () => {
  await askForCopy(new File(['bonjour'], 'notes.txt', { type: 'text/plain' }));
  expect(await findAlert("Ce fichier n'est pas une image. Choisissez une photo au format JPEG, PNG ou WebP.")).toBeVisible();
});

test('an image over 20 MB, with the limit stated', async () => {
  await askForCopy(new File([new Uint8Array(21 * 1024 * 1024)], 'enorme.jpg', { type: 'image/jpeg' }));
  expect(
    await findAlert('Cette image est trop lourde\u00a0: 20 Mo et 50 millions de pixels au plus. Choisissez une photo plus légère.'),
  ).toBeVisible();
});
