// @vitest-environment happy-dom
/**
 * The details card renders again only when what it shows changes (docs/decisions/165): of the people
 * it shows the first mandant's city (« Fait à » follows it) and, in the verdict under the type, whether
 * a mandant is a company. Both are changed here after the details were filled, on the whole page.
 */
import { within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { passageOf } from '../../../scripts/legal/legal-content.test-helper.ts';
import { card, chooseOption, details, fill, personFields, renderPage, WHOLE_TEXT } from './page.test-helper.ts';
import { GRANTOR_CARD, SECOND_GRANTOR } from './page-words.test-helper.ts';

test('« Fait à » follows the mandant’s city typed after the details, until a place is typed', async () => {
  const user = await renderPage();
  const place = () => within(details().section).getByLabelText('Fait à', { exact: true });
  await chooseOption(user, details().type, 'Bancaire');
  expect(place()).toHaveValue('');
  await fill(user, personFields(GRANTOR_CARD).city, 'Lyon');
  expect(place()).toHaveValue('Lyon');
  await fill(user, personFields(GRANTOR_CARD).city, 'Lille');
  expect(place()).toHaveValue('Lille');
  await fill(user, place(), 'Paris');
  await fill(user, personFields(GRANTOR_CARD).city, 'Nantes');
  expect(place()).toHaveValue('Paris');
});

test('the verdict under the type says a company mandant’s rule when a mandant becomes a company after the type was chosen, and no more once none is', async () => {
  const user = await renderPage();
  const companyRule = passageOf('companyMandant').text;
  const form = details();
  await chooseOption(user, form.type, 'Entreprises');
  await user.click(form.operation('Gestion de compte professionnel'));
  expect(within(form.section).queryByText(companyRule, WHOLE_TEXT)).toBeNull();

  // A second mandant's card, then the first one a company: the verdict reads every mandant.
  await user.click(within(card(GRANTOR_CARD).parentElement!).getByRole('button', { name: 'Ajouter un mandant' }));
  await fill(user, personFields('Informations du mandant 2').lastName, SECOND_GRANTOR.lastName);
  expect(within(form.section).queryByText(companyRule, WHOLE_TEXT)).toBeNull();
  await user.click(within(card('Informations du mandant 2')).getByRole('radio', { name: 'Une société' }));
  expect(await within(form.section).findByText(companyRule, WHOLE_TEXT)).toBeInTheDocument();
  await user.click(within(card('Informations du mandant 2')).getByRole('radio', { name: 'Une personne' }));
  expect(within(form.section).queryByText(companyRule, WHOLE_TEXT)).toBeNull();
});
