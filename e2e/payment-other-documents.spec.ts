/**
 * In payment mode the preview, the revocation letter and the reminder are the same as in free mode,
 * made in the browser: no request leaves for them (docs/decisions/032).
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { downloadReminder, downloadRevocation } from './other-documents.ts';
import { fillValidForm, GRANTOR } from './procuration-page.ts';

/** Every request the page sends from now on, but the data and blob addresses it makes itself. */
function recordRequests(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith('data:') && !request.url().startsWith('blob:')) sent.push(`${request.method()} ${request.url()}`);
  });
  return sent;
}

test.beforeEach(async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('meta[name="payment-mode"]')).toHaveAttribute('content', 'simulated');
});

test('the letter and the reminder are made without any request to the server', async ({ page }) => {
  await fillValidForm(page);
  const sent = recordRequests(page);
  expect((await downloadRevocation(page)).text).toContain('RÉVOCATION DE PROCURATION');
  expect((await downloadReminder(page)).event.summary).toContain('Fin de la procuration de type Bancaire');
  expect(sent.filter((line) => line.includes('/api/'))).toEqual([]);
});

test.describe('on a wide screen', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the preview shows the document as in free mode, laid out in the page', async ({ page }) => {
    const sent = recordRequests(page);
    await fillValidForm(page);
    const preview = page.getByRole('region', { name: 'Aperçu du document', exact: true });
    await expect(preview).toContainText('PROCURATION');
    await expect(preview).toContainText(`${GRANTOR.firstName} ${GRANTOR.lastName}`);
    await expect(preview.locator('.preview__page')).toHaveCount(1);
    expect(sent.filter((line) => line.includes('/api/'))).toEqual([]);
  });
});
