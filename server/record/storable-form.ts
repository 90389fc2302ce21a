/**
 * "May this form be stored?": only if the product can make its PDF from it (docs/decisions/075).
 * The page's own rule first (checkReadyToPrint: specification §5, §14, the durations, the
 * operations, text that prints, docs/decisions/024, 039), then what only the server checks: an
 * emancipated mandant at least 16 (Code civil art. 413-2, src/domain/capacity.ts), and a signature
 * image the PDF can decode and draw (signature-image.ts).
 */
import { isMinorOn } from '../../src/domain/age.ts';
import { isOldEnoughToBeEmancipated } from '../../src/domain/capacity.ts';
import { everyPerson, type ProcurationForm } from '../../src/domain/form.ts';
import { personOwnerName } from '../../src/domain/messages.ts';
import { checkReadyToPrint } from '../../src/domain/readiness.ts';
import type { StoredForm } from '../../src/domain/stored-form.ts';
import { fromStoredForm } from '../../src/domain/stored-form-codec.ts';
import { signatureImageProblem } from './signature-image.ts';

/** "Le mandant 2 est coché mineur émancipé…": the card named as the page names it. */
export function emancipatedUnder16Message(owner: string): string {
  return `La date de naissance ${owner} donne moins de 16\u00a0ans\u00a0: un mineur ne peut être émancipé qu'à partir de 16\u00a0ans (Code civil, art.\u00a0413-2).`;
}

/** Why the form cannot be stored, in French, or undefined when its PDF can be made. */
export function whyNotStorable(
  data: StoredForm,
  { includeSignature, today }: { includeSignature: boolean; today: Date },
): string | undefined {
  const form = fromStoredForm(data);
  const failure = checkReadyToPrint(form, { withSignature: includeSignature, today });
  if (failure) return failure.message;
  const tooYoung = emancipatedTooYoung(form, today);
  if (tooYoung) return tooYoung;
  // Stored with the record even when not drawn, and drawn when the person asks for it: decoded in every case.
  return form.signature === null ? undefined : signatureImageProblem(form.signature);
}

function emancipatedTooYoung(form: ProcurationForm, today: Date): string | undefined {
  for (const { slot, party, person } of everyPerson(form)) {
    const birth = person.birthDate;
    if (party !== 'grantor' || !person.emancipated || !birth || !isMinorOn(birth, today)) continue;
    if (!isOldEnoughToBeEmancipated(birth, today)) return emancipatedUnder16Message(personOwnerName(slot));
  }
  return undefined;
}
