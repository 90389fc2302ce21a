/**
 * Sentences of the procuration that depend on what was chosen (docs/decisions/046): what a void
 * power does not allow, whether the mandate is free, the copies attached, and the place and date
 * line. Pure texts, placed by document.ts.
 */
import type { ProcurationForm } from '../../form.ts';
import { formatLongDate } from '../../long-date.ts';
import { IDENTITY_DOCUMENTS } from '../../person-fields.ts';

export const VOTE_OPERATION = 'Voter en mon nom';
export const MEDICAL_DECISION_OPERATIONS: readonly string[] = ['Prise de décision médicale', 'Hospitalisation'];

// Code électoral, art. L71 to L78: a vote by proxy exists only through the official procedure, on
// maprocuration.gouv.fr or with the Cerfa n° 14952, checked in person by a police officer, a
// gendarme or a consulate (service-public.fr, « Vote par procuration », F1604; checked 2026-11-24).
export const VOTE_NOT_DELEGATED =
  "Ce document ne permet à personne de voter à la place d'un électeur : le vote par procuration s'établit uniquement par la démarche officielle, sur maprocuration.gouv.fr ou avec le formulaire Cerfa n° 14952, validée en personne dans un commissariat, une gendarmerie ou un consulat.";

// Code de la santé publique, art. L1111-4 (the patient takes, with the doctor, the decisions about
// his health) and L1111-6 (the personne de confiance, designated in writing and cosigned by her,
// accompanies the patient and reports his will; she does not decide). Checked 2026-11-24.
export const MEDICAL_DECISIONS_NOT_DELEGATED =
  "Ce document ne délègue aucune décision médicale, qui reste personnelle au patient. Chacun peut désigner une personne de confiance, par une déclaration écrite cosignée par elle, qui l'accompagne et rend compte de sa volonté s'il ne peut plus l'exprimer (article L1111-6 du Code de la santé publique).";

// Code civil, art. 1986 : « Le mandat est gratuit, s'il n'y a convention contraire. » Checked 2026-11-24.
export const FREE_OF_CHARGE = 'Ce mandat est donné à titre gratuit.';
export const REMUNERATION_HEADING = 'Rémunération convenue :';
export const ATTACHMENTS_HEADING = 'Pièces jointes :';
/** The blank left for a date written by hand. */
export const HAND_DATE_BLANK = '…'.repeat(12);

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
    // "d'Anne", "de Jeanne": elided before a vowel (not before h, often aspirated in names).
    return [`copie ${document.printed} ${/^[aeiouyéèêâîôûàœ]/i.test(name) ? `d'${name}` : `de ${name}`}`];
  });
  return copies.length === 0 ? undefined : `${ATTACHMENTS_HEADING} ${copies.join(' ; ')}.`;
}

/** "Fait à Lyon, le 22 novembre 2026", or with "Dater à la main" a dotted blank to date by hand. */
export function madeAtSentence(place: string, today: Date, handDated: boolean): string {
  return `Fait à ${place}, le ${handDated ? HAND_DATE_BLANK : formatLongDate(today)}`;
}
