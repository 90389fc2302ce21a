/**
 * Sentences of the procuration that depend on what was chosen (docs/decisions/046): what a void
 * power does not allow, whether the mandate is free, the copies attached, and the place and date
 * line. Pure texts, placed by document.ts.
 */
import type { ProcurationForm } from '../../form.ts';
import { formatLongDate } from '../../long-date.ts';
import { IDENTITY_DOCUMENTS } from '../../person-fields.ts';

export const VOTE_OPERATION = 'Voter en mon nom';
export const MEDICAL_DECISION_OPERATION = 'Prise de décision médicale';
export const MEDICAL_DECISION_OPERATIONS: readonly string[] = [MEDICAL_DECISION_OPERATION, 'Hospitalisation'];

export const ACCOUNT_OPENING_CLOSING_OPERATION = 'Ouverture/fermeture de compte';

// Code électoral, art. L71 to L78: a vote by proxy exists only through the official procedure.
// Since the décret n° 2025-1059 du 3 novembre 2025 « relatif à la dématérialisation complète de
// l'établissement et de la résiliation d'une procuration » (Légifrance,
// https://www.legifrance.gouv.fr/eli/decret/2025/11/3/INTA2516018D/jo/texte), for every election the
// elector who asks on maprocuration.gouv.fr and proves his identity with a certified digital identity
// (France Identité) need not appear in person; otherwise the request is checked in person by a
// police officer, a gendarme or a consulate (france-identite.gouv.fr, « Identité numérique certifiée :
// la procuration de vote dématérialisée »,
// https://france-identite.gouv.fr/actualite/procuration-de-vote-dematerialisee.html). Checked 2026-11-25.
export const VOTE_NOT_DELEGATED =
  "Ce document ne permet à personne de voter à la place d'un électeur : le vote par procuration s'établit uniquement par la démarche officielle. Elle peut se faire entièrement en ligne sur maprocuration.gouv.fr avec une identité numérique certifiée France Identité ; sinon, la demande faite en ligne ou avec le formulaire Cerfa n° 14952 est validée en personne dans un commissariat, une gendarmerie ou un consulat (décret n° 2025-1059 du 3 novembre 2025).";

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

// What a counter reads on the line of a power the procuration cannot carry, with the route
// (docs/decisions/066). Vote: the sources of VOTE_NOT_DELEGATED above. Medical decision: Code de la
// santé publique, art. L1111-4 (the patient takes the decisions about his health) and L1111-6 (the
// personne de confiance), on Légifrance, https://www.legifrance.gouv.fr/codes/texte_lc/LEGITEXT000006072665/.
// Closing an account: service-public.gouv.fr, « Procuration sur un compte bancaire », fiche F1474
// (https://www.service-public.gouv.fr/particuliers/vosdroits/F1474) : « Le mandataire ne peut pas
// clôturer le compte du titulaire. » Checked 2026-11-25.
export const VOTE_VOID_MARK =
  'sans effet : le vote par procuration se fait uniquement par la démarche officielle, sur maprocuration.gouv.fr';
export const MEDICAL_DECISION_VOID_MARK =
  'sans effet : une décision médicale reste personnelle au patient, qui peut désigner une personne de confiance';
export const ACCOUNT_CLOSING_VOID_MARK = 'sans effet pour la fermeture : seul le titulaire peut clôturer son compte, auprès de sa banque';

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
    // "d'Anne", "de Jeanne": elided before a vowel (not before h, often aspirated in names).
    return [`copie ${document.printed} ${/^[aeiouyéèêâîôûàœ]/i.test(name) ? `d'${name}` : `de ${name}`}`];
  });
  return copies.length === 0 ? undefined : `${ATTACHMENTS_HEADING} ${copies.join(' ; ')}.`;
}

/** "Fait à Lyon, le 22 novembre 2026", or with "Dater à la main" a dotted blank to date by hand. */
export function madeAtSentence(place: string, today: Date, handDated: boolean): string {
  return `Fait à ${place}, le ${handDated ? HAND_DATE_BLANK : formatLongDate(today)}`;
}
