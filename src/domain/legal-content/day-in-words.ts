import { NBSP } from '../french-typography.ts';

const MONTHS = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'];

/** A checked day of the legal content, "2026-11-25" → "25 novembre 2026", held together by no-break spaces. */
export function dayInWords(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return [String(date), MONTHS[(month ?? 1) - 1], String(year)].join(NBSP);
}
