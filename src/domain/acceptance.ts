/**
 * A paper sent to a mandataire for acceptance, and the answer that comes back (docs/decisions/218):
 * what the mandataire reads is the paper's own description, without any drawing, dated the day it
 * was sent; an answer is bound to that exact text by its digest, so a paper changed after sending is
 * seen, and the old signature is not used. Pure: the digest and the encryption are the page's.
 */
import * as z from 'zod/mini';
import { describeProcuration } from './documents/procuration/document.ts';
import type { DocumentDescription } from './documents/document-blocks.ts';
import type { AttorneySlot, ProcurationForm } from './form.ts';
import { withDrawing } from './signatures.ts';

/** The form as the mandataire reads it: nobody's drawing, no acceptance. */
export function unsignedForm(form: ProcurationForm): ProcurationForm {
  return { ...form, signature: null, cosignatures: {}, acceptances: {} };
}

/** The paper sent for acceptance on `sentOn`: the words that will be printed, without any drawing. */
export function paperToAccept(form: ProcurationForm, sentOn: Date): DocumentDescription {
  return describeProcuration(unsignedForm(form), { today: sentOn, withSignature: false });
}

/** The exact text an acceptance is bound to: every word of the paper, in order. */
export function paperText(paper: DocumentDescription): string {
  return JSON.stringify([paper.title, paper.blocks]);
}

/** What the mandataire's link opens, encrypted on the mandant's device: who is asked, the paper, and its digest. */
export type PaperForAcceptance = { attorney: string; paper: DocumentDescription; paperDigest: string };

/** The mandataire's answer, encrypted on their phone, carrying the digest of the paper they read. */
export const answerSchema = z.union([
  z.object({ decision: z.literal('accepted'), paperDigest: z.string(), drawing: z.string() }),
  z.object({ decision: z.literal('refused'), paperDigest: z.string(), reason: z.string().check(z.maxLength(1000)) }),
]);
export type AcceptanceAnswer = z.infer<typeof answerSchema>;

/** The form with a mandataire's accepted drawing in their place, dated the day the relay received it (`yyyy-MM-dd`). */
export function withAcceptance(form: ProcurationForm, slot: AttorneySlot, drawing: string, receivedOn: string): ProcurationForm {
  return { ...withDrawing(form, slot, drawing), acceptances: { ...form.acceptances, [slot]: receivedOn } };
}

/** The form without a mandataire's acceptance nor its drawing: refused, or the paper changed since. */
export function withoutAcceptance(form: ProcurationForm, slot: AttorneySlot): ProcurationForm {
  return form.acceptances[slot] === undefined ? form : withDrawing(form, slot, null);
}
