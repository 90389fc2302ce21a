/**
 * What the page and the PDF worker (docs/decisions/138) say to each other: one request, one answer, by
 * id. The worker also lays out the preview's pages (docs/decisions/159) and makes the watermarked
 * identity copy (docs/decisions/166).
 */
import type { WorkerDocumentKind } from '../../domain/document-registry.ts';
import type { ProcurationForm } from '../../domain/form.ts';
import type { LaidOutPreview } from '../../pdf/documents/procuration/procuration-layout.ts';
import type { DocumentFile } from './document-files.ts';
import type { IdentityCopyResult } from './identity-copy-file.ts';

export interface PdfRequest {
  id: number;
  form: ProcurationForm;
  /** The moment the form was checked, as a time value (the document's date). */
  now: number;
  withSignature: boolean;
}

/**
 * Sent by the idle warm-up (docs/decisions/139): answered `{ id, ok: true, ready: true }` once the
 * worker's code (jsPDF, the wording) is loaded, since a worker handles no message before its script ran.
 */
export interface WarmRequest {
  id: number;
  warm: true;
}

/** The preview's pages of `form` (already the preview's model of the form), dated `now`, with the saved signature. */
export interface LayoutRequest {
  id: number;
  layout: true;
  form: ProcurationForm;
  now: number;
}

/** One of the other documents (the editable copies, the revocation letters), made as a file. */
export interface FileRequest {
  id: number;
  file: WorkerDocumentKind;
  form: ProcurationForm;
  now: number;
  withSignature: boolean;
}

/**
 * The watermarked identity copy of `file`, an image the page has already checked (type, size, the
 * organisation's name): a `Blob` handed over in memory, never a network request.
 */
export interface IdentityCopyRequest {
  id: number;
  identityCopy: true;
  file: Blob;
  recipient: string;
  now: number;
  holder?: string | undefined;
}

export type WorkerRequest = PdfRequest | WarmRequest | LayoutRequest | FileRequest | IdentityCopyRequest;

/**
 * The bytes are transferred, not copied; a failure carries no form data, only the error's name. The
 * identity copy's answer is the copy or its refusal (an image unreadable or too large: one of
 * IDENTITY_COPY_MESSAGES, never the image nor the person's data).
 */
export type PdfAnswer =
  | { id: number; ok: true; bytes: Uint8Array; pages: number }
  | { id: number; ok: true; ready: true }
  | { id: number; ok: true; preview: LaidOutPreview }
  | { id: number; ok: true; file: DocumentFile }
  | { id: number; ok: true; identityCopy: IdentityCopyResult }
  | { id: number; ok: false; error: string };

/** The PDF made: its bytes and how many pages it has. */
export interface MadePdf {
  bytes: Uint8Array;
  pages: number;
}
