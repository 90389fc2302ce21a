// @vitest-environment happy-dom
/**
 * Honest with people (specification §2, docs/decisions/031), on the whole page in a simulated DOM:
 * « Vos données » says what happens to the form and erases it on request; a verdict follows the type
 * for each of the 21 types (docs/decisions/029, 042); a notice stands under the signature; the person
 * fields help autofill. Moved from e2e/data-privacy.spec.ts, which keeps the reflow at 200 % and 400 %
 * zoom, reduced motion and the verdict's place below the type (docs/decisions/134, 225).
 */
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect, test } from 'vitest';
import { documentTextOf, legalContent, levelTitle, passageOf, verdictRowOf } from '../../../scripts/legal/legal-content.test-helper.ts';
import { PROCURATION_TYPES, TYPE_OTHER } from '../../domain/catalogue.ts';
import { FORM_STORAGE_KEY } from '../../domain/constants.ts';
import { forbiddenClaimsIn } from '../../domain/forbidden-claims.test-helper.ts';
import {
  button,
  chooseOption,
  details,
  fillValidForm,
  findAlert,
  personFields,
  reloadPage,
  renderPage,
  WHOLE_TEXT,
} from './page.test-helper.ts';
import { ATTORNEY, ATTORNEY_CARD, GRANTOR, GRANTOR_CARD, MESSAGES, SIGNATURE_CARD, WITHOUT_SIGNATURE } from './page-words.test-helper.ts';

const PRIVACY_SUMMARY = 'Vos données';
const NOTHING_LEAVES = /Rien de ce que vous saisissez ne quitte votre appareil/;
const ERASED = 'Vos données ont été effacées de ce navigateur.';

const savedForm = () => localStorage.getItem(FORM_STORAGE_KEY);

async function openEraseDialog(user: UserEvent): Promise<HTMLElement> {
  await user.click(await screen.findByText(PRIVACY_SUMMARY, { exact: true }));
  await user.click(button('Effacer mes données'));
  const dialog = await screen.findByRole('dialog', { name: /^Effacer mes données\s\?$/ });
  expect(dialog).toBeVisible();
  return dialog;
}

function expectEmptyForm() {
  for (const title of [GRANTOR_CARD, ATTORNEY_CARD] as const) {
    const fields = personFields(title);
    for (const field of [
      fields.lastName,
      fields.firstName,
      fields.birthDate,
      fields.address,
      fields.postalCode,
      fields.city,
      fields.phone,
      fields.email,
    ]) {
      expect(field).toHaveValue('');
    }
  }
  const form = details();
  expect(form.type).toHaveValue('');
  expect(form.startDate).toHaveValue('');
  expect(form.duration).toHaveValue('');
  expect(form.endDate).toHaveValue('');
  expect(within(form.operations).queryAllByRole('checkbox')).toHaveLength(0);
}

test('« Vos données », a disclosure at the foot of the page, says that nothing leaves the device', async () => {
  const user = await renderPage();
  const summary = await screen.findByText(PRIVACY_SUMMARY, { exact: true });
  expect(summary).toBeVisible();
  expect(screen.getByText(NOTHING_LEAVES)).not.toBeVisible();

  await user.click(summary);
  const text = screen.getByText(NOTHING_LEAVES);
  expect(text).toBeVisible();
  expect(text).toHaveTextContent('stockage local de ce navigateur');
  expect(screen.getByRole('contentinfo')).toHaveTextContent(NOTHING_LEAVES);
});

test('« Effacer mes données », confirmed, removes the save and empties the form, also after a reload', async () => {
  const user = await renderPage();
  await fillValidForm(user);
  await waitFor(() => expect(savedForm()).toContain(GRANTOR.lastName));

  const dialog = await openEraseDialog(user);
  await user.click(within(dialog).getByRole('button', { name: 'Oui, tout effacer' }));

  expect(dialog).not.toBeVisible();
  const [erased, ...more] = await waitFor(() => {
    const found = screen.getAllByRole('status').flatMap((region) => within(region).queryAllByText(ERASED, WHOLE_TEXT));
    expect(found).not.toHaveLength(0);
    return found;
  });
  expect(erased).toBeVisible();
  expect(more).toEqual([]);
  expectEmptyForm();
  expect(savedForm()).toBeNull();
  expect(localStorage.length).toBe(0);

  await reloadPage();
  expectEmptyForm();
  expect(savedForm()).toBeNull();
});

test('« Annuler » keeps everything', async () => {
  const user = await renderPage();
  await fillValidForm(user);
  await waitFor(() => expect(savedForm()).toContain('Consultation de solde'));
  const before = savedForm();

  const dialog = await openEraseDialog(user);
  await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
  expect(dialog).not.toBeVisible();

  expect(savedForm()).toBe(before);
  expect(personFields(GRANTOR_CARD).lastName).toHaveValue(GRANTOR.lastName);
  expect(personFields(ATTORNEY_CARD).city).toHaveValue(ATTORNEY.city);
  expect(details().operation('Consultation de solde')).toBeChecked();
  await reloadPage();
  await waitFor(() => expect(personFields(GRANTOR_CARD).lastName).toHaveValue(GRANTOR.lastName));
});

/** The levels of the verdict under the type (docs/decisions/029, 042), read from the legal content by key (docs/decisions/070). */
const LEVELS = Object.values(legalContent().notices.levels);

/**
 * What the verdict says for each of the 21 types before any operation is ticked: its level's title,
 * then each paragraph of the type's own row and its route — by key, never copied here.
 */
const VERDICTS: [string, string, string[]][] = PROCURATION_TYPES.map((type) => {
  const row = verdictRowOf(type);
  const extra = type === TYPE_OTHER ? [passageOf('generalTermsRule').text] : [];
  return [type, levelTitle(row.level), [...row.says, ...(row.route ? [row.route] : []), ...extra]];
});

test('the verdict covers the 21 types of the list', async () => {
  await renderPage();
  const offered = within(details().type)
    .getAllByRole<HTMLOptionElement>('option')
    .filter((option) => !option.disabled)
    .map((option) => option.textContent);
  expect(offered).toEqual(VERDICTS.map(([type]) => type));
});

test('each of the 21 types: its verdict, with its reason, read with the type, and never blocking', async () => {
  const user = await renderPage();
  const form = details();
  // One page, the types chosen one after the other, as a person hesitating would: each verdict replaces the last.
  for (const [type, level, phrases] of VERDICTS) {
    await chooseOption(user, form.type, type);
    const verdict = (await within(form.section).findByText(level, WHOLE_TEXT)).parentElement!;
    expect(verdict, type).toBeVisible();
    for (const phrase of phrases) expect(verdict.textContent, type).toContain(phrase);
    // Read with the select by a screen reader.
    expect(form.type, type).toHaveAccessibleDescription(new RegExp(`^${level}`));
    // Honest: none of the claims the product must never make.
    expect(forbiddenClaimsIn(verdict.textContent ?? ''), type).toEqual([]);

    // Never blocking: the next step of the form is reached as usual.
    await user.click(button(WITHOUT_SIGNATURE));
    expect(await findAlert(MESSAGES.grantor), type).toBeVisible();
  }
});

test('no verdict before a type is chosen; it follows the type', async () => {
  const user = await renderPage();
  const form = details();
  const anyLevel = () => LEVELS.flatMap((level) => within(form.section).queryAllByText(level, WHOLE_TEXT));
  expect(anyLevel()).toHaveLength(0);
  expect(form.type).toHaveAccessibleDescription('');
  await chooseOption(user, form.type, 'Électorale');
  expect(await within(form.section).findByText(levelTitle('officialForm'), WHOLE_TEXT)).toBeVisible();
  await chooseOption(user, form.type, 'Loisirs');
  expect(await within(form.section).findByText(levelTitle('suitable'), WHOLE_TEXT)).toBeVisible();
  expect(anyLevel()).toHaveLength(1);
});

test('an operation beyond administration adds the rule of art. 1988, and unticking it takes it away', async () => {
  const user = await renderPage();
  const form = details();
  const ruleText = passageOf('generalTermsRule').text;
  const rules = () => within(form.section).queryAllByText(ruleText, WHOLE_TEXT);
  await chooseOption(user, form.type, 'Véhicules');
  await user.click(form.operation('Passage au contrôle technique'));
  expect(rules()).toHaveLength(0);
  await user.click(form.operation('Vente de véhicule'));
  const [rule] = await waitFor(() => {
    expect(rules()).toHaveLength(1);
    return rules();
  });
  expect(rule).toBeVisible();
  expect(rule).toHaveTextContent('vendre, hypothéquer, donner');
  await user.click(form.operation('Vente de véhicule'));
  expect(rules()).toHaveLength(0);
});

test('under the signature card: a drawn signature is not a qualified electronic signature', async () => {
  await renderPage();
  // By its key in content/legal/documents/page.yaml, never its copied words.
  const signatureCard = await screen.findByRole('region', { name: SIGNATURE_CARD });
  expect(within(signatureCard).getByText(documentTextOf('page', 'signatureNotice'), WHOLE_TEXT)).toBeVisible();
});

test('the person fields carry autofill tokens, per person, and numeric keyboards where digits go', async () => {
  await renderPage();
  const tokens = {
    lastName: 'family-name',
    firstName: 'given-name',
    birthDate: 'bday',
    address: 'street-address',
    postalCode: 'postal-code',
    city: 'address-level2',
    phone: 'tel',
    email: 'email',
  } as const;
  for (const [title, party] of [
    [GRANTOR_CARD, 'grantor'],
    [ATTORNEY_CARD, 'attorney'],
  ] as const) {
    const fields = personFields(title);
    for (const [field, token] of Object.entries(tokens) as [keyof typeof tokens, string][]) {
      expect(fields[field]).toHaveAttribute('autocomplete', `section-${party} ${token}`);
    }
    expect(fields.birthDate).toHaveAttribute('inputmode', 'numeric');
    expect(fields.postalCode).toHaveAttribute('inputmode', 'numeric');
    expect(fields.phone).toHaveAttribute('type', 'tel');
    expect(fields.email).toHaveAttribute('type', 'email');
  }
});
