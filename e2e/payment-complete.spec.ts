/**
 * The complete document (docs/decisions/030) in the simulated payment mode: the stored record carries the fields of specification
 * §19, the PDF made on return prints them, "À apporter" appears beside the success toast, and the
 * server refuses half an identity document with the page's message while a record from before
 * the issue is still taken.
 */
import type { APIRequestContext } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import {
  ATTORNEY_CARD,
  button,
  chooseOption,
  details,
  GRANTOR_CARD,
  openFilledPage,
  openPersonMore,
  payAndReadPdf,
  personFields,
  STORAGE_KEY,
  toast,
  WITHOUT_SIGNATURE,
} from './procuration-page.ts';
import { aStoredForm } from '../src/domain/test-factory.test-helper.ts';

const PAID = 'Paiement réussi ! Le PDF a été généré.';
const CHECKOUT_PAGE = /\/paiement-simule\/cs_sim_[0-9a-f]+$/;

/** A complete record as a page from before the fields of specification §19 would send it: none of them. */
const OLDER_FORM = aStoredForm();

function postRecord(request: APIRequestContext, data: unknown) {
  return request.post('/api/pdf-data', { data: { data, include_signature: false } });
}

test('the record carries every new field, the PDF made on return prints them, "À apporter" beside the toast', async ({ page }) => {
  await openFilledPage(page);
  const grantor = personFields(page, GRANTOR_CARD);
  await openPersonMore(page, GRANTOR_CARD);
  await grantor.birthPlace.fill('Lyon');
  await chooseOption(grantor.idType, "Carte nationale d'identité");
  await grantor.idNumber.fill('X4RTBPFW4');
  await openPersonMore(page, ATTORNEY_CARD);
  await personFields(page, ATTORNEY_CARD).birthPlace.fill('Marseille');
  const form = details(page);
  await form.objectDetails.fill('Compte courant n° 0001234');
  await form.signaturePlace.fill('Villeurbanne');
  await form.substitution.check();
  await form.attorneySignature.uncheck();

  const stored = page.waitForRequest((request) => request.url().endsWith('/api/pdf-data') && request.method() === 'POST');
  await button(page, WITHOUT_SIGNATURE).click();
  const sent = (await stored).postDataJSON() as { data: Record<string, unknown> & { grantor: Record<string, unknown> } };
  expect(sent.data).toMatchObject({
    objectDetails: 'Compte courant n° 0001234',
    signaturePlace: 'Villeurbanne',
    attorneySignatureBlock: false,
    substitutionAllowed: true,
    otherGrantors: [],
    otherAttorneys: [],
    attorneysAct: 'separately',
  });
  expect(sent.data.grantor).toMatchObject({ birthPlace: 'Lyon', idType: "Carte nationale d'identité", idNumber: 'X4RTBPFW4' });
  await expect(page).toHaveURL(CHECKOUT_PAGE);
  // The PDF must come from the server's record, not from what this browser kept.
  await page.evaluate((key) => localStorage.removeItem(key), STORAGE_KEY);

  const text = await payAndReadPdf(page);
  expect(text).toContain('Fait à Villeurbanne, le');
  expect(text).toContain("né(e) le 15/05/1990 à Lyon, titulaire de la carte nationale d'identité n° X4RTBPFW4");
  expect(text).toContain('né(e) le 02/11/1985 à Marseille, demeurant');
  expect(text).toContain('Objet précis et références : Compte courant n° 0001234');
  expect(text).toContain('Le mandataire est autorisé à se faire remplacer');
  expect(text).not.toContain('Signature du mandataire :');

  await expect(toast(page, PAID)).toBeVisible();
  const bring = page.getByRole('region', { name: 'À apporter', exact: true });
  await expect(bring).toBeVisible();
  await expect(bring.getByRole('listitem').first()).toHaveText("la pièce d'identité du titulaire du compte et celle du mandataire");
  await expectNoAxeViolations(page);
});

test("the server takes a record from before the fields of §19, and refuses half an identity document with the page's message", async ({
  request,
}) => {
  expect((await postRecord(request, OLDER_FORM)).status()).toBe(201);

  const numberOnly = await postRecord(request, { ...OLDER_FORM, grantor: { ...OLDER_FORM.grantor, idNumber: 'X4RTBPFW4' } });
  expect(numberOnly.status()).toBe(400);
  expect(((await numberOnly.json()) as { message: string }).message).toBe(
    "Veuillez choisir le type de pièce d'identité du mandant, ou effacer son numéro",
  );

  const typeOnly = await postRecord(request, { ...OLDER_FORM, attorney: { ...OLDER_FORM.attorney, idType: 'Passeport' } });
  expect(typeOnly.status()).toBe(400);
  expect(((await typeOnly.json()) as { message: string }).message).toBe(
    "Veuillez indiquer le numéro de la pièce d'identité du mandataire, ou retirer le type choisi",
  );

  const unknownDocument = await postRecord(request, {
    ...OLDER_FORM,
    grantor: { ...OLDER_FORM.grantor, idType: 'Carte vitale', idNumber: '1' },
  });
  expect(unknownDocument.status()).toBe(400);

  const complete = await postRecord(request, {
    ...OLDER_FORM,
    grantor: { ...OLDER_FORM.grantor, birthPlace: 'Lyon', idType: 'Passeport', idNumber: '19AB12345' },
    objectDetails: 'Compte courant n° 0001234',
    signaturePlace: null,
    attorneySignatureBlock: true,
    substitutionAllowed: false,
    otherGrantors: [],
    otherAttorneys: [],
    attorneysAct: 'separately',
  });
  expect(complete.status()).toBe(201);
});
