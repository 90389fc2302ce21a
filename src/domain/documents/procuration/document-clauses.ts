/**
 * Sentences of the procuration that depend on what was chosen (docs/decisions/046): what a void
 * power does not allow, whether the mandate is free, the copies attached, and the place and date
 * line. Pure texts, placed by document.ts.
 */
// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the compiled content's type, for every program that reaches this module
/// <reference path="../../legal-content/legal-content-module.d.ts" />
import texts from 'virtual:legal-content/procuration';
import type { ProcurationForm } from '../../form.ts';
import { filledText, fillText } from '../../legal-content/fill-text.ts';
import { ofName } from '../document-blocks.ts';
import { legalText } from '../../legal-content/legal-text.ts';
import { formatLongDate } from '../../long-date.ts';
import { identityDocumentPhrase } from './identity-clauses.ts';
import { dispositionActsAmong, lawOf, noticeKeysOf, type TickedOperations } from '../../operation-law.ts';

// The sentences, their sources and the day they were checked: content/legal/documents/procuration.yaml
// (docs/decisions/072).
export const VOTE_NOT_DELEGATED = legalText(texts, 'voteNotDelegated');
export const MEDICAL_DECISIONS_NOT_DELEGATED = legalText(texts, 'medicalDecisionsNotDelegated');
export const FREE_OF_CHARGE = legalText(texts, 'freeOfCharge');
export const REMUNERATION_HEADING = legalText(texts, 'remunerationHeading');
export const ATTACHMENTS_HEADING = legalText(texts, 'attachmentsHeading');
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
  const withPowers = powers === undefined ? operation : `${operation}\u00a0: ${powers}`;
  return law?.void === undefined ? withPowers : `${withPowers} — ${legalText(texts, law.void.mark, severalGrantors)}`;
}

/** What the document says a void power does not allow, and the other paragraphs the ticked rows add, each once. */
export function operationNotices(form: TickedOperations): string[] {
  return noticeKeysOf(form).map((key) => legalText(texts, key));
}

/** For an act of disposition ticked: the mandate is express for the acts designated (Code civil, art. 1988). */
export function expressMandateSentence(form: TickedOperations): string | undefined {
  return dispositionActsAmong(form).length > 0 ? legalText(texts, 'expressMandate') : undefined;
}

/** "Ce mandat est donné à titre gratuit.", or the remuneration agreed when one is given. */
export function remunerationSentence(form: Pick<ProcurationForm, 'remuneration'>): string {
  const agreed = form.remuneration.trim();
  // The sentence ends with a full stop, whether or not one was typed.
  return agreed === '' ? FREE_OF_CHARGE : `${REMUNERATION_HEADING} ${agreed}${/[.!?…]$/u.test(agreed) ? '' : '.'}`;
}

/**
 * "Pièces jointes : copie de la carte nationale d'identité de Jeanne Lefèvre ; copie du passeport
 * d'Anne Martin." for each person whose identity document is given (type and number), or nothing.
 */
export function attachmentsSentence(people: ReadonlyArray<{ name: string; idType: string; idNumber: string }>): string | undefined {
  const copies = people.flatMap(({ name, idType, idNumber }) => {
    const document = identityDocumentPhrase(idType);
    if (document === undefined || idNumber.trim() === '') return [];
    // "d'Anne", "d'Hélène", "de Jeanne": elided before a vowel or a mute h.
    return [filledText(texts, 'attachedCopy', { document, ofName: ofName(name) })];
  });
  return copies.length === 0 ? undefined : `${ATTACHMENTS_HEADING} ${copies.join(' ; ')}.`;
}

/** "Fait à Lyon, le 22 novembre 2026", or with "Dater à la main" a dotted blank to date by hand. */
export function madeAtSentence(place: string, today: Date, handDated: boolean): string {
  return fillText(legalText(texts, 'madeAt'), { place, date: handDated ? HAND_DATE_BLANK : formatLongDate(today) });
}
