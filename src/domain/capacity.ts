/**
 * Who may give a procuration alone, by age (docs/decisions/067): one rule, shared by the page's
 * coherence checks and the server's. A minor may be emancipated only once sixteen: Code civil,
 * art. 413-2 : « Le mineur, même non marié, pourra être émancipé lorsqu'il aura atteint l'âge de
 * seize ans révolus. » (Code civil, art. 413-2, on Légifrance,
 * https://www.legifrance.gouv.fr/codes/texte_lc/LEGITEXT000006070721/, as reproduced with its source
 * by kohenavocats.fr, https://kohenavocats.fr/2024/12/21/article-413-2-du-code-civil). Checked 2026-11-25.
 */
import { addYears } from 'date-fns';

export const EMANCIPATION_AGE_YEARS = 16;

/** Whether someone born on `birthDate` is sixteen or more on `onDate` (a calendar day). */
export function isOldEnoughToBeEmancipated(birthDate: Date, onDate: Date): boolean {
  return addYears(birthDate, EMANCIPATION_AGE_YEARS) <= new Date(onDate.getFullYear(), onDate.getMonth(), onDate.getDate());
}
