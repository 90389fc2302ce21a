// @vitest-environment happy-dom
/**
 * The calendar with the keyboard alone (specification §13), on the whole page in a simulated DOM:
 * Enter opens it on today, the arrows, Home/End and Page Up/Down (with Shift, a year) move the focused
 * day, Enter chooses, Escape closes without choosing, and the focus returns to its button. Moved from
 * e2e/keyboard.spec.ts, whose whole keyboard flow keeps the visible focus rings (on the days and the
 * calendar's button too), the reading order of every control and the made PDF (docs/decisions/134, 142).
 */
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { details, renderPage } from './page.test-helper.ts';

/** Monday 10 March 2025, 10:00 in Paris: the calendar opens on this day. */
const TODAY = new Date('2025-03-10T10:00:00+01:00');

let user: UserEvent;

beforeEach(async () => {
  // Only the date is fixed: the page's and Testing Library's timers run as they do.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(TODAY);
  user = await renderPage();
});

afterEach(() => {
  vi.useRealTimers();
});

/** From the start date, one Tab to its calendar button, which Enter opens. */
async function openStartCalendar(): Promise<{ calendarButton: HTMLElement; calendar: HTMLElement }> {
  const form = details();
  const [calendarButton] = within(form.section).getAllByRole('button', { name: 'Sélectionner une date' });
  await user.click(form.startDate);
  await user.tab();
  expect(calendarButton).toHaveFocus();
  expect(calendarButton).toHaveAttribute('aria-expanded', 'false');
  await user.keyboard('{Enter}');
  const calendar = await screen.findByRole('dialog');
  expect(calendarButton).toHaveAttribute('aria-expanded', 'true');
  return { calendarButton: calendarButton!, calendar };
}

/** The month shown, as its heading says it (a no-break space before the year). */
function expectMonth(calendar: HTMLElement, month: string) {
  expect(within(calendar).getByRole('heading', { name: month.replace(' ', '\u00a0') })).toBeVisible();
}

async function expectFocusedDay(calendar: HTMLElement, name: string) {
  await waitFor(() => expect(within(calendar).getByRole('button', { name })).toHaveFocus());
}

test('Escape closes the calendar without choosing, and focus returns to its button', async () => {
  const { calendarButton, calendar } = await openStartCalendar();
  expect(calendar).toBeVisible();
  await expectFocusedDay(calendar, 'lundi 10 mars 2025');
  await user.keyboard('{ArrowLeft}');
  await expectFocusedDay(calendar, 'dimanche 9 mars 2025');

  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).toBeNull();
  await waitFor(() => expect(calendarButton).toHaveFocus());
  expect(calendarButton).toHaveAttribute('aria-expanded', 'false');
  expect(details().startDate).toHaveValue('');
});

test('in the calendar, Home/End reach the ends of the week and Page Up/Down change month (with Shift, year)', async () => {
  const { calendarButton, calendar } = await openStartCalendar();
  expectMonth(calendar, 'mars 2025');
  await expectFocusedDay(calendar, 'lundi 10 mars 2025');
  await user.keyboard('{End}');
  await expectFocusedDay(calendar, 'dimanche 16 mars 2025');
  await user.keyboard('{Home}');
  await expectFocusedDay(calendar, 'lundi 10 mars 2025');
  await user.keyboard('{PageDown}');
  expectMonth(calendar, 'avril 2025');
  await expectFocusedDay(calendar, 'jeudi 10 avril 2025');
  await user.keyboard('{Shift>}{PageUp}{/Shift}');
  expectMonth(calendar, 'avril 2024');
  await expectFocusedDay(calendar, 'mercredi 10 avril 2024');
  await user.keyboard('{ArrowUp}');
  await expectFocusedDay(calendar, 'mercredi 3 avril 2024');
  await user.keyboard('{PageUp}');
  expectMonth(calendar, 'mars 2024');
  await expectFocusedDay(calendar, 'dimanche 3 mars 2024');
  await user.keyboard('{Enter}');

  expect(screen.queryByRole('dialog')).toBeNull();
  expect(details().startDate).toHaveValue('03/03/2024');
  await waitFor(() => expect(calendarButton).toHaveFocus());
});
