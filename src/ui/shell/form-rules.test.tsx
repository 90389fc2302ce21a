// @vitest-environment happy-dom
/**
 * The start date picked in the calendar, on the whole page in a simulated DOM: a French calendar whose
 * weeks start on Monday, which closes on the day picked and fills the start date and the end date its
 * duration implies. Moved from the browser, whose spec held only this test and is gone
 * (docs/decisions/134, 142); the details card's own rules and the date field's mask are component
 * tests beside them (src/ui/details/details-card.test.tsx, src/ui/controls/date-field.test.tsx).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { chooseOption, details, renderPage, typeDate } from './page.test-helper.ts';

test('the start date can be picked in a French calendar whose weeks start on Monday', async () => {
  const user = await renderPage();
  const form = details();
  await typeDate(user, form.startDate, '01/03/2025');
  await chooseOption(user, form.duration, '1 mois');

  const [openStart] = within(form.section).getAllByRole('button', { name: 'Sélectionner une date' });
  await user.click(openStart!);
  // The month's name is written with a no-break space, as French typography wants it.
  const calendar = await screen.findByRole('dialog', { name: /mars\u00a02025/i });
  expect(calendar).toBeVisible();
  expect(within(calendar).getAllByRole('columnheader')[0]).toHaveTextContent(/^l/i);
  await user.click(within(calendar).getByRole('button', { name: /\b15 mars 2025$/ }));

  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(form.startDate).toHaveValue('15/03/2025');
  expect(form.endDate).toHaveValue('15/04/2025');
});
