/**
 * Honest with people (issue 5): "Vos données" says what happens to the form and erases it on
 * request; the legal notices appear under the type they concern and under the signature; the page
 * reflows at 200 % and 400 % zoom, respects reduced motion, and helps autofill.
 */
import type { Page } from '@playwright/test';
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
    for (const field of [fields.lastName, fields.firstName, fields.birthDate, fields.address, fields.postalCode, fields.city, fields.phone, fields.email]) {
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

/** What each notice must say (issue 5), by type; every other type has none. */
const TYPE_NOTICES: Record<string, RegExp[]> = {
  Électorale: [/ne permet pas de voter/, /maprocuration\.gouv\.fr/, /commissariat/, /gendarmerie/],
  Véhicules: [/immatriculer/, /Cerfa n° 13757/],
  Médicale: [/décisions médicales ne se délèguent pas/, /« personne de confiance »/, /L1111-6/],
  Bancaire: [/banques/, /propre formulaire/, /signé en agence/],
  Immobilière: [/vente, une hypothèque ou une donation/, /notaire/],
  'Dons et Héritages': [/vente, une hypothèque ou une donation/, /notaire/],
};
const TYPES_WITHOUT_NOTICE = ['Animaux', 'Administrative', 'Juridique', 'Voyages', 'Autre'];

test.describe('legal notices', () => {
  for (const [type, phrases] of Object.entries(TYPE_NOTICES)) {
    test(`${type}: a notice under the type, read with it`, async ({ page }) => {
      await page.goto('/');
      const form = details(page);
      await chooseOption(form.type, type);
      const notice = form.section.getByText(phrases[0] ?? /./);
      await expect(notice).toBeVisible();
      for (const phrase of phrases) await expect(notice).toContainText(phrase);
      // Read with the select by a screen reader, and shown below it.
      await expect(form.type).toHaveAccessibleDescription(phrases[0] ?? /./);
      const [selectBox, noticeBox] = [await form.type.boundingBox(), await notice.boundingBox()];
      expect(noticeBox?.y ?? 0).toBeGreaterThan(selectBox?.y ?? Infinity);

      // Never blocking: the next step of the form is reached as usual.
      await button(page, WITHOUT_SIGNATURE).click();
      await expect(toast(page, MESSAGES.grantor)).toBeVisible();
    });
  }

  test('the notice follows the type: none for the types without one', async ({ page }) => {
    await page.goto('/');
    const form = details(page);
    const anyNotice = form.section.getByText(new RegExp(Object.values(TYPE_NOTICES).map((phrases) => phrases[0]?.source).join('|')));
    await expect(anyNotice).toHaveCount(0);
    await chooseOption(form.type, 'Électorale');
    await expect(anyNotice).toHaveCount(1);
    for (const type of TYPES_WITHOUT_NOTICE) {
      await chooseOption(form.type, type);
      await expect(anyNotice).toHaveCount(0);
      await expect(form.type).toHaveAccessibleDescription('');
    }
  });

  test('under the signature card: a drawn signature is not a qualified electronic signature', async ({ page }) => {
    await page.goto('/');
    const notice = card(page, SIGNATURE_CARD).getByText(/n'est pas une signature électronique qualifiée/);
    await expect(notice).toBeVisible();
    await expect(notice).toContainText(/imprimez le document et signez-le à la main/);
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
