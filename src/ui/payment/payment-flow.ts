/**
 * Reading B of specification §4, §7, §8 in the browser: validate, store the form on the server, create
 * the checkout session and go to its page; back from it, load the record (released by the server
 * only once it has verified the payment), check it, build the PDF with the stored signature choice,
 * say so, then delete the record. Without the server's payment-mode marker (server/pages/index-page.ts) the
 * page stays in Reading A and sends nothing anywhere.
 */
import {
  API_PATHS,
  apiErrorSchema,
  type CheckoutRequest,
  checkoutResponseSchema,
  createdRecordSchema,
  type RecordEnvelope,
  recordEnvelopeSchema,
  recordUrl,
  UNAVAILABLE_STATUS,
} from '../../contract/payment-api.ts';
import { type PaymentReturn, readPaymentReturn, withoutReturnParameters } from '../../contract/return-address.ts';
import type { ProcurationForm } from '../../domain/form.ts';
import { MESSAGES } from '../../domain/messages.ts';
import { makeDocument } from '../procuration/make-document.ts';
import { fromStoredForm, toStoredForm } from '../../domain/stored-form-codec.ts';
import { downloadProcurationPdf, type GenerationResult } from '../procuration/generate-pdf.ts';
import { readPageMode } from '../rules/page-mode.ts';
import { showToast, type ToastTone } from '../controls/toasts.tsx';
import type { PaidRelease } from '../state/page-state.ts';

export interface PaymentFlowDeps {
  fetch: typeof fetch;
  /** Sends the browser to the checkout page. */
  assign: (url: string) => void;
  /** Builds the PDF and downloads it; throws when it cannot. */
  download: (form: ProcurationForm, withSignature: boolean) => Promise<unknown>;
  toast: (message: string, tone: ToastTone) => void;
}

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
export function startPayment(
  form: ProcurationForm,
  withSignature: boolean,
  deps: PaymentFlowDeps = browserDeps(),
): Promise<GenerationResult> {
  return makeDocument({
    form,
    withSignature,
    announce: false,
    // The server said which service is down and when to try again (specification §19); the form stays as it is.
    failed: (error) => (error instanceof ServiceUnavailable ? error.message : MESSAGES.checkoutFailed),
    make: async () => {
      const created = createdRecordSchema.parse(
        await requestJson(deps, 'POST', API_PATHS.records, {
          data: toStoredForm(form),
          include_signature: withSignature,
        } satisfies RecordEnvelope),
      );
      // The owner's secret lives in this call's memory only: sent in a body, never in an address, never kept (docs/decisions/110).
      const checkout: CheckoutRequest = { pdfDataId: created.id, ownerToken: created.ownerToken };
      const session = checkoutResponseSchema.parse(await requestJson(deps, 'POST', API_PATHS.checkoutSession, checkout));
      deps.assign(session.url);
    },
  });
}

/**
 * What a verified payment released: the form as the server kept it, and whether the signature was
 * paid for. The page holds it in memory only, to make the editable copies of the paid procuration
 * (docs/decisions/084); the record itself is deleted once the PDF is made.
 */
interface ReturnOutcome {
  message: string;
  tone: ToastTone;
  released?: PaidRelease;
}

/**
 * On load in payment mode: reads the return, removes it from the address at once (a reload or a
 * second run does not replay it), then completes it and shows its toast. Resolves to what the
 * payment released, if anything.
 */
export async function handlePaymentReturn(
  deps: PaymentFlowDeps = browserDeps(),
  page: PageAddress = window,
  paymentModeOn: boolean = isPaymentModeOn(),
): Promise<PaidRelease | undefined> {
  if (!paymentModeOn) return undefined;
  const paymentReturn = readPaymentReturn(page.location.search);
  if (!paymentReturn) return undefined;
  page.history.replaceState(page.history.state, '', addressWithoutReturn(page.location));
  const { message, tone, released } = await completePaymentReturn(paymentReturn, deps);
  deps.toast(message, tone);
  return released;
}

/** Cancelled: its message. Paid: the PDF from the stored record, then the record deleted. */
export async function completePaymentReturn(paymentReturn: PaymentReturn, deps: PaymentFlowDeps): Promise<ReturnOutcome> {
  if (paymentReturn.kind === 'canceled') return { message: MESSAGES.paymentCanceled, tone: 'error' };
  const url = recordUrl(paymentReturn.pdfDataId, paymentReturn.sessionId ?? '');
  let released: PaidRelease;
  try {
    released = readRecord(await requestJson(deps, 'GET', url));
    await deps.download(released.form, released.includeSignature);
  } catch (error) {
    // The record stays on the server until it expires, so a retry of the same address can still work.
    console.warn(error);
    return { message: MESSAGES.pdfFailed, tone: 'error' };
  }
  // The PDF is made: the record has served. Should this fail, the server deletes it when it expires.
  await requestJson(deps, 'DELETE', url).catch((error: unknown) => console.warn(error));
  return { message: MESSAGES.paymentSucceeded, tone: 'success', released };
}

/**
 * specification §5: the record must hold grantor, attorney, type and authorizedOperations (the
 * stored form's schema requires them, and every other field).
 */
function readRecord(body: unknown): PaidRelease {
  const hasData = typeof body === 'object' && body !== null && 'data' in body && body.data !== null && body.data !== undefined;
  if (!hasData) throw new Error('PDF data not found');
  const record = recordEnvelopeSchema.safeParse(body);
  if (!record.success) throw new Error('Invalid PDF data structure');
  return { form: fromStoredForm(record.data.data), includeSignature: record.data.include_signature };
}

async function requestJson(deps: PaymentFlowDeps, method: string, url: string, body?: unknown): Promise<unknown> {
  const response = await deps.fetch(url, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? null : JSON.stringify(body),
    cache: 'no-store',
    credentials: 'same-origin',
  });
  if (response.status === UNAVAILABLE_STATUS) {
    const refusal = apiErrorSchema.safeParse(await response.json().catch(() => undefined));
    if (refusal.success) throw new ServiceUnavailable(refusal.data.message);
  }
  if (!response.ok) throw new Error(`${method} ${url.split('?')[0] ?? url} : HTTP ${response.status}`);
  return response.status === 204 ? undefined : ((await response.json()) as unknown);
}

/** A 503 from the server: a service it needs is down or stalled; the message is French and meant for the person. */
class ServiceUnavailable extends Error {
  override readonly name = 'ServiceUnavailable';
}

function addressWithoutReturn({ search, pathname, hash }: PageAddress['location']): string {
  return `${pathname}${withoutReturnParameters(search)}${hash}`;
}
