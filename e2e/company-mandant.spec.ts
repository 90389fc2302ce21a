/**
 * A company gives the procuration (issue 46, docs/decisions/126): a mandant card set to "Une
 * société" asks for the company and its representative, the PDF names the company, who signs for
 * it and in what capacity, a wrong SIREN is refused with its message, and a save made before
 * restores as "Une personne".
 */
import { expect, test } from './fixtures.ts';
import { companyFields, fillDetails, fillSci, SIREN_MESSAGE } from './company-page.ts';
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
  STORAGE_KEY,
  toast,
  WITHOUT_SIGNATURE,
} from './procuration-page.ts';

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

const SCI_SIGNATURE_PLACE = 'Pour la société Dupont Immobilier, Madame Jeanne Lefèvre, gérante (signature et cachet) :';

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

  const { pdf } = await generatePdf(page, WITHOUT_SIGNATURE);
  console.log(`--- extracted text of the SCI case ---\n${pdf.lines.join('\n')}\n---`);
  const text = oneLine(pdf.lines);
  expect(text).toContain(
    "La société Dupont Immobilier, SCI, immatriculée sous le numéro SIREN 732 829 320 (RCS de Lyon), dont le siège est situé 8 quai Saint-Vincent, 69001 Lyon, représentée par Madame Jeanne Lefèvre, agissant en qualité de gérante, dûment habilitée à l'effet des présentes, donne par la présente procuration à Élodie Martin",
  );
  expect(text).toContain('pour agir en son nom et pour son compte en qualité de mandataire');
  expect(text).not.toMatch(/Je soussign|en mon nom/);
  expect(text).toContain('Représentée par Madame Jeanne Lefèvre, gérante');
  expect(wordsInOrder(text, SCI_SIGNATURE_PLACE), text).toBe(true);
});

test('a SIREN whose key is wrong is refused with its message, everything typed kept', async ({ page }) => {
  await page.goto('/');
  await fillSci(page, GRANTOR_CARD, '732 829 321');
  await fillPerson(page, ATTORNEY_CARD, ATTORNEY);
  await fillDetails(page);
  await button(page, WITHOUT_SIGNATURE).click();
  const fields = companyFields(page, GRANTOR_CARD);
  await expect(toast(page, SIREN_MESSAGE)).toBeVisible();
  await expect(fields.siren).toHaveAttribute('aria-invalid', 'true');
  await expect(fields.siren).toHaveAccessibleDescription(SIREN_MESSAGE);
  await expect(fields.siren).toHaveValue('732 829 321');
  await expect(fields.name).toHaveValue('Dupont Immobilier');
  await expect(fields.role).toHaveValue('Gérante');

  await fields.siren.fill('732 829 320');
  const { pdf } = await generatePdf(page, WITHOUT_SIGNATURE);
  expect(oneLine(pdf.lines)).toContain('SIREN 732 829 320 (RCS de Lyon)');
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
  expect(text).toContain('Nous soussignés, la société Dupont Immobilier, SCI, immatriculée sous le numéro SIREN 732 829 320');
  expect(text).toContain(
    "dûment habilitée à l'effet des présentes, et Monsieur Jean Dupont, né le 15/05/1990, demeurant 12 rue de la Paix, 75002 Paris",
  );
  expect(text).toContain('donnons par la présente procuration à Élodie Martin');
  expect(text).toContain('en notre nom et pour notre compte');
  expect(wordsInOrder(text, SCI_SIGNATURE_PLACE), text).toBe(true);
  expect(wordsInOrder(text, 'Signature du mandant (Jean Dupont) :'), text).toBe(true);
});

test('a company mandant is kept across a reload, and a save made before restores as "Une personne"', async ({ page }) => {
  await page.goto('/');
  await fillSci(page, GRANTOR_CARD);
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key) ?? '', STORAGE_KEY)).toContain('"siren":"732 829 320"');
  await page.reload();
  const fields = companyFields(page, GRANTOR_CARD);
  await expect(fields.kind.getByRole('radio', { name: 'Une société' })).toBeChecked();
  await expect(fields.siren).toHaveValue('732 829 320');
  await expect(fields.lastName).toHaveValue('Lefèvre');

  // A save from before issue 46: no kind, no company field.
  const old = {
    grantor: {
      firstName: 'Jean',
      lastName: 'Dupont',
      birthDate: '1990-05-15',
      address: '12 rue de la Paix',
      postalCode: '75002',
      city: 'Paris',
      phone: '06 12 34 56 78',
      email: '',
    },
    attorney: { firstName: '', lastName: '', birthDate: null, address: '', postalCode: '', city: '', phone: '', email: '' },
    type: '',
    customType: '',
    duration: '',
    startDate: null,
    endDate: null,
    authorizedOperations: [],
    customOperation: '',
    signature: null,
  };
  await page.evaluate(([key, saved]) => localStorage.setItem(key, saved), [STORAGE_KEY, JSON.stringify(old)] as const);
  await page.reload();
  await expect(fields.kind.getByRole('radio', { name: 'Une personne' })).toBeChecked();
  const grantor = personFields(page, GRANTOR_CARD);
  await expect(grantor.lastName).toHaveValue('Dupont');
  await expect(grantor.birthDate).toHaveValue('15/05/1990');
  await expect(fields.name).toHaveCount(0);
});
