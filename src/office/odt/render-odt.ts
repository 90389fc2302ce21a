/**
 * The editable copy in OpenDocument (.odt), the format of LibreOffice and of French administrations:
 * the few XML files of an ODF 1.3 text package written here and zipped with `fflate`
 * (docs/decisions/087). Named styles rather than direct formatting (a heading, body text, a
 * bulleted list, the mention), language fr-FR, A4 with the PDF's margins, the title and the notice
 * (dc:description) in the metadata; empty places to sign, never an image (docs/decisions/115). The
 * page keeps the PDF's shape (docs/decisions/118): the parties side by side and the places to sign in
 * tables without borders, whose rows never split and stay with the clause before them.
 */
import { strToU8, zipSync, type Zippable } from 'fflate';
import type { DocumentDescription } from '../../domain/documents/document-blocks.ts';
import {
  BLOCK_GAP,
  BODY_FONT_SIZE,
  COLUMN_GAP,
  editableDocument,
  lineHeight,
  SIGNING_ROOM,
  STAMPED_SIGNING_ROOM,
  INITIALS_ROOM,
  MENTION_FONT_SIZE,
  PAGE,
  PAGE_NUMBER_FONT_SIZE,
  TITLE_FONT_SIZE,
  type EditableDocument,
  type EditableFooter,
  type EditablePart,
  type SignaturePlace,
} from '../editable-content.ts';
import { withXmlSafeText } from '../xml-text.ts';

export const ODT_MIME_TYPE = 'application/vnd.oasis.opendocument.text';
/** The paragraph styles' names, as LibreOffice shows them. */
export const ODT_STYLES = {
  body: 'Corps',
  parties: 'Parties',
  list: 'Liste',
  mention: 'Mention',
  signature: 'Signature',
  heading: 'Heading_20_1',
  bullets: 'Puces',
  initials: 'Paraphes',
  pageFooter: 'Pied_20_de_20_page',
  partiesTable: 'Tableau_20_des_20_parties',
  signaturesTable: 'Tableau_20_des_20_signatures',
  row: 'Ligne_20_insécable',
  cell: 'Cellule',
  spacedCell: 'Cellule_20_espacée',
  end: 'Fin',
  /** The blank room under a place to sign; under a company's, room for its stamp too (docs/decisions/158). */
  place: 'Corps_place',
  stampedPlace: 'Corps_place_20_et_20_cachet',
} as const;
/** The column styles: `Colonne_<n>_<i>` is column i (from 1) of a table of n, the PDF's widths, at most three. */
const MAX_COLUMNS = 3;
/** The footer sits in the bottom margin, as the PDF's: the page's own margin is this, the footer fills the rest. */
const FOOTER_BOTTOM = 7;
/** Between the text and the footer: with the footer's two lines, the text ends where the PDF's does (about 20 mm from the edge). */
const FOOTER_GAP = 3.5;

const NAMESPACES = [
  'xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0"',
  'xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0"',
  'xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0"',
  'xmlns:draw="urn:oasis:names:tc:opendocument:xmlns:drawing:1.0"',
  'xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0"',
  'xmlns:svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0"',
  'xmlns:xlink="http://www.w3.org/1999/xlink"',
  'xmlns:dc="http://purl.org/dc/elements/1.1/"',
  'xmlns:meta="urn:oasis:names:tc:opendocument:xmlns:meta:1.0"',
  'xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0"',
  'office:version="1.3"',
].join(' ');
const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';

export function renderOdt(description: DocumentDescription): Uint8Array {
  const document = editableDocument(withXmlSafeText(description)); // XML forbids some characters (docs/decisions/114)
  const body = document.parts.map(partXml).join('');
  const files: Zippable = {
    // First and stored, so that a reader knows the package by its first bytes (ODF 1.3, part 2, §3.3).
    mimetype: [strToU8(ODT_MIME_TYPE), { level: 0 }],
    'META-INF/manifest.xml': strToU8(manifestXml()),
    'meta.xml': strToU8(metaXml(document)),
    'styles.xml': strToU8(stylesXml(document.language, document.footer)),
    'content.xml': strToU8(
      `${XML_DECLARATION}<office:document-content ${NAMESPACES}><office:automatic-styles>${tableStyles().join('')}</office:automatic-styles>` +
        `<office:body><office:text>${body}</office:text></office:body></office:document-content>`,
    ),
  };
  // A fixed date: the same document always gives the same bytes.
  return zipSync(files, { level: 6, mtime: new Date('2026-01-01T00:00:00Z') });
}

function partXml(part: EditablePart): string {
  switch (part.kind) {
    case 'heading':
      return `<text:h text:style-name="${ODT_STYLES.heading}" text:outline-level="1">${text(part.text)}</text:h>`;
    case 'body':
      return paragraph(
        part.tight === true ? `${ODT_STYLES.body}_titre_20_de_20_liste` : part.keepWithNext ? `${ODT_STYLES.body}_suivi` : ODT_STYLES.body,
        text(part.text),
      );
    case 'parties':
      return table(ODT_STYLES.partiesTable, 2, [[peopleXml(part.start), peopleXml(part.end)]]);
    case 'list':
      return `<text:list text:style-name="${ODT_STYLES.bullets}">${part.items
        .map((item) => `<text:list-item>${paragraph(ODT_STYLES.list, text(item))}</text:list-item>`)
        .join('')}</text:list>`;
    case 'signatures': {
      const place = ({ label, mention, stamp }: SignaturePlace) =>
        `${paragraph(ODT_STYLES.signature, text(label))}${mention === undefined ? '' : paragraph(ODT_STYLES.mention, text(mention))}${paragraph(stamp ? ODT_STYLES.stampedPlace : ODT_STYLES.place, '')}`;
      const row = part.columns.map((places) => places.map(place).join(''));
      // A reader ends a text with a paragraph: one a point high, that can push nothing to a new page.
      return `${table(ODT_STYLES.signaturesTable, part.columns.length, [row])}${paragraph(ODT_STYLES.end, '')}`;
    }
  }
}

/** A person's lines, one under the other, a blank line between two people. */
function peopleXml(people: string[][]): string {
  return paragraph(
    ODT_STYLES.parties,
    people.map((lines) => lines.map(text).join('<text:line-break/>')).join('<text:line-break/><text:line-break/>'),
  );
}

/**
 * A table of `columns` columns as the PDF's (each but the last followed by the gap, as its cell's
 * padding), its rows never split (the style's own properties say how it breaks).
 */
function table(style: string, columns: number, rows: string[][]): string {
  const cells = (row: string[]) =>
    row
      .map((content, index) => {
        const cellStyle = index === row.length - 1 ? ODT_STYLES.cell : ODT_STYLES.spacedCell;
        return `<table:table-cell table:style-name="${cellStyle}" office:value-type="string">${content}</table:table-cell>`;
      })
      .join('');
  const columnsXml = Array.from(
    { length: columns },
    (_, index) => `<table:table-column table:style-name="Colonne_${columns}_${index + 1}"/>`,
  );
  return (
    `<table:table table:name="${style}" table:style-name="${style}">${columnsXml.join('')}` +
    rows.map((row) => `<table:table-row table:style-name="${ODT_STYLES.row}">${cells(row)}</table:table-row>`).join('') +
    `</table:table>`
  );
}

/**
 * The tables' styles, automatic as a reader keeps them (LibreOffice reads a table's, a row's and a
 * cell's properties only there): borderless, the PDF's columns, rows that never split.
 */
function tableStyles(): string[] {
  return [
    `<style:style style:name="${ODT_STYLES.cell}" style:display-name="Cellule" style:family="table-cell"><style:table-cell-properties fo:padding="0mm"/></style:style>`,
    `<style:style style:name="${ODT_STYLES.spacedCell}" style:display-name="Cellule espacée" style:family="table-cell"><style:table-cell-properties fo:padding="0mm" fo:padding-right="${COLUMN_GAP}mm"/></style:style>`,
    ...columnStyles(),
    tableStyle(ODT_STYLES.partiesTable, 'Tableau des parties', false),
    tableStyle(ODT_STYLES.signaturesTable, 'Tableau des signatures', true),
    `<style:style style:name="${ODT_STYLES.row}" style:display-name="Ligne insécable" style:family="table-row"><style:table-row-properties fo:keep-together="always"/></style:style>`,
  ];
}

/** Column i of n: the PDF's column width, and the gap after it but for the last. */
function columnStyles(): string[] {
  const text = PAGE.width - 2 * PAGE.margin;
  return Array.from({ length: MAX_COLUMNS }, (_, n) => n + 1).flatMap((count) => {
    const width = (text - (count - 1) * COLUMN_GAP) / count;
    return Array.from({ length: count }, (_, index) => {
      const column = index === count - 1 ? width : width + COLUMN_GAP;
      return `<style:style style:name="Colonne_${count}_${index + 1}" style:family="table-column"><style:table-column-properties style:column-width="${column.toFixed(2)}mm"/></style:style>`;
    });
  });
}

function paragraph(style: string, content: string): string {
  return `<text:p text:style-name="${style}">${content}</text:p>`;
}

function escape(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Text as ODF keeps it: runs of spaces as <text:s/> (a reader collapses them otherwise), tabs and breaks as elements. */
function text(value: string): string {
  return escape(value)
    .replace(/ {2,}/g, (spaces) => ` <text:s text:c="${spaces.length - 1}"/>`)
    .replace(/\t/g, '<text:tab/>')
    .replace(/\n/g, '<text:line-break/>');
}

function manifestXml(): string {
  const entries = [
    `<manifest:file-entry manifest:full-path="/" manifest:version="1.3" manifest:media-type="${ODT_MIME_TYPE}"/>`,
    ...['content.xml', 'styles.xml', 'meta.xml'].map(
      (path) => `<manifest:file-entry manifest:full-path="${path}" manifest:media-type="text/xml"/>`,
    ),
  ];
  return `${XML_DECLARATION}<manifest:manifest xmlns:manifest="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0" manifest:version="1.3">${entries.join('')}</manifest:manifest>`;
}

function metaXml(document: EditableDocument): string {
  return (
    `${XML_DECLARATION}<office:document-meta ${NAMESPACES}><office:meta>` +
    `<dc:title>${escape(document.title)}</dc:title><dc:description>${escape(document.description)}</dc:description><dc:language>${escape(document.language)}</dc:language>` +
    `<meta:generator>Procuration en Ligne</meta:generator></office:meta></office:document-meta>`
  );
}

/**
 * A table across the text, without borders (a table has none unless asked). `whole`: it never breaks
 * between its rows and stays with the paragraph before it, which is kept with it.
 */
function tableStyle(name: string, display: string, whole: boolean): string {
  const width = PAGE.width - 2 * PAGE.margin;
  const keep = whole ? ' style:may-break-between-rows="false"' : '';
  return `<style:style style:name="${name}" style:display-name="${display}" style:family="table"><style:table-properties style:width="${width}mm" table:align="margins"${keep}/></style:style>`;
}

function stylesXml(language: string, footer: EditableFooter): string {
  const [lang = 'fr', country = 'FR'] = language.split('-');
  const paragraphStyle = (name: string, display: string, parent: string, paragraphProperties: string, textProperties = '') =>
    `<style:style style:name="${name}" style:display-name="${display}" style:family="paragraph" style:parent-style-name="${parent}">` +
    `<style:paragraph-properties ${paragraphProperties}/>${textProperties === '' ? '' : `<style:text-properties ${textProperties}/>`}</style:style>`;
  const styles = [
    // Every paragraph inherits the language and the body size from the default style.
    `<style:default-style style:family="paragraph"><style:text-properties style:font-name="Arial" fo:font-family="Arial" fo:font-size="${BODY_FONT_SIZE}pt" fo:language="${lang}" fo:country="${country}"/></style:default-style>`,
    // The PDF's fixed distance between lines, no widows or orphans moved: pages break where the PDF's do.
    paragraphStyle(
      'Standard',
      'Standard',
      '',
      `fo:margin-top="0mm" fo:margin-bottom="0mm" fo:line-height="${lineHeight(BODY_FONT_SIZE)}pt" fo:widows="0" fo:orphans="0"`,
    ).replace(' style:parent-style-name=""', ''),
    paragraphStyle(ODT_STYLES.body, 'Corps de texte', 'Standard', `fo:margin-bottom="${BLOCK_GAP}pt"`),
    paragraphStyle(`${ODT_STYLES.body}_suivi`, 'Corps de texte suivi', ODT_STYLES.body, 'fo:keep-with-next="always"'),
    paragraphStyle(
      `${ODT_STYLES.body}_titre_20_de_20_liste`,
      'Titre de liste',
      `${ODT_STYLES.body}_suivi`,
      'fo:margin-bottom="0mm" fo:keep-with-next="always"',
    ),
    paragraphStyle(ODT_STYLES.place, 'Place pour signer', ODT_STYLES.body, `fo:line-height="${SIGNING_ROOM}mm"`),
    paragraphStyle(ODT_STYLES.stampedPlace, 'Place pour signer et cacheter', ODT_STYLES.body, `fo:line-height="${STAMPED_SIGNING_ROOM}mm"`),
    paragraphStyle(ODT_STYLES.end, 'Fin du document', 'Standard', 'fo:line-height="1pt"', 'fo:font-size="1pt"'),
    paragraphStyle(ODT_STYLES.parties, 'Parties', ODT_STYLES.body, 'fo:keep-together="always"'),
    paragraphStyle(ODT_STYLES.list, 'Liste à puces', ODT_STYLES.body, 'fo:margin-bottom="0mm"'),
    paragraphStyle(
      ODT_STYLES.mention,
      'Mention',
      ODT_STYLES.body,
      `fo:margin-bottom="0mm" fo:line-height="${lineHeight(MENTION_FONT_SIZE)}pt" fo:keep-with-next="always"`,
      `fo:font-size="${MENTION_FONT_SIZE}pt"`,
    ),
    paragraphStyle(ODT_STYLES.signature, 'Place de signature', ODT_STYLES.body, 'fo:margin-bottom="0mm" fo:keep-with-next="always"'),
    paragraphStyle(
      ODT_STYLES.initials,
      'Paraphes',
      'Standard',
      `fo:text-align="end" fo:margin-right="${INITIALS_ROOM}mm" fo:line-height="${lineHeight(PAGE_NUMBER_FONT_SIZE)}pt"`,
      `fo:font-size="${PAGE_NUMBER_FONT_SIZE}pt"`,
    ),
    paragraphStyle(
      ODT_STYLES.pageFooter,
      'Pied de page',
      'Standard',
      `fo:text-align="center" fo:line-height="${lineHeight(PAGE_NUMBER_FONT_SIZE)}pt"`,
      `fo:font-size="${PAGE_NUMBER_FONT_SIZE}pt"`,
    ),
    `<style:style style:name="${ODT_STYLES.heading}" style:display-name="Heading 1" style:family="paragraph" style:parent-style-name="Standard" style:default-outline-level="1">` +
      `<style:paragraph-properties fo:text-align="center" fo:margin-top="0mm" fo:margin-bottom="${BLOCK_GAP}pt" fo:line-height="${lineHeight(TITLE_FONT_SIZE)}pt" fo:keep-with-next="always"/>` +
      `<style:text-properties fo:font-size="${TITLE_FONT_SIZE}pt" fo:font-weight="bold"/></style:style>`,
    `<text:list-style style:name="${ODT_STYLES.bullets}" style:display-name="Puces"><text:list-level-style-bullet text:level="1" text:bullet-char="•">` +
      `<style:list-level-properties text:list-level-position-and-space-mode="label-alignment"><style:list-level-label-alignment text:label-followed-by="listtab" text:list-tab-stop-position="6mm" fo:text-indent="-4mm" fo:margin-left="6mm"/></style:list-level-properties>` +
      `</text:list-level-style-bullet></text:list-style>`,
  ];
  const margin = `${PAGE.margin}mm`;
  return (
    `${XML_DECLARATION}<office:document-styles ${NAMESPACES}>` +
    `<office:font-face-decls><style:font-face style:name="Arial" svg:font-family="Arial"/></office:font-face-decls>` +
    `<office:styles>${styles.join('')}</office:styles>` +
    `<office:automatic-styles><style:page-layout style:name="A4"><style:page-layout-properties fo:page-width="${PAGE.width}mm" fo:page-height="${PAGE.height}mm" style:print-orientation="portrait" fo:margin-top="${margin}" fo:margin-bottom="${FOOTER_BOTTOM}mm" fo:margin-left="${margin}" fo:margin-right="${margin}"/><style:footer-style><style:header-footer-properties fo:min-height="0mm" fo:margin-top="${FOOTER_GAP}mm"/></style:footer-style></style:page-layout></office:automatic-styles>` +
    `<office:master-styles><style:master-page style:name="Standard" style:page-layout-name="A4">${footerXml(footer)}</style:master-page></office:master-styles>` +
    `</office:document-styles>`
  );
}

/** Every page's foot: "Paraphe(s) :" at the right, then the reference and the reader's own page number and count. */
function footerXml(footer: EditableFooter): string {
  return (
    `<style:footer>${footer.initials === undefined ? '' : paragraph(ODT_STYLES.initials, text(footer.initials))}` +
    paragraph(
      ODT_STYLES.pageFooter,
      `${text(footer.before)}<text:page-number text:select-page="current">1</text:page-number>${text(footer.between)}<text:page-count>1</text:page-count>`,
    ) +
    `</style:footer>`
  );
}
