/**
 * Tagged PDF (docs/decisions/053): a structure tree for what jsPDF draws. The renderers wrap each
 * text() and addImage() in mark(), which writes a marked-content sequence with its MCID (or an
 * artifact: page furniture, out of the tree) and records it in its structure element; when jsPDF
 * writes the file, this add-on writes the elements, the parent tree that ties each page's MCIDs
 * back to them, /StructParents on each page and /StructTreeRoot and /MarkInfo in the catalog.
 * Only tags: the look of the page does not change, and nothing here claims PDF/UA or PDF/A.
 */
import type { jsPDF } from 'jspdf';

export type StructureRole = 'Document' | 'H1' | 'P' | 'L' | 'LI' | 'Lbl' | 'LBody' | 'Figure';

/** Marked content number `mcid` of page `page` (1 is the first). */
interface MarkedContent {
  page: number;
  mcid: number;
}

/** A structure element: its kids (elements, or marked content drawn for it) in reading order. */
export class StructureElement {
  readonly kids: Array<StructureElement | MarkedContent> = [];

  constructor(
    readonly role: StructureRole,
    /** The text alternative of a Figure. */
    readonly alt?: string,
  ) {}

  /** A new element after this one's kids. An element that never gets content is left out of the file. */
  add(role: StructureRole, alt?: string): StructureElement {
    const element = new StructureElement(role, alt);
    this.kids.push(element);
    return element;
  }
}

/** Page furniture (page numbers, "Paraphe(s) :"): marked as an artifact, kept out of the tree. */
export const ARTIFACT = 'artifact';
/** What a piece of drawing belongs to. */
export type ContentTag = StructureElement | typeof ARTIFACT;

type Language = Parameters<jsPDF['setLanguage']>[0];

/** The parts of jsPDF's plugin interface used here (jspdf.es.js: API.internal, __private__). */
interface JsPdfInternals {
  write(...parts: Array<string | number>): void;
  newObjectDeferred(): number;
  newObjectDeferredBegin(id: number, output: boolean): void;
  getNumberOfPages(): number;
  events: { subscribe(topic: string, callback: (data: { pageNumber: number }) => void): string };
}

/**
 * Sets the document's title (shown by viewers instead of the file name), its language, and tags
 * everything drawn through mark(). Call before drawing.
 */
export function tagPdf(pdf: jsPDF, { title, language }: { title: string; language: Language }): PdfTagger {
  return new PdfTagger(pdf, title, language);
}

export class PdfTagger {
  /** The root of the structure: its kids are the document's blocks, in reading order. */
  readonly root = new StructureElement('Document');
  /** For each page, the element of each MCID (the index). */
  private readonly owners = new Map<number, StructureElement[]>();
  private readonly internal: JsPdfInternals;
  private treeRootId = 0;

  constructor(
    private readonly pdf: jsPDF,
    title: string,
    language: Language,
  ) {
    this.internal = pdf.internal as unknown as JsPdfInternals;
    pdf.setDocumentProperties({ title });
    pdf.setLanguage(language);
    pdf.viewerPreferences({ DisplayDocTitle: true });
    // The header names the version whose features the file uses (structure, /Lang, /MarkInfo).
    (pdf as unknown as { __private__: { setPdfVersion(version: string): void } }).__private__.setPdfVersion('1.7');
    const { events } = this.internal;
    events.subscribe('putPage', ({ pageNumber }) => {
      if (this.owners.has(pageNumber)) this.internal.write(`/StructParents ${pageNumber - 1}`);
    });
    events.subscribe('postPutResources', () => this.writeTree());
    events.subscribe('putCatalog', () => {
      if (this.treeRootId > 0) this.internal.write(`/StructTreeRoot ${this.treeRootId} 0 R /MarkInfo << /Marked true >>`);
    });
  }

  /** Runs `draw` (one text() or addImage() on the current page) inside a marked-content sequence of `tag`. */
  mark(tag: ContentTag, draw: () => void): void {
    if (tag === ARTIFACT) {
      this.internal.write('/Artifact BMC');
    } else {
      const page = this.pdf.getCurrentPageInfo().pageNumber;
      const owners = this.owners.get(page) ?? [];
      this.owners.set(page, owners);
      tag.kids.push({ page, mcid: owners.length });
      this.internal.write(`/${tag.role} <</MCID ${owners.length}>> BDC`);
      owners.push(tag);
    }
    draw();
    this.internal.write('EMC');
  }

  /** Writes the elements that hold content, the parent tree and the tree root (ids fresh at each output). */
  private writeTree(): void {
    const { internal } = this;
    const ids = new Map<StructureElement, number>();
    const number = (element: StructureElement) => {
      if (!hasContent(element)) return;
      ids.set(element, internal.newObjectDeferred());
      for (const kid of element.kids) if (kid instanceof StructureElement) number(kid);
    };
    number(this.root);
    if (!ids.has(this.root)) return;
    this.treeRootId = internal.newObjectDeferred();
    const parentTreeId = internal.newObjectDeferred();
    const ref = (element: StructureElement) => `${ids.get(element)} 0 R`;
    const pageRef = (page: number) => `${this.pdf.getPageInfo(page).objId} 0 R`;

    const put = (element: StructureElement, parent: string) => {
      const first = element.kids.find((kid): kid is MarkedContent => !(kid instanceof StructureElement));
      const kids = element.kids.flatMap((kid) => {
        if (kid instanceof StructureElement) return ids.has(kid) ? [ref(kid)] : [];
        return [kid.page === first?.page ? String(kid.mcid) : `<< /Type /MCR /Pg ${pageRef(kid.page)} /MCID ${kid.mcid} >>`];
      });
      internal.newObjectDeferredBegin(ids.get(element) ?? 0, true);
      internal.write(
        `<< /Type /StructElem /S /${element.role} /P ${parent}` +
          (first ? ` /Pg ${pageRef(first.page)}` : '') +
          (element.alt === undefined ? '' : ` /Alt ${pdfTextString(element.alt)}`) +
          ` /K [${kids.join(' ')}] >>`,
      );
      internal.write('endobj');
      for (const kid of element.kids) if (kid instanceof StructureElement && ids.has(kid)) put(kid, ref(element));
    };
    put(this.root, `${this.treeRootId} 0 R`);

    const pages = internal.getNumberOfPages();
    internal.newObjectDeferredBegin(this.treeRootId, true);
    internal.write(`<< /Type /StructTreeRoot /K [${ref(this.root)}] /ParentTree ${parentTreeId} 0 R /ParentTreeNextKey ${pages} >>`);
    internal.write('endobj');
    const nums = [...this.owners.entries()].sort(([a], [b]) => a - b).map(([page, owners]) => `${page - 1} [${owners.map(ref).join(' ')}]`);
    internal.newObjectDeferredBegin(parentTreeId, true);
    internal.write(`<< /Nums [${nums.join(' ')}] >>`);
    internal.write('endobj');
  }
}

function hasContent(element: StructureElement): boolean {
  return element.kids.some((kid) => !(kid instanceof StructureElement) || hasContent(kid));
}

/** A PDF text string in UTF-16BE with its byte order mark, as hexadecimal: any character, no escaping. */
function pdfTextString(text: string): string {
  let hex = 'FEFF';
  for (let index = 0; index < text.length; index++) hex += text.charCodeAt(index).toString(16).padStart(4, '0').toUpperCase();
  return `<${hex}>`;
}
