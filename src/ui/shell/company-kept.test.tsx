// @vitest-environment happy-dom
/**
 * A company mandant (docs/decisions/126), on the whole page in a simulated DOM: a SIREN whose key is
 * wrong is refused with its message, everything typed kept; the company is kept across a reload, and
 * a save made before companies restores as « Une personne ». Moved from e2e/company-mandant.spec.ts,
 * which keeps the company's words in the PDF, the preview and the letter (docs/decisions/134, 225).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { SIREN_MESSAGE } from '../../domain/company.ts';
import { FORM_STORAGE_KEY } from '../../domain/constants.ts';
import { aStoredForm } from '../../domain/test-factory.test-helper.ts';
import {
  button,
  card,
  type CompanyInput,
  fill,
  fillCompanyMandant,
  fillDetailsForAYear,
  fillPerson,
  findAlert,
  personFields,
  reloadPage,
  renderPage,
} from './page.test-helper.ts';
import { ATTORNEY, ATTORNEY_CARD, GRANTOR, GRANTOR_CARD, WITHOUT_SIGNATURE } from './page-words.test-helper.ts';

const SCI: CompanyInput = {
  denomination: 'Dupont Immobilier',
  legalForm: 'SCI',
  siren: '732 829 320',
  rcsCity: 'Lyon',
  quality: 'Gérante',
};

const companyField = (label: string) => within(card(GRANTOR_CARD)).getByLabelText(label, { exact: true });
const kind = (name: string) =>
  within(within(card(GRANTOR_CARD)).getByRole('group', { name: 'Le mandant est' })).getByRole('radio', { name });

test('a SIREN whose key is wrong is refused with its message, everything typed kept', async () => {
  const user = await renderPage();
  await fillCompanyMandant(user, { ...SCI, siren: '732 829 321' });
  await fillPerson(user, ATTORNEY_CARD, ATTORNEY);
  await fillDetailsForAYear(user, 'Entreprises', 'Signature de contrats professionnels');
  await user.click(button(WITHOUT_SIGNATURE));

  expect(await findAlert(SIREN_MESSAGE)).toBeVisible();
  const siren = companyField('Numéro SIREN *');
  await waitFor(() => expect(siren).toHaveAttribute('aria-invalid', 'true'));
  expect(siren).toHaveAccessibleDescription(SIREN_MESSAGE);
  expect(siren).toHaveValue('732 829 321');
  expect(companyField('Dénomination *')).toHaveValue('Dupont Immobilier');
  expect(companyField('Qualité du représentant *')).toHaveValue('Gérante');

  // Its key put right, the document is made.
  await fill(user, siren, '732 829 320');
  await user.click(button(WITHOUT_SIGNATURE));
  expect(await screen.findByRole('region', { name: 'À apporter' })).toBeVisible();
});

test('a company mandant is kept across a reload, and a save made before restores as « Une personne »', async () => {
  const user = await renderPage();
  await fillCompanyMandant(user, SCI);
  await waitFor(() => expect(localStorage.getItem(FORM_STORAGE_KEY) ?? '').toContain('"siren":"732 829 320"'));
  await reloadPage();
  await waitFor(() => expect(kind('Une société')).toBeChecked());
  expect(companyField('Numéro SIREN *')).toHaveValue('732 829 320');
  expect(companyField('Nom du représentant *')).toHaveValue(GRANTOR.lastName);

  // A save from before issue 46: no kind, no company field.
  const old = aStoredForm();
  expect(Object.keys(old.grantor)).not.toContain('mandantKind');
  localStorage.setItem(FORM_STORAGE_KEY, JSON.stringify(old));
  await reloadPage();
  await waitFor(() => expect(kind('Une personne')).toBeChecked());
  const grantor = personFields(GRANTOR_CARD);
  expect(grantor.lastName).toHaveValue('Dupont');
  expect(grantor.birthDate).toHaveValue('15/05/1990');
  expect(within(card(GRANTOR_CARD)).queryByLabelText('Dénomination *', { exact: true })).toBeNull();
});
