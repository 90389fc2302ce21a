/**
 * A document's template, compiled at build into plain functions (docs/decisions/202): the paper's
 * blocks in the order the template writes them, and each block's words as a function of the values
 * TypeScript computes. No template parser reaches the page; this module only walks the blocks.
 */

/**
 * What a block of the template is on the paper: `parties` and `signatures` are laid out by code (the
 * addresses, the places to sign); `fragment`, words another block or the layout reads by key (a
 * label, a clause said in several sentences), never printed on their own; `metadata`, the PDF's title.
 */
export const TEMPLATE_BLOCK_KINDS = ['metadata', 'parties', 'title', 'paragraph', 'fragment', 'signatures'] as const;
export type TemplateBlockKind = (typeof TEMPLATE_BLOCK_KINDS)[number];

/** The kinds of block that hold no words: the code lays them out where the template puts them. */
export const LAYOUT_BLOCK_KINDS = ['parties', 'signatures'] as const satisfies readonly TemplateBlockKind[];
export type LayoutBlockKind = (typeof LAYOUT_BLOCK_KINDS)[number];

/** A block in the template's order: a layout block, or words by key. */
export type TemplateBlock =
  { readonly kind: LayoutBlockKind } | { readonly kind: Exclude<TemplateBlockKind, LayoutBlockKind>; readonly key: string };

/** The values a template reads: words computed by code, and the flags of its conditional blocks. */
export type TemplateValues = Readonly<Record<string, string | boolean>>;

/** A compiled template: `virtual:legal-content/template/<file>`. */
export interface CompiledTemplate {
  readonly blocks: readonly TemplateBlock[];
  readonly paragraphs: Readonly<Record<string, (values: TemplateValues) => string>>;
}

/** What the paper prints, in order: each title and paragraph with its words, and where each layout block goes. */
export type RenderedBlock =
  { readonly kind: 'parties' } | { readonly kind: 'signatures' } | { readonly kind: 'title' | 'paragraph'; readonly text: string };

/** The words of the block `key`, its values filled. A key the template does not have is an error. */
export function paragraphOf(template: CompiledTemplate, key: string, values: TemplateValues): string {
  const paragraph = template.paragraphs[key];
  if (paragraph === undefined) throw new Error(key);
  return paragraph(values);
}

/** The printed blocks, top to bottom: a paragraph whose every variant is empty here is not printed. */
export function renderTemplate(template: CompiledTemplate, values: TemplateValues): RenderedBlock[] {
  return template.blocks.flatMap((block): RenderedBlock[] => {
    if (block.kind === 'parties') return [{ kind: 'parties' }];
    if (block.kind === 'signatures') return [{ kind: 'signatures' }];
    if (block.kind !== 'title' && block.kind !== 'paragraph') return [];
    const text = paragraphOf(template, block.key, values);
    return text === '' ? [] : [{ kind: block.kind, text }];
  });
}
