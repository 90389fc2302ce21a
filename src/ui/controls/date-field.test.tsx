// @vitest-environment happy-dom
/** The date field's mask, rendered with React in a simulated DOM: what is typed is what shows. */
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, expect, test, vi } from 'vitest';
import { DateField } from './date-field.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function Harness() {
  const [date, setDate] = useState<Date>();
  return <DateField path="grantor.birthDate" label="Date de naissance" value={date} onChange={setDate} />;
}

test('a birth date keeps only digits, adds the slashes, and an impossible date is only a warning', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const user = userEvent.setup();
  render(<Harness />);
  const birthDate = screen.getByLabelText('Date de naissance');

  expect(birthDate).toHaveAttribute('placeholder', 'jj/mm/aaaa');
  expect(birthDate).toHaveAttribute('maxlength', '10');
  // A refused key leaves the field as it was at once, even when the text itself does not change.
  await user.type(birthDate, '1');
  expect(birthDate).toHaveValue('1');
  await user.type(birthDate, 'a');
  expect(birthDate).toHaveValue('1');
  await user.type(birthDate, '5-0b51990');
  expect(birthDate).toHaveValue('15/05/1990');

  await user.clear(birthDate);
  await user.type(birthDate, '31021990');
  expect(birthDate).toHaveValue('31/02/1990');
  expect(warn).toHaveBeenCalledWith('Format de date invalide');
});
