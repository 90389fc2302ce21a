/**
 * « Envoyer pour acceptation » (issue 59, docs/decisions/218), what needs two real browsers: the
 * mandant's page sends the paper, the mandataire opens the link on a phone (390 × 844), reads the
 * whole paper, accepts with a drawing or refuses with a reason; the answer comes back to the card,
 * announced, and an acceptance is printed in the mandataire's place with the day the relay received it.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import {
  ATTORNEY,
  ATTORNEY_CARD,
  button,
  card,
  details,
  drawSignature,
  fillValidForm,
  generatePdf,
  GRANTOR,
  WITH_SIGNATURE,
} from './procuration-page.ts';

const SEND = 'Envoyer pour acceptation';
/** Where the free-mode server keeps its SQLite file and its log (server/config.ts: DEFAULT_DATA_DIR). */
const SERVER_DATA_DIR = path.resolve('data');

/** "6 décembre 2026": today in Paris, as the card and the paper say it. */
function todayInFrench(): string {
  return new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', day: 'numeric', month: 'long', year: 'numeric' }).format(new Date());
}

async function phoneContext(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    hasTouch: true,
    isMobile: true,
    locale: 'fr-FR',
  });
}

/** Opens the mandataire's dialog from their card and returns the link it shows, once copied; the dialog is closed. */
async function sendForAcceptance(page: Page): Promise<string> {
  await card(page, ATTORNEY_CARD).getByRole('button', { name: SEND }).click();
  const dialog = page.getByRole('dialog', { name: SEND });
  await expect(dialog.getByRole('img', { name: /Code QR/ })).toBeVisible();
  await dialog.getByRole('button', { name: 'Copier le lien' }).click();
  await expect(dialog.getByRole('status')).toContainText('Lien copié');
  const link = await page.evaluate(() => navigator.clipboard.readText());
  await expect(dialog).toContainText(link);
  await dialog.getByRole('button', { name: 'Fermer' }).click();
  return link;
}

/** Opens `link` on a phone-sized touch browser, runs `use` on it, then closes it. */
async function onPhone(browser: Browser, link: string, use: (phone: Page) => Promise<void>): Promise<void> {
  const context = await phoneContext(browser);
  try {
    const phone = await context.newPage();
    await phone.goto(link);
    await use(phone);
  } finally {
    await context.close();
  }
}

/** On the mandataire's page: « Accepter et signer », a drawing, and the answer sent. */
async function acceptWithDrawing(phone: Page): Promise<void> {
  await phone.getByRole('button', { name: 'Accepter et signer' }).click();
  await drawSignature(phone);
  await phone.getByRole('button', { name: "Envoyer l'acceptation" }).click();
  await expect(phone.getByText('Acceptation envoyée.')).toBeVisible();
}

function cardStatus(page: Page) {
  return card(page, ATTORNEY_CARD).getByRole('status');
}

test.beforeEach(async ({ context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
});

test('the mandataire reads the whole paper on a phone and accepts with a drawing: the card says so, announced', async ({
  page,
  browser,
}) => {
  await page.goto('/');
  await fillValidForm(page);
  const link = await sendForAcceptance(page);
  expect(new URL(link).pathname).toBe('/accepter');
  await expect(cardStatus(page)).toHaveText('En attente de la réponse du mandataire');

  const context = await phoneContext(browser);
  try {
    const phone = await context.newPage();
    const sentBodies: string[] = [];
    phone.on('request', (request) => sentBodies.push(`${request.url()} ${request.postData() ?? ''}`));
    await phone.goto(link);
    await expect(phone.getByRole('heading', { name: 'Procuration à accepter' })).toBeVisible();
    const paper = phone.getByRole('article', { name: 'La procuration' });
    await expect(paper).toContainText(`${GRANTOR.firstName} ${GRANTOR.lastName}`);
    await expect(paper).toContainText(`${ATTORNEY.firstName} ${ATTORNEY.lastName}`);
    await expect(paper).toContainText('« Bancaire »');
    await expect(paper).toContainText("Retrait d'argent");
    await expect(paper).toContainText('Consultation de solde');
    await expect(paper).toContainText('01/03/2030');
    await expectNoAxeViolations(phone);
    await phone.getByRole('button', { name: 'Accepter et signer' }).click();
    await expect(phone.getByRole('button', { name: 'Effacer' })).toBeVisible();
    await drawSignature(phone);
    await phone.getByRole('button', { name: "Envoyer l'acceptation" }).click();
    await expect(phone.getByText('Acceptation envoyée.')).toBeVisible();
    // Nothing readable crossed the server: neither the key, nor a name, nor a drawing.
    const wire = sentBodies.join('\n');
    expect(wire).not.toContain(new URL(link).hash.split('.')[1] ?? '');
    expect(wire).not.toContain(GRANTOR.lastName);
    expect(wire).not.toMatch(/data:image|iVBORw0KGgo/);
  } finally {
    await context.close();
  }

  await expect(cardStatus(page)).toHaveText(`Acceptée le ${todayInFrench()}`, { timeout: 30_000 });
  // The free-mode server's database (DATA_DIR left to its default, playwright.config.ts) holds no name, in its file or its log.
  for (const file of await readdir(SERVER_DATA_DIR).catch(() => [])) {
    expect((await readFile(path.join(SERVER_DATA_DIR, file))).includes(GRANTOR.lastName), file).toBe(false);
  }
});

test('an accepted mandataire’s drawing is printed in their place with « Acceptation reçue le … »', async ({ page, browser }) => {
  await page.goto('/');
  await fillValidForm(page);
  const link = await sendForAcceptance(page);
  await onPhone(browser, link, acceptWithDrawing);
  await expect(cardStatus(page)).toHaveText(`Acceptée le ${todayInFrench()}`, { timeout: 30_000 });
  await drawSignature(page);
  await button(page, 'Sauvegarder la signature').click();
  const { pdf } = await generatePdf(page, WITH_SIGNATURE);
  expect(pdf.imageCount).toBe(2);
  expect(pdf.lines.map((line) => line.replace(/\s+/gu, ' '))).toContain(`Acceptation reçue le ${todayInFrench()}`);
});

test('the mandataire refuses with a reason: the card says so, with the reason, and the paper keeps the handwritten place', async ({
  page,
  browser,
}) => {
  await page.goto('/');
  await fillValidForm(page);
  const link = await sendForAcceptance(page);
  await onPhone(browser, link, async (phone) => {
    await phone.getByRole('button', { name: 'Refuser' }).click();
    await phone.getByLabel('Motif du refus (optionnel)').fill('Je serai à l’étranger en mars.');
    await phone.getByRole('button', { name: 'Envoyer le refus' }).click();
    await expect(phone.getByText('Refus envoyé.')).toBeVisible();
  });
  await expect(cardStatus(page)).toContainText(`Refusée le ${todayInFrench()}`, { timeout: 30_000 });
  await expect(cardStatus(page)).toContainText('Motif : Je serai à l’étranger en mars.');
});

test('the paper changed after the acceptance: the card says so and the PDF has no signature in the mandataire’s place', async ({
  page,
  browser,
}) => {
  await page.goto('/');
  await fillValidForm(page);
  const link = await sendForAcceptance(page);
  await onPhone(browser, link, acceptWithDrawing);
  await expect(cardStatus(page)).toHaveText(`Acceptée le ${todayInFrench()}`, { timeout: 30_000 });
  await details(page).operation('Demande de chéquier').check();
  await expect(cardStatus(page)).toHaveText("Le document a changé depuis l'envoi : envoyez-le de nouveau pour acceptation.");
  await drawSignature(page);
  await button(page, 'Sauvegarder la signature').click();
  const { pdf } = await generatePdf(page, WITH_SIGNATURE);
  expect(pdf.imageCount).toBe(1);
  expect(pdf.lines.join('\n')).not.toContain('Acceptation reçue');
});

test('a link whose key was altered, or whose exchange is gone, says so in French and shows nothing else', async ({ page, browser }) => {
  await page.goto('/');
  await fillValidForm(page);
  const link = await sendForAcceptance(page);
  const [address, fragment = ''] = link.split('#');
  const [exchange = '', key = ''] = fragment.split('.');
  const alteredKey = `${address}#${exchange}.${key.startsWith('A') ? 'B' : 'A'}${key.slice(1)}`;
  const unknownExchange = `${address}#00000000-0000-4000-8000-000000000000.${key}`;
  for (const [altered, message] of [
    [alteredKey, "Ce lien d'acceptation est incomplet ou a été modifié."],
    [`${address}#${exchange}`, "Ce lien d'acceptation est incomplet ou a été modifié."],
    [unknownExchange, "Ce lien d'acceptation a expiré ou a déjà servi."],
  ] as const) {
    await onPhone(browser, altered, async (phone) => {
      await expect(phone.getByRole('alert')).toContainText(message);
      await expect(phone.getByRole('heading', { name: 'Procuration à accepter' })).toHaveCount(0);
      await expect(phone.getByRole('button')).toHaveCount(0);
    });
  }
});

test('an answer altered on its way is refused: the card says it cannot be read and uses no signature', async ({ page, browser }) => {
  await page.goto('/');
  await fillValidForm(page);
  const link = await sendForAcceptance(page);
  await onPhone(browser, link, async (phone) => {
    // One character of the encrypted answer changed between the phone and the relay.
    await phone.route('**/api/signature-exchanges/*', async (route) => {
      if (route.request().method() !== 'PUT') return route.continue();
      const { ciphertext } = route.request().postDataJSON() as { ciphertext: string };
      const flipped = `${ciphertext.slice(0, 40)}${ciphertext[40] === 'A' ? 'B' : 'A'}${ciphertext.slice(41)}`;
      await route.continue({ postData: JSON.stringify({ ciphertext: flipped }) });
    });
    await phone.getByRole('button', { name: 'Accepter et signer' }).click();
    await drawSignature(phone);
    await phone.getByRole('button', { name: "Envoyer l'acceptation" }).click();
    await expect(phone.getByText('Acceptation envoyée.')).toBeVisible();
  });
  await expect(cardStatus(page)).toContainText('La réponse reçue ne peut pas être déchiffrée', { timeout: 30_000 });
  await expect(page.getByRole('img', { name: /Signature dessinée/ })).toHaveCount(0);
});

test('the mandant closes the page while waiting: with « Conserver mes informations » ticked, the answer is collected on return', async ({
  page,
  browser,
}) => {
  await page.goto('/');
  await fillValidForm(page);
  await card(page, ATTORNEY_CARD).getByRole('button', { name: SEND }).click();
  await expect(page.getByRole('dialog', { name: SEND })).toContainText(
    'Vous pouvez fermer cette page : la réponse sera recueillie sur cet appareil à votre retour.',
  );
  await page.getByRole('dialog', { name: SEND }).getByRole('button', { name: 'Fermer' }).click();
  const link = await sendForAcceptance(page);
  await page.goto('about:blank');
  await onPhone(browser, link, acceptWithDrawing);
  await page.goto('/');
  await expect(cardStatus(page)).toHaveText(`Acceptée le ${todayInFrench()}`, { timeout: 30_000 });
});
