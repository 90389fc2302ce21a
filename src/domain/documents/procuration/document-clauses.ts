/**
 * Sentences of the procuration that depend on what was chosen (docs/decisions/046): what a void
 * power does not allow, whether the mandate is free, the copies attached, and the place and date
 * line. Pure texts, placed by document.ts.
 */
// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the compiled content's type, for every program that reaches this module
/// <reference path="../../legal-content/legal-content-module.d.ts" />
import texts from 'virtual:legal-content/procuration';
import type { ProcurationForm } from '../../form.ts';
import { ofName } from '../document-blocks.ts';
import { legalText } from '../../legal-content/legal-text.ts';
import { formatLongDate } from '../../long-date.ts';
import { IDENTITY_DOCUMENTS } from '../../person-fields.ts';

export const VOTE_OPERATION = 'Voter en mon nom';
export const MEDICAL_DECISION_OPERATION = 'Prise de décision médicale';
export const MEDICAL_DECISION_OPERATIONS: readonly string[] = [MEDICAL_DECISION_OPERATION, 'Hospitalisation'];

export const ACCOUNT_OPENING_CLOSING_OPERATION = 'Ouverture/fermeture de compte';

// The sentences, their sources and the day they were checked: content/legal/documents/procuration.yaml
// (docs/decisions/072).
export const VOTE_NOT_DELEGATED = legalText(texts, 'voteNotDelegated');
export const MEDICAL_DECISIONS_NOT_DELEGATED = legalText(texts, 'medicalDecisionsNotDelegated');
export const FREE_OF_CHARGE = legalText(texts, 'freeOfCharge');
export const REMUNERATION_HEADING = 'Rémunération convenue :';
export const ATTACHMENTS_HEADING = 'Pièces jointes :';
/** The blank left for a date written by hand. */
export const HAND_DATE_BLANK = '…'.repeat(12);

// What a counter reads on the line of a power the procuration cannot carry, with the route
// (docs/decisions/066); words and sources in content/legal/documents/procuration.yaml.
export const VOTE_VOID_MARK = legalText(texts, 'voteVoidMark');
export const MEDICAL_DECISION_VOID_MARK = legalText(texts, 'medicalDecisionVoidMark');
export const ACCOUNT_CLOSING_VOID_MARK = legalText(texts, 'accountClosingVoidMark');

/** The mark a ticked operation carries on its own line when the law does not let a procuration carry it, if any. */
export function voidMarkOf(operation: string): string | undefined {
  if (operation === VOTE_OPERATION) return VOTE_VOID_MARK;
  // "Hospitalisation" keeps the notice below without a mark: the paperwork of an admission may be delegated.
  if (operation === MEDICAL_DECISION_OPERATION) return MEDICAL_DECISION_VOID_MARK;
  if (operation === ACCOUNT_OPENING_CLOSING_OPERATION) return ACCOUNT_CLOSING_VOID_MARK;
  return undefined;
}

/** "Voter en mon nom — sans effet : …": the operation as the list prints it. */
export function markedOperation(operation: string): string {
  const mark = voidMarkOf(operation);
  return mark === undefined ? operation : `${operation} — ${mark}`;
}

/** Whether every ticked operation is one the procuration carries no power for at all (the closing of an account leaves the opening). */
export function allPowersVoid(operations: readonly string[]): boolean {
  const wholly = (operation: string) => operation === VOTE_OPERATION || operation === MEDICAL_DECISION_OPERATION;
  return operations.length > 0 && operations.every(wholly);
}

/** What the document says a void power does not allow, one sentence per kind ticked. */
export function voidPowerNotices(form: Pick<ProcurationForm, 'authorizedOperations'>): string[] {
  const ticked = (operation: string) => form.authorizedOperations.includes(operation);
  return [
    ...(ticked(VOTE_OPERATION) ? [VOTE_NOT_DELEGATED] : []),
    ...(MEDICAL_DECISION_OPERATIONS.some(ticked) ? [MEDICAL_DECISIONS_NOT_DELEGATED] : []),
  ];
}

/** "Ce mandat est donné à titre gratuit.", or the remuneration agreed when one is given. */
export function remunerationSentence(form: Pick<ProcurationForm, 'remuneration'>): string {
  const agreed = form.remuneration.trim();
  return agreed === '' ? FREE_OF_CHARGE : `${REMUNERATION_HEADING} ${agreed}`;
}

/**
 * "Pièces jointes : copie de la carte nationale d'identité de Jeanne Lefèvre ; copie du passeport
 * d'Anne Martin." for each person whose identity document is given (type and number), or nothing.
 */
export function attachmentsSentence(people: ReadonlyArray<{ name: string; idType: string; idNumber: string }>): string | undefined {
  const copies = people.flatMap(({ name, idType, idNumber }) => {
    const document = IDENTITY_DOCUMENTS.find((option) => option.label === idType);
    if (!document || idNumber.trim() === '') return [];
    // "d'Anne", "d'Hélène", "de Jeanne": elided before a vowel or a mute h.
    return [`copie ${document.printed} ${ofName(name)}`];
  });
  return copies.length === 0 ? undefined : `${ATTACHMENTS_HEADING} ${copies.join(' ; ')}.`;
}

/** "Fait à Lyon, le 22 novembre 2026", or with "Dater à la main" a dotted blank to date by hand. */
export function madeAtSentence(place: string, today: Date, handDated: boolean): string {
  return `Fait à ${place}, le ${handDated ? HAND_DATE_BLANK : formatLongDate(today)}`;
}
