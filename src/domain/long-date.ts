/**
 * The date of "Fait à …, le 22 novembre 2026" (specification §9: dd MMMM yyyy, French). Apart from
 * dates.ts because the French locale is needed only by the document, which loads with the PDF code.
 */
import { format } from 'date-fns';
import { fr } from 'date-fns/locale/fr';
import { DATE_LONG_FORMAT } from './constants.ts';
import { NBSP } from './french-typography.ts';

/** "22 novembre 2026", its words held together by no-break spaces (French typography). */
export function formatLongDate(date: Date): string {
  return format(date, DATE_LONG_FORMAT, { locale: fr }).replaceAll(' ', NBSP);
}

/** "6 décembre 2026", the day without a leading zero, as a sentence says it (an acceptance's day, docs/decisions/218). */
export function formatSpokenDate(date: Date): string {
  return format(date, 'd MMMM yyyy', { locale: fr }).replaceAll(' ', NBSP);
}
