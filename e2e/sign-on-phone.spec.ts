/**
 * "Signer sur un téléphone" (docs/decisions/090–093), what needs real browsers: the desktop page shows
 * a link and its QR code, a phone-sized touch browser opens the link, draws with a finger and sends;
 * the page receives the drawing, decrypted by the browser's own WebCrypto, and prints it in the PDF;
 * what crosses the server; the focus given back as the dialog closes; axe. The dialog's states and
 * refusals (a changed key or ciphertext, an expired link, a full relay, a closed dialog, the signatory
 * a link is for) are tested on the whole page in a simulated DOM against the real relay
 * (src/ui/shell/phone-signing.test.tsx), the phone page's refusals in src/signer/signer-page.test.tsx
 * (docs/decisions/162).
 */
import type { Page } from '@playwright/test';
import { RELAY_MESSAGES } from '../src/contract/signature-relay.ts';
import { expectNoAxeViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { onPhone } from './phone-page.ts';
import {
  button,
  drawSignature,
  fillPerson,
  generatePdf,
  GRANTOR,
  openFilledPage,
  SECOND_ATTORNEY,
  STORAGE_KEY,
  WITH_SIGNATURE,
} from './procuration-page.ts';

const SENT = 'Signature envoyée. Vous pouvez fermer cette page.';

/** Opens the dialog and returns the link it shows, once copied. */
async function openLink(page: Page): Promise<string> {
  await button(page, 'Signer sur un téléphone').click();
  const dialog = page.getByRole('dialog', { name: 'Signer sur un téléphone' });
  await expect(dialog.getByRole('img', { name: /scannez-le avec l'appareil photo de votre téléphone/ })).toBeVisible();
  await dialog.getByRole('button', { name: 'Copier le lien' }).click();
  await expect(dialog.getByRole('status')).toContainText('Lien copié');
  return page.evaluate(() => navigator.clipboard.readText());
}

async function drawAndSend(phone: Page): Promise<void> {
  await drawSignature(phone);
  await phone.getByRole('button', { name: 'Envoyer la signature' }).click();
}

test.beforeEach(async ({ context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
});

test('a signature drawn on a phone arrives on the page and is printed in the PDF', async ({ page, browser }, testInfo) => {
  await openFilledPage(page);
  const link = await openLink(page);
  expect(new URL(link).pathname).toBe('/signer');
  await expect(page.getByRole('dialog', { name: 'Signer sur un téléphone' })).toContainText(link);
  await expectNoAxeViolations(page);

  // What crosses the server: the phone's one deposit, and never the key, the name or an image in clear.
  const sentBodies: string[] = [];
  const requested: string[] = [];
  const watch = (side: Page) =>
    side.on('request', (request) => {
      requested.push(request.url());
      if (request.method() === 'PUT') sentBodies.push(request.postData() ?? '');
    });
  watch(page);
  await onPhone(
    browser,
    link,
    async (phone) => {
      await expect(phone.getByText(`${GRANTOR.firstName}, dessinez votre signature`)).toBeVisible();
      await expectNoAxeViolations(phone);
      await drawAndSend(phone);
      const sentAt = Date.now();
      await expect(phone.getByText(SENT)).toBeVisible();
      const dialog = page.getByRole('dialog', { name: 'Signer sur un téléphone' });
      await expect(dialog.getByRole('status')).toHaveText('Signature reçue');
      testInfo.annotations.push({ type: 'round trip', description: `sent to received on the page: ${Date.now() - sentAt} ms` });
      expect(sentBodies).toHaveLength(1);
      const deposit = JSON.parse(sentBodies[0] ?? '{}') as { ciphertext?: string };
      expect(deposit.ciphertext).toMatch(/^[A-Za-z0-9_-]+$/);
      testInfo.annotations.push({ type: 'ciphertext', description: `${deposit.ciphertext?.length ?? 0} base64url characters` });
      const key = new URL(link).hash.split('.')[1] ?? '';
      const wire = [...sentBodies, ...requested].join('\n');
      expect(wire).not.toContain(key);
      expect(wire).not.toMatch(/data:image|iVBORw0KGgo/);
      await expectNoAxeViolations(page);
      await dialog.getByRole('button', { name: 'Fermer' }).click();
      await expect(page.getByRole('img', { name: 'Aperçu de la signature enregistrée' })).toBeVisible();
      // The native dialog gives the focus back to the button that opened it.
      await expect(button(page, 'Signer sur un téléphone')).toBeFocused();

      const { pdf } = await generatePdf(page, WITH_SIGNATURE);
      expect(pdf.imageCount).toBe(1);

      // The same link once more: the exchange is gone, the phone says so.
      await phone.goto('about:blank');
      await phone.goto(link);
      await drawAndSend(phone);
      await expect(phone.getByRole('alert')).toHaveText(RELAY_MESSAGES.expired);
    },
    watch,
  );
});

test('with several people, each signatory signs on their own phone: every drawing is printed in its own place, kept across a reload', async ({
  page,
  browser,
}) => {
  await openFilledPage(page);
  await button(page, 'Ajouter un mandataire').click();
  await fillPerson(page, 'Informations du mandataire 2', SECOND_ATTORNEY);
  const others = page.getByRole('region', { name: 'Les autres signataires' });
  const second = others.getByRole('group', { name: `Mandataire 2\u00a0: ${SECOND_ATTORNEY.firstName} ${SECOND_ATTORNEY.lastName}` });
  await second.getByRole('button', { name: 'Signer sur un téléphone' }).click();
  const dialog = page.getByRole('dialog', { name: 'Signer sur un téléphone' });
  const link = (await dialog.getByText(/\/signer#/).textContent()) ?? '';

  await onPhone(browser, link, async (phone) => {
    await expect(phone.getByText(`${SECOND_ATTORNEY.firstName}, dessinez votre signature`)).toBeVisible();
    await drawAndSend(phone);
    await expect(phone.getByText(SENT)).toBeVisible();
  });
  await expect(dialog.getByRole('status')).toHaveText('Signature reçue');
  await dialog.getByRole('button', { name: 'Fermer' }).click();
  await expect(second).toContainText('Signée sur un téléphone.');
  await expect(second.getByRole('img', { name: /^Signature dessinée/ })).toBeVisible();
  await expectNoAxeViolations(page);
  // The first mandant draws on the page; the first mandataire will sign by hand.
  await drawSignature(page);
  await button(page, 'Sauvegarder la signature').click();

  const { pdf } = await generatePdf(page, WITH_SIGNATURE);
  expect(pdf.imageCount).toBe(2);
  const text = pdf.lines.join(' ');
  // The handwritten mention stays only where someone signs by hand: the first mandataire's place.
  expect(text.match(/Bon pour acceptation/g)).toHaveLength(1);
  expect(text).not.toContain('Bon pour pouvoir');

  // Kept on this device with the form, and in its place after a reload.
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key) ?? '', STORAGE_KEY)).toContain('"attorney2":"data:image/png');
  await page.reload();
  await expect(second).toContainText('Signée sur un téléphone.');
  await second.getByRole('button', { name: 'Retirer cette signature' }).click();
  await expect(second).toContainText('À signer à la main sur le papier imprimé.');
  expect((await generatePdf(page, WITH_SIGNATURE)).pdf.imageCount).toBe(1);
});
