/**
 * A document's template, compiled at build into plain functions (docs/decisions/202): the paper's
 * blocks in the order the template writes them, and each block's words as a function of the values
 * TypeScript computes. No template parser reaches the page; this module only walks the blocks.
 */

/**
 * The blocks that hold no words of their own, laid out by code where the template puts them: the
 * addresses (`parties`), the list of operations, the paragraphs the ticked rows add (`notices`), the
 * places to sign. Their labels are fragments of the template.
 */
export const LAYOUT_BLOCK_KINDS = ['parties', 'operations', 'notices', 'signatures'] as const;
export type LayoutBlockKind = (typeof LAYOUT_BLOCK_KINDS)[number];

/**
 * The blocks with words: `title` and `paragraph` are printed; `fragment`, words another block or the
 * layout reads by key (a label, a clause said in several sentences), never printed on their own;
 * `metadata`, the PDF's title.
 */
export const WORDS_BLOCK_KINDS = ['metadata', 'title', 'paragraph', 'fragment'] as const;
export type WordsBlockKind = (typeof WORDS_BLOCK_KINDS)[number];
export type TemplateBlockKind = LayoutBlockKind | WordsBlockKind;

/** A block in the template's order: a layout block (printed only when its flag `when` is set, if it has one), or words by key. */
export type TemplateBlock =
  { readonly kind: LayoutBlockKind; readonly when?: string } | { readonly kind: WordsBlockKind; readonly key: string };

/** The values a template reads: words computed by code, and the flags of its conditional blocks. */
export type TemplateValues = Readonly<Record<string, string | boolean>>;

/** A compiled template: `virtual:legal-content/template/<file>`. */
export interface CompiledTemplate {
  readonly blocks: readonly TemplateBlock[];
  readonly paragraphs: Readonly<Record<string, (values: TemplateValues) => string>>;
}

/** What the paper prints, in order: each title and paragraph with its words, and where each layout block goes. */
export type RenderedBlock =
  { readonly kind: 'layout'; readonly layout: LayoutBlockKind } | { readonly kind: 'title' | 'paragraph'; readonly text: string };

/** The words of the block `key`, its values filled. A key the template does not have is an error. */
export function paragraphOf(template: CompiledTemplate, key: string, values: TemplateValues): string {
  const paragraph = template.paragraphs[key];
  if (paragraph === undefined) throw new Error(key);
  return paragraph(values);
}

/** The printed blocks, top to bottom: a paragraph whose every variant is empty here is not printed. */
export function renderTemplate(template: CompiledTemplate, values: TemplateValues): RenderedBlock[] {
  return template.blocks.flatMap((block): RenderedBlock[] => {
    if (!('key' in block)) {
      const { when } = block;
      if (when !== undefined && values[when] === undefined) throw new Error(`## ${block.kind} if ${when}`);
      return when === undefined || values[when] === true ? [{ kind: 'layout', layout: block.kind }] : [];
    }
    if (block.kind !== 'title' && block.kind !== 'paragraph') return [];
    const text = paragraphOf(template, block.key, values);
    return text === '' ? [] : [{ kind: block.kind, text }];
  });
}
