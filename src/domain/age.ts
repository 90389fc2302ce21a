/**
 * Majority is at 18 years accomplished: Code civil art. 414 (« La majorité est fixée à dix-huit
 * ans accomplis ») and art. 388 (the minor is under « dix-huit ans accomplis »); an emancipated
 * minor « est capable, comme un majeur, de tous les actes de la vie civile » (art. 413-6). Texts
 * checked 2026-11-24 (Légifrance, Code civil, livre Ier, titre X chapitre Ier; kohenavocats.fr
 * article-413-6-du-code-civil).
 */
import { addYears } from 'date-fns';

export const MAJORITY_AGE_YEARS = 18;

/** Whether someone born on `birthDate` is under 18 on `today` (a calendar day). */
export function isMinorOn(birthDate: Date, today: Date): boolean {
  return addYears(birthDate, MAJORITY_AGE_YEARS) > new Date(today.getFullYear(), today.getMonth(), today.getDate());
}
