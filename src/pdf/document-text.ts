/** The text of a document as the PDF draws it (see src/domain/printable-text.ts), block by block. */
import type { DocumentBlock, DocumentDescription } from '../domain/documents/document-blocks.ts';
import { frenchSpacing } from '../domain/french-typography.ts';
import { normalizePdfText } from '../domain/visible-text.ts';

/** The document's texts as drawn: Unicode reduced to what the fonts draw, French no-break spaces. */
export function normalizeDocument(document: DocumentDescription): DocumentDescription {
  const clean = (text: string) => frenchSpacing(normalizePdfText(text));
  return {
    title: clean(document.title),
    language: document.language,
    ...(document.reference === undefined ? {} : { reference: clean(document.reference) }),
    ...(document.lettersApart === undefined ? {} : { lettersApart: document.lettersApart }),
    blocks: document.blocks.map((block): DocumentBlock => {
      switch (block.kind) {
        case 'parties':
          return {
            ...block,
            grantors: block.grantors.map((lines) => lines.map(clean)),
            attorneys: block.attorneys.map((lines) => lines.map(clean)),
          };
        case 'paragraph':
        case 'title':
          return { ...block, text: clean(block.text) };
        case 'list':
          return {
            ...block,
            heading: clean(block.heading),
            items: block.items.map(clean),
            ...(block.closing === undefined ? {} : { closing: clean(block.closing) }),
          };
        case 'signature':
          return { ...block, label: clean(block.label), ...(block.mention === undefined ? {} : { mention: clean(block.mention) }) };
        case 'signatures':
          return {
            ...block,
            ...(block.placeAndDate === undefined ? {} : { placeAndDate: clean(block.placeAndDate) }),
            slots: block.slots.map((slot) => ({
              ...slot,
              label: clean(slot.label),
              ...(slot.mention === undefined ? {} : { mention: clean(slot.mention) }),
            })),
          };
      }
    }),
  };
}

/** Every piece of text the document draws, joined by spaces. */
export function documentText(document: DocumentDescription): string {
  const texts = document.blocks.flatMap((block) => {
    switch (block.kind) {
      case 'parties':
        return [...block.grantors.flat(), ...block.attorneys.flat()];
      case 'paragraph':
      case 'title':
        return [block.text];
      case 'list':
        return [block.heading, ...block.items, block.closing ?? ''];
      case 'signature':
        return [block.label, block.mention ?? ''];
      case 'signatures':
        return block.slots.flatMap((slot) => [slot.label, slot.mention ?? '']);
    }
  });
  return [document.title, ...texts].join(' ');
}
