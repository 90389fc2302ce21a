/** The SHA-256 of a paper's exact text (domain/acceptance.ts), base64url: what an acceptance is bound to (docs/decisions/218). */
import { paperText } from '../../../domain/acceptance.ts';
import type { DocumentDescription } from '../../../domain/documents/document-blocks.ts';
import { toBase64Url } from '../relay-crypto.ts';

export async function paperDigest(paper: DocumentDescription): Promise<string> {
  return toBase64Url(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(paperText(paper)))));
}
