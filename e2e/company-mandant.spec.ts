/**
 * A company gives the procuration (issue 46, docs/decisions/126, 147): a mandant card set to "Une
 * société" asks for the company and its representative, the PDF, its preview and the revocation
 * letter name the company, who signs for it and in what capacity, the verdict says its legal
 * representative gives the power, « À apporter » asks for its extract Kbis, and the card passes axe and
 * fits a 320 px screen. A wrong SIREN refused and the company kept across a reload are checked on the
 * whole page in a simulated DOM (src/ui/shell/company-kept.test.tsx, docs/decisions/225).
 */
import type { Locator, Page } from '@playwright/test';
import { paperSentence, passageOf } from '../scripts/legal/legal-content.test-helper.ts';
import { SCI_WORDS } from '../src/domain/company.test-helper.ts';
import { readPdf } from '../src/pdf/read-pdf.test-helper.ts';
import { expectNoAxeViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { companyFields, fillDetails, fillSci, SIREN_MESSAGE } from './company-page.ts';
import { downloadRevocation } from './other-documents.ts';
import {
  ATTORNEY,
  ATTORNEY_CARD,
  button,
  card,
  fillPerson,
  generatePdf,
  GRANTOR,
  GRANTOR_CARD,
  openPersonMore,
  personFields,
  WITHOUT_SIGNATURE,
} from './procuration-page.ts';

const BRING = 'À apporter';
/** « À apporter » for a company (content/legal/notices.yaml): its extract Kbis, its representative's power. */
const KBIS = passageOf('companyBringRegistration').text;
const POWERS = passageOf('companyBringPowers').text;
/** The verdict under the type, for a company mandant: its legal representative gives the power. */
const COMPANY_VERDICT = passageOf('companyMandant').text;

const oneLine = (lines: readonly string[]) => lines.join(' ').replace(/\s+/g, ' ');

/**
 * The words of `phrase`, in order, in `text`: a place to sign is a column beside another, so its
 * label's lines are read interleaved with the other column's.
 */
function wordsInOrder(text: string, phrase: string): boolean {
  let from = 0;
  for (const word of phrase.split(' ')) {
    const at = text.indexOf(word, from);
    if (at === -1) return false;
    from = at + word.length;
  }
  return true;
}

/** The SCI's words by their keys in the procuration's template (content/legal/documents/procuration.liquid), spaces as one. */
const SCI_SIGNATURE_PLACE = oneLine([paperSentence('companySignatureLabel', SCI_WORDS)]);
const SCI_PARTY = oneLine([paperSentence('companyParty', SCI_WORDS)]);
/** « La SCI Dupont Immobilier, immatriculée … », as it opens a sentence. */
const SCI_SPEAKS = `${SCI_PARTY.charAt(0).toUpperCase()}${SCI_PARTY.slice(1)}`;

test('an SCI represented by its gérante gives the procuration to a person: the PDF names the company, its representative and its place to sign', async ({
  page,
}) => {
  await page.goto('/');
  const kind = companyFields(page, GRANTOR_CARD).kind;
  await expect(kind.getByRole('radio', { name: 'Une personne' })).toBeChecked();
  await fillSci(page, GRANTOR_CARD);
  // The birth is not asked of the representative.
  await expect(card(page, GRANTOR_CARD).getByLabel(/^Date de naissance/)).toHaveCount(0);
  await fillPerson(page, ATTORNEY_CARD, ATTORNEY);
  await fillDetails(page);
  // The verdict under the type knows the mandant is a company.
  await expect(page.getByText(COMPANY_VERDICT, { exact: true })).toBeVisible();

  const { pdf } = await generatePdf(page, WITHOUT_SIGNATURE);
  console.log(`--- extracted text of the SCI case ---\n${pdf.lines.join('\n')}\n---`);
  const text = oneLine(pdf.lines);
  expect(text).toContain(`${SCI_SPEAKS}, donne par la présente procuration à Élodie Martin`);
  expect(text).toContain(oneLine([paperSentence('bodyPurposeOneAttorney', { company: true })]));
  expect(text).not.toMatch(/Je soussign|en mon nom/);
  expect(text).toContain('Représentée par Madame Jeanne Lefèvre, gérante');
  expect(wordsInOrder(text, SCI_SIGNATURE_PLACE), text).toBe(true);

  // « À apporter »: the company's extract Kbis and its representative's power, after the everyday list.
  const bring = page.getByRole('region', { name: BRING, exact: true });
  await expect(bring.getByRole('listitem').filter({ hasText: KBIS })).toHaveCount(1);
  await expect(bring.getByRole('listitem').filter({ hasText: POWERS })).toHaveCount(1);

  // The revocation letter speaks for the company, as the procuration does.
  const letter = await downloadRevocation(page);
  const letterText = letter.text.replace(/\s+/g, ' ');
  expect(letterText).toContain(`${SCI_SPEAKS}, révoque par la présente`);
  expect(letterText).not.toMatch(/Je soussign|Je vous demande/);
  expect(wordsInOrder(letterText, SCI_SIGNATURE_PLACE), letterText).toBe(true);
});

test('a company and a person give it together: "Nous soussignés, la société …, et Monsieur …, donnons … en notre nom"', async ({
  page,
}) => {
  await page.goto('/');
  await fillSci(page, GRANTOR_CARD);
  await button(page, 'Ajouter un mandant').click();
  await fillPerson(page, 'Informations du mandant 2', GRANTOR);
  await openPersonMore(page, 'Informations du mandant 2');
  await personFields(page, 'Informations du mandant 2').civility.selectOption('Monsieur');
  await fillPerson(page, ATTORNEY_CARD, ATTORNEY);
  await fillDetails(page);

  const text = oneLine((await generatePdf(page, WITHOUT_SIGNATURE)).pdf.lines);
  expect(text).toContain(`Nous soussignés, ${SCI_PARTY}`);
  expect(text).toContain(
    "dûment habilitée à l'effet des présentes, et Monsieur Jean Dupont, né le 15/05/1990, demeurant 12 rue de la Paix, 75002 Paris",
  );
  expect(text).toContain('donnons par la présente procuration à Élodie Martin');
  expect(text).toContain('en notre nom et pour notre compte');
  expect(wordsInOrder(text, SCI_SIGNATURE_PLACE), text).toBe(true);
  expect(wordsInOrder(text, 'Signature du mandant (Jean Dupont) :'), text).toBe(true);
});

const PREVIEW = 'Aperçu du document';

/** The preview's text as a person reads it: each page, line by line. */
function previewPages(region: Locator): Promise<string[][]> {
  return region
    .locator('.preview__page')
    .evaluateAll((pages) =>
      pages.map((page) =>
        Array.from(page.querySelectorAll('.preview__line'), (line) => (line.textContent ?? '').replace(/\s+/g, ' ').trim()),
      ),
    );
}

/** The PDF "Générer sans signature" downloads, page by page, line by line. */
async function pdfPages(page: Page): Promise<string[][]> {
  const downloadStarted = page.waitForEvent('download');
  await button(page, WITHOUT_SIGNATURE).click();
  const download = await downloadStarted;
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return (await readPdf(new Uint8Array(Buffer.concat(chunks)), { images: false })).pages.map((pdfPage) => pdfPage.lines);
}

test.describe('on a wide screen, the preview beside the form', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("the preview prints the company's clause and its place to sign, line for line as the PDF", async ({ page }) => {
    await page.goto('/');
    await fillSci(page, GRANTOR_CARD);
    await fillPerson(page, ATTORNEY_CARD, ATTORNEY);
    await fillDetails(page);
    const pages = await pdfPages(page);
    await expect.poll(() => previewPages(page.getByRole('region', { name: PREVIEW, exact: true }))).toEqual(pages);
    const text = oneLine(pages.flat());
    expect(text).toContain(SCI_SPEAKS.slice(0, SCI_SPEAKS.indexOf(', dont')));
    expect(wordsInOrder(text, SCI_SIGNATURE_PLACE), text).toBe(true);
  });
});

// Two tests, one axe run each: together they took 44 s on a busy machine (docs/decisions/161).
test('axe finds nothing on a company card refused for its SIREN', async ({ page }) => {
  await page.goto('/');
  await fillSci(page, GRANTOR_CARD, '732 829 321');
  await fillPerson(page, ATTORNEY_CARD, ATTORNEY);
  await fillDetails(page);
  await button(page, WITHOUT_SIGNATURE).click();
  await expect(companyFields(page, GRANTOR_CARD).siren).toHaveAccessibleDescription(SIREN_MESSAGE);
  await expectNoAxeViolations(page);
});

test("axe finds nothing once « À apporter » lists the company's extract Kbis", async ({ page }) => {
  await page.goto('/');
  await fillSci(page, GRANTOR_CARD);
  await fillPerson(page, ATTORNEY_CARD, ATTORNEY);
  await fillDetails(page);
  await generatePdf(page, WITHOUT_SIGNATURE);
  await expect(page.getByRole('region', { name: BRING, exact: true }).getByText(KBIS, { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
});

/** Each choice of « Le mandant est », its box as the person sees and touches it. */
async function kindChoiceBoxes(page: Page) {
  const kind = companyFields(page, GRANTOR_CARD).kind;
  const boxes = [];
  for (const name of ['Une personne', 'Une société']) {
    const box = await kind.getByRole('radio', { name, exact: true }).boundingBox();
    expect(box, name).not.toBeNull();
    boxes.push(box!);
  }
  return boxes;
}

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 800 }, hasTouch: true });

  test('« Une personne » and « Une société » are two buttons on one row, each 44 px high, and a tap chooses one (docs/decisions/157)', async ({
    page,
  }) => {
    await page.goto('/');
    const kind = companyFields(page, GRANTOR_CARD).kind;
    await expect(kind.getByRole('radio', { name: 'Une personne', exact: true })).toBeChecked();
    const [person, company] = await kindChoiceBoxes(page);
    expect(person!.height).toBeGreaterThanOrEqual(44);
    expect(company!.height).toBeGreaterThanOrEqual(44);
    expect(company!.y).toBe(person!.y);
    expect(company!.x).toBeGreaterThanOrEqual(person!.x + person!.width);
    await kind.getByRole('radio', { name: 'Une société', exact: true }).tap();
    await expect(kind.getByRole('radio', { name: 'Une société', exact: true })).toBeChecked();
    await expect(companyFields(page, GRANTOR_CARD).name).toBeVisible();
  });
});

test.describe('on a 320 px wide screen', () => {
  test.use({ viewport: { width: 320, height: 640 }, hasTouch: true });

  test('the company card has no horizontal scroll, each label seen whole, and axe finds nothing', async ({ page }) => {
    await page.goto('/');
    await fillSci(page, GRANTOR_CARD);
    // A long name and capacity, as a real company may have.
    const fields = companyFields(page, GRANTOR_CARD);
    await fields.name.fill('Société civile immobilière de la Résidence des Grands Tilleuls');
    await fields.role.fill('Présidente du conseil d’administration');
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    const section = card(page, GRANTOR_CARD);
    // Each label as the card shows it, its mark included: the legend, then the fields' labels.
    const labels = [
      'Le mandant est',
      'Dénomination *',
      'Forme juridique *',
      'Numéro SIREN *',
      'Ville du RCS (optionnel)',
      'Qualité du représentant *',
      'Nom du représentant *',
      'Prénom du représentant *',
      'Adresse du siège *',
      'Code postal du siège *',
      'Ville du siège *',
    ];
    for (const label of labels) {
      const shown = section.locator('label, legend').filter({ hasText: label }).first();
      await shown.scrollIntoViewIfNeeded();
      await expect(shown).toBeVisible();
      await expect(shown).toHaveText(label);
      const box = await shown.boundingBox();
      expect(box, label).not.toBeNull();
      expect(box!.x, label).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width, label).toBeLessThanOrEqual(320);
    }
    // Where the two choices do not fit one row, each keeps its 44 px and its place inside the screen.
    for (const box of await kindChoiceBoxes(page)) {
      expect(box.height).toBeGreaterThanOrEqual(44);
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(320);
    }
    for (const field of [fields.name, fields.legalForm, fields.siren, fields.rcsCity, fields.role, fields.address]) {
      const box = await field.boundingBox();
      expect(box).not.toBeNull();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(320);
    }
    await expectNoAxeViolations(page);
  });
});
