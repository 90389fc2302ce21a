// @vitest-environment happy-dom
/**
 * What this device keeps, on the whole page in a simulated DOM: the form and signature stay in local
 * storage while « Conserver mes informations sur cet appareil » is ticked (the default), are erased at
 * once when it is unticked, and after 90 days without use; the box answers Space. Moved from
 * e2e/device-keeping.spec.ts, which keeps axe on the unticked page and a PDF made while storage refuses
 * (docs/decisions/134, 225, 246).
 */
import { screen, waitFor } from '@testing-library/react';
import { expect, test } from 'vitest';
import { FORM_STORAGE_KEY } from '../../domain/constants.ts';
import { KEEP_ON_DEVICE_KEY, SAVED_FORM_USED_ON_KEY } from '../../domain/device-keeping.ts';
import { encodeSavedForm } from '../../domain/stored-form-codec.ts';
import { aForm, signaturePng } from '../../domain/test-factory.test-helper.ts';
import { fill, personFields, reloadPage, renderPage } from './page.test-helper.ts';
import { GRANTOR_CARD } from './page-words.test-helper.ts';

const KEEP = 'Conserver mes informations sur cet appareil';

const keepBox = () => screen.findByRole('checkbox', { name: KEEP });
const savedForm = () => localStorage.getItem(FORM_STORAGE_KEY);
const lastName = () => personFields(GRANTOR_CARD).lastName;

async function expectSaved(fragment: string) {
  await waitFor(() => expect(savedForm() ?? '').toContain(fragment));
}

test('ticked by default; unticked, the saved form and signature are erased at once and nothing is saved afterwards', async () => {
  // A visit that finds a signed save (the storage is emptied after each test).
  const signed = aForm({ signature: signaturePng(200, 80) });
  localStorage.setItem(FORM_STORAGE_KEY, encodeSavedForm(signed));
  let user = await reloadPage();
  expect(await keepBox()).toBeChecked();
  await waitFor(() => expect(lastName()).toHaveValue(signed.grantor.lastName));
  // The page saves the signature it restored with the next change.
  await fill(user, personFields(GRANTOR_CARD).city, 'Lyon');
  await expectSaved('Lyon');
  expect(savedForm()).toContain('data:image/png');

  await user.click(await keepBox());
  await waitFor(() => expect(Object.keys(localStorage).filter((key) => key !== KEEP_ON_DEVICE_KEY)).toEqual([]));
  // What is on screen stays for this visit; new typing is not saved.
  expect(lastName()).toHaveValue(signed.grantor.lastName);
  await fill(user, personFields(GRANTOR_CARD).city, 'Marseille');
  expect(savedForm()).toBeNull();

  // The choice is remembered: after a reload the box is still unticked and the form is empty.
  user = await reloadPage();
  expect(await keepBox()).not.toBeChecked();
  expect(lastName()).toHaveValue('');

  // Ticked again, saving starts again.
  await user.click(await keepBox());
  await fill(user, lastName(), 'Durand');
  await expectSaved('Durand');
});

test('a save unused for more than 90 days is erased when the page loads, and « Vos données » says so', async () => {
  const user = await renderPage();
  await fill(user, lastName(), 'Ancien');
  await expectSaved('Ancien');
  localStorage.setItem(SAVED_FORM_USED_ON_KEY, '2020-01-01');

  const again = await reloadPage();
  expect(lastName()).toHaveValue('');
  expect(savedForm()).toBeNull();
  await again.click(await screen.findByText('Vos données', { exact: true }));
  expect(screen.getByText(/effacé automatiquement après 90 jours sans utilisation/)).toBeVisible();
});

test('a save used recently is restored, and its day of use moves to today', async () => {
  const user = await renderPage();
  await fill(user, lastName(), 'Récent');
  await expectSaved('Récent');
  const recently = new Date(Date.now() - 30 * 24 * 3600 * 1000).toISOString().slice(0, 10);
  localStorage.setItem(SAVED_FORM_USED_ON_KEY, recently);

  await reloadPage();
  await waitFor(() => expect(lastName()).toHaveValue('Récent'));
  await waitFor(() => expect(localStorage.getItem(SAVED_FORM_USED_ON_KEY)).not.toBe(recently));
});

test('the box is reached and toggled with the keyboard', async () => {
  const user = await renderPage();
  const box = await keepBox();
  box.focus();
  await user.keyboard(' ');
  expect(box).not.toBeChecked();
  await user.keyboard(' ');
  expect(box).toBeChecked();
});
