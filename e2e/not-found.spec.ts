import { expect, test } from './fixtures.ts';

// The browser logs the 404 of the document itself as a console error; that one is expected here.
test.use({ allowedConsoleErrors: [/^Failed to load resource: the server responded with a status of 404\b/] });

for (const path of ['/nope', '/nope/plus/loin?x=1']) {
  test(`an unknown path (${path}) answers 404 with a French page linking back to "/"`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    expect(response?.headers()['content-type']).toMatch(/^text\/html/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByText(/page introuvable/i).first()).toBeVisible();

    const home = page.getByRole('link').and(page.locator('[href="/"]'));
    await expect(home).toBeVisible();
    await home.click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Procuration en Ligne – Rapide & Sécurisée' })).toBeVisible();
  });
}
