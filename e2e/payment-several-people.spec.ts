/**
 * Several people in the simulated payment mode (docs/decisions/051): the record keeps `grantor` and
 * `attorney` and adds the others; the PDF made on return from the server's record names them all.
 */
import { paperSentence } from '../scripts/legal/legal-content.test-helper.ts';
import { expectNoAxeViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import {
  button,
  fillPerson,
  openFilledPage,
  payAndReadPdf,
  SECOND_ATTORNEY,
  STORAGE_KEY,
  toast,
  WITHOUT_SIGNATURE,
} from './procuration-page.ts';

test('a second mandataire goes through payment and is printed from the stored record', async ({ page }) => {
  await openFilledPage(page);
  await button(page, 'Ajouter un mandataire').click();
  await fillPerson(page, 'Informations du mandataire 2', SECOND_ATTORNEY);
  await expectNoAxeViolations(page);

  const stored = page.waitForRequest((request) => request.url().endsWith('/api/pdf-data') && request.method() === 'POST');
  await button(page, WITHOUT_SIGNATURE).click();
  const sent = (await stored).postDataJSON() as { data: Record<string, unknown> };
  expect(sent.data).toMatchObject({
    grantor: { lastName: 'Dupont' },
    attorney: { lastName: 'Martin' },
    otherGrantors: [],
    otherAttorneys: [{ lastName: 'Bernard', firstName: 'Hugo', birthDate: '1980-07-21' }],
    attorneysAct: 'separately',
  });
  await expect(page).toHaveURL(/\/paiement-simule\//);
  // The PDF must come from the server's record, not from what this browser kept.
  await page.evaluate((key) => localStorage.removeItem(key), STORAGE_KEY);

  const text = await payAndReadPdf(page);
  expect(text).toContain('à Élodie Martin');
  expect(text).toContain('et à Hugo Bernard');
  // The clause by its key in content/legal/documents/procuration.liquid, for one mandant and mandataires acting separately.
  const separately = paperSentence('bodyPurposeSeveralAttorneys', { together: false, women: false });
  expect(text.replace(/\s+/g, ' ')).toContain(separately.replace(/\s+/g, ' '));
  // Three places to sign share one row of narrow columns: each label wraps in its own column, read line by line.
  expect(text).toMatch(/Signature du mandataire Signature du mandataire .*\(Élodie Martin\) : \(Hugo Bernard\) :/);
  await expect(toast(page, 'Paiement réussi ! Le PDF a été généré.')).toBeVisible();
});
