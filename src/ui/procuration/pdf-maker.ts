/**
 * Makes the procuration's PDF off the main thread (docs/decisions/138): in a module worker started
 * by the idle warm-up once the person has begun (docs/decisions/139) or else by the first document,
 * kept for the next ones. Where there is no `Worker`, or the worker cannot start (its script not
 * fetched, offline before it was ever cached) or fails, the PDF is made on the main thread as before,
 * with the same code, so the bytes and the messages are the same. The same worker lays out the
 * preview's pages (docs/decisions/159), so jsPDF is fetched and compiled once, off the main thread, and
 * makes the other documents and the watermarked identity copy (docs/decisions/166), each through
 * `inWorkerOrHere`, the one way a document falls back to the main thread.
 */
import type { WorkerDocumentKind } from '../../domain/document-registry.ts';
import type { ProcurationForm } from '../../domain/form.ts';
import type { LaidOutPreview } from '../../pdf/documents/procuration/procuration-layout.ts';
import { pageCount } from '../../pdf/page-count.ts';
import { loadPdfModule } from './pdf-module.ts';
import type { DocumentFile } from './document-files.ts';
import type { IdentityCopyInput, IdentityCopyResult } from './identity-copy-file.ts';
import type { MadePdf, PdfAnswer, WorkerRequest } from './pdf-worker-messages.ts';

type Options = { now: Date; withSignature: boolean };
type Answered = PdfAnswer & { ok: true };
type Pending = { resolve: (answer: Answered) => void; reject: (error: Error) => void };

let worker: Worker | undefined;
let nextId = 1;
const pending = new Map<number, Pending>();

export function makeProcurationPdf(form: ProcurationForm, { now, withSignature }: Options): Promise<MadePdf> {
  return inWorkerOrHere(
    { id: nextId++, form, now: now.getTime(), withSignature },
    (answer) => ('bytes' in answer ? { bytes: answer.bytes, pages: answer.pages } : undefined),
    () => onMainThread(form, { now, withSignature }),
  );
}

/**
 * The preview's pages of `form` (the preview's model of the form), dated `now`, with the saved
 * signature (docs/decisions/159): laid out in the worker; on the main thread only where the worker
 * cannot start. A refusal the worker answered (characters no font can draw) is passed on as it is,
 * its `name` kept, and not tried again on the main thread, which would only say the same.
 */
export async function layOutPreviewPages(form: ProcurationForm, now: Date): Promise<LaidOutPreview> {
  const started = startWorker();
  if (started) {
    try {
      const answer = await ask(started, { id: nextId++, layout: true, form, now: now.getTime() });
      if ('preview' in answer) return answer.preview;
    } catch (error) {
      if (error instanceof AnsweredError) throw error;
    }
  }
  const { layOutPreview } = await import('../../pdf/documents/procuration/procuration-layout.ts');
  return layOutPreview(form, { now, withSignature: true });
}

/**
 * An editable copy or a revocation letter as a file (docs/decisions/159): made in the worker; on the
 * main thread, with the same code, where the worker cannot start or fails, as the PDF is.
 */
export function makeDocumentFileOffMainThread(
  kind: WorkerDocumentKind,
  form: ProcurationForm,
  { now, withSignature }: Options,
): Promise<DocumentFile> {
  return inWorkerOrHere(
    { id: nextId++, file: kind, form, now: now.getTime(), withSignature },
    (answer) => ('file' in answer ? answer.file : undefined),
    // Imported here, not at the top: this module is in the first load's list of what the PDF's click preloads.
    async () => (await import('./document-files.ts')).makeDocumentFile(kind, form, { now, withSignature }),
  );
}

/**
 * The watermarked identity copy of an image the page has checked (docs/decisions/166): made in the worker
 * on an `OffscreenCanvas`; by `onMainThread` (`identityCopyFile`, the same code, on a `<canvas>`) where
 * there is no worker, it cannot start, it has no `OffscreenCanvas` or it fails. A refusal the worker
 * answered (an image unreadable or too large) is the copy's answer, not tried again. The caller imports
 * the main-thread code: imported from here, the copy's rules would leave the section's chunk for one of
 * their own, fetched on every first visit. Throws where the main thread fails too.
 */
export function makeIdentityCopyOffMainThread(
  input: IdentityCopyInput,
  onMainThread: (input: IdentityCopyInput) => Promise<IdentityCopyResult>,
): Promise<IdentityCopyResult> {
  const { file, recipient, now, holder } = input;
  return inWorkerOrHere(
    { id: nextId++, identityCopy: true, file, recipient, now: now.getTime(), holder },
    (answer) => ('identityCopy' in answer ? answer.identityCopy : undefined),
    () => onMainThread(input),
  );
}

/**
 * What `request` asks, made in the worker and read from its answer by `take`; made by `here`, on the main
 * thread with the same code, where there is no worker, it cannot start, it fails, or its answer is not
 * what was asked (docs/decisions/138): a document is never lost to the worker.
 */
async function inWorkerOrHere<T>(request: WorkerRequest, take: (answer: Answered) => T | undefined, here: () => Promise<T>): Promise<T> {
  const started = startWorker();
  if (started) {
    try {
      const made = take(await ask(started, request));
      if (made !== undefined) return made;
    } catch (error) {
      console.warn(error);
    }
  }
  return here();
}

/** What the worker answered instead of a result: the error's name only (the form's data never leaves in an error). */
class AnsweredError extends Error {
  constructor(name: string) {
    super(`PDF worker: ${name}`);
    this.name = name;
  }
}

/**
 * The idle warm-up (docs/decisions/139): starts the worker and settles once its code is loaded; where
 * there is no worker, loads the main-thread PDF code instead. Never rejects: the click tries again.
 */
export async function warmPdfMaker(): Promise<void> {
  const started = startWorker();
  try {
    if (started) await ask(started, { id: nextId++, warm: true });
    else await loadPdfModule();
  } catch {
    // The worker could not start or the code could not be fetched: the first document will try again.
  }
}

async function onMainThread(form: ProcurationForm, { now, withSignature }: Options): Promise<MadePdf> {
  const { procurationPdf } = await loadPdfModule();
  const bytes = await procurationPdf(form, { now, withSignature });
  return { bytes, pages: pageCount(bytes) };
}

function ask(target: Worker, request: WorkerRequest): Promise<Answered> {
  return new Promise((resolve, reject) => {
    pending.set(request.id, { resolve, reject });
    target.postMessage(request);
  });
}

function startWorker(): Worker | undefined {
  if (worker || typeof Worker === 'undefined') return worker;
  try {
    worker = new Worker(new URL('./pdf-worker.ts', import.meta.url), { type: 'module', name: 'pdf' });
  } catch {
    return undefined;
  }
  worker.onmessage = ({ data }: MessageEvent<PdfAnswer>) => {
    const waiting = pending.get(data.id);
    pending.delete(data.id);
    if (data.ok) waiting?.resolve(data);
    else waiting?.reject(new AnsweredError(data.error));
  };
  // The script could not be loaded or the worker died: every waiting document is made on the main thread, and the next one starts a new worker.
  worker.onerror = (event) => {
    event.preventDefault();
    worker?.terminate();
    worker = undefined;
    const waiting = [...pending.values()];
    pending.clear();
    waiting.forEach(({ reject }) => reject(new Error('PDF worker unavailable')));
  };
  return worker;
}
