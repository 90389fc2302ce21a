/**
 * A company mandant in the simulated payment mode (docs/decisions/126): the record the page stores
 * carries the company, the PDF made on return from the server's record names it, and the server
 * refuses a wrong SIREN with the page's message while a record from before is still taken as a person.
 */
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { companyFields, fillDetails, fillSci, SIREN_MESSAGE } from './company-page.ts';
import {
  ATTORNEY,
  ATTORNEY_CARD,
  button,
  fillPerson,
  GRANTOR_CARD,
  payAndReadPdf,
  STORAGE_KEY,
  WITHOUT_SIGNATURE,
} from './procuration-page.ts';
import { aStoredForm, aStoredPerson } from '../src/domain/test-factory.test-helper.ts';
import { SCI_WORDS } from '../src/domain/company.test-helper.ts';
import { paperSentence } from '../scripts/legal/legal-content.test-helper.ts';

/** « La SCI Dupont Immobilier, immatriculée … » by its key in the procuration's template, as it opens a sentence, spaces as one. */
const SCI_PARTY = paperSentence('companyParty', SCI_WORDS).replace(/\s+/g, ' ');
const SCI_SPEAKS = `${SCI_PARTY.charAt(0).toUpperCase()}${SCI_PARTY.slice(1)}`;

const CHECKOUT_PAGE = /\/paiement-simule\/cs_sim_[0-9a-f]+$/;

function postRecord(request: APIRequestContext, data: unknown) {
  return request.post('/api/pdf-data', { data: { data, include_signature: false } });
}

test('a company mandant goes to the server and comes back printed on the paid PDF', async ({ page }) => {
  await page.goto('/');
  await fillSci(page, GRANTOR_CARD);
  await expect(companyFields(page, GRANTOR_CARD).siren).toHaveValue('732 829 320');
  await fillPerson(page, ATTORNEY_CARD, ATTORNEY);
  await fillDetails(page);

  const stored = page.waitForRequest((request) => request.url().endsWith('/api/pdf-data') && request.method() === 'POST');
  await button(page, WITHOUT_SIGNATURE).click();
  const sent = (await stored).postDataJSON() as { data: { grantor: Record<string, unknown> } };
  expect(sent.data.grantor).toMatchObject({
    mandantKind: 'company',
    companyName: 'Dupont Immobilier',
    legalForm: 'SCI',
    siren: '732 829 320',
    rcsCity: 'Lyon',
    representativeRole: 'Gérante',
  });
  await expect(page).toHaveURL(CHECKOUT_PAGE);
  // The PDF must come from the server's record, not from what this browser kept.
  await page.evaluate((key) => localStorage.removeItem(key), STORAGE_KEY);

  const text = (await payAndReadPdf(page)).replace(/\s+/g, ' ');
  expect(text).toContain(`${SCI_SPEAKS}, donne`);
});

test('the server refuses a wrong SIREN and a missing dénomination, and takes an older record as a person', async ({ request }) => {
  const company = {
    ...aStoredPerson(),
    mandantKind: 'company',
    companyName: 'Dupont Immobilier',
    legalForm: 'SCI',
    legalFormOther: '',
    siren: '732 829 320',
    rcsCity: '',
    representativeRole: 'Gérante',
  };
  const wrongKey = await postRecord(request, aStoredForm({ grantor: { ...company, siren: '732 829 321' } as never }));
  expect(wrongKey.status()).toBe(400);
  expect(((await wrongKey.json()) as { message: string }).message).toBe(SIREN_MESSAGE);

  const unnamed = await postRecord(request, aStoredForm({ grantor: { ...company, companyName: '' } as never }));
  expect(unnamed.status()).toBe(400);

  expect((await postRecord(request, aStoredForm({ grantor: company as never }))).status()).toBe(201);
  expect((await postRecord(request, aStoredForm())).status()).toBe(201);
});
