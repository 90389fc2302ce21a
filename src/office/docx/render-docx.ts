/**
 * The editable copy in Word's format (.docx), made in the browser with the `docx` library
 * (docs/decisions/086): named styles rather than direct formatting (a heading, body text, a bulleted
 * list, the mention), language fr-FR, A4 with the PDF's margins, the document's title and, in its
 * description, the notice; empty places to sign, never an image (docs/decisions/115). The page keeps
 * the PDF's shape (docs/decisions/118): the parties side by side and the places to sign in tables
 * without borders, whose rows never split and stay with the clause before them.
 */
import {
  AlignmentType,
  Document,
  Footer,
  HeadingLevel,
  LevelFormat,
  Packer,
  PageNumber,
  Paragraph,
  Table,
  TableBorders,
  TableCell,
  TableLayoutType,
  TableRow,
  LineRuleType,
  TextRun,
  WidthType,
  type IParagraphStyleOptions,
} from 'docx';
import type { DocumentDescription } from '../../domain/documents/document-blocks.ts';
import {
  BLOCK_GAP,
  BODY_FONT_SIZE,
  COLUMN_GAP,
  editableDocument,
  lineHeight,
  signingRoomOf,
  INITIALS_ROOM,
  MENTION_FONT_SIZE,
  PAGE,
  PAGE_NUMBER_FONT_SIZE,
  TITLE_FONT_SIZE,
  type EditableFooter,
  type EditablePart,
  type SignaturePlace,
} from '../editable-content.ts';
import { withXmlSafeText } from '../xml-text.ts';

/** The paragraph styles' ids, as Word names them in its style list. */
export const DOCX_STYLES = {
  body: 'Corps',
  parties: 'Parties',
  list: 'Liste',
  mention: 'Mention',
  signature: 'Signature',
  initials: 'Paraphes',
  pageFooter: 'PiedDePage',
  end: 'Fin',
} as const;
const BULLETS = 'puces';
/** The footer's distance from the page's bottom edge: the footer stays in the bottom margin, as the PDF's. */
const FOOTER_DISTANCE = 7;
/** Rounded, where the library's own conversion truncates (A4 is 11906 × 16838 twips). */
const millimetresToTwips = (millimetres: number) => Math.round((millimetres * 1440) / 25.4);
/** Word counts font sizes in half points, spacing in twentieths of a point. */
const halfPoints = (points: number) => points * 2;
const twips = (points: number) => Math.round(points * 20);
/** The PDF's fixed distance between lines for `fontSize`, never the font's own. */
const exactLines = (fontSize: number) => ({ line: twips(lineHeight(fontSize)), lineRule: LineRuleType.EXACT });

export async function renderDocx(description: DocumentDescription): Promise<Uint8Array> {
  const document = editableDocument(withXmlSafeText(description)); // XML forbids some characters (docs/decisions/114)
  const docx = new Document({
    title: document.title,
    description: document.description,
    styles: {
      default: {
        document: { run: { font: 'Arial', size: halfPoints(BODY_FONT_SIZE), language: { value: document.language } } },
        heading1: {
          run: { size: halfPoints(TITLE_FONT_SIZE), bold: true, color: '000000' },
          paragraph: {
            alignment: AlignmentType.CENTER,
            spacing: { before: 0, after: twips(BLOCK_GAP), ...exactLines(TITLE_FONT_SIZE) },
            keepNext: true,
          },
        },
      },
      paragraphStyles: paragraphStyles(),
    },
    numbering: {
      config: [
        {
          reference: BULLETS,
          levels: [
            {
              level: 0,
              format: LevelFormat.BULLET,
              text: '•',
              alignment: AlignmentType.LEFT,
              style: { paragraph: { indent: { left: millimetresToTwips(6), hanging: millimetresToTwips(4) } } },
            },
          ],
        },
      ],
    },
    sections: [
      {
        properties: {
          page: {
            size: { width: millimetresToTwips(PAGE.width), height: millimetresToTwips(PAGE.height) },
            margin: {
              ...Object.fromEntries(['top', 'right', 'bottom', 'left'].map((side) => [side, millimetresToTwips(PAGE.margin)])),
              footer: millimetresToTwips(FOOTER_DISTANCE),
            },
          },
        },
        footers: { default: footerOf(document.footer) },
        children: document.parts.flatMap(paragraphsOf),
      },
    ],
  });
  const bytes = await Packer.toArrayBuffer(docx);
  return new Uint8Array(bytes);
}

function paragraphStyles(): IParagraphStyleOptions[] {
  // No widow control: the PDF moves lines only to keep a heading or the signatures company.
  const body = { paragraph: { spacing: { before: 0, after: twips(BLOCK_GAP), ...exactLines(BODY_FONT_SIZE) }, widowControl: false } };
  return [
    { id: DOCX_STYLES.body, name: 'Corps de texte', basedOn: 'Normal', next: DOCX_STYLES.body, quickFormat: true, ...body },
    { id: DOCX_STYLES.parties, name: 'Parties', basedOn: DOCX_STYLES.body },
    { id: DOCX_STYLES.list, name: 'Liste à puces', basedOn: DOCX_STYLES.body, paragraph: { spacing: { after: 0 } } },
    {
      id: DOCX_STYLES.mention,
      name: 'Mention',
      basedOn: DOCX_STYLES.body,
      run: { size: halfPoints(MENTION_FONT_SIZE) },
      paragraph: { keepNext: true, spacing: { after: 0, ...exactLines(MENTION_FONT_SIZE) } },
    },
    {
      id: DOCX_STYLES.initials,
      name: 'Paraphes',
      basedOn: 'Normal',
      run: { size: halfPoints(PAGE_NUMBER_FONT_SIZE) },
      paragraph: {
        alignment: AlignmentType.RIGHT,
        indent: { right: millimetresToTwips(INITIALS_ROOM) },
        spacing: { before: 0, after: 0, ...exactLines(PAGE_NUMBER_FONT_SIZE) },
      },
    },
    {
      id: DOCX_STYLES.pageFooter,
      name: 'Pied de page',
      basedOn: 'Normal',
      run: { size: halfPoints(PAGE_NUMBER_FONT_SIZE) },
      paragraph: { alignment: AlignmentType.CENTER, spacing: { before: 0, after: 0, ...exactLines(PAGE_NUMBER_FONT_SIZE) } },
    },
    {
      id: DOCX_STYLES.end,
      name: 'Fin du document',
      basedOn: 'Normal',
      run: { size: 2 },
      paragraph: { spacing: { before: 0, after: 0, line: 20, lineRule: LineRuleType.EXACT } },
    },
    {
      id: DOCX_STYLES.signature,
      name: 'Place de signature',
      basedOn: DOCX_STYLES.body,
      paragraph: { keepNext: true, spacing: { after: 0 } },
    },
  ];
}

function paragraphsOf(part: EditablePart): Array<Paragraph | Table> {
  switch (part.kind) {
    case 'heading':
      return [new Paragraph({ heading: HeadingLevel.HEADING_1, text: part.text })];
    case 'body':
      return [
        new Paragraph({
          style: DOCX_STYLES.body,
          text: part.text,
          keepNext: part.keepWithNext,
          ...(part.tight === true ? { spacing: { after: 0 } } : {}),
        }),
      ];
    case 'parties':
      return [partiesTable(part.start, part.end)];
    case 'list':
      return part.items.map((item) => new Paragraph({ style: DOCX_STYLES.list, text: item, numbering: { reference: BULLETS, level: 0 } }));
    case 'signatures':
      // Word ends a document with a paragraph: one a point high, that can push nothing to a new page.
      return [signaturesTable(part.columns), new Paragraph({ style: DOCX_STYLES.end })];
  }
}

/** A table without borders, its columns of equal width across the text, fixed as the PDF's. */
function borderlessTable(rows: TableRow[], columns: number): Table {
  const width = millimetresToTwips(PAGE.width - 2 * PAGE.margin);
  const gap = millimetresToTwips(COLUMN_GAP);
  const column = Math.floor((width - gap * (columns - 1)) / columns);
  // Every column but the last carries the gap at its right, as cell margin: its text wraps where the PDF's does.
  return new Table({
    rows,
    width: { size: width, type: WidthType.DXA },
    columnWidths: Array.from({ length: columns }, (_, index) => (index === columns - 1 ? column : column + gap)),
    layout: TableLayoutType.FIXED,
    borders: TableBorders.NONE,
    margins: { left: 0, right: 0, top: 0, bottom: 0 },
  });
}

/** A cell of column `index` of `columns`: all but the last keep the gap between columns at their right. */
function cellMargins(index: number, columns: number) {
  return { left: 0, top: 0, bottom: 0, right: index === columns - 1 ? 0 : millimetresToTwips(COLUMN_GAP) };
}

/** The mandants' lines in the left column, the mandataires' in the right, a blank line between two people. */
function partiesTable(start: string[][], end: string[][]): Table {
  const cell = (people: string[][], index: number) =>
    new TableCell({
      margins: cellMargins(index, 2),
      children: [
        new Paragraph({
          style: DOCX_STYLES.parties,
          children: people
            .flatMap((lines, index) => [...(index === 0 ? [] : ['']), ...lines])
            .map((line, index) => new TextRun({ text: line, break: index === 0 ? 0 : 1 })),
        }),
      ],
    });
  return borderlessTable([new TableRow({ cantSplit: true, children: [cell(start, 0), cell(end, 1)] })], 2);
}

/**
 * The places to sign: one row that never splits, each column its places one under the other, every
 * paragraph kept with the next, so the places and the clause before them share a page.
 */
function signaturesTable(columns: SignaturePlace[][]): Table {
  const cell = (places: SignaturePlace[], index: number) =>
    new TableCell({
      margins: cellMargins(index, columns.length),
      children: places.flatMap((place) => [
        new Paragraph({ style: DOCX_STYLES.signature, text: place.label }),
        ...(place.mention === undefined ? [] : [new Paragraph({ style: DOCX_STYLES.mention, text: place.mention })]),
        signingRoom(signingRoomOf(place)),
      ]),
    });
  return borderlessTable([new TableRow({ cantSplit: true, children: columns.map(cell) })], columns.length);
}

/** Every page's foot: "Paraphe(s) :" at the right, then the reference and Word's own page number and count. */
function footerOf(footer: EditableFooter): Footer {
  return new Footer({
    children: [
      ...(footer.initials === undefined ? [] : [new Paragraph({ style: DOCX_STYLES.initials, text: footer.initials })]),
      new Paragraph({
        style: DOCX_STYLES.pageFooter,
        children: [new TextRun({ children: [footer.before, PageNumber.CURRENT, footer.between, PageNumber.TOTAL_PAGES] })],
      }),
    ],
  });
}

/**
 * The blank room to sign by hand, as the PDF's: an empty paragraph one line as tall as the gap and the
 * image, and a company's stamp under a company's place (`room`, in millimetres).
 */
function signingRoom(room: number): Paragraph {
  return new Paragraph({
    style: DOCX_STYLES.body,
    keepNext: true,
    spacing: { line: millimetresToTwips(room), lineRule: LineRuleType.EXACT },
  });
}
