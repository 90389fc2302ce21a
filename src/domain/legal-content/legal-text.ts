/**
 * Reading a document's texts (content/legal/documents/, docs/decisions/072): a text by its key, in
 * its wording for one person or for several. A key the content does not have is an error, never a
 * silent blank. Filling a template's fields is fill-text.ts, which the first load does not need.
 */
import type { DocumentTexts } from './legal-content-schema.ts';

/** The text of `key`; with `several`, its wording for several people when it has one. */
export function legalText(texts: DocumentTexts, key: string, several = false): string {
  const entry = texts[key];
  if (entry === undefined) throw new Error(key);
  if (typeof entry === 'string') return entry;
  return several ? (entry.several ?? entry.text) : entry.text;
}
