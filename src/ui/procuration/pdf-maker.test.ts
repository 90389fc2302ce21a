/**
 * Where the watermarked identity copy is made (docs/decisions/166): in the PDF worker when it answers,
 * on the main thread with the same code when it cannot (no `Worker`, a worker that cannot start, one
 * without `OffscreenCanvas`), and never twice for an image the worker refused. The worker here is a
 * stand-in that answers as the real one does; on the main thread, `createImageBitmap` is the test's, and
 * refuses the image, so its refusal says the main thread was the one that read it.
 */
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { IDENTITY_COPY_MESSAGES } from '../../domain/documents/identity-copy/identity-copy.ts';
import type { IdentityCopyInput, IdentityCopyResult } from './identity-copy-file.ts';
import type { PdfAnswer, WorkerRequest } from './pdf-worker-messages.ts';

const IMAGE = new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' });
const NOW = new Date(2026, 10, 28, 10, 30);
const INPUT = { file: IMAGE, recipient: 'Banque Exemple', now: NOW, holder: 'Hugo Bernard' };
/** The main-thread code, as the section's glue hands it over. */
const onMainThread = async (input: IdentityCopyInput) => (await import('./identity-copy-file.ts')).identityCopyFile(input);
const UNREADABLE: IdentityCopyResult = { ok: false, failure: { message: IDENTITY_COPY_MESSAGES.unreadable, field: 'image' } };

/** What the stand-in worker does with each request it is sent. */
let behave: (request: WorkerRequest, worker: StandInWorker) => void;
let posted: WorkerRequest[];
let started: number;
const readOnMainThread = vi.fn(() => Promise.reject(new DOMException('The source image could not be decoded.', 'InvalidStateError')));

class StandInWorker {
  onmessage: ((event: { data: PdfAnswer }) => void) | null = null;
  onerror: ((event: { preventDefault: () => void }) => void) | null = null;
  constructor() {
    started += 1;
  }
  postMessage(request: WorkerRequest): void {
    posted.push(request);
    queueMicrotask(() => behave(request, this));
  }
  terminate(): void {}
  answer(data: PdfAnswer): void {
    this.onmessage?.({ data });
  }
  /** As the browser says when the worker's script could not be fetched or it died. */
  fail(): void {
    this.onerror?.({ preventDefault: () => undefined });
  }
}

beforeEach(() => {
  vi.resetModules();
  posted = [];
  started = 0;
  readOnMainThread.mockClear();
  vi.stubGlobal('Worker', StandInWorker);
  vi.stubGlobal('createImageBitmap', readOnMainThread);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function makeCopy(): Promise<IdentityCopyResult> {
  const { makeIdentityCopyOffMainThread } = await import('./pdf-maker.ts');
  return makeIdentityCopyOffMainThread(INPUT, onMainThread);
}

test('the copy is made in the worker: the image, the organisation, the moment and the holder go in, the bytes come back', async () => {
  const bytes = new Uint8Array([37, 80, 68, 70]);
  behave = (request, worker) => worker.answer({ id: request.id, ok: true, identityCopy: { ok: true, bytes } });
  expect(await makeCopy()).toEqual({ ok: true, bytes });
  expect(posted).toEqual([
    { id: expect.any(Number), identityCopy: true, file: IMAGE, recipient: 'Banque Exemple', now: NOW.getTime(), holder: 'Hugo Bernard' },
  ]);
  expect(readOnMainThread).not.toHaveBeenCalled();
});

test('an image the worker refused is refused with its message, and not read again on the main thread', async () => {
  const tooLarge: IdentityCopyResult = { ok: false, failure: { message: IDENTITY_COPY_MESSAGES.tooLarge, field: 'image' } };
  behave = (request, worker) => worker.answer({ id: request.id, ok: true, identityCopy: tooLarge });
  expect(await makeCopy()).toEqual(tooLarge);
  expect(readOnMainThread).not.toHaveBeenCalled();
});

test('a worker that declines (no OffscreenCanvas there) or fails: the main thread makes the copy with the same code', async () => {
  behave = (request, worker) => worker.answer({ id: request.id, ok: false, error: 'Error' });
  expect(await makeCopy()).toEqual(UNREADABLE);
  expect(readOnMainThread).toHaveBeenCalledExactlyOnceWith(IMAGE);
});

test('a worker that cannot start: the main thread makes the copy, and the next copy starts a new worker', async () => {
  behave = (_request, worker) => worker.fail();
  const { makeIdentityCopyOffMainThread } = await import('./pdf-maker.ts');
  expect(await makeIdentityCopyOffMainThread(INPUT, onMainThread)).toEqual(UNREADABLE);
  expect(await makeIdentityCopyOffMainThread(INPUT, onMainThread)).toEqual(UNREADABLE);
  expect(started).toBe(2);
  expect(readOnMainThread).toHaveBeenCalledTimes(2);
});

test('without Worker, the main thread makes the copy', async () => {
  vi.stubGlobal('Worker', undefined);
  expect(await makeCopy()).toEqual(UNREADABLE);
  expect(posted).toEqual([]);
  expect(readOnMainThread).toHaveBeenCalledExactlyOnceWith(IMAGE);
});
