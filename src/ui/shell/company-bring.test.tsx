// @vitest-environment happy-dom
/**
 * « À apporter » for a company mandant (docs/decisions/147), on the whole page in a simulated DOM: a
 * row that asks for the proof that a company exists and the company's own extract Kbis say it once,
 * the company's. The words are read from the legal content by key, never copied.
 */
import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { passageOf, verdictRowOf } from '../../../scripts/legal/legal-content.test-helper.ts';
import { bringText, identityOf, isCompanyRegistration } from '../../domain/legal-content/bring-item.ts';
import { fillText } from '../../domain/legal-content/fill-text.ts';
import { button, fillCompanyMandant, fillDetailsForAYear, fillPerson, renderPage, WHOLE_TEXT } from './page.test-helper.ts';
import { ATTORNEY, ATTORNEY_CARD, GRANTOR, WITHOUT_SIGNATURE } from './page-words.test-helper.ts';

const OPERATION = 'Gestion de compte professionnel';

test('a company managing its professional account: « À apporter » asks for its extract Kbis once, not the row’s proof of registration beside it', async () => {
  const user = await renderPage();
  await fillCompanyMandant(user, { denomination: 'Dupont Immobilier', legalForm: 'SCI', siren: '732 829 320', quality: 'Gérante' });
  await fillPerson(user, ATTORNEY_CARD, ATTORNEY);
  await fillDetailsForAYear(user, 'Entreprises', OPERATION);
  await user.click(button(WITHOUT_SIGNATURE));

  const bring = await screen.findByRole('region', { name: 'À apporter' });
  const items = within(bring)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
  const rowItems = verdictRowOf('Entreprises', OPERATION).bring ?? [];
  const registration = rowItems.filter(isCompanyRegistration).map(bringText);
  expect(registration).toHaveLength(1);
  expect(items).not.toContain(registration[0]);
  expect(within(bring).getAllByText(passageOf('companyBringRegistration').text, WHOLE_TEXT)).toHaveLength(1);
  // The identity documents on one line, the representative named with their capacity (docs/decisions/178).
  const names = `${GRANTOR.firstName} ${GRANTOR.lastName} (gérante), ${ATTORNEY.firstName} ${ATTORNEY.lastName}`;
  const identityLine = fillText(passageOf('identityBringEach').text, { names });
  expect(items).toEqual([
    ...rowItems
      .filter((item) => !isCompanyRegistration(item))
      .map((item) => (identityOf(item) === undefined ? bringText(item) : identityLine)),
    passageOf('companyBringRegistration').text,
    passageOf('companyBringPowers').text,
  ]);
});
