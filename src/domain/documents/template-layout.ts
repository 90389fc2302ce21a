/**
 * A document laid out in its template's order (docs/decisions/202): the titles and paragraphs as the
 * template words them, and each layout block (the parties, the list, the places to sign) where the
 * template puts it, made by the document's code. Shared by the procuration and the letters.
 */
import { renderTemplate, type CompiledTemplate, type LayoutBlockKind, type TemplateValues } from '../legal-content/compiled-template.ts';
import type { DocumentBlock } from './document-blocks.ts';

/** The blocks each layout block of the template stands for. */
export type Layout = Readonly<Partial<Record<LayoutBlockKind, readonly DocumentBlock[]>>>;

export function laidOut(template: CompiledTemplate, values: TemplateValues, layout: Layout): DocumentBlock[] {
  return renderTemplate(template, values).flatMap((block): readonly DocumentBlock[] => {
    if (block.kind !== 'layout') return [{ kind: block.kind, text: block.text }];
    const blocks = layout[block.layout];
    if (blocks === undefined) throw new Error(`## ${block.layout}`);
    return blocks;
  });
}
