/**
 * Reading B of SPEC.md §4, §7, §8 in the browser: validate, store the form on the server, create
 * the checkout session and go to its page; back from it, load the record (released by the server
 * only once it has verified the payment), check it, build the PDF with the stored signature choice,
 * say so, then delete the record. Without the server's payment-mode marker (index-page.ts) the
 * page stays in Reading A and sends nothing anywhere.
 */
import * as z from 'zod/mini';
import type { ProcurationForm } from '../domain/form.ts';
import { MESSAGES } from '../domain/messages.ts';
import { fromStoredForm, storedFormSchema, toStoredForm } from '../domain/stored-form.ts';
import { checkBeforeGeneration, downloadProcurationPdf, type GenerationResult } from './generate-pdf.ts';
import { readPageMode } from './page-mode.ts';
import { showToast, type ToastTone } from './toasts.tsx';

/** The query parameters of the return addresses (DESIGN.md §7), removed from the address once read. */
const RETURN_PARAMETERS = ['success', 'canceled', 'pdfDataId', 'session_id'] as const;

export interface PaymentFlowDeps {
  fetch: typeof fetch;
  /** Sends the browser to the checkout page. */
  assign: (url: string) => void;
  /** Builds the PDF and downloads it; throws when it cannot. */
  download: (form: ProcurationForm, withSignature: boolean) => Promise<void>;
  toast: (message: string, tone: ToastTone) => void;
}

export type PaymentReturn = { kind: 'success'; pdfDataId: string; sessionId: string | null } | { kind: 'canceled' };

/** Where the page reads and cleans its address. */
export interface PageAddress {
  location: Pick<Location, 'search' | 'pathname' | 'hash'>;
  history: Pick<History, 'replaceState' | 'state'>;
}

const browserDeps = (): PaymentFlowDeps => ({
  fetch: (input, init) => fetch(input, init),
  assign: (url) => window.location.assign(url),
  download: downloadProcurationPdf,
  toast: showToast,
});

/** True when the server runs Reading B and said so in the page. */
export function isPaymentModeOn(doc: Pick<Document, 'querySelector'> = document): boolean {
  return readPageMode(doc).payment;
}

/** Validate, store, create the checkout session, go to its page. */
export async function startPayment(form: ProcurationForm, withSignature: boolean, deps: PaymentFlowDeps = browserDeps()): Promise<GenerationResult> {
  const failure = checkBeforeGeneration(form, withSignature);
  if (failure) return { ok: false, ...failure };
  try {
    const created = createdSchema.parse(
      await requestJson(deps, 'POST', '/api/pdf-data', { data: toStoredForm(form), include_signature: withSignature }),
    );
    const session = checkoutSchema.parse(await requestJson(deps, 'POST', '/api/create-checkout-session', { pdfDataId: created.id }));
    deps.assign(session.url);
    return { ok: true };
  } catch (error) {
    console.warn(error);
    return { ok: false, message: MESSAGES.checkoutFailed };
  }
}

/** The return from the checkout page, if the address is one (DESIGN.md §7). */
export function readPaymentReturn(search: string): PaymentReturn | undefined {
  const parameters = new URLSearchParams(search);
  const pdfDataId = parameters.get('pdfDataId');
  if (parameters.get('success') === 'true' && pdfDataId) return { kind: 'success', pdfDataId, sessionId: parameters.get('session_id') };
  if (parameters.get('canceled') === 'true') return { kind: 'canceled' };
  return undefined;
}

/**
 * On load in payment mode: reads the return, removes it from the address at once (a reload or a
 * second run does not replay it), then completes it and shows its toast.
 */
export async function handlePaymentReturn(
  deps: PaymentFlowDeps = browserDeps(),
  page: PageAddress = window,
  paymentModeOn: boolean = isPaymentModeOn(),
): Promise<void> {
  if (!paymentModeOn) return;
  const paymentReturn = readPaymentReturn(page.location.search);
  if (!paymentReturn) return;
  page.history.replaceState(page.history.state, '', withoutReturnParameters(page.location));
  const { message, tone } = await completePaymentReturn(paymentReturn, deps);
  deps.toast(message, tone);
}

/** Cancelled: its message. Paid: the PDF from the stored record, then the record deleted. */
export async function completePaymentReturn(paymentReturn: PaymentReturn, deps: PaymentFlowDeps): Promise<{ message: string; tone: ToastTone }> {
  if (paymentReturn.kind === 'canceled') return { message: MESSAGES.paymentCanceled, tone: 'error' };
  const recordUrl = `/api/pdf-data/${encodeURIComponent(paymentReturn.pdfDataId)}?session_id=${encodeURIComponent(paymentReturn.sessionId ?? '')}`;
  try {
    const { form, includeSignature } = readRecord(await requestJson(deps, 'GET', recordUrl));
    await deps.download(form, includeSignature);
  } catch (error) {
    // The record stays on the server until it expires, so a retry of the same address can still work.
    console.warn(error);
    return { message: MESSAGES.pdfFailed, tone: 'error' };
  }
  // The PDF is made: the record has served. Should this fail, the server deletes it when it expires.
  await requestJson(deps, 'DELETE', recordUrl).catch((error: unknown) => console.warn(error));
  return { message: MESSAGES.paymentSucceeded, tone: 'success' };
}

const createdSchema = z.object({ id: z.string().check(z.minLength(1)) });
const checkoutSchema = z.object({ url: z.string().check(z.regex(/^https?:\/\//)) });
const recordSchema = z.object({ data: z.unknown(), include_signature: z.boolean() });

/** SPEC.md §5: the record must hold grantor, attorney, type and authorizedOperations. */
function readRecord(body: unknown): { form: ProcurationForm; includeSignature: boolean } {
  const record = recordSchema.safeParse(body);
  if (!record.success || record.data.data === null || record.data.data === undefined) throw new Error('PDF data not found');
  const { data } = record.data;
  const hasRequiredParts =
    typeof data === 'object' && data !== null && ['grantor', 'attorney', 'type', 'authorizedOperations'].every((key) => key in data);
  const stored = storedFormSchema.safeParse(data);
  if (!hasRequiredParts || !stored.success) throw new Error('Invalid PDF data structure');
  return { form: fromStoredForm(stored.data), includeSignature: record.data.include_signature };
}

async function requestJson(deps: PaymentFlowDeps, method: string, url: string, body?: unknown): Promise<unknown> {
  const response = await deps.fetch(url, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? null : JSON.stringify(body),
    cache: 'no-store',
    credentials: 'same-origin',
  });
  if (!response.ok) throw new Error(`${method} ${url.split('?')[0] ?? url} : HTTP ${response.status}`);
  return response.status === 204 ? undefined : ((await response.json()) as unknown);
}

function withoutReturnParameters({ search, pathname, hash }: PageAddress['location']): string {
  const parameters = new URLSearchParams(search);
  for (const name of RETURN_PARAMETERS) parameters.delete(name);
  const rest = parameters.toString();
  return `${pathname}${rest ? `?${rest}` : ''}${hash}`;
}
