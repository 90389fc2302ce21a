import { describe, expect, it } from 'vitest';
import { describeProcuration } from '../../domain/documents/procuration/document.ts';
import { EDITABLE_NOTICE } from '../editable-content.ts';
import { procurationOdt } from '../procuration-odt.ts';
import { NOW, onePersonForm, packageFiles, packageText, twoMandantForm } from '../editable.test-helper.ts';
import { ODT_MIME_TYPE, ODT_STYLES, renderOdt } from './render-odt.ts';

const odt = (form = onePersonForm(), withSignature = true) => renderOdt(describeProcuration(form, { today: NOW, withSignature }));

describe('the OpenDocument copy', () => {
  it('is an ODF package a reader knows by its first entry, stored', () => {
    const bytes = odt();
    expect(new TextDecoder().decode(bytes.slice(30, 38))).toBe('mimetype');
    expect(new TextDecoder().decode(bytes.slice(38, 38 + ODT_MIME_TYPE.length))).toBe(ODT_MIME_TYPE);
    expect(Object.keys(packageFiles(bytes))).toEqual(
      expect.arrayContaining(['mimetype', 'META-INF/manifest.xml', 'meta.xml', 'styles.xml', 'content.xml']),
    );
  });

  it('is in French, titled, on A4 with the PDF margins', () => {
    const bytes = odt();
    const styles = packageText(bytes, 'styles.xml');
    expect(styles).toMatch(/<style:default-style style:family="paragraph"><style:text-properties [^>]*fo:language="fr" fo:country="FR"/);
    expect(styles).toContain('fo:page-width="210mm" fo:page-height="297mm"');
    for (const side of ['top', 'left', 'right']) expect(styles).toContain(`fo:margin-${side}="20mm"`);
    // The footer sits in the bottom margin, as the PDF's: the page's own bottom margin is smaller.
    expect(styles).toMatch(/fo:margin-bottom="7mm"/);
    const meta = packageText(bytes, 'meta.xml');
    expect(meta).toContain('<dc:title>Procuration</dc:title>');
    expect(meta).toContain('<dc:language>fr-FR</dc:language>');
  });

  it('keeps the notice in its properties, not in its body', () => {
    const bytes = odt();
    expect(packageText(bytes, 'meta.xml')).toContain(`<dc:description>${EDITABLE_NOTICE}</dc:description>`);
    expect(packageText(bytes, 'content.xml')).not.toContain('Document modifiable');
  });

  it('uses named styles: a heading, body text and a bulleted list', () => {
    const content = packageText(odt(), 'content.xml');
    const styles = packageText(odt(), 'styles.xml');
    expect(content).toContain(`<text:h text:style-name="${ODT_STYLES.heading}" text:outline-level="1">PROCURATION</text:h>`);
    expect(content).toMatch(
      new RegExp(`<text:list text:style-name="${ODT_STYLES.bullets}"><text:list-item><text:p text:style-name="${ODT_STYLES.list}">`),
    );
    expect(content.match(/<text:list-item>/g)).toHaveLength(3);
    const tableFamilies = [ODT_STYLES.partiesTable, ODT_STYLES.signaturesTable, ODT_STYLES.row, ODT_STYLES.cell, ODT_STYLES.spacedCell];
    for (const style of Object.values(ODT_STYLES)) {
      expect((tableFamilies as readonly string[]).includes(style) ? content : styles).toContain(`style:name="${style}"`);
    }
    // No direct formatting: the only automatic styles are the tables' (where a reader reads them).
    const automatic = /<office:automatic-styles>(.*)<\/office:automatic-styles>/s.exec(content)?.[1] ?? '';
    expect(automatic).not.toMatch(/style:family="(paragraph|text)"/);
  });

  it('carries no signature, even when every signatory drew one: empty places, with their handwritten mentions', () => {
    const form = twoMandantForm();
    const bytes = procurationOdt({ ...form, cosignatures: { grantor2: form.signature ?? '' } }, { now: NOW });
    expect(Object.keys(packageFiles(bytes)).filter((path) => path.startsWith('Pictures/'))).toEqual([]);
    expect(packageText(bytes, 'META-INF/manifest.xml')).not.toContain('image/');
    const content = packageText(bytes, 'content.xml');
    expect(content).not.toMatch(/<draw:(frame|image)/);
    // Two mandants and the mandataire: three places, each with its handwritten mention.
    expect(content.match(new RegExp(`text:style-name="${ODT_STYLES.signature}"`, 'g'))).toHaveLength(3);
    expect(content.match(new RegExp(`text:style-name="${ODT_STYLES.mention}"`, 'g'))).toHaveLength(3);
  });

  it("keeps the paper's shape: the parties side by side and the places to sign in one row that never splits", () => {
    const content = packageText(odt(twoMandantForm(), false), 'content.xml');
    expect(content.match(/<table:table /g)).toHaveLength(2);
    expect(content).toContain('style:family="table-row"><style:table-row-properties fo:keep-together="always"/>');
    const signatures = /<table:table table:name="Tableau_20_des_20_signatures".*?<\/table:table>/s.exec(content)?.[0] ?? '';
    expect(signatures.match(/<table:table-row /g)).toHaveLength(1);
    expect(signatures).toContain('Signature du mandant (Claire Dupont)');
  });

  it('keeps the French no-break spaces and names both mandants', () => {
    const content = packageText(odt(twoMandantForm()), 'content.xml');
    expect(content).toContain('Opérations autorisées\u00A0:');
    expect(content).toContain('Claire Dupont');
    expect(content).toContain('Signature du mandant (Claire Dupont)\u00A0:');
  });

  it("carries on every page a place for the initials, the reference and the reader's own page number and count", () => {
    const styles = packageText(odt(), 'styles.xml');
    const footer = /<style:footer>(.*)<\/style:footer>/s.exec(styles)?.[1] ?? '';
    expect(footer).toContain(`<text:p text:style-name="${ODT_STYLES.initials}">Paraphe(s)\u00A0:</text:p>`);
    expect(footer).toMatch(
      /<text:p text:style-name="Pied_20_de_20_page">Procuration de Jeanne Lefèvre à .+, établie le .+ — Page <text:page-number text:select-page="current">1<\/text:page-number> \/ <text:page-count>1<\/text:page-count><\/text:p>/u,
    );
  });
});
