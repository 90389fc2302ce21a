/**
 * What the page says once procuration.pdf is made in free mode (docs/decisions/066): what to do
 * with the paper, the same as the paper and the notice under the pad say. A paper whose every
 * power is void is never to be brought anywhere: the message names the route instead. With the
 * drawn signature embedded, nobody is told to sign it by hand but the people whose place is blank.
 */
import { PDF_DOWNLOADED_MESSAGE } from '../../messages.ts';
import { peopleOf, type ProcurationForm } from '../../form.ts';
import { allPowersVoid, MEDICAL_DECISION_OPERATION, VOTE_OPERATION } from './document-clauses.ts';

// The routes, said as the sources of VOTE_NOT_DELEGATED and MEDICAL_DECISIONS_NOT_DELEGATED
// (document-clauses.ts) say them. Vote: décret n° 2025-1059 du 3 novembre 2025 (Légifrance,
// https://www.legifrance.gouv.fr/eli/decret/2025/11/3/INTA2516018D/jo/texte) and france-identite.gouv.fr,
// « Identité numérique certifiée : la procuration de vote dématérialisée »
// (https://france-identite.gouv.fr/actualite/procuration-de-vote-dematerialisee.html). Personne de
// confiance: Code de la santé publique, art. L1111-6 (Légifrance,
// https://www.legifrance.gouv.fr/codes/texte_lc/LEGITEXT000006072665/). Checked 2026-11-25.
export const VOTE_ROUTE_MESSAGE =
  'Pour le vote\u00a0: faites la procuration sur maprocuration.gouv.fr, entièrement en ligne avec une identité numérique certifiée France Identité, sinon en la faisant valider dans un commissariat, une gendarmerie ou un consulat.';
export const MEDICAL_ROUTE_MESSAGE =
  'Pour les décisions médicales\u00a0: elles restent les vôtres\u00a0; vous pouvez désigner une personne de confiance, par une déclaration écrite cosignée par elle.';

export const VOID_ONLY_MADE_MESSAGE =
  'Le fichier procuration.pdf a été téléchargé, mais il ne donne aucun des pouvoirs cochés\u00a0: ne le présentez nulle part.';

export const SIGNED_MADE_MESSAGE =
  "Le fichier procuration.pdf a été téléchargé avec votre signature dessinée. Ensuite\u00a0: imprimez-le et apportez-le avec les pièces listées dans «\u00a0À apporter\u00a0». Si l'organisme demande une signature à l'encre, générez le PDF sans signature.";
export const SIGNED_MADE_MESSAGE_OTHERS_SIGN =
  "Le fichier procuration.pdf a été téléchargé avec votre signature dessinée. Ensuite\u00a0: imprimez-le, faites signer à la main les autres signataires à leur place et apportez-le avec les pièces listées dans «\u00a0À apporter\u00a0». Si l'organisme demande une signature à l'encre, générez le PDF sans signature.";

/** The message for the document just made from `form`, with or without the saved drawing. */
export function procurationMadeMessage(form: ProcurationForm, withSignature: boolean): string {
  const operations = form.authorizedOperations;
  if (allPowersVoid(operations)) {
    return [
      VOID_ONLY_MADE_MESSAGE,
      ...(operations.includes(VOTE_OPERATION) ? [VOTE_ROUTE_MESSAGE] : []),
      ...(operations.includes(MEDICAL_DECISION_OPERATION) ? [MEDICAL_ROUTE_MESSAGE] : []),
    ].join(' ');
  }
  if (!withSignature || form.signature === null) return PDF_DOWNLOADED_MESSAGE;
  // Only the first mandant's place carries the drawing: any other signatory signs on paper.
  const othersSign = peopleOf(form, 'grantor').length > 1 || form.attorneySignatureBlock;
  return othersSign ? SIGNED_MADE_MESSAGE_OTHERS_SIGN : SIGNED_MADE_MESSAGE;
}
