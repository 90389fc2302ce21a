/**
 * The editable copy in Word's format (.docx), made in the browser with the `docx` library
 * (docs/decisions/086): named styles rather than direct formatting (a heading, body text, a bulleted
 * list, the mention), language fr-FR, A4 with the PDF's margins, the document's title and, in its
 * description, the notice; empty places to sign, never an image (docs/decisions/115).
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
  TextRun,
  type IParagraphStyleOptions,
} from 'docx';
import type { DocumentDescription } from '../../domain/documents/document-blocks.ts';
import {
  BODY_FONT_SIZE,
  editableDocument,
  INITIALS_ROOM,
  MENTION_FONT_SIZE,
  PAGE,
  PAGE_NUMBER_FONT_SIZE,
  SIGNATURE_BOX,
  TITLE_FONT_SIZE,
  type EditableFooter,
  type EditablePart,
} from '../editable-content.ts';

/** The paragraph styles' ids, as Word names them in its style list. */
export const DOCX_STYLES = {
  body: 'Corps',
  attorney: 'Mandataire',
  list: 'Liste',
  mention: 'Mention',
  signature: 'Signature',
  initials: 'Paraphes',
  pageFooter: 'PiedDePage',
} as const;
const BULLETS = 'puces';
/** Rounded, where the library's own conversion truncates (A4 is 11906 × 16838 twips). */
const millimetresToTwips = (millimetres: number) => Math.round((millimetres * 1440) / 25.4);
/** Word counts font sizes in half points, spacing in twentieths of a point. */
const halfPoints = (points: number) => points * 2;
const twips = (points: number) => points * 20;

export async function renderDocx(description: DocumentDescription): Promise<Uint8Array> {
  const document = editableDocument(description);
  const docx = new Document({
    title: document.title,
    description: document.description,
    styles: {
      default: {
        document: { run: { font: 'Arial', size: halfPoints(BODY_FONT_SIZE), language: { value: document.language } } },
        heading1: {
          run: { size: halfPoints(TITLE_FONT_SIZE), bold: true, color: '000000' },
          paragraph: { alignment: AlignmentType.CENTER, spacing: { before: twips(12), after: twips(12) }, keepNext: true },
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
            margin: Object.fromEntries(['top', 'right', 'bottom', 'left'].map((side) => [side, millimetresToTwips(PAGE.margin)])),
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
  const body = { paragraph: { spacing: { after: twips(6) } } };
  return [
    { id: DOCX_STYLES.body, name: 'Corps de texte', basedOn: 'Normal', next: DOCX_STYLES.body, quickFormat: true, ...body },
    { id: DOCX_STYLES.attorney, name: 'Mandataire', basedOn: DOCX_STYLES.body, paragraph: { alignment: AlignmentType.RIGHT } },
    { id: DOCX_STYLES.list, name: 'Liste à puces', basedOn: DOCX_STYLES.body, paragraph: { spacing: { after: twips(2) } } },
    { id: DOCX_STYLES.mention, name: 'Mention', basedOn: DOCX_STYLES.body, run: { size: halfPoints(MENTION_FONT_SIZE) } },
    {
      id: DOCX_STYLES.initials,
      name: 'Paraphes',
      basedOn: 'Normal',
      run: { size: halfPoints(PAGE_NUMBER_FONT_SIZE) },
      paragraph: { alignment: AlignmentType.RIGHT, indent: { right: millimetresToTwips(INITIALS_ROOM) } },
    },
    {
      id: DOCX_STYLES.pageFooter,
      name: 'Pied de page',
      basedOn: 'Normal',
      run: { size: halfPoints(PAGE_NUMBER_FONT_SIZE) },
      paragraph: { alignment: AlignmentType.CENTER },
    },
    {
      id: DOCX_STYLES.signature,
      name: 'Place de signature',
      basedOn: DOCX_STYLES.body,
      paragraph: { keepNext: true, spacing: { before: twips(12) } },
    },
  ];
}

function paragraphsOf(part: EditablePart): Paragraph[] {
  switch (part.kind) {
    case 'heading':
      return [new Paragraph({ heading: HeadingLevel.HEADING_1, text: part.text })];
    case 'body':
      return [new Paragraph({ style: DOCX_STYLES.body, text: part.text, keepNext: part.keepWithNext })];
    case 'lines':
      return [
        new Paragraph({
          style: part.side === 'end' ? DOCX_STYLES.attorney : DOCX_STYLES.body,
          children: part.lines.map((line, index) => new TextRun({ text: line, break: index === 0 ? 0 : 1 })),
        }),
      ];
    case 'list':
      return part.items.map((item) => new Paragraph({ style: DOCX_STYLES.list, text: item, numbering: { reference: BULLETS, level: 0 } }));
    case 'signature':
      return [
        new Paragraph({ style: DOCX_STYLES.signature, text: part.label }),
        ...(part.mention === undefined ? [] : [new Paragraph({ style: DOCX_STYLES.mention, text: part.mention, keepNext: true })]),
        signingRoom(),
      ];
  }
}

/** Every page's foot: "Paraphe(s) :" at the right, then the reference and Word's own page number and count. */
function footerOf(footer: EditableFooter): Footer {
  return new Footer({
    children: [
      new Paragraph({ style: DOCX_STYLES.initials, text: footer.initials }),
      new Paragraph({
        style: DOCX_STYLES.pageFooter,
        children: [new TextRun({ children: [footer.before, PageNumber.CURRENT, footer.between, PageNumber.TOTAL_PAGES] })],
      }),
    ],
  });
}

/** The blank room to sign by hand: an empty paragraph as tall as the image would be. */
function signingRoom(): Paragraph {
  return new Paragraph({ style: DOCX_STYLES.body, spacing: { before: millimetresToTwips(SIGNATURE_BOX.height) } });
}
