/**
 * What every document button does (docs/decisions/141): check the form with the readiness rule (the
 * checks of specification §5, with or without the signature), then make the document and hand it
 * over, and turn whatever goes wrong into one French message. The procuration PDF, its editable
 * copies, the revocation letters, the reminder and the payment's checkout all go through here, so a
 * refusal, an offline page or a failed making reads and focuses the same way on every button.
 */
import type { ProcurationForm } from '../../domain/form.ts';
import type { FieldPath } from '../../domain/validation.ts';
import { PREPARING_DOCUMENT_MESSAGE } from '../../domain/made-messages.ts';
import { showToast } from '../controls/toasts.tsx';
import { loadReadiness } from '../rules/readiness-module.ts';

/** Longer than a blink: a document made sooner is not announced, so a quick one does not flash a message. */
export const BLINK_MS = 300;

/**
 * A refusal names the field at fault; `withSignature` says the readiness rule refused with that
 * option, so the page can mark every field it finds at fault (app.tsx). `pages`: how many pages the
 * PDF just made has, when known (its message says to initial each, docs/decisions/119).
 */
export type GenerationResult = { ok: true; pages?: number } | { ok: false; message: string; field?: FieldPath; withSignature?: boolean };

/** What making returns: nothing, the PDF's page count, or a refusal found while making (the reminder's missing end date). */
export type Made = void | { pages: number } | Extract<GenerationResult, { ok: false }>;

export interface DocumentMaking {
  /** The readiness rule's option: is the signature part of what is checked. */
  withSignature: boolean;
  /** Makes the document and hands it over (or goes on to pay); `now` is the moment checked. Throws when it cannot. */
  make: (now: Date) => Promise<Made>;
  /**
   * The message when the rule cannot be loaded (offline before it was ever fetched) or making threw;
   * a function of the error when the error may carry its own French message.
   */
  failed: string | ((error: unknown) => string);
  /** Say « Préparation du document… » when making takes longer than a blink (not for the payment, which leaves the page). */
  announce?: boolean;
  /** The form the rule reads. */
  form: ProcurationForm;
}

/** Checks, makes, and says how it went; never throws. */
export async function makeDocument({ form, withSignature, make, failed, announce = true }: DocumentMaking): Promise<GenerationResult> {
  const message = (error: unknown) => (typeof failed === 'string' ? failed : failed(error));
  // Offline before the rule was ever fetched: the same message as a failed document.
  const readiness = await loadReadiness().catch(() => undefined);
  if (!readiness) return { ok: false, message: message(undefined) };
  const now = new Date();
  const refusal = readiness.checkReadyToPrint(form, { withSignature, today: now });
  if (refusal) return { ok: false, ...refusal, withSignature };
  // Whatever follows (the made message, a refusal, an error) replaces or dismisses it (app.tsx's run).
  const preparing = announce ? setTimeout(() => showToast(PREPARING_DOCUMENT_MESSAGE, 'success'), BLINK_MS) : undefined;
  try {
    const made = await make(now);
    if (made && 'ok' in made) return made;
    return made ? { ok: true, pages: made.pages } : { ok: true };
  } catch (error) {
    console.warn(error);
    return { ok: false, message: message(error) };
  } finally {
    clearTimeout(preparing);
  }
}
