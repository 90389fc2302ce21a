// @vitest-environment happy-dom
/**
 * « À apporter » reads the page's one store (src/ui/state/page-state.ts), on the whole page in a
 * simulated DOM: it appears once procuration.pdf is made, stays while the person edits a field of
 * the same procuration, and goes when another type is chosen.
 */
import { screen, waitFor } from '@testing-library/react';
import { expect, test } from 'vitest';
import { button, chooseOption, details, fill, fillValidForm, personFields, renderPage } from './page.test-helper.ts';
import { ATTORNEY_CARD, WITHOUT_SIGNATURE } from './page-words.test-helper.ts';

const bringList = () => screen.queryByRole('region', { name: 'À apporter' });

test('« À apporter » comes with the PDF, stays through an edit, and goes with another type', async () => {
  const user = await renderPage();
  await fillValidForm(user);
  expect(bringList()).toBeNull();
  await user.click(button(WITHOUT_SIGNATURE));
  expect(await screen.findByRole('region', { name: 'À apporter' })).toBeVisible();

  await fill(user, personFields(ATTORNEY_CARD).phone, '0611223344');
  expect(bringList()).toBeVisible();

  await chooseOption(user, details().type, 'Administrative');
  await waitFor(() => expect(bringList()).toBeNull());
});
