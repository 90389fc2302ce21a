/**
 * After a failed "Générer" (docs/decisions/005), what needs a real browser: on a small phone the field
 * at fault is scrolled into view, clear of the toast. The toast's words and the field marked,
 * described and focused for each kind of refusal are tested on the whole page in a simulated DOM:
 * src/ui/shell/validation-focus.test.tsx (docs/decisions/134).
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import {
  ATTORNEY,
  ATTORNEY_CARD,
  button,
  details,
  fillPerson,
  GRANTOR,
  GRANTOR_CARD,
  MESSAGES,
  personFields,
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
