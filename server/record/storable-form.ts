/**
 * "May this form be stored?": only if the product can make its PDF from it (docs/decisions/075).
 * The page's own rule first (checkReadyToPrint: specification §5, §14, the durations, the
 * operations, text that prints, an emancipated mandant at least 16 — src/domain/capacity.ts —,
 * docs/decisions/024, 039, 067), then what only the server checks: a signature image the PDF can
 * decode and draw (signature-image.ts), for each signatory's drawing (docs/decisions/099).
 */
import { checkReadyToPrint } from '../../src/domain/readiness.ts';
import type { StoredForm } from '../../src/domain/stored-form.ts';
import { fromStoredForm } from '../../src/domain/stored-form-codec.ts';
import { signatureImageProblem } from './signature-image.ts';

/** Why the form cannot be stored, in French, or undefined when its PDF can be made. */
export function whyNotStorable(
  data: StoredForm,
  { includeSignature, today }: { includeSignature: boolean; today: Date },
): string | undefined {
  const form = fromStoredForm(data);
  const failure = checkReadyToPrint(form, { withSignature: includeSignature, today });
  if (failure) return failure.message;
  // Stored with the record even when not drawn, and drawn when the person asks for it: each decoded in every case.
  const drawings = [form.signature, ...Object.values(form.cosignatures)].filter((drawing) => typeof drawing === 'string');
  return drawings.map(signatureImageProblem).find((problem) => problem !== undefined);
}
