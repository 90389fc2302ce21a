/**
 * A notary's project is signed by nobody (docs/decisions/177): its Word and OpenDocument copies keep the
 * reference and page numbers in their foot, without « Paraphe(s) » (docs/decisions/214); a paper people
 * sign keeps it.
 */
import { expect, test } from 'vitest';
import { documentTextOf } from '../../scripts/legal/legal-content.test-helper.ts';
import type { ProcurationForm } from '../domain/form.ts';
import { aSignedForm } from '../domain/test-factory.test-helper.ts';
import { NOW, packageFiles, packageText } from './editable.test-helper.ts';
import { procurationDocx } from './procuration-docx.ts';
import { procurationOdt } from './procuration-odt.ts';

const flat = (text: string) => text.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
const INITIALS = flat(documentTextOf('procuration', 'initialsLabel')).trim();

/** The foot of the Word copy and the styles (which hold the foot) of the OpenDocument copy, as text. */
async function footers(form: ProcurationForm): Promise<string[]> {
  const docx = await procurationDocx(form, { now: NOW });
  const footerPath = Object.keys(packageFiles(docx)).find((path) => /^word\/footer\d*\.xml$/.test(path)) ?? '';
  return [flat(packageText(docx, footerPath)), flat(packageText(procurationOdt(form, { now: NOW }), 'styles.xml'))];
}

test('the editable copies of a notary’s project have no « Paraphe(s) » in their foot, only the reference and page', async () => {
  for (const foot of await footers(aSignedForm({ type: 'Immobilière', authorizedOperations: ['Vente de propriété'] }))) {
    expect(foot).not.toContain(INITIALS);
    expect(foot).toContain('Page');
  }
});

test('the editable copies of a paper people sign keep « Paraphe(s) »', async () => {
  for (const foot of await footers(aSignedForm({ type: 'Immobilière', authorizedOperations: ['Gestion de location'] })))
    expect(foot).toContain(INITIALS);
});
