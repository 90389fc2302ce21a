/**
 * The parts of the procuration that depend on what was chosen (docs/decisions/046): each operation's
 * line, with a void power marked; the paragraphs the ticked rows add; the values of the remuneration,
 * of the copies attached and of the place and date line. The words are the template's
 * (content/legal/documents/procuration.liquid, docs/decisions/202); document.ts lays them out.
 */
import type { ProcurationForm } from '../../form.ts';
import { ofName } from '../document-blocks.ts';
import { formatLongDate } from '../../long-date.ts';
import { identityDocumentValues } from './identity-clauses.ts';
import { lawOf, noticeKeysOf, type TickedOperations } from '../../operation-law.ts';
import { procurationWords } from '../procuration-words.ts';

export const VOTE_NOT_DELEGATED = procurationWords('voteNotDelegated');
export const MEDICAL_DECISIONS_NOT_DELEGATED = procurationWords('medicalDecisionsNotDelegated');
export const FREE_OF_CHARGE = procurationWords('freeOfCharge');
/** The blank left for a date written by hand. */
export const HAND_DATE_BLANK = '…'.repeat(12);

/**
 * "Vente de véhicule : signer le certificat de cession…": the operation as the list prints it, with the
 * powers its row gives (docs/decisions/106); a power the law does not let a procuration carry is
 * marked on its own line, with the route (docs/decisions/066), in the plural for several mandants
 * (the co-holders of a joint account). Words and sources in the content.
 */
export function operationLine(type: string, operation: string, severalGrantors = false): string {
  const law = lawOf(type, operation);
  const powers = (severalGrantors ? law?.powersSeveral : undefined) ?? law?.powers;
  const voidMark = law?.void === undefined ? '' : procurationWords(law.void.mark, { several: severalGrantors });
  return procurationWords('operationLine', { operation, powers: powers ?? '', voidMark });
}

/** What the document says a void power does not allow, and the other paragraphs the ticked rows add, each once. */
export function operationNotices(form: TickedOperations): string[] {
  return noticeKeysOf(form).map((key) => procurationWords(key));
}

/** The remuneration agreed, ending with a full stop whether or not one was typed; '' when the mandate is free. */
export function remunerationValue(form: Pick<ProcurationForm, 'remuneration'>): string {
  const agreed = form.remuneration.trim();
  return agreed === '' || /[.!?…]$/u.test(agreed) ? agreed : `${agreed}.`;
}

/** "Ce mandat est donné à titre gratuit.", or the remuneration agreed when one is given. */
export function remunerationSentence(form: Pick<ProcurationForm, 'remuneration'>): string {
  return procurationWords('remuneration', { remuneration: remunerationValue(form) });
}

/**
 * "copie de la carte nationale d'identité de Jeanne Lefèvre ; copie du passeport d'Anne Martin" for
 * each person whose identity document is given (type and number), or ''.
 */
export function attachmentsValue(people: ReadonlyArray<{ name: string; idType: string; idNumber: string }>): string {
  return people
    .flatMap(({ name, idType, idNumber }) => {
      const document = identityDocumentValues(idType);
      // "d'Anne", "d'Hélène", "de Jeanne": elided before a vowel or a mute h.
      return document === undefined || idNumber.trim() === '' ? [] : [{ ...document, ofName: ofName(name) }];
    })
    .map((copy, index) => procurationWords('attachedCopy', { ...copy, afterAnother: index > 0 }))
    .join('');
}

/** "Pièces jointes : copie … ; copie ….", or nothing when no identity document is given. */
export function attachmentsSentence(people: ReadonlyArray<{ name: string; idType: string; idNumber: string }>): string | undefined {
  const attachments = attachmentsValue(people);
  return attachments === '' ? undefined : procurationWords('attachments', { attachments });
}

/** The place and the day of "Fait à Lyon, le 22 novembre 2026", or with "Dater à la main" a dotted blank. */
export function madeAtValues(place: string, today: Date, handDated: boolean): { place: string; date: string } {
  return { place, date: handDated ? HAND_DATE_BLANK : formatLongDate(today) };
}

/** "Fait à Lyon, le 22 novembre 2026", or with "Dater à la main" a dotted blank to date by hand. */
export function madeAtSentence(place: string, today: Date, handDated: boolean): string {
  return procurationWords('madeAt', madeAtValues(place, today, handDated));
}
