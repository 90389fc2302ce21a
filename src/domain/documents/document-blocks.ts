/**
 * What every document kind describes, in the same shape, for the one PDF renderer and the preview:
 * its title, its language and its blocks, in reading order (docs/decisions/001). Each kind's folder
 * beside this file says the words; none imports another kind's folder.
 */
import { TYPE_OTHER } from '../catalogue.ts';
import type { ProcurationForm } from '../form.ts';

/** Every document is in French: the PDF says so (/Lang), for screen readers (docs/decisions/053). */
export const DOCUMENT_LANGUAGE = 'fr-FR';

/** One place to sign: the label, a customary mention in small type if any, and the image or blank room. */
export interface SignatureSlot {
  label: string;
  mention?: string;
  image: string | null;
}

export type DocumentBlock =
  /** Who gives the power and who receives it: each person's address lines, mandants left, mandataires right. */
  | { kind: 'parties'; grantors: string[][]; attorneys: string[][] }
  | { kind: 'paragraph'; text: string }
  | { kind: 'title'; text: string }
  /** `closing`: a line after the items that shows nothing more was listed. */
  | { kind: 'list'; heading: string; items: string[]; closing?: string }
  /** One place to sign: the label and the image, or blank room to sign by hand. */
  | ({ kind: 'signature' } & SignatureSlot)
  /** Several places to sign, one under the other, kept together on one page. */
  | { kind: 'signatures'; slots: SignatureSlot[] };

export interface DocumentDescription {
  title: string;
  language: string;
  blocks: DocumentBlock[];
  /** Who gives power to whom and when: printed with the page number on every page of several (docs/decisions/065). */
  reference?: string;
}

/** The type as the document names it: the custom type replaces Autre. */
export function typeLabel(form: Pick<ProcurationForm, 'type' | 'customType'>): string {
  return form.type === TYPE_OTHER ? form.customType.trim() : form.type;
}
