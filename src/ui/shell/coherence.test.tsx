// @vitest-environment happy-dom
/**
 * The coherence checks after those of specification §5 (docs/decisions/048, 050), on the whole page in
 * a simulated DOM: each refusal is said in the toast and under its field, which takes the focus, and
 * no document is made; a fixed field loses its mark and the document is made; the notes block
 * nothing. The page's clock is fixed, so "today" and the ages do not move. Moved from
 * e2e/coherence.spec.ts, which keeps what the made PDF says (docs/decisions/134, 142).
 */
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { documentTextOf } from '../../../scripts/legal/legal-content.test-helper.ts';
import {
  button,
  chooseOption,
  details,
  fill,
  fillValidForm,
  findAlert,
  personFields,
  renderPage,
  toasts,
  typeDate,
  WHOLE_TEXT,
} from './page.test-helper.ts';
import { ATTORNEY_CARD, escapeRegExp, GRANTOR_CARD, WITHOUT_SIGNATURE } from './page-words.test-helper.ts';

/** Tuesday 24 November 2026, 10:00 in Paris. */
const TODAY = new Date('2026-11-24T10:00:00+01:00');

// What the page says once the bank procuration of fillValidForm is made (docs/decisions/106).
const MADE = documentTextOf('procurationMessages', 'ownProcedureMadeMessage');

let user: UserEvent;

beforeEach(async () => {
  // Only the date is fixed: the page's and Testing Library's timers run as they do.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(TODAY);
  user = await renderPage();
  await fillValidForm(user);
});

afterEach(() => {
  vi.useRealTimers();
});

/** The document was made: the page says what comes next in its live region. */
async function expectMade(message = MADE) {
  await user.click(button(WITHOUT_SIGNATURE));
  const status = await screen.findByText(message, WHOLE_TEXT);
  expect(status.closest('[role="status"]')).not.toBeNull();
}

/** Pressing "Générer" is refused: the toast and the field say `message`, the field has the focus, nothing is made. */
async function expectRefused(field: HTMLElement, message: string) {
  await user.click(button(WITHOUT_SIGNATURE));
  expect(await findAlert(message)).toBeVisible();
  await waitFor(() => expect(field).toHaveFocus());
  expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(field).toHaveAccessibleDescription(new RegExp(`^${escapeRegExp(message)}`));
  expect(toasts(MADE)).toHaveLength(0);
}

function emancipated(): HTMLElement | null {
  return within(personFields(GRANTOR_CARD).section).queryByRole('checkbox', { name: 'Mineur émancipé' });
}

test('a birth date in the future, then more than 120 years ago', async () => {
  const birthDate = personFields(GRANTOR_CARD).birthDate;
  await typeDate(user, birthDate, '01/01/2031');
  await expectRefused(birthDate, 'La date de naissance est dans le futur\u00a0: vérifiez-la.');
  await typeDate(user, birthDate, '01/01/1900');
  await expectRefused(birthDate, "Cette date de naissance donne plus de 120\u00a0ans\u00a0: vérifiez l'année.");
});

test('a minor mandant is refused until "Mineur émancipé" is ticked, then the document is made', async () => {
  const grantor = personFields(GRANTOR_CARD);
  expect(emancipated()).toBeNull();
  await typeDate(user, grantor.birthDate, '15/06/2010');
  await expectRefused(
    grantor.birthDate,
    "Le mandant a moins de 18\u00a0ans\u00a0: un mineur ne peut pas donner seul une procuration. S'il est émancipé, cochez «\u00a0Mineur émancipé\u00a0».",
  );
  await user.click(emancipated()!);
  expect(grantor.birthDate).not.toHaveAttribute('aria-invalid', 'true');
  await expectMade();
});

test('an emancipated mandant of 15 is refused: emancipation comes at 16 at the earliest', async () => {
  const grantor = personFields(GRANTOR_CARD);
  await typeDate(user, grantor.birthDate, '25/11/2010');
  await user.click(emancipated()!);
  await expectRefused(
    grantor.birthDate,
    'Le mandant a moins de 16\u00a0ans\u00a0: un mineur ne peut pas être émancipé avant 16\u00a0ans (Code civil, art.\u00a0413-2), il ne peut donc pas donner seul une procuration.',
  );
});

test('a start before the day of the document is refused with its own message, dated by hand or not', async () => {
  const form = details();
  await typeDate(user, form.startDate, '23/11/2026');
  await expectRefused(
    form.startDate,
    "La date de début est antérieure à la date du document («\u00a0Fait à …, le …\u00a0»)\u00a0: une procuration ne peut pas prendre effet avant d'être faite. Choisissez une date de début à partir d'aujourd'hui.",
  );
  await user.click(within(form.section).getByRole('checkbox', { name: 'Dater à la main' }));
  await expectRefused(
    form.startDate,
    "La date de début est antérieure à aujourd'hui\u00a0: une procuration datée à la main ne peut pas prendre effet avant le jour où le PDF est créé. Choisissez une date de début à partir d'aujourd'hui.",
  );
  await typeDate(user, form.startDate, '24/11/2026');
  await expectMade();
});

test('a minor mandataire is allowed, and the page says so under the birth date', async () => {
  const attorney = personFields(ATTORNEY_CARD);
  await typeDate(user, attorney.birthDate, '15/06/2010');
  const note = await within(attorney.section).findByText(/^Le mandataire a moins de 18\u00a0ans\u00a0: c'est permis/, {
    normalizer: WHOLE_TEXT.normalizer,
  });
  expect(note).toBeVisible();
  // jest-dom's toHaveTextContent reads a no-break space as a plain one: the text itself is read.
  expect(note.textContent).toContain('art.\u00a01990');
  expect(attorney.birthDate).toHaveAccessibleDescription(/Le mandataire a moins de 18/);
  await expectMade();
});

test('an end before the start, and a period already over', async () => {
  const form = details();
  await chooseOption(user, form.duration, 'Autre');
  await typeDate(user, form.endDate, '01/01/2030');
  await expectRefused(form.endDate, 'La date de fin est antérieure à la date de début\u00a0: choisissez une date de fin après le début.');

  await chooseOption(user, form.duration, '3 mois');
  await typeDate(user, form.startDate, '01/03/2025');
  await expectRefused(
    form.startDate,
    "Avec cette date de début, la procuration aurait pris fin le 01/06/2025, avant aujourd'hui\u00a0: choisissez une date de début plus récente.",
  );
});

test('a very long period gets a visible word and is still made', async () => {
  const form = details();
  await chooseOption(user, form.duration, 'Autre');
  await typeDate(user, form.endDate, '01/03/2045');
  expect(
    await within(form.section).findByText(/^Procuration de plus de 10\u00a0ans\u00a0: vérifiez la date de fin/, {
      normalizer: WHOLE_TEXT.normalizer,
    }),
  ).toBeVisible();
  await expectMade();
});

function objectDetails(): HTMLElement {
  return within(details().section).getByLabelText(/^Objet précis et références \(optionnel\)/);
}

test('selling a property requires its precise object, and says what to write', async () => {
  const form = details();
  await chooseOption(user, form.type, 'Immobilière');
  await user.click(form.operation('Vente de propriété'));
  // The rule that says so is fetched once the person's input is quiet (docs/decisions/240).
  await waitFor(() => expect(objectDetails()).toHaveAttribute('aria-required', 'true'));
  await expectRefused(
    objectDetails(),
    "Pour la vente d'un bien immobilier, la procuration doit désigner précisément l'objet\u00a0: indiquez l'adresse complète du bien (et ses références cadastrales si vous les avez).",
  );
  await fill(user, objectDetails(), 'Appartement, 3 rue Mercière, 69002 Lyon, lot n° 12');
  expect(objectDetails()).not.toHaveAttribute('aria-invalid', 'true');
  await expectMade(documentTextOf('procurationMessages', 'notaryMadeMessage'));
});

test('selling a vehicle asks for the vehicle', async () => {
  const form = details();
  await chooseOption(user, form.type, 'Véhicules');
  await user.click(form.operation('Vente de véhicule'));
  await expectRefused(
    objectDetails(),
    "Pour la vente d'un véhicule, la procuration doit désigner précisément l'objet\u00a0: indiquez la marque, le modèle et l'immatriculation du véhicule (ou le numéro VIN).",
  );
});
