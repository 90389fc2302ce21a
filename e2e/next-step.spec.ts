/**
 * What the person holds and does next follows the verdict (docs/decisions/106), read back from the
 * downloaded paper and the page: each operation prints the powers its row gives, an act of
 * disposition says the mandate is express, a notary's act makes the paper a draft for the notary, and
 * a paper that gives none of its powers offers nothing else to make. Texts by their keys in the content.
 * What the page offers after a void paper or an ordinary one is checked on the whole page in a
 * simulated DOM (src/ui/shell/next-step.test.tsx, docs/decisions/225).
 */
import type { Page } from '@playwright/test';
import { documentTextOf, paperSentence, verdictRowOf } from '../scripts/legal/legal-content.test-helper.ts';
import type { TemplateValues } from '../src/domain/legal-content/compiled-template.ts';
import { bringText } from '../src/domain/legal-content/bring-item.ts';
import { isPageFurniture, readPdf, type PdfReading } from '../src/pdf/read-pdf.test-helper.ts';
import { expect, test } from './fixtures.ts';
import { button, chooseOption, details, openFilledPage, WITHOUT_SIGNATURE } from './procuration-page.ts';

/** pdf.js reads the no-break spaces back as spaces: a text with single spaces. */
const flat = (text: string) => text.replace(/\s+/g, ' ');
const onPaper = (key: string, values: TemplateValues = {}) => flat(paperSentence(key, values));
const MADE = /^Le fichier procuration\.pdf a été téléchargé/;

async function downloadUnsigned(page: Page): Promise<PdfReading> {
  const downloadStarted = page.waitForEvent('download');
  await button(page, WITHOUT_SIGNATURE).click();
  const chunks: Buffer[] = [];
  for await (const chunk of await (await downloadStarted).createReadStream()) chunks.push(chunk as Buffer);
  return readPdf(new Uint8Array(Buffer.concat(chunks)));
}

const bodyText = (reading: PdfReading) => flat(reading.lines.filter((line) => !isPageFurniture(line)).join(' '));

async function tick(page: Page, type: Parameters<typeof verdictRowOf>[0], operation: string, object: string): Promise<void> {
  await openFilledPage(page);
  const form = details(page);
  await chooseOption(form.type, type);
  await form.operation(operation).check();
  await form.objectDetails.fill(object);
}

test('a vehicle sale prints the powers a counter reads, says the mandate is express, and lists what to bring', async ({ page }) => {
  await tick(page, 'Véhicules', 'Vente de véhicule', 'Renault Clio immatriculée AB-123-CD');
  const row = verdictRowOf('Véhicules', 'Vente de véhicule');
  const text = bodyText(await downloadUnsigned(page));
  expect(text).toContain(`• Vente de véhicule : ${flat(row.powers ?? '')}`);
  expect(text).toContain('Cerfa n° 15776');
  expect(text).toContain(onPaper('expressMandate', { express: true }));
  expect(text).toContain('PROCURATION');
  await expect(page.getByRole('status').getByText(MADE)).toBeVisible();
  const bring = page.getByRole('region', { name: 'À apporter', exact: true });
  for (const item of row.bring ?? []) await expect(bring).toContainText(bringText(item));
});

for (const [type, operation, object] of [
  ['Immobilière', 'Vente de propriété', '12 rue des Lilas, 69003 Lyon, cadastre AB 123'],
  ['Dons et Héritages', "Gestion d'héritage", 'Succession de Paul Martin, décédé le 2 mars 2026'],
] as const) {
  test(`${operation}: the paper is a draft to send to the notary, and the page says so`, async ({ page }) => {
    await tick(page, type, operation, object);
    const text = bodyText(await downloadUnsigned(page));
    expect(text).toContain(onPaper('draftTitle'));
    expect(text).toContain(onPaper('draftNotice', { draft: true }));
    const status = page.getByRole('status').getByText(MADE);
    await expect(status).toHaveText(documentTextOf('procurationMessages', 'notaryMadeMessage'));
    await expect(status).not.toContainText('apportez');
    // A project invites no signature and is never revoked nor recalled (docs/decisions/177).
    expect(text).toContain(onPaper('draftUnsigned', { draft: true }));
    expect(text).not.toContain(onPaper('grantorSignatureLabel', { name: '' }));
    expect(text).not.toContain('Bon pour pouvoir');
    for (const name of ['Lettre de révocation', "Lettre de révocation pour l'organisme", 'Ajouter un rappel (.ics)']) {
      await expect(page.getByRole('button', { name, exact: true })).toHaveCount(0);
    }
    await expect(page.getByRole('region', { name: 'À apporter', exact: true })).not.toContainText('original signé');
  });
}
