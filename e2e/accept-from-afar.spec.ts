/**
 * « Envoyer pour acceptation » (issue 59, docs/decisions/218), what needs two real browsers: the
 * mandant's page sends the paper, the mandataire opens the link on a phone (390 × 844), reads the
 * whole paper, accepts with a drawing or refuses with a reason; the answer comes back to the card,
 * announced, and an acceptance is printed in the mandataire's place with the day the relay received it,
 * until the paper changes. What one exchange costs on the wire, and the phone's page as text, are
 * printed. The card's states (a refusal, a changed paper, an altered answer, a removed mandataire) are
 * tested on the whole page in a simulated DOM (src/ui/shell/acceptance.test.tsx).
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page, Request } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import {
  acceptedAndSigned,
  acceptWithDrawing,
  cardStatus,
  SEND_FOR_ACCEPTANCE,
  sendForAcceptance,
  todayInFrench,
} from './acceptance-page.ts';
import { onPhone } from './phone-page.ts';
import { FREE_DATA_DIR, FREE_SERVER_LOG } from './servers.ts';
import {
  ATTORNEY,
  ATTORNEY_CARD,
  card,
  details,
  drawSignature,
  generatePdf,
  GRANTOR,
  openFilledPage,
  WITH_SIGNATURE,
} from './procuration-page.ts';

test.beforeEach(async ({ context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
});

/** One request as it crossed the wire: which side, what (the relay's calls by route, the rest as files), and its bodies' bytes. */
type WireCall = { side: 'page' | 'phone'; call: string; sent: number; received: number };

const RELAY_API = '/api/signature-exchanges';

/** Records each finished request of `side`, with its bodies' sizes (the response's as encoded on the wire), into `calls`. */
function recordWire(side: WireCall['side'], on: Page, calls: WireCall[]): void {
  on.on('requestfinished', (request: Request) => {
    const { pathname } = new URL(request.url());
    const call = pathname.startsWith(RELAY_API) ? `${request.method()} ${pathname.replace(/[0-9a-f-]{36}/, ':id')}` : 'files';
    void request.sizes().then(
      ({ requestBodySize, responseBodySize }) => calls.push({ side, call, sent: requestBodySize, received: responseBodySize }),
      () => undefined,
    );
  });
}

/** The calls summed by kind: "page POST /api/signature-exchanges ×1: 5,012 B sent, 80 B received". */
function wireSummary(calls: WireCall[]): string {
  const byKind = new Map<string, { count: number; sent: number; received: number }>();
  for (const { side, call, sent, received } of calls) {
    const kind = `${side} ${call}`;
    const sum = byKind.get(kind) ?? { count: 0, sent: 0, received: 0 };
    byKind.set(kind, { count: sum.count + 1, sent: sum.sent + sent, received: sum.received + received });
  }
  const bytes = (count: number) => `${count.toLocaleString('en')} B`;
  return [...byKind]
    .map(([kind, { count, sent, received }]) => `${kind} ×${count}: ${bytes(sent)} sent, ${bytes(received)} received`)
    .join('\n');
}

test('the mandataire reads the whole paper on a phone and accepts with a drawing: the card says so, announced', async ({
  page,
  browser,
}, testInfo) => {
  const calls: WireCall[] = [];
  recordWire('page', page, calls);
  await openFilledPage(page);
  const link = await sendForAcceptance(page);
  expect(new URL(link).pathname).toBe('/accepter');
  await expect(cardStatus(page)).toHaveText('En attente de la réponse du mandataire');

  const sentBodies: string[] = [];
  await onPhone(
    browser,
    link,
    async (phone) => {
      await expect(phone.getByRole('heading', { name: 'Procuration à accepter' })).toBeVisible();
      const paper = phone.getByRole('article', { name: 'La procuration' });
      await expect(paper).toContainText(`${GRANTOR.firstName} ${GRANTOR.lastName}`);
      await expect(paper).toContainText(`${ATTORNEY.firstName} ${ATTORNEY.lastName}`);
      await expect(paper).toContainText('« Bancaire »');
      await expect(paper).toContainText("Retrait d'argent");
      await expect(paper).toContainText('Consultation de solde');
      await expect(paper).toContainText('01/03/2030');
      await expectNoAxeViolations(phone);
      // The mandataire's page at 390 × 844, as text: for the closing note of issue 59.
      const asText = await phone.locator('body').innerText();
      testInfo.annotations.push({ type: 'the mandataire’s page at 390 × 844', description: asText });
      console.log(`[accept-from-afar] the mandataire's page at 390 × 844:\n${asText}`);
      await phone.getByRole('button', { name: 'Accepter et signer' }).click();
      await expect(phone.getByRole('button', { name: 'Effacer' })).toBeVisible();
      await drawSignature(phone);
      await phone.getByRole('button', { name: "Envoyer l'acceptation" }).click();
      await expect(phone.getByText('Acceptation envoyée.')).toBeVisible();
      await expect.poll(() => calls.filter(({ side, call }) => side === 'phone' && call.startsWith('PUT'))).toHaveLength(1);
      // Nothing readable crossed the server: neither the key, nor a name, nor a drawing.
      const wire = sentBodies.join('\n');
      expect(wire).not.toContain(new URL(link).hash.split('.')[1] ?? '');
      expect(wire).not.toContain(GRANTOR.lastName);
      expect(wire).not.toMatch(/data:image|iVBORw0KGgo/);
    },
    (phone) => {
      phone.on('request', (request) => sentBodies.push(`${request.url()} ${request.postData() ?? ''}`));
      recordWire('phone', phone, calls);
    },
  );

  await expect(cardStatus(page)).toHaveText(`Acceptée le ${todayInFrench()}`, { timeout: 30_000 });
  // What one exchange cost on the wire, bodies only: the paper sent and read, the answer, the page's polls (and the pages' files).
  await expect.poll(() => calls.some(({ side, call }) => side === 'page' && call === `GET ${RELAY_API}/:id`)).toBe(true);
  expect(calls.filter(({ call }) => call === `POST ${RELAY_API}`)).toHaveLength(1);
  expect(calls.filter(({ call }) => call === `GET ${RELAY_API}/:id/paper`)).toHaveLength(1);
  testInfo.annotations.push({ type: 'one exchange on the wire', description: wireSummary(calls) });
  console.log(`[accept-from-afar] one exchange on the wire:\n${wireSummary(calls)}`);

  // The free-mode server's database (its DATA_DIR, playwright.config.ts) holds the exchange, and no name, in its file or its log.
  const databaseFiles = await readdir(FREE_DATA_DIR);
  expect(databaseFiles).toContain('procuration.sqlite');
  for (const file of databaseFiles) {
    expect((await readFile(path.join(FREE_DATA_DIR, file))).includes(GRANTOR.lastName), file).toBe(false);
  }
  // Nor does the server's log (its standard output, playwright.config.ts), which holds the relay's calls by their route only.
  const log = await readFile(FREE_SERVER_LOG, 'utf8');
  expect(log, `${FREE_SERVER_LOG}: the relay's calls logged by their route`).toContain('"route":"/api/signature-exchanges/:id"');
  expect(log).not.toContain(GRANTOR.lastName);
  expect(log).not.toContain(new URL(link).hash.slice(1).split('.')[0]);
});

test('an accepted mandataire’s drawing is printed in their place with « Acceptation reçue le … », until the paper changes', async ({
  page,
  browser,
}) => {
  await acceptedAndSigned(page, browser);
  const { pdf } = await generatePdf(page, WITH_SIGNATURE);
  expect(pdf.imageCount).toBe(2);
  expect(pdf.lines.map((line) => line.replace(/\s+/gu, ' '))).toContain(`Acceptation reçue le ${todayInFrench()}`);

  // The paper changed after the acceptance: the card says so, and the PDF has no signature in the mandataire's place.
  await details(page).operation('Demande de chéquier').check();
  await expect(cardStatus(page)).toHaveText("Le document a changé depuis l'envoi : envoyez-le de nouveau pour acceptation.");
  const changed = (await generatePdf(page, WITH_SIGNATURE)).pdf;
  expect(changed.imageCount).toBe(1);
  expect(changed.lines.join('\n')).not.toContain('Acceptation reçue');
});

test('the mandataire refuses with a reason: the card says so, with the reason, and the paper keeps the handwritten place', async ({
  page,
  browser,
}) => {
  await openFilledPage(page);
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

test('a link whose key was altered, or whose exchange is gone, says so in French and shows nothing else', async ({ page, browser }) => {
  await openFilledPage(page);
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

test('the mandant closes the page while waiting: with « Conserver mes informations » ticked, the answer is collected on return', async ({
  page,
  browser,
}) => {
  await openFilledPage(page);
  await card(page, ATTORNEY_CARD).getByRole('button', { name: SEND_FOR_ACCEPTANCE }).click();
  await expect(page.getByRole('dialog', { name: SEND_FOR_ACCEPTANCE })).toContainText(
    'Vous pouvez fermer cette page : la réponse sera recueillie sur cet appareil à votre retour.',
  );
  await page.getByRole('dialog', { name: SEND_FOR_ACCEPTANCE }).getByRole('button', { name: 'Fermer' }).click();
  const link = await sendForAcceptance(page);
  await page.goto('about:blank');
  await onPhone(browser, link, acceptWithDrawing);
  await page.goto('/');
  await expect(cardStatus(page)).toHaveText(`Acceptée le ${todayInFrench()}`, { timeout: 30_000 });
});
