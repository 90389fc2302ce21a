/**
 * Reads the structure tree of a tagged PDF back, for tests: pdf.js gives each page's tree
 * (getStructTree) and the text of each marked-content sequence (getTextContent with marked content);
 * the parent tree, read from the file's own objects, tells which element owns each sequence, so that
 * an element continued on the next page is joined into one node. Also returns the text drawn as
 * artifacts and any text drawn outside both.
 */
import { getDocument } from './pdfjs.test-helper.ts';
import type { StructTreeContent, StructTreeNode, TextItem, TextMarkedContent } from 'pdfjs-dist/types/src/display/api';
import { standardFontDataUrl } from './read-pdf.test-helper.ts';

/** An element of the structure: its role, its text alternative, its own text and its children. */
export interface TaggedNode {
  role: string;
  alt?: string;
  /** The text of its own marked content, lines joined by a space. */
  text: string;
  children: TaggedNode[];
}

export interface StructureReading {
  /** The structure root's one kid (the Document), pages joined. */
  document: TaggedNode;
  /** For each page, the texts drawn as artifacts (/Artifact BMC … EMC), in drawing order. */
  artifacts: string[][];
  /** For each page, the texts drawn outside any marked content (none, in a tagged file). */
  untagged: string[][];
  /** The elements with text on two pages (a paragraph across a page break), joined. */
  crossing: TaggedNode[];
}

/** A marked-content sequence's text, where it starts and ends on its baseline, and its font size (points). */
type Sequence = { text: string; y: number; x: number; end: number; fontSize: number };

/** As in read-pdf.test-helper.ts: a gap wider than this fraction of the font size reads as a space. */
const WORD_GAP = 0.2;

/** Element identities across pages: its object number in the file. */
type Keyed = { node: TaggedNode; key: number; children: Keyed[] };

export async function readStructure(bytes: Uint8Array): Promise<StructureReading> {
  const owners = contentOwners(Buffer.from(bytes).toString('latin1'));
  const pdf = await getDocument({ data: bytes.slice(), standardFontDataUrl, verbosity: 0, isEvalSupported: false }).promise;
  try {
    const artifacts: string[][] = [];
    const untagged: string[][] = [];
    let joined: Keyed[] = [];
    const crossing: Keyed[] = [];
    for (let number = 1; number <= pdf.numPages; number++) {
      const page = await pdf.getPage(number);
      const { sequences, pageArtifacts, pageUntagged } = markedText((await page.getTextContent({ includeMarkedContent: true })).items);
      artifacts.push(pageArtifacts);
      untagged.push(pageUntagged);
      const tree = await page.getStructTree();
      const kids = (tree?.children ?? []).filter(isNode).map((kid) => keyed(kid, sequences, owners));
      joined = join(joined, kids, crossing);
    }
    const [document, ...others] = joined;
    if (!document || others.length > 0) throw new Error(`Expected one root element, found ${joined.length}`);
    return { document: unkeyed(document), artifacts, untagged, crossing: crossing.map(unkeyed) };
  } finally {
    await pdf.destroy();
  }
}

/** Each element of the tree with its own text, one per line: `Role text` indented by depth, `[alt]` after a figure. */
export function outline(node: TaggedNode, depth = 0): string[] {
  const alt = node.alt === undefined ? '' : ` [${node.alt}]`;
  const line = `${'  '.repeat(depth)}${node.role}${node.text === '' ? '' : ` ${node.text}`}${alt}`;
  return [line, ...node.children.flatMap((child) => outline(child, depth + 1))];
}

/** Every text of the tree in reading order. */
export function treeText(node: TaggedNode): string {
  return [node.text, ...node.children.map(treeText)].filter((text) => text !== '').join(' ');
}

function isNode(kid: StructTreeNode | StructTreeContent): kid is StructTreeNode {
  return 'role' in kid;
}

function markedText(items: Array<TextItem | TextMarkedContent>): {
  sequences: Map<string, Sequence>;
  pageArtifacts: string[];
  pageUntagged: string[];
} {
  const sequences = new Map<string, Sequence>();
  const pageArtifacts: string[] = [];
  const pageUntagged: string[] = [];
  let open: { id: string | null; artifact: boolean; items: TextItem[] } | undefined;
  for (const item of items) {
    // pdf.js adds items of spaces between pieces of text it finds apart: they were not drawn.
    if ('str' in item) {
      if (item.str.trim() === '') continue;
      if (open) open.items.push(item);
      else pageUntagged.push(item.str);
    } else if (item.type === 'beginMarkedContent' || item.type === 'beginMarkedContentProps') {
      if (open) throw new Error('Nested marked content');
      // pdf.js gives the tag too, though its types leave it out.
      const { tag } = item as TextMarkedContent & { tag?: string | null };
      open = { id: item.id ?? null, artifact: tag === 'Artifact', items: [] };
    } else if (item.type === 'endMarkedContent' && open) {
      const text = open.items.map((piece) => piece.str).join('');
      const [first] = open.items;
      const last = open.items.at(-1);
      if (open.artifact) pageArtifacts.push(text);
      else if (open.id !== null && first && last) {
        sequences.set(open.id, {
          text,
          y: first.transform[5] ?? 0,
          x: first.transform[4] ?? 0,
          end: (last.transform[4] ?? 0) + last.width,
          fontSize: Math.hypot(first.transform[0] ?? 0, first.transform[1] ?? 0),
        });
      }
      open = undefined;
    }
  }
  return { sequences, pageArtifacts, pageUntagged };
}

/** The node, its own text from its content kids, and the object number of the element it is. */
function keyed(node: StructTreeNode, sequences: Map<string, Sequence>, owners: ContentOwners): Keyed {
  const contents = node.children.filter((kid): kid is StructTreeContent => !isNode(kid) && kid.type === 'content');
  const children = node.children.filter(isNode).map((kid) => keyed(kid, sequences, owners));
  let text = '';
  let previous: Sequence | undefined;
  for (const { id } of contents) {
    const sequence = sequences.get(id);
    if (!sequence) continue;
    // On one line, a space only where the pieces stand apart (a word set in the other font); between lines, one.
    const sameLine = previous !== undefined && Math.abs(previous.y - sequence.y) < 1;
    const apart = !sameLine || sequence.x - (previous?.end ?? 0) > WORD_GAP * sequence.fontSize;
    text += (text === '' || !apart || text.endsWith(' ') || sequence.text.startsWith(' ') ? '' : ' ') + sequence.text;
    previous = sequence;
  }
  const [first] = contents;
  const key = first ? owners.owner(first.id) : owners.parent(children[0]?.key ?? Number.NaN);
  const alt = (node as StructTreeNode & { alt?: string }).alt;
  return { node: { role: node.role, ...(alt === undefined ? {} : { alt }), text: text.trim(), children: [] }, key, children };
}

/**
 * Appends a page's top-level elements, joining the first to the last so far when they are one
 * element; `crossing` collects the joined elements that have text on both sides.
 */
function join(before: Keyed[], after: Keyed[], crossing: Keyed[]): Keyed[] {
  const last = before.at(-1);
  const [first, ...rest] = after;
  if (!last || !first || last.key !== first.key) return [...before, ...after];
  const text = [last.node.text, first.node.text].filter((piece) => piece !== '').join(' ');
  const merged: Keyed = { ...last, node: { ...last.node, text }, children: join(last.children, first.children, crossing) };
  if (last.node.text !== '' && first.node.text !== '') crossing.push(merged);
  return [...before.slice(0, -1), merged, ...rest];
}

function unkeyed({ node, children }: Keyed): TaggedNode {
  return { ...node, children: children.map(unkeyed) };
}

interface ContentOwners {
  /** The object number of the element that owns a content id of pdf.js ("p3R_mc5"). */
  owner(contentId: string): number;
  parent(element: number): number;
}

/**
 * The owners of marked content, read from the parent tree as jsPDF writes it (each dictionary on
 * one line, no object streams): /StructParents of each page, /Nums of the parent tree, /P of elements.
 */
function contentOwners(raw: string): ContentOwners {
  const objects = new Map<number, string>();
  for (const [, id, body] of raw.matchAll(/(\d+) 0 obj\n([\s\S]*?)\nendobj/g)) objects.set(Number(id), body ?? '');
  const treeRoot = [...objects.values()].find((body) => body.includes('/Type /StructTreeRoot'));
  const parentTreeId = Number(/\/ParentTree (\d+) 0 R/.exec(treeRoot ?? '')?.[1]);
  const nums = /\/Nums \[([\s\S]*)\]/.exec(objects.get(parentTreeId) ?? '')?.[1] ?? '';
  const parentTree = new Map<number, number[]>();
  for (const [, key, refs] of nums.matchAll(/(\d+) \[([^\]]*)\]/g)) {
    parentTree.set(
      Number(key),
      [...(refs ?? '').matchAll(/(\d+) 0 R/g)].map(([, ref]) => Number(ref)),
    );
  }
  return {
    owner(contentId) {
      const [, page, mcid] = /^p(\d+)R_mc(\d+)$/.exec(contentId) ?? [];
      const structParents = Number(/\/StructParents (\d+)/.exec(objects.get(Number(page)) ?? '')?.[1]);
      return parentTree.get(structParents)?.[Number(mcid)] ?? Number.NaN;
    },
    parent(element) {
      return Number(/\/P (\d+) 0 R/.exec(objects.get(element) ?? '')?.[1]);
    },
  };
}
