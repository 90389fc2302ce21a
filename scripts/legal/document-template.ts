/**
 * The documents' templates (content/legal/documents/*.liquid, docs/decisions/202): read top to bottom
 * as the paper, each block headed by one line that says its kind, its key, its heading on /sources,
 * its sources and the day they were checked:
 *
 *   ## paragraph closing · Formule de politesse · sources: code-civil-revocation · checked: 2026-11-27
 *   {% if several %}Nous vous prions…{% else %}Je vous prie…{% endif %}
 *
 * A Liquid-like subset: `{{ name }}` a value (`{{ name | capitalize }}`, its first letter raised),
 * `{% if name %}…{% elsif other %}…{% else %}…{% endif %}` a variant, `{% include key %}` another
 * block's words. `{# … #}` is a note for the reader. A block's lines are joined by a space, a line that
 * is only a tag by nothing. Parsed here, at build, and compiled into a module of plain functions: the
 * page never parses a template.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { TEMPLATE_DOCUMENTS } from '../../src/domain/document-registry.ts';
import { frenchSpacing } from '../../src/domain/french-typography.ts';
import {
  LAYOUT_BLOCK_KINDS,
  WORDS_BLOCK_KINDS,
  type CompiledTemplate,
  type LayoutBlockKind,
  type TemplateBlock,
  type TemplateBlockKind,
  type WordsBlockKind,
} from '../../src/domain/legal-content/compiled-template.ts';

export const TEMPLATE_EXTENSION = '.liquid';

/** What is not a fixed word of a text: a keyed text's field (`{name}`), a template's value or tag. */
export const FIELD_OR_TAG = /\{\w+\}|\{\{[^}]*\}\}|\{%[^%]*%\}/g;

type TemplateNode =
  | { type: 'text'; text: string }
  | { type: 'value'; name: string; capitalize: boolean }
  | { type: 'include'; key: string }
  | { type: 'if'; branches: Array<{ condition: string | undefined; nodes: TemplateNode[] }> };

/** One block of a template: its annotation and, for a block with words, what it says. */
export interface TemplateParagraph {
  kind: WordsBlockKind;
  key: string;
  heading: string;
  sources: string[];
  checked: string;
  nodes: TemplateNode[];
}

export interface DocumentTemplate {
  /** The file's name without its extension: the module is `virtual:legal-content/template/<file>`. */
  file: string;
  /** The document's key in the content and how /sources names it. */
  document: string;
  title: string;
  blocks: Array<{ kind: TemplateBlockKind; paragraph?: TemplateParagraph; when?: string }>;
}

export class TemplateError extends Error {
  override readonly name = 'TemplateError';
}

const DOCUMENT_LINE = /^## document (\w+) · (.+)$/;
const LAYOUT_LINE = /^## (\w+)(?: if (\w+))?$/;
const BLOCK_LINE = /^## (\w+) (\w+) · (.+?) · sources: ([a-z0-9-]+(?:, [a-z0-9-]+)*) · checked: (\d{4}-\d{2}-\d{2})$/;
const TAG = /\{\{\s*(\w+)\s*(?:\|\s*(\w+)\s*)?\}\}|\{%\s*(\w+)(?:\s+(\w+))?\s*%\}/g;
const TAG_ONLY_LINE = /^\{%[^%]*%\}$/;

/** A template's text: its notes removed, its blocks parsed. Throws, in French, naming the file and the line. */
export function parseTemplate(file: string, source: string): DocumentTemplate {
  const lines = source.replace(/\{#[\s\S]*?#\}/g, (note) => '\n'.repeat(note.split('\n').length - 1)).split('\n');
  const fail = (line: number, message: string): never => {
    throw new TemplateError(`${file}, ligne ${line + 1} : ${message}`);
  };
  const header = lines.findIndex((line) => line.trim() !== '');
  const documentLine = DOCUMENT_LINE.exec(lines[header]?.trim() ?? '') ?? fail(header, '« ## document <clé> · <titre> » attendu');
  const template: DocumentTemplate = { file, document: documentLine[1]!, title: documentLine[2]!, blocks: [] };
  let body: { paragraph: TemplateParagraph; lines: string[]; at: number } | undefined;
  const close = () => {
    if (body === undefined) return;
    if (body.lines.length === 0) fail(body.at, `le bloc « ${body.paragraph.key} » n'a pas de texte`);
    body.paragraph.nodes = parseBody(joinLines(body.lines), (message) => fail(body!.at, `${body!.paragraph.key} : ${message}`));
    body = undefined;
  };
  lines.slice(header + 1).forEach((raw, offset) => {
    const at = header + 1 + offset;
    const line = raw.trim();
    if (!line.startsWith('## ')) {
      if (line === '') return;
      if (body === undefined) fail(at, 'texte hors de tout bloc');
      body!.lines.push(line);
      return;
    }
    close();
    const layout = LAYOUT_LINE.exec(line);
    if (layout) {
      const kind = layout[1] as LayoutBlockKind;
      if (!LAYOUT_BLOCK_KINDS.includes(kind)) fail(at, `bloc de mise en page inconnu « ${kind} »`);
      template.blocks.push({ kind, ...(layout[2] === undefined ? {} : { when: layout[2] }) });
      return;
    }
    const block = BLOCK_LINE.exec(line) ?? fail(at, '« ## <sorte> <clé> · <titre> · sources: … · checked: AAAA-MM-JJ » attendu');
    const kind = block[1] as WordsBlockKind;
    if (!WORDS_BLOCK_KINDS.includes(kind)) fail(at, `sorte de bloc inconnue « ${kind} »`);
    if (template.blocks.some((other) => other.paragraph?.key === block[2])) fail(at, `la clé « ${block[2]} » est déjà prise`);
    const paragraph: TemplateParagraph = {
      kind,
      key: block[2]!,
      heading: block[3]!,
      sources: block[4]!.split(', '),
      checked: block[5]!,
      nodes: [],
    };
    template.blocks.push({ kind, paragraph });
    body = { paragraph, lines: [], at };
  });
  close();
  const keys = new Set(template.blocks.flatMap((block) => (block.paragraph ? [block.paragraph.key] : [])));
  for (const { paragraph } of template.blocks)
    for (const key of paragraph ? includesOf(paragraph.nodes) : [])
      if (!keys.has(key)) throw new TemplateError(`${file} : ${paragraph!.key} inclut un bloc inconnu « ${key} »`);
  return template;
}

/** A block's lines as one text: a space between two lines of words, nothing beside a line that is only a tag. */
function joinLines(lines: readonly string[]): string {
  return lines.reduce((joined, line, index) => {
    if (index === 0) return line;
    const glue = TAG_ONLY_LINE.test(line) || TAG_ONLY_LINE.test(lines[index - 1]!) ? '' : ' ';
    return `${joined}${glue}${line}`;
  }, '');
}

/** A block's text as nodes; its words in French typography (a lawyer types ordinary spaces). */
function parseBody(text: string, fail: (message: string) => never): TemplateNode[] {
  const root: TemplateNode[] = [];
  const open: Array<Extract<TemplateNode, { type: 'if' }>> = [];
  const current = () => {
    const branches = open.at(-1)?.branches;
    return branches === undefined ? root : branches.at(-1)!.nodes;
  };
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    if (match.index > last) current().push({ type: 'text', text: frenchSpacing(text.slice(last, match.index)) });
    last = match.index + match[0].length;
    const [, value, filter, tag, name] = match;
    if (value !== undefined) {
      if (filter !== undefined && filter !== 'capitalize') fail(`filtre inconnu « ${filter} »`);
      current().push({ type: 'value', name: value, capitalize: filter === 'capitalize' });
    } else if (tag === 'include' && name !== undefined) current().push({ type: 'include', key: name });
    else if (tag === 'if' && name !== undefined) {
      const node = { type: 'if' as const, branches: [{ condition: name, nodes: [] }] };
      current().push(node);
      open.push(node);
    } else if ((tag === 'elsif' && name !== undefined) || (tag === 'else' && name === undefined)) {
      const node = open.at(-1) ?? fail(`« ${tag} » sans « if »`);
      if (node.branches.at(-1)!.condition === undefined) fail(`« ${tag} » après « else »`);
      node.branches.push({ condition: name, nodes: [] });
    } else if (tag === 'endif' && name === undefined) {
      if (open.pop() === undefined) fail('« endif » sans « if »');
    } else fail(`balise inconnue « ${match[0]} »`);
  }
  if (last < text.length) current().push({ type: 'text', text: frenchSpacing(text.slice(last)) });
  if (open.length > 0) fail('« if » sans « endif »');
  return root;
}

function includesOf(nodes: readonly TemplateNode[]): string[] {
  return nodes.flatMap((node) =>
    node.type === 'include' ? [node.key] : node.type === 'if' ? node.branches.flatMap((branch) => includesOf(branch.nodes)) : [],
  );
}

/** A block's words as a lawyer reads them on /sources and in the review sheet: the template's own text. */
export function sourceOf(nodes: readonly TemplateNode[]): string {
  return nodes
    .map((node) => {
      if (node.type === 'text') return node.text;
      if (node.type === 'value') return `{{ ${node.name}${node.capitalize ? ' | capitalize' : ''} }}`;
      if (node.type === 'include') return `{% include ${node.key} %}`;
      const branches = node.branches.map(
        (branch, index) =>
          `${branch.condition === undefined ? '{% else %}' : `{% ${index === 0 ? 'if' : 'elsif'} ${branch.condition} %}`}${sourceOf(branch.nodes)}`,
      );
      return `${branches.join('')}{% endif %}`;
    })
    .join('');
}

/**
 * A block's text as the public /sources page shows it: each value and each variant's condition in
 * brackets, in French — « [si company] … [sinon si several] … [sinon] … [fin] », « [grantors] ».
 */
export function readableTemplateText(text: string): string {
  return text
    .replace(/\{\{\s*(\w+)(?:\s*\|\s*\w+)?\s*\}\}/g, '[$1]')
    .replace(/\{%\s*if (\w+)\s*%\}/g, '[si $1] ')
    .replace(/\{%\s*elsif (\w+)\s*%\}/g, ' [sinon si $1] ')
    .replace(/\{%\s*else\s*%\}/g, ' [sinon] ')
    .replace(/\{%\s*endif\s*%\}/g, ' [fin]')
    .replace(/\{%\s*include (\w+)\s*%\}/g, '[$1]');
}

/** The JavaScript expression of some nodes: string literals, values, included blocks and ternaries. */
function expressionOf(nodes: readonly TemplateNode[]): string {
  if (nodes.length === 0) return '""';
  return nodes
    .map((node) => {
      if (node.type === 'text') return JSON.stringify(node.text);
      if (node.type === 'value') return node.capitalize ? `c(s(v, ${JSON.stringify(node.name)}))` : `s(v, ${JSON.stringify(node.name)})`;
      if (node.type === 'include') return `p[${JSON.stringify(node.key)}](v)`;
      const otherwise = node.branches.at(-1)!.condition === undefined ? expressionOf(node.branches.at(-1)!.nodes) : '""';
      const tests = node.branches.filter((branch) => branch.condition !== undefined);
      return `(${tests.map((branch) => `t(v, ${JSON.stringify(branch.condition)}) ? ${expressionOf(branch.nodes)} : `).join('')}${otherwise})`;
    })
    .join(' + ');
}

/**
 * The code that defines the template's functions, `p` by key: a value the code did not give is an
 * error, never a blank; a condition is true for `true` and for words, false for `false` and ''.
 */
function functionsSource(template: DocumentTemplate): string {
  const paragraphs = template.blocks.flatMap((block) =>
    block.paragraph === undefined ? [] : [`p[${JSON.stringify(block.paragraph.key)}] = (v) => ${expressionOf(block.paragraph.nodes)};`],
  );
  return `const s = (v, n) => { const x = v[n]; if (typeof x !== 'string') throw new Error('{{ ' + n + ' }}'); return x; };
const t = (v, n) => { const x = v[n]; if (x === undefined) throw new Error('{% if ' + n + ' %}'); return x !== false && x !== ''; };
const c = (x) => x.charAt(0).toLocaleUpperCase('fr') + x.slice(1);
const p = {};
${paragraphs.join('\n')}
`;
}

/** A block as the compiled module lists it: a layout block and its flag, or words by key. */
export function compiledBlock(block: DocumentTemplate['blocks'][number]): TemplateBlock {
  if (block.paragraph !== undefined) return { kind: block.paragraph.kind, key: block.paragraph.key };
  return { kind: block.kind as LayoutBlockKind, ...(block.when === undefined ? {} : { when: block.when }) };
}

/** The template as a module of plain functions (CompiledTemplate), what the page imports. */
export function compileTemplate(template: DocumentTemplate): string {
  const blocks = template.blocks.map(compiledBlock);
  return `${functionsSource(template)}export const paragraphs = p;
export const blocks = ${JSON.stringify(blocks)};
export default { blocks, paragraphs };
`;
}

/** The same functions in this process, for the tests that read a block by key (the browser tests have no build). */
export function templateFunctions(template: DocumentTemplate): CompiledTemplate['paragraphs'] {
  return new Function(`${functionsSource(template)}return p;`)() as CompiledTemplate['paragraphs'];
}

/** The templates the registry of documents declares (docs/decisions/203), in `folder` (content/legal/documents/). */
export function templateFilesIn(folder: string, templates: readonly { file: string }[] = TEMPLATE_DOCUMENTS): string[] {
  return templates.map((template) => path.join(folder, `${template.file}${TEMPLATE_EXTENSION}`));
}

export function readTemplate(file: string): DocumentTemplate {
  return parseTemplate(path.basename(file, TEMPLATE_EXTENSION), readFileSync(file, 'utf8'));
}

/** A template as the content's documents list it, for /sources, the review sheet and the schema's checks. */
export function templateTexts(template: DocumentTemplate) {
  return {
    document: template.document,
    title: template.title,
    texts: Object.fromEntries(
      template.blocks.flatMap(({ paragraph }) =>
        paragraph === undefined
          ? []
          : [
              [
                paragraph.key,
                { heading: paragraph.heading, text: sourceOf(paragraph.nodes), sources: paragraph.sources, checked: paragraph.checked },
              ],
            ],
      ),
    ),
  };
}
