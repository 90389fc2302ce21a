/**
 * The simple case on a 375 × 800 phone, counted (issue 33, docs/decisions/064): one mandant, one
 * mandataire, Bancaire, two operations, no signature, up to "Générer le PDF sans signature" and the
 * download.
 *
 * How it counts, the same way before and after any change of the page:
 * - an action is one fill, click, check or select: what a person does with a finger;
 * - before each action, the page is scrolled by the least distance that shows the whole control
 *   between the top of the screen and the bar of buttons that stays at the bottom (or the bottom of
 *   the screen when there is none), as a person scrolls until the field is in sight; whatever the
 *   action itself scrolls (the browser bringing a focused field into view) counts too;
 * - screens of scrolling: the total vertical distance scrolled, divided by the screen's height,
 *   rounded up.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import {
  ATTORNEY,
  ATTORNEY_CARD,
  button,
  details,
  GRANTOR,
  GRANTOR_CARD,
  personFields,
  type PersonInput,
  WITHOUT_SIGNATURE,
} from './procuration-page.ts';

const VIEWPORT = { width: 375, height: 800 };
/**
 * The scrolling's ceiling, issue 33's target (3,181 px at c376f54). The choice « Le mandant est » that issue 46
 * puts on the mandant's card took it to 5 screens (3,309 px, docs/decisions/156); drawn as two buttons on one
 * row, with the fields closer on a phone, it costs none (3,177 px, docs/decisions/157). Counted in one font since
 * (see layOutInOneFont): 3,059 px on 2026-12-06. The actions cannot go under what the specification requires (see below).
 */
const MAX_SCREENS = 4;
/**
 * Every field the specification requires, once each: seven per person, the type, the start date,
 * the duration, two operations, then the button. The issue hoped for 14; folding optional parts
 * cannot remove a required field (docs/decisions/064).
 */
const MAX_ACTIONS = 7 + 7 + 3 + 2 + 1;

// The injected font below is a style of the test's own, which the page's policy would refuse.
test.use({ viewport: VIEWPORT, hasTouch: true, bypassCSP: true });

/**
 * The page is counted in one font on every machine: Liberation Sans (Arial's widths, pdfjs-dist's copy),
 * in place of the system font the page asks for, which differs from one machine to the next and moved the
 * count by tens of pixels (issue 60). The ceiling is then a property of the page, not of the machine's fonts.
 */
async function layOutInOneFont(page: Page): Promise<void> {
  const fonts = path.join(path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts');
  const face = (file: string, weight: number) =>
    `@font-face { font-family: 'Counting Sans'; font-weight: ${weight}; src: url(data:font/ttf;base64,${readFileSync(path.join(fonts, file)).toString('base64')}); }`;
  await page.addStyleTag({
    content: `${face('LiberationSans-Regular.ttf', 400)} ${face('LiberationSans-Bold.ttf', 700)} * { font-family: 'Counting Sans' !important; }`,
  });
  await page.evaluate(async () => {
    await document.fonts.load("16px 'Counting Sans'");
    await document.fonts.load("bold 16px 'Counting Sans'");
    await document.fonts.ready;
  });
}

/** Counts actions and the distance scrolled to reach each control. */
class Counter {
  actions = 0;
  scrolled = 0;
  constructor(private readonly page: Page) {}

  private scrollY(): Promise<number> {
    return this.page.evaluate(() => window.scrollY);
  }

  /** Scrolls by the least distance that shows the whole control above the bar of buttons, and counts it. */
  private async reach(control: Locator): Promise<void> {
    const before = await this.scrollY();
    await control.evaluate((element) => {
      const box = element.getBoundingClientRect();
      // The bar that stays at the bottom of a phone's screen (docs/decisions/063), when it is there.
      const bars = [...document.querySelectorAll('button')]
        .filter((candidate) => /^Générer le PDF/.test(candidate.textContent ?? ''))
        .map((candidate) => candidate.parentElement)
        .filter((parent): parent is HTMLElement => parent !== null && getComputedStyle(parent).position === 'sticky');
      const covered = bars.some((bar) => bar.contains(element)) ? 0 : Math.max(0, ...bars.map((bar) => bar.offsetHeight));
      const bottom = window.innerHeight - covered;
      let delta = 0;
      if (box.top < 0 || box.height > bottom) delta = box.top;
      else if (box.bottom > bottom) delta = box.bottom - bottom;
      window.scrollBy({ top: delta, behavior: 'instant' });
    });
    const after = await this.scrollY();
    this.scrolled += Math.abs(after - before);
  }

  /** One action on a control: reach it, act, and count what the action itself scrolled. */
  async act(control: Locator, action: (control: Locator) => Promise<unknown>): Promise<void> {
    await this.reach(control);
    const before = await this.scrollY();
    await action(control);
    this.actions += 1;
    this.scrolled += Math.abs((await this.scrollY()) - before);
  }

  /** A tap where the control is on screen: no tool-made scrolling (a sticky bar is scrolled to by its place in the flow). */
  async tap(control: Locator): Promise<void> {
    await this.act(control, async () => {
      const box = await control.boundingBox();
      if (!box) throw new Error('the control has no box');
      await this.page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    });
  }

  screens(): number {
    return Math.ceil(this.scrolled / VIEWPORT.height);
  }
}

async function fillRequired(counter: Counter, page: Page, title: string, person: PersonInput) {
  const fields = personFields(page, title);
  await counter.act(fields.lastName, (field) => field.fill(person.lastName));
  await counter.act(fields.firstName, (field) => field.fill(person.firstName));
  await counter.act(fields.birthDate, (field) => field.fill(person.birthShown));
  await counter.act(fields.address, (field) => field.fill(person.address));
  await counter.act(fields.postalCode, (field) => field.fill(person.postalCode));
  await counter.act(fields.city, (field) => field.fill(person.city));
  await counter.act(fields.phone, (field) => field.fill(person.phone));
}

test('the simple case takes at most 20 actions and 4 screens of scrolling', async ({ page }) => {
  await page.goto('/');
  await layOutInOneFont(page);
  const counter = new Counter(page);
  await fillRequired(counter, page, GRANTOR_CARD, GRANTOR);
  await fillRequired(counter, page, ATTORNEY_CARD, ATTORNEY);
  const form = details(page);
  await counter.act(form.type, (field) => field.selectOption({ label: 'Bancaire' }));
  await counter.act(form.startDate, (field) => field.fill('01/03/2030'));
  await counter.act(form.duration, (field) => field.selectOption({ label: '3 mois' }));
  await expect(form.endDate).toHaveValue('01/06/2030');
  for (const operation of ["Retrait d'argent", 'Consultation de solde']) {
    await counter.tap(form.operation(operation));
    await expect(form.operation(operation)).toBeChecked();
  }

  const downloadStarted = page.waitForEvent('download');
  await counter.tap(button(page, WITHOUT_SIGNATURE));
  expect((await downloadStarted).suggestedFilename()).toBe('procuration.pdf');

  test.info().annotations.push({
    type: 'count',
    description: `${counter.actions} actions, ${counter.scrolled} px scrolled = ${counter.screens()} screens of ${VIEWPORT.height} px`,
  });
  console.log(`simple case: ${counter.actions} actions, ${Math.round(counter.scrolled)} px, ${counter.screens()} screens`);
  expect(counter.actions).toBeLessThanOrEqual(MAX_ACTIONS);
  expect(counter.screens()).toBeLessThanOrEqual(MAX_SCREENS);
});
