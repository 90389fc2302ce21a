/**
 * French grammar wherever a name is written (docs/decisions/117), read back from the real PDF: "de"
 * elided before a vowel or a mute h, "chacune" for women only, a house number kept with its street,
 * and a paper dated by hand whose footer says nothing of the day.
 */
import { expect, test } from 'vitest';
import { documentTextOf } from '../../../../scripts/legal/legal-content.test-helper.ts';
import { setDetail, updatePerson, type ProcurationForm } from '../../../domain/form.ts';
import { NOW } from '../../fixtures.test-helper.ts';
import { aSignedForm } from '../../../domain/test-factory.test-helper.ts';
import { readPdf } from '../../read-pdf.test-helper.ts';
import { procurationPdf } from './procuration-pdf.ts';

const flat = (text: string) => text.replace(/\s+/g, ' ');

/** Hélène and Anne, two women acting separately for Anne Moreau; many operations push the paper to two pages. */
function twoWomenForm(): ProcurationForm {
  return aSignedForm({
    grantor: { firstName: 'Anne', lastName: 'Moreau', civility: 'Madame', address: '11 rue Nationale' },
    attorney: { firstName: 'Hélène', lastName: 'Petit', civility: 'Madame' },
    otherAttorneys: [{ firstName: 'Agathe', lastName: 'Roux', civility: 'Madame' }],
  });
}

async function pages(form: ProcurationForm): Promise<string[]> {
  const pdf = await readPdf(await procurationPdf(form, { now: NOW, withSignature: false }));
  return pdf.pages.map((page) => flat(page.lines.join(' ')));
}

test('two women acting separately: "chacune séparément"; a man among them: "chacun"', async () => {
  const women = (await pages(twoWomenForm())).join(' ');
  expect(women).toContain(flat(documentTextOf('procuration', 'attorneysActSeparatelyWomen')));
  expect(women).not.toContain(flat(documentTextOf('procuration', 'attorneysActSeparately')));
  const mixed = (await pages(updatePerson(twoWomenForm(), 'attorney2', 'civility', 'Monsieur'))).join(' ');
  expect(mixed).toContain(flat(documentTextOf('procuration', 'attorneysActSeparately')));
});

test('"de" is elided before a vowel or a mute h in the footer: "Procuration d\'Anne Moreau", "d\'Hélène Petit"', async () => {
  const long = (form: ProcurationForm) => setDetail(form, 'objectDetails', 'x '.repeat(1500).trim());
  const anne = (await pages(long(twoWomenForm()))).join(' ');
  expect(anne).toMatch(/Procuration d'Anne Moreau à Hélène Petit/u);
  expect(anne).not.toContain('Procuration de Anne');
  const helene = (await pages(long(aSignedForm({ grantor: { firstName: 'Hélène', lastName: 'Petit' } })))).join(' ');
  expect(helene).toMatch(/Procuration d'Hélène Petit à /u);
  const jeanne = (await pages(long(aSignedForm()))).join(' ');
  expect(jeanne).toMatch(/Procuration de Jeanne Lefèvre à /u);
});

test('the attachments name each person with "de" elided: "d\'Anne", "d\'Hélène"', async () => {
  const form = aSignedForm({
    grantor: { firstName: 'Anne', lastName: 'Moreau', idType: "Carte nationale d'identité", idNumber: 'X4RTBPFW4' },
    attorney: { firstName: 'Hélène', lastName: 'Petit', idType: 'Passeport', idNumber: '19AB12345' },
  });
  const text = (await pages(form)).join(' ');
  expect(text).toContain("d'Anne Moreau");
  expect(text).toContain("d'Hélène Petit");
  expect(text).not.toMatch(/ de (Anne|Hélène)/u);
});

test('a house number stays with its street: the no-break space keeps "11 rue Nationale" whole', async () => {
  const pdf = await readPdf(await procurationPdf(twoWomenForm(), { now: NOW, withSignature: false }));
  const lines = pdf.pages.flatMap((page) => page.lines);
  expect(lines.some((line) => /(^|\s)11$/u.test(line.trim()))).toBe(false);
  expect(lines.join(' ')).toContain('11 rue Nationale');
});

test('a paper dated by hand says nothing of the day in its footer', async () => {
  const long = setDetail(twoWomenForm(), 'objectDetails', 'x '.repeat(1500).trim());
  const dated = await pages(long);
  expect(dated.length).toBeGreaterThan(1);
  expect(dated[0]).toMatch(/établie le \d/u);
  const byHand = await pages(setDetail(long, 'handDated', true));
  expect(byHand.length).toBeGreaterThan(1);
  for (const page of byHand) {
    expect(page).not.toContain('établie le');
    expect(page).toMatch(/Procuration d'Anne Moreau à .+ — Page \d \/ \d/u);
  }
});
