/**
 * The editable copies (docs/decisions/085): beside the PDF buttons, Word and OpenDocument files made in
 * the browser, with the PDF's words, the notice first and the signature when one is saved; nothing is
 * sent to the server. That they pass the same checks as the PDF is tested on the whole page in a
 * simulated DOM: src/ui/shell/validation.test.tsx (docs/decisions/134, 246).
 */
import { expect, test } from './fixtures.ts';
import {
  button,
  drawSignature,
  fillPerson,
  openFilledPage,
  openPersonMore,
  personFields,
  SECOND_GRANTOR,
  toast,
} from './procuration-page.ts';
import { EDITABLE_COPIES_UNSIGNED_NOTE } from '../src/domain/page-messages.ts';
import { download, NOTICE_START, OPEN_DOCUMENT, WORD } from './editable-copies.ts';

test('one mandant and one mandataire: the Word and OpenDocument files, the words and empty places to sign, though a signature was drawn', async ({
  page,
}) => {
  const requests: string[] = [];
  await openFilledPage(page);
  await drawSignature(page);
  await button(page, 'Sauvegarder la signature').click();
  page.on('request', (request) => requests.push(request.method()));
  // Beside the buttons, one sentence says the copies carry no signature (docs/decisions/115).
  await expect(page.getByText(EDITABLE_COPIES_UNSIGNED_NOTE, { exact: true })).toBeVisible();

  for (const [name, fileName] of [
    [WORD, 'procuration.docx'],
    [OPEN_DOCUMENT, 'procuration.odt'],
  ] as const) {
    const copy = await download(page, name);
    expect(copy.fileName).toBe(fileName);
    await expect(
      toast(page, `Le fichier ${fileName} a été téléchargé. Une fois modifié, son texte est celui des signataires.`),
    ).toBeVisible();
    expect(copy.paragraphs.join('\n')).not.toContain(NOTICE_START);
    expect(copy.paragraphs).toContain('PROCURATION');
    expect(copy.paragraphs).toContain('Opérations autorisées\u00a0:');
    // Each operation with the powers its row gives (docs/decisions/106).
    expect(copy.paragraphs).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Retrait d'argent\s:\s\S/), expect.stringMatching(/^Consultation de solde\s:\s\S/)]),
    );
    expect(copy.paragraphs.join('\n')).toContain('Jean Dupont');
    expect(copy.paragraphs).toContain('Signature du mandant\u00a0:');
    expect(copy.pictures).toBe(0);
  }
  // Made on the device: no request carried the form (only GET requests for code, if any).
  expect(requests.filter((method) => method !== 'GET')).toEqual([]);
});

test('two mandants: both named, a place to sign each, no signature image when none is saved', async ({ page }) => {
  await openFilledPage(page);
  await button(page, 'Ajouter un mandant').click();
  await fillPerson(page, 'Informations du mandant 2', SECOND_GRANTOR);
  await openPersonMore(page, 'Informations du mandant 2');
  await personFields(page, 'Informations du mandant 2').civility.selectOption('Madame');

  for (const name of [WORD, OPEN_DOCUMENT] as const) {
    const copy = await download(page, name);
    expect(copy.paragraphs.join('\n')).not.toContain(NOTICE_START);
    const text = copy.paragraphs.join('\n');
    expect(text).toContain('Nous soussigné(e)s, Jean Dupont');
    expect(text).toContain('et Madame Claire Dupont, née le 03/04/1992');
    for (const mandant of ['Jean Dupont', 'Claire Dupont']) expect(copy.paragraphs).toContain(`Signature du mandant (${mandant})\u00a0:`);
    expect(copy.pictures).toBe(0);
  }
});
