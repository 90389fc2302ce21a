import { describe, expect, it } from 'vitest';
import { describeProcuration } from '../../domain/documents/procuration/document.ts';
import { EDITABLE_NOTICE } from '../editable-content.ts';
import { procurationDocx } from '../procuration-docx.ts';
import { NOW, onePersonForm, packageFiles, packageText, twoMandantForm } from '../editable.test-helper.ts';
import { DOCX_STYLES, renderDocx } from './render-docx.ts';

const docx = (form = onePersonForm(), withSignature = true) => renderDocx(describeProcuration(form, { today: NOW, withSignature }));
/** The paragraphs of document.xml, each with its style id and its text. */
function paragraphs(documentXml: string): Array<{ style: string | undefined; text: string }> {
  return [...documentXml.matchAll(/<w:p>(.*?)<\/w:p>/gs)].map(([, body = '']) => ({
    style: /<w:pStyle w:val="([^"]+)"\/>/.exec(body)?.[1],
    text: [...body.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map(([, text]) => text).join(''),
  }));
}

describe('the Word copy', () => {
  it('is in French, titled, on A4 with the PDF margins', async () => {
    const bytes = await docx();
    const styles = packageText(bytes, 'word/styles.xml');
    expect(styles).toMatch(/<w:docDefaults>.*<w:lang w:val="fr-FR"\/>.*<\/w:docDefaults>/s);
    expect(packageText(bytes, 'docProps/core.xml')).toContain('<dc:title>Procuration</dc:title>');
    const document = packageText(bytes, 'word/document.xml');
    expect(document).toMatch(/<w:pgSz w:w="11906" w:h="16838"/);
    expect(document).toMatch(/<w:pgMar w:top="1134" w:right="1134" w:bottom="1134" w:left="1134"/);
  });

  it('keeps the notice in its properties, not in its body', async () => {
    const bytes = await docx();
    expect(packageText(bytes, 'docProps/core.xml')).toContain(`<dc:description>${EDITABLE_NOTICE}</dc:description>`);
    expect(packageText(bytes, 'word/document.xml')).not.toContain('Document modifiable');
  });

  it('uses named styles: a heading, body text and a bulleted list', async () => {
    const bytes = await docx();
    const styles = packageText(bytes, 'word/styles.xml');
    for (const id of [...Object.values(DOCX_STYLES), 'Heading1']) expect(styles).toContain(`w:styleId="${id}"`);
    const all = paragraphs(packageText(bytes, 'word/document.xml'));
    expect(all).toContainEqual({ style: 'Heading1', text: 'PROCURATION' });
    expect(all.filter((paragraph) => paragraph.style === DOCX_STYLES.list)).toHaveLength(3);
    expect(packageText(bytes, 'word/numbering.xml')).toMatch(/<w:numFmt w:val="bullet"\/>/);
    // Every paragraph names its style: none is formatted by hand.
    expect(all.filter((paragraph) => paragraph.style === undefined)).toEqual([]);
  });

  it('carries no signature, even when every signatory drew one: empty places, with their handwritten mentions', async () => {
    const form = twoMandantForm();
    const bytes = await procurationDocx({ ...form, cosignatures: { grantor2: form.signature ?? '' } }, { now: NOW });
    expect(Object.keys(packageFiles(bytes)).filter((path) => path.startsWith('word/media/'))).toEqual([]);
    const document = packageText(bytes, 'word/document.xml');
    expect(document).not.toMatch(/<w:drawing|<wp:docPr|<pic:/);
    const all = paragraphs(document);
    // Two mandants and the mandataire: three places, each with its handwritten mention.
    expect(all.filter((paragraph) => paragraph.style === DOCX_STYLES.signature)).toHaveLength(3);
    expect(all.filter((paragraph) => paragraph.style === DOCX_STYLES.mention)).toHaveLength(3);
  });

  it("keeps the paper's shape: the parties side by side and the places to sign in rows that never split, kept with the clause before", async () => {
    const document = packageText(await docx(twoMandantForm(), false), 'word/document.xml');
    const tables = [...document.matchAll(/<w:tbl>(.*?)<\/w:tbl>/gs)].map(([, body = '']) => body);
    expect(tables).toHaveLength(2);
    for (const table of tables) expect(table).toMatch(/<w:trPr><w:cantSplit\/><\/w:trPr>/);
    expect(tables[0]).toContain('Lefèvre');
    expect(tables[1]).toContain('Signature du mandant (Claire Dupont)');
    // The clause just before the places to sign stays on their page.
    const beforeSignatures = document.slice(0, document.lastIndexOf('<w:tbl>'));
    expect(beforeSignatures.slice(beforeSignatures.lastIndexOf('<w:p>'))).toContain('<w:keepNext/>');
  });

  it('keeps the French no-break spaces and names both mandants', async () => {
    const document = packageText(await docx(twoMandantForm()), 'word/document.xml');
    expect(document).toContain('Opérations autorisées\u00A0:');
    expect(document).toContain('Signature du mandant (Claire Dupont)\u00A0:');
  });

  it("carries on every page a place for the initials, the reference and Word's own page number and count", async () => {
    const bytes = await docx();
    const footerPath = Object.keys(packageFiles(bytes)).find((path) => /^word\/footer\d*\.xml$/.test(path)) ?? '';
    const footer = paragraphs(packageText(bytes, footerPath));
    expect(footer[0]).toEqual({ style: DOCX_STYLES.initials, text: 'Paraphe(s)\u00A0:' });
    expect(footer[1]?.style).toBe(DOCX_STYLES.pageFooter);
    expect(footer[1]?.text).toMatch(/^Procuration de Jeanne Lefèvre à .+, établie le .+ — Page {2}\/ $/u);
    const xml = packageText(bytes, footerPath);
    expect(xml).toMatch(/<w:instrText[^>]*>PAGE<\/w:instrText>.*<w:instrText[^>]*>NUMPAGES<\/w:instrText>/s);
    expect(packageText(bytes, 'word/document.xml')).toMatch(/<w:footerReference w:type="default"/);
  });
});
