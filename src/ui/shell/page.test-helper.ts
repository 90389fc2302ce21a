/**
 * The whole generator page (`<App/>` as the browser gets it) rendered with React in a simulated DOM
 * (happy-dom), driven as a person drives it: by roles, accessible names and the words on screen
 * only, never by the page's modules, so these tests hold whatever the page's insides become
 * (docs/decisions/134). A test file that uses it starts with `// @vitest-environment happy-dom`.
 */
import '@testing-library/jest-dom/vitest';
import { cleanup, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { createElement } from 'react';
import { afterEach, expect, vi } from 'vitest';
import { ATTORNEY, ATTORNEY_CARD, beginsWith, DETAILS_CARD, GRANTOR, GRANTOR_CARD, type PersonInput } from './page-words.test-helper.ts';

// The page fetches its rules on the first touch and its later parts once it works (dynamic imports):
// the first of them in a test file is transformed then, which on a busy machine takes seconds. Every
// wait is on what the page shows; this only ends one that never comes.
configure({ asyncUtilTimeout: 15_000 });

/**
 * happy-dom draws nothing: its canvas has no 2D context, and the signature pen sets its colours on
 * one as it starts. A context that takes every call and draws nothing lets the pad start; what is
 * drawn, and the PDF it goes into, are tested in a real browser (e2e/signature.spec.ts).
 */
const blankContext = new Proxy({} as Record<string | symbol, unknown>, {
  get: (target, key) => (key in target ? target[key] : () => undefined),
  set: (target, key, value) => ((target[key] = value), true),
});
HTMLCanvasElement.prototype.getContext = function getContext() {
  return blankContext;
} as unknown as HTMLCanvasElement['getContext'];

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.restoreAllMocks();
});

/**
 * A fresh page, as after a load: the page's modules are evaluated anew (a toast, a loaded rule or the
 * page's mode from a test before is not carried over), the device's storage is empty.
 */
export async function renderPage(): Promise<UserEvent> {
  localStorage.clear();
  return loadPage();
}

/**
 * The page loaded again on this device, as after a reload: what was rendered is gone, the page's
 * modules are evaluated anew, what the device's storage holds stays. It returns once the page
 * answers, the save read back (the cards are `inert` until then, as e2e/fixtures.ts waits for too).
 */
export async function reloadPage(): Promise<UserEvent> {
  cleanup();
  const user = await loadPage();
  await waitFor(() => expect(document.querySelector('.workspace[inert]')).toBeNull());
  return user;
}

async function loadPage(): Promise<UserEvent> {
  vi.resetModules();
  const { PageRoot } = await import('./page-root.tsx');
  // No pause between two keys: a person's pace is no part of what these tests check.
  const user = userEvent.setup({ delay: null });
  render(createElement(PageRoot));
  return user;
}

/** A card, the landmark section labelled by its title. */
export function card(title: string): HTMLElement {
  return screen.getByRole('region', { name: title });
}

export function personFields(title: string) {
  const section = card(title);
  const field = (label: string) => within(section).getByLabelText(beginsWith(label));
  return {
    section,
    lastName: field('Nom'),
    firstName: field('Prénom'),
    birthDate: field('Date de naissance'),
    address: field('Adresse'),
    postalCode: field('Code postal'),
    city: field('Ville'),
    phone: field('Téléphone'),
    email: field('Email (optionnel)'),
  };
}

export function details() {
  const section = card(DETAILS_CARD);
  const field = (label: string) => within(section).getByLabelText(beginsWith(label));
  const maybe = (label: string) => within(section).queryByLabelText(beginsWith(label));
  const operations = within(section).getByRole('group', { name: beginsWith('Opérations autorisées') });
  return {
    section,
    type: field('Type de procuration'),
    /** Shown only for the type « Autre ». */
    customType: () => maybe('Précisez le type'),
    startDate: field('Date de début'),
    duration: field('Durée'),
    endDate: field('Date de fin'),
    operations,
    operation: (name: string) => within(operations).getByRole('checkbox', { name }),
    /** Shown only while « À préciser » is ticked. */
    customOperation: () => maybe("Précisez l'opération autorisée"),
  };
}

export function button(name: string): HTMLElement {
  return screen.getByRole('button', { name });
}

/**
 * Testing Library's text options for a whole text, word for word: its default normalizer turns every
 * white space into a plain one, no-break spaces included, so French typography (« : », « ans ») would
 * go unchecked; this one only trims and joins the spaces HTML itself folds.
 */
export const WHOLE_TEXT = { exact: true, normalizer: (text: string) => text.trim().replace(/[ \t\n\r\f]+/g, ' ') } as const;

/** The live regions' toasts (role status or alert) whose whole text is `text`. */
export function toasts(text: string): HTMLElement[] {
  return [...screen.queryAllByRole('status'), ...screen.queryAllByRole('alert')].flatMap((region) =>
    within(region).queryAllByText(text, WHOLE_TEXT),
  );
}

/**
 * The error toast saying `text`, once it is there. The region is looked for again at each try: the
 * toaster may be rendered anew between the press and the message (a rule loaded on the first touch).
 */
export function findAlert(text: string): Promise<HTMLElement> {
  return waitFor(() => {
    const [found, ...more] = screen.getAllByRole('alert').flatMap((region) => within(region).queryAllByText(text, WHOLE_TEXT));
    if (!found || more.length > 0) throw new Error(`one alert saying « ${text} » expected`);
    return found;
  });
}

/** Replaces a text field's content as a person does: select it all, then type or paste. */
export async function fill(user: UserEvent, field: HTMLElement, text: string): Promise<void> {
  await user.clear(field);
  if (text) {
    await user.click(field);
    await user.paste(text);
  }
}

/** Types a date as jj/mm/aaaa into a date field and leaves it. */
export async function typeDate(user: UserEvent, field: HTMLElement, ddmmyyyy: string): Promise<void> {
  await user.clear(field);
  await user.type(field, ddmmyyyy);
  await user.tab();
  expect(field).toHaveValue(ddmmyyyy);
}

export async function chooseOption(user: UserEvent, select: HTMLElement, label: string): Promise<void> {
  await user.selectOptions(select, label);
  expect(within(select).getByRole<HTMLOptionElement>('option', { name: label }).selected).toBe(true);
}

export async function fillPerson(user: UserEvent, title: string, person: PersonInput): Promise<void> {
  const fields = personFields(title);
  await fill(user, fields.lastName, person.lastName);
  await fill(user, fields.firstName, person.firstName);
  await user.type(fields.birthDate, person.birthDigits);
  expect(fields.birthDate).toHaveValue(person.birthShown);
  await fill(user, fields.address, person.address);
  await fill(user, fields.postalCode, person.postalCode);
  await fill(user, fields.city, person.city);
  await fill(user, fields.phone, person.phone);
  if (person.email !== undefined) await fill(user, fields.email, person.email);
}

/** A company mandant as typed on its card: `specify` when the form is « Autre », `rcsCity` when given. */
export interface CompanyInput {
  denomination: string;
  legalForm: string;
  specify?: string;
  siren: string;
  rcsCity?: string;
  quality: string;
}

/**
 * The mandant card switched to « Une société » and filled: the company's fields, then its
 * representative and registered office, which are GRANTOR's name, address and phone.
 */
export async function fillCompanyMandant(user: UserEvent, company: CompanyInput): Promise<void> {
  const grantor = card(GRANTOR_CARD);
  await user.click(within(grantor).getByRole('radio', { name: 'Une société' }));
  const field = (label: string) => within(grantor).findByLabelText(label, { exact: true });
  await fill(user, await field('Dénomination *'), company.denomination);
  await chooseOption(user, await field('Forme juridique *'), company.legalForm);
  if (company.specify !== undefined) await fill(user, await field('Précisez la forme juridique *'), company.specify);
  await fill(user, await field('Numéro SIREN *'), company.siren);
  if (company.rcsCity !== undefined) await fill(user, await field('Ville du RCS (optionnel)'), company.rcsCity);
  await fill(user, await field('Qualité du représentant *'), company.quality);
  await fill(user, await field('Nom du représentant *'), GRANTOR.lastName);
  await fill(user, await field('Prénom du représentant *'), GRANTOR.firstName);
  await fill(user, await field('Adresse du siège *'), GRANTOR.address);
  await fill(user, await field('Code postal du siège *'), GRANTOR.postalCode);
  await fill(user, await field('Ville du siège *'), GRANTOR.city);
  await fill(user, await field('Téléphone *'), GRANTOR.phone);
}

export async function fillBothPeople(user: UserEvent): Promise<void> {
  await fillPerson(user, GRANTOR_CARD, GRANTOR);
  await fillPerson(user, ATTORNEY_CARD, ATTORNEY);
}

/** The details card: `type` from 01/03/2030 for 1 an, `operation` ticked. */
export async function fillDetailsForAYear(user: UserEvent, type: string, operation: string): Promise<void> {
  const form = details();
  await chooseOption(user, form.type, type);
  await typeDate(user, form.startDate, '01/03/2030');
  await chooseOption(user, form.duration, '1 an');
  await user.click(form.operation(operation));
}

/** Both people, Bancaire from 01/03/2030 for 3 mois, two operations ticked. */
export async function fillValidForm(user: UserEvent): Promise<void> {
  await fillBothPeople(user);
  const form = details();
  await chooseOption(user, form.type, 'Bancaire');
  await typeDate(user, form.startDate, '01/03/2030');
  await chooseOption(user, form.duration, '3 mois');
  expect(form.endDate).toHaveValue('01/06/2030');
  await user.click(form.operation("Retrait d'argent"));
  await user.click(form.operation('Consultation de solde'));
}
