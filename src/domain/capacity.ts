/**
 * Who may be emancipated: « Le mineur, même non marié, pourra être émancipé lorsqu'il aura atteint
 * l'âge de seize ans révolus » (Code civil art. 413-2; text checked 2026-11-25
 * as reproduced from Légifrance on https://kohenavocats.fr/2024/12/21/article-413-2-du-code-civil). The
 * product holds to that age; an emancipation by marriage before it (art. 413-1, with a dispensation
 * of age) is left out. A pure rule for the page and the server.
 */
import { addYears } from 'date-fns';

export const EMANCIPATION_MIN_AGE_YEARS = 16;

/** Whether someone born on `birthDate` is old enough on `today` (a calendar day) to be emancipated: 16 years accomplished. */
export function isOldEnoughToBeEmancipated(birthDate: Date, today: Date): boolean {
  return addYears(birthDate, EMANCIPATION_MIN_AGE_YEARS) <= new Date(today.getFullYear(), today.getMonth(), today.getDate());
}
