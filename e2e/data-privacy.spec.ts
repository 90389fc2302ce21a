/**
 * Honest with people (specification §2, docs/decisions/031): "Vos données" says what happens to the form and erases it on
 * request; a verdict appears under the type (docs/decisions/029, 042) and a notice under the signature; the page
 * reflows at 200 % and 400 % zoom, respects reduced motion, and helps autofill.
 */
import type { Page } from '@playwright/test';
import { documentTextOf, legalContent, levelTitle, passageOf, verdictRowOf } from '../scripts/legal/legal-content.test-helper.ts';
import { PROCURATION_TYPES, TYPE_OTHER } from '../src/domain/catalogue.ts';
import { forbiddenClaimsIn } from '../src/domain/forbidden-claims.test-helper.ts';
import { expect, test } from './fixtures.ts';
import {
  ATTORNEY,
  ATTORNEY_CARD,
  button,
  card,
  chooseOption,
  details,
  fillValidForm,
  GRANTOR,
  GRANTOR_CARD,
  MESSAGES,
  personFields,
  SIGNATURE_CARD,
  STORAGE_KEY,
  toast,
  WITHOUT_SIGNATURE,
} from './procuration-page.ts';

const PRIVACY_SUMMARY = 'Vos données';
const NOTHING_LEAVES = /Rien de ce que vous saisissez ne quitte votre appareil/;
const ERASED = 'Vos données ont été effacées de ce navigateur.';

function savedForm(page: Page): Promise<string | null> {
  return page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY);
}

async function openEraseDialog(page: Page) {
  await page.getByText(PRIVACY_SUMMARY, { exact: true }).click();
  await button(page, 'Effacer mes données').click();
  const dialog = page.getByRole('dialog', { name: 'Effacer mes données ?' });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function expectEmptyForm(page: Page) {
  for (const title of [GRANTOR_CARD, ATTORNEY_CARD] as const) {
    const fields = personFields(page, title);
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
      await expect(field).toHaveValue('');
    }
  }
  const form = details(page);
  await expect(form.type).toHaveValue('');
  await expect(form.startDate).toHaveValue('');
  await expect(form.duration).toHaveValue('');
  await expect(form.endDate).toHaveValue('');
  await expect(form.operations.getByRole('checkbox')).toHaveCount(0);
}

test.describe('"Vos données"', () => {
  test('a disclosure at the foot of the page says that nothing leaves the device', async ({ page }) => {
    await page.goto('/');
    const summary = page.getByText(PRIVACY_SUMMARY, { exact: true });
    await expect(summary).toBeVisible();
    await expect(page.getByText(NOTHING_LEAVES)).toBeHidden();

    await summary.click();
    const text = page.getByText(NOTHING_LEAVES);
    await expect(text).toBeVisible();
    await expect(text).toContainText('stockage local de ce navigateur');
    await expect(page.getByRole('contentinfo')).toContainText(NOTHING_LEAVES);
  });

  test('"Effacer mes données", confirmed, removes the save and empties the form, also after a reload', async ({ page }) => {
    await page.goto('/');
    await fillValidForm(page);
    await expect.poll(() => savedForm(page)).toContain(GRANTOR.lastName);

    const dialog = await openEraseDialog(page);
    await dialog.getByRole('button', { name: 'Oui, tout effacer', exact: true }).click();

    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').getByText(ERASED, { exact: true })).toBeVisible();
    await expectEmptyForm(page);
    expect(await savedForm(page)).toBeNull();
    expect(await page.evaluate(() => localStorage.length)).toBe(0);

    await page.reload();
    await expectEmptyForm(page);
    expect(await savedForm(page)).toBeNull();
  });

  test('"Annuler" (or Escape) keeps everything', async ({ page }) => {
    await page.goto('/');
    await fillValidForm(page);
    await expect.poll(() => savedForm(page)).toContain('Consultation de solde');
    const before = await savedForm(page);

    const dialog = await openEraseDialog(page);
    await dialog.getByRole('button', { name: 'Annuler', exact: true }).click();
    await expect(dialog).toBeHidden();

    await button(page, 'Effacer mes données').click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    expect(await savedForm(page)).toBe(before);
    await expect(personFields(page, GRANTOR_CARD).lastName).toHaveValue(GRANTOR.lastName);
    await expect(personFields(page, ATTORNEY_CARD).city).toHaveValue(ATTORNEY.city);
    await expect(details(page).operation('Consultation de solde')).toBeChecked();
    await page.reload();
    await expect(personFields(page, GRANTOR_CARD).lastName).toHaveValue(GRANTOR.lastName);
  });
});

/** The levels of the verdict under the type (docs/decisions/029, 042), read from the legal content by key (docs/decisions/070). */
const SUITABLE = levelTitle('suitable');
const OFFICIAL_FORM = levelTitle('officialForm');
const LEVELS = Object.values(legalContent().notices.levels);

/**
 * What the verdict says for each of the 21 types before any operation is ticked: its level's title,
 * then each paragraph of the type's own row and its route — by key, never copied here.
 */
const VERDICTS: Record<string, [string, ...string[]]> = Object.fromEntries(
  PROCURATION_TYPES.map((type) => {
    const row = verdictRowOf(type);
    const extra = type === TYPE_OTHER ? [passageOf('generalTermsRule').text] : [];
    return [type, [levelTitle(row.level), ...row.says, ...(row.route ? [row.route] : []), ...extra]];
  }),
);

test.describe('the verdict under the type', () => {
  test('covers the 21 types of the list', async ({ page }) => {
    await page.goto('/');
    const offered = await details(page).type.locator('option:not([disabled])').allTextContents();
    expect(offered).toEqual(Object.keys(VERDICTS));
  });

  for (const [type, [level, ...phrases]] of Object.entries(VERDICTS)) {
    test(`${type}: "${level}", with its reason, read with the type`, async ({ page }) => {
      await page.goto('/');
      const form = details(page);
      await chooseOption(form.type, type);
      const verdict = form.section.getByText(level, { exact: true }).locator('..');
      await expect(verdict).toBeVisible();
      for (const phrase of phrases) await expect(verdict).toContainText(phrase);
      // Read with the select by a screen reader, and shown below it.
      await expect(form.type).toHaveAccessibleDescription(new RegExp(`^${level}`));
      const [selectBox, verdictBox] = [await form.type.boundingBox(), await verdict.boundingBox()];
      expect(verdictBox?.y ?? 0).toBeGreaterThan(selectBox?.y ?? Infinity);
      // Honest: none of the claims the product must never make.
      expect(forbiddenClaimsIn((await verdict.textContent()) ?? '')).toEqual([]);

      // Never blocking: the next step of the form is reached as usual.
      await button(page, WITHOUT_SIGNATURE).click();
      await expect(toast(page, MESSAGES.grantor)).toBeVisible();
    });
  }

  test('none before a type is chosen; it follows the type', async ({ page }) => {
    await page.goto('/');
    const form = details(page);
    const anyLevel = form.section.getByText(new RegExp(`^(?:${LEVELS.join('|')})$`));
    await expect(anyLevel).toHaveCount(0);
    await expect(form.type).toHaveAccessibleDescription('');
    await chooseOption(form.type, 'Électorale');
    await expect(form.section.getByText(OFFICIAL_FORM, { exact: true })).toBeVisible();
    await chooseOption(form.type, 'Loisirs');
    await expect(form.section.getByText(SUITABLE, { exact: true })).toBeVisible();
    await expect(anyLevel).toHaveCount(1);
  });

  test('an operation beyond administration adds the rule of art. 1988, and unticking it takes it away', async ({ page }) => {
    await page.goto('/');
    const form = details(page);
    const rule = form.section.getByText(passageOf('generalTermsRule').text, { exact: true });
    await chooseOption(form.type, 'Véhicules');
    await form.operation('Passage au contrôle technique').check();
    await expect(rule).toHaveCount(0);
    await form.operation('Vente de véhicule').check();
    await expect(rule).toBeVisible();
    await expect(rule).toContainText('vendre, hypothéquer, donner');
    await form.operation('Vente de véhicule').uncheck();
    await expect(rule).toHaveCount(0);
  });
});

test.describe('legal notices', () => {
  test('under the signature card: a drawn signature is not a qualified electronic signature', async ({ page }) => {
    await page.goto('/');
    // By its key in content/legal/documents/page.yaml, never its copied words.
    const notice = card(page, SIGNATURE_CARD).getByText(documentTextOf('page', 'signatureNotice'), { exact: true });
    await expect(notice).toBeVisible();
  });
});

async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/** Every visible element with a box lies within the viewport's width (nothing cut off at the left or right). */
async function elementsOutsideWidth(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const outside: string[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (box.left < -0.5 || box.right > width + 0.5) {
        outside.push(`${element.tagName.toLowerCase()}.${element.className} [${Math.round(box.left)}, ${Math.round(box.right)}]`);
      }
    }
    return outside;
  });
}

/** A filled page with long words, a toast, an open calendar and "Vos données" open. */
async function busiestPage(page: Page) {
  await page.goto('/');
  await fillValidForm(page);
  await personFields(page, GRANTOR_CARD).email.fill('jean-philippe.de-la-fontaine-saint-exupery@exemple-de-domaine.fr');
  const form = details(page);
  await chooseOption(form.type, 'Finances Personnelles');
  await form.operation("Gestion de portefeuille d'investissement").check();
  await chooseOption(form.duration, 'Autre');
  await page.getByText(PRIVACY_SUMMARY, { exact: true }).click();
  await personFields(page, ATTORNEY_CARD).phone.fill('');
  await button(page, WITHOUT_SIGNATURE).click();
  await expect(toast(page, MESSAGES.attorney)).toBeVisible();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  expect(await elementsOutsideWidth(page)).toEqual([]);

  await form.section.getByRole('button', { name: 'Sélectionner une date' }).last().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  expect(await elementsOutsideWidth(page)).toEqual([]);
}

test.describe('at 200 % zoom (a 1280 px screen: 640 CSS px at device scale 2)', () => {
  test.use({ viewport: { width: 640, height: 400 }, deviceScaleFactor: 2 });

  test('the page reflows without horizontal scrolling', async ({ page }) => {
    await busiestPage(page);
  });
});

test.describe('at 320 px (400 % zoom)', () => {
  test.use({ viewport: { width: 320, height: 256 }, hasTouch: true });

  test('the page reflows without horizontal scrolling', async ({ page }) => {
    await busiestPage(page);
  });
});

test.describe('motion', () => {
  async function toastAnimation(page: Page): Promise<string> {
    await page.goto('/');
    await button(page, WITHOUT_SIGNATURE).click();
    const message = toast(page, MESSAGES.grantor);
    await expect(message).toBeVisible();
    return message.locator('..').evaluate((element) => getComputedStyle(element).animationName);
  }

  test('toasts slide in by default', async ({ page }) => {
    expect(await toastAnimation(page)).not.toBe('none');
  });

  test('with prefers-reduced-motion: reduce, toasts appear without animation', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await toastAnimation(page)).toBe('none');
  });
});

test('the person fields carry autofill tokens, per person, and numeric keyboards where digits go', async ({ page }) => {
  await page.goto('/');
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
    const fields = personFields(page, title);
    for (const [field, token] of Object.entries(tokens) as [keyof typeof tokens, string][]) {
      await expect(fields[field]).toHaveAttribute('autocomplete', `section-${party} ${token}`);
    }
    await expect(fields.birthDate).toHaveAttribute('inputmode', 'numeric');
    await expect(fields.postalCode).toHaveAttribute('inputmode', 'numeric');
    await expect(fields.phone).toHaveAttribute('type', 'tel');
    await expect(fields.email).toHaveAttribute('type', 'email');
  }
});
