/**
 * Makes the procuration's PDF off the main thread (docs/decisions/138): in a module worker started
 * by the idle warm-up once the person has begun (docs/decisions/139) or else by the first document,
 * kept for the next ones. Where there is no `Worker`, or the worker cannot start (its script not
 * fetched, offline before it was ever cached) or fails, the PDF is made on the main thread as before,
 * with the same code, so the bytes and the messages are the same. The same worker lays out the
 * preview's pages (docs/decisions/159), so jsPDF is fetched and compiled once, off the main thread.
 */
import type { ProcurationForm } from '../../domain/form.ts';
import type { LaidOutPreview } from '../../pdf/documents/procuration/procuration-layout.ts';
import { pageCount } from '../../pdf/page-count.ts';
import { loadPdfModule } from './pdf-module.ts';
import type { DocumentFile, DocumentFileKind } from './document-files.ts';
import type { MadePdf, PdfAnswer, WorkerRequest } from './pdf-worker-messages.ts';

type Options = { now: Date; withSignature: boolean };
type Pending = { resolve: (answer: PdfAnswer & { ok: true }) => void; reject: (error: Error) => void };

let worker: Worker | undefined;
let nextId = 1;
const pending = new Map<number, Pending>();

export async function makeProcurationPdf(form: ProcurationForm, options: Options): Promise<MadePdf> {
  const started = startWorker();
  if (started) {
    try {
      return await inWorker(started, form, options);
    } catch (error) {
      console.warn(error);
    }
  }
  return onMainThread(form, options);
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
export async function makeDocumentFileOffMainThread(
  kind: DocumentFileKind,
  form: ProcurationForm,
  { now, withSignature }: Options,
): Promise<DocumentFile> {
  const started = startWorker();
  if (started) {
    try {
      const answer = await ask(started, { id: nextId++, file: kind, form, now: now.getTime(), withSignature });
      if ('file' in answer) return answer.file;
    } catch (error) {
      console.warn(error);
    }
  }
  // Imported here, not at the top: this module is in the first load's list of what the PDF's click preloads.
  const { makeDocumentFile } = await import('./document-files.ts');
  return makeDocumentFile(kind, form, { now, withSignature });
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

async function inWorker(target: Worker, form: ProcurationForm, { now, withSignature }: Options): Promise<MadePdf> {
  const answer = await ask(target, { id: nextId++, form, now: now.getTime(), withSignature });
  if (!('bytes' in answer)) throw new Error('PDF worker: no document');
  return { bytes: answer.bytes, pages: answer.pages };
}

function ask(target: Worker, request: WorkerRequest): Promise<PdfAnswer & { ok: true }> {
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
