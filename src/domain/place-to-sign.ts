/**
 * Whether anyone signs a document: a notary's project has no place to sign (docs/decisions/177), so
 * nobody initials its pages either (docs/decisions/214). Read by the PDF and the editable copies.
 */
import type { DocumentDescription } from './documents/document-blocks.ts';

export function hasPlaceToSign(document: Pick<DocumentDescription, 'blocks'>): boolean {
  return document.blocks.some((block) => block.kind === 'signature' || block.kind === 'signatures');
}
