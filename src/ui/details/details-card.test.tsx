// @vitest-environment happy-dom
/**
 * The details card's own rules, rendered with React in a simulated DOM (no browser needed): the
 * operations a type offers, the end date a duration implies. What needs a real browser (focus,
 * layout, the PDF) stays in e2e/.
 */
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import '@testing-library/jest-dom/vitest';
import { afterEach, expect, test } from 'vitest';
import { emptyForm, type ProcurationForm } from '../../domain/form.ts';
import { DetailsCard } from './details-card.tsx';

afterEach(cleanup);

/** The card with the form in a state of its own, as the page holds it. */
function Harness() {
  const [form, setForm] = useState<ProcurationForm>(emptyForm);
  return <DetailsCard form={form} objectRequired={false} onChange={setForm} />;
}

function setUp() {
  const user = userEvent.setup();
  render(<Harness />);
  const card = screen.getByRole('region', { name: 'Détails de la Procuration' });
  const field = (label: string) => within(card).getByLabelText(new RegExp(`^${label}`));
  const operation = (name: string) => within(card).queryByRole('checkbox', { name });
  const typeDate = async (label: string, text: string) => {
    await user.clear(field(label));
    await user.type(field(label), text);
    await user.tab();
  };
  return { user, card, field, operation, typeDate };
}

test('choosing another type clears the ticked operations and the custom type', async () => {
  const { user, field, operation } = setUp();
  await user.selectOptions(field('Type de procuration'), 'Bancaire');
  await user.click(operation("Retrait d'argent")!);
  await user.click(operation('Gestion de compte')!);
  expect(operation("Retrait d'argent")).toBeChecked();

  await user.selectOptions(field('Type de procuration'), 'Médicale');
  for (const name of ['Prise de décision médicale', 'Récupération de médicaments', 'Consultation de dossier médical', 'Hospitalisation']) {
    expect(operation(name)).not.toBeChecked();
  }
  expect(operation("Retrait d'argent")).toBeNull();
  await user.click(operation('Hospitalisation')!);

  await user.selectOptions(field('Type de procuration'), 'Bancaire');
  expect(operation("Retrait d'argent")).not.toBeChecked();
  expect(operation('Gestion de compte')).not.toBeChecked();

  await user.selectOptions(field('Type de procuration'), 'Autre');
  await user.type(field('Précisez le type'), 'Gestion de colis');
  await user.click(operation('À préciser')!);
  await user.selectOptions(field('Type de procuration'), 'Voyages');
  expect(screen.queryByLabelText(/^Précisez le type/)).toBeNull();
  await user.selectOptions(field('Type de procuration'), 'Autre');
  expect(field('Précisez le type')).toHaveValue('');
  expect(operation('À préciser')).not.toBeChecked();
});

test('the end date follows the start date and the duration, month ends clamped', async () => {
  const { user, field, typeDate } = setUp();
  await typeDate('Date de début', '31012025');
  await user.selectOptions(field('Durée'), '1 mois');
  expect(field('Date de fin')).toHaveValue('28/02/2025');
  expect(field('Date de fin')).toHaveAttribute('readonly');

  for (const [duration, end] of [
    ['3 mois', '30/04/2025'],
    ['6 mois', '31/07/2025'],
    ['1 an', '31/01/2026'],
  ] as const) {
    await user.selectOptions(field('Durée'), duration);
    expect(field('Date de fin')).toHaveValue(end);
  }

  // Changing the start date recomputes the end date for a fixed duration.
  await typeDate('Date de début', '29022024');
  expect(field('Date de fin')).toHaveValue('28/02/2025');
  await user.selectOptions(field('Durée'), '1 mois');
  await typeDate('Date de début', '31012024');
  expect(field('Date de fin')).toHaveValue('29/02/2024');
});

test('a duration "Autre" makes the end date editable, a fixed one computes it again', async () => {
  const { user, field, typeDate } = setUp();
  await typeDate('Date de début', '10032025');
  await user.selectOptions(field('Durée'), 'Autre');
  expect(field('Date de fin')).not.toHaveAttribute('readonly');
  await typeDate('Date de fin', '20122025');

  await typeDate('Date de début', '11032025');
  expect(field('Date de fin')).toHaveValue('20/12/2025');

  await user.selectOptions(field('Durée'), '6 mois');
  expect(field('Date de fin')).toHaveAttribute('readonly');
  expect(field('Date de fin')).toHaveValue('11/09/2025');
});
