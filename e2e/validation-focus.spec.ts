/**
 * After a failed "Générer" (docs/decisions/005): the toast keeps the exact text of specification §5 in a role="alert"
 * region, and the field at fault says it too — aria-invalid, a message beside it that
 * aria-describedby points at — and has the focus.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import {
  ATTORNEY,
  ATTORNEY_CARD,
  button,
  card,
  chooseOption,
  details,
  fillPerson,
  fillValidForm,
  GRANTOR,
  GRANTOR_CARD,
  MESSAGES,
  personFields,
  signaturePad,
  SIGNATURE_CARD,
  typeDate,
  WITH_SIGNATURE,
  WITHOUT_SIGNATURE,
} from './procuration-page.ts';

type Message = (typeof MESSAGES)[keyof typeof MESSAGES];

/** The error toast: the whole text of one element inside the role="alert" region. */
function alertToast(page: Page, message: Message): Locator {
  return page.getByRole('alert').getByText(message, { exact: true });
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** aria-describedby names an element, shown on the page, whose whole text is `message`. */
async function expectDescribedBy(page: Page, field: Locator, message: string) {
  const ids = ((await field.getAttribute('aria-describedby')) ?? '').split(/\s+/).filter(Boolean);
  expect(ids.length, 'aria-describedby names at least one element').toBeGreaterThan(0);
  const described = page.locator(ids.map((id) => `[id="${id}"]`).join(', '));
  await expect(described.filter({ hasText: new RegExp(`^${escapeRegExp(message)}$`) })).toBeVisible();
  await expect(field).toHaveAccessibleDescription(new RegExp(escapeRegExp(message)));
}

/**
 * The toast says the specification's message; the field says its own (`inline`, the same text for
 * the details, words naming the field for a person's: docs/decisions/049).
 */
async function expectFieldAtFault(
  page: Page,
  field: Locator,
  message: Message,
  { invalid = field, inline = message }: { invalid?: Locator; inline?: string } = {},
) {
  await expect(alertToast(page, message)).toBeVisible();
  await expect(field).toBeFocused();
  for (const element of await invalid.all()) await expect(element).toHaveAttribute('aria-invalid', 'true');
  await expectDescribedBy(page, field, inline);
}

test('a missing grantor field: the toast, then the field itself, marked, described and focused', async ({ page }) => {
  await page.goto('/');
  await fillPerson(page, GRANTOR_CARD, GRANTOR);
  const grantor = personFields(page, GRANTOR_CARD);
  await grantor.city.fill('');
  await button(page, WITHOUT_SIGNATURE).click();

  await expectFieldAtFault(page, grantor.city, MESSAGES.grantor, { inline: 'Veuillez indiquer la ville du mandant.' });
  // Only that field of the card is marked (the other cards, empty, have their own marks).
  await expect(grantor.section.locator('[aria-invalid="true"]')).toHaveCount(1);

  // Typing into it clears the mark and the message beside it.
  await page.keyboard.type(GRANTOR.city);
  await expect(grantor.city).not.toHaveAttribute('aria-invalid', 'true');
  await expect(grantor.city).toHaveAccessibleDescription('');
  await expect(grantor.section.getByText('Veuillez indiquer la ville du mandant.', { exact: true })).toHaveCount(0);
});

test("the empty page: the grantor's first field is the one at fault", async ({ page }) => {
  await page.goto('/');
  await button(page, WITH_SIGNATURE).click();
  await expectFieldAtFault(page, personFields(page, GRANTOR_CARD).lastName, MESSAGES.grantor, {
    inline: 'Veuillez indiquer le nom du mandant.',
  });
});

test('a missing attorney birth date', async ({ page }) => {
  await page.goto('/');
  await fillPerson(page, GRANTOR_CARD, GRANTOR);
  await fillPerson(page, ATTORNEY_CARD, ATTORNEY);
  const attorney = personFields(page, ATTORNEY_CARD);
  await attorney.birthDate.fill('');
  await button(page, WITHOUT_SIGNATURE).click();
  await expectFieldAtFault(page, attorney.birthDate, MESSAGES.attorney, {
    inline: 'Veuillez indiquer la date de naissance du mandataire.',
  });
});

test('no type chosen: the type select', async ({ page }) => {
  await page.goto('/');
  await fillPerson(page, GRANTOR_CARD, GRANTOR);
  await fillPerson(page, ATTORNEY_CARD, ATTORNEY);
  await button(page, WITHOUT_SIGNATURE).click();
  await expectFieldAtFault(page, details(page).type, MESSAGES.type);
});

test('no operation ticked: the operations group, its checkboxes marked', async ({ page }) => {
  await page.goto('/');
  await fillValidForm(page);
  const form = details(page);
  await form.operation("Retrait d'argent").uncheck();
  await form.operation('Consultation de solde').uncheck();
  await button(page, WITHOUT_SIGNATURE).click();

  await expectFieldAtFault(page, form.operations, MESSAGES.operation, { invalid: form.operations.getByRole('checkbox') });
  // Ticking one clears the marks.
  await form.operation('Gestion de compte').check();
  await expect(form.operations.locator('[aria-invalid="true"]')).toHaveCount(0);
  await expect(form.operations).toHaveAccessibleDescription('');
});

test('duration Autre without an end date: the end date field, its hint kept in the description', async ({ page }) => {
  await page.goto('/');
  await fillPerson(page, GRANTOR_CARD, GRANTOR);
  await fillPerson(page, ATTORNEY_CARD, ATTORNEY);
  const form = details(page);
  await chooseOption(form.type, 'Animaux');
  await typeDate(form.startDate, '01/03/2030');
  await chooseOption(form.duration, 'Autre');
  await button(page, WITHOUT_SIGNATURE).click();

  await expectFieldAtFault(page, form.endDate, MESSAGES.endDate);
  await expect(form.endDate).toHaveAccessibleDescription(/jj\/mm\/aaaa/);
});

test('"À préciser" ticked without its text: the custom operation textarea', async ({ page }) => {
  await page.goto('/');
  await fillPerson(page, GRANTOR_CARD, GRANTOR);
  await fillPerson(page, ATTORNEY_CARD, ATTORNEY);
  const form = details(page);
  await chooseOption(form.type, 'Autre');
  await form.customType.fill('Gestion de colis');
  await typeDate(form.startDate, '01/03/2030');
  await chooseOption(form.duration, '1 mois');
  await form.operation('À préciser').check();
  await button(page, WITHOUT_SIGNATURE).click();

  await expectFieldAtFault(page, form.customOperation, MESSAGES.customOperation);
});

test('"avec signature" without a saved signature: the signature pad', async ({ page }) => {
  await page.goto('/');
  await fillValidForm(page);
  await button(page, WITH_SIGNATURE).click();

  await expectFieldAtFault(page, signaturePad(page), MESSAGES.signature);
  await expect(card(page, SIGNATURE_CARD).getByText(MESSAGES.signature, { exact: true })).toBeVisible();
});

test.describe('on a 320 × 568 phone', () => {
  test.use({ viewport: { width: 320, height: 568 }, hasTouch: true });

  /** The focused field is in view and not hidden under the toast (WCAG 2.4.11, focus not obscured). */
  async function expectNotObscured(page: Page, field: Locator) {
    await expect(field).toBeInViewport();
    const [fieldBox, toastBox] = [await field.boundingBox(), await page.getByRole('alert').locator('> *').boundingBox()];
    if (!fieldBox || !toastBox) throw new Error('no box for the field or the toast');
    const overlap = Math.max(0, Math.min(fieldBox.y + fieldBox.height, toastBox.y + toastBox.height) - Math.max(fieldBox.y, toastBox.y));
    expect(overlap, `field ${JSON.stringify(fieldBox)} under the toast ${JSON.stringify(toastBox)}`).toBe(0);
  }

  test('the field at fault is scrolled into view, clear of the toast', async ({ page }) => {
    await page.goto('/');
    await fillPerson(page, GRANTOR_CARD, GRANTOR);
    await fillPerson(page, ATTORNEY_CARD, ATTORNEY);
    await personFields(page, GRANTOR_CARD).phone.fill('');
    await button(page, WITHOUT_SIGNATURE).click();
    await expectFieldAtFault(page, personFields(page, GRANTOR_CARD).phone, MESSAGES.grantor, {
      inline: 'Veuillez indiquer le numéro de téléphone du mandant.',
    });
    await expectNotObscured(page, personFields(page, GRANTOR_CARD).phone);

    await personFields(page, GRANTOR_CARD).phone.fill(GRANTOR.phone);
    await button(page, WITHOUT_SIGNATURE).click();
    await expectFieldAtFault(page, details(page).type, MESSAGES.type);
    await expectNotObscured(page, details(page).type);
  });
});
