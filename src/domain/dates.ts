/**
 * Calendar dates. In memory a date is a local Date at midnight; in storage and on the wire it is a
 * `yyyy-MM-dd` string, so no time zone ever shifts it by a day (specification §16).
 */
import { addMonths } from 'date-fns';
import { DURATION_MONTHS, type FixedDuration } from './catalogue.ts';
import { BIRTH_DATE_MAX_LENGTH } from './constants.ts';

// The two fixed numeric formats are read and written by hand: date-fns' parse and format carry
// every token of every pattern (about 10 KB gzip) into the first load for dd/MM/yyyy and yyyy-MM-dd.
const DISPLAY_DATE_PATTERN = /^(\d{2})\/(\d{2})\/(\d{4})$/;
const ISO_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_TIMESTAMP_PATTERN = /^\d{4}-\d{2}-\d{2}T[\d:.]+(Z|[+-]\d{2}:\d{2})$/;

/** Keeps the digits of what was typed and inserts slashes after the 2nd and 4th digit: jj/mm/aaaa. */
export function maskDateInput(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 8);
  const parts = [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4, 8)].filter((part) => part !== '');
  return parts.join('/').slice(0, BIRTH_DATE_MAX_LENGTH);
}

/** A dd/mm/yyyy text as a local date, only if it is a real calendar date (31/02 is not). */
export function parseDisplayDate(text: string): Date | undefined {
  if (text.length !== BIRTH_DATE_MAX_LENGTH) return undefined;
  const [, day, month, year] = DISPLAY_DATE_PATTERN.exec(text) ?? [];
  return calendarDate(year, month, day);
}

/** dd/MM/yyyy. */
export function formatDisplayDate(date: Date): string {
  return `${pad(date.getDate(), 2)}/${pad(date.getMonth() + 1, 2)}/${pad(date.getFullYear(), 4)}`;
}

/** yyyy-MM-dd. */
export function toIsoDate(date: Date): string {
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1, 2)}-${pad(date.getDate(), 2)}`;
}

/**
 * A stored date back as a local calendar date. Accepts `yyyy-MM-dd` and, from older saves, a full
 * ISO timestamp (read in the local time zone, where it was written). Anything else is undefined.
 */
export function fromIsoDate(value: string): Date | undefined {
  const isoDate = ISO_DATE_PATTERN.exec(value);
  if (isoDate) return calendarDate(isoDate[1], isoDate[2], isoDate[3]);
  if (ISO_TIMESTAMP_PATTERN.test(value)) {
    const instant = new Date(value);
    return Number.isNaN(instant.getTime()) ? undefined : startOfLocalDay(instant);
  }
  return undefined;
}

/** Start plus the duration; month ends clamp (31 janvier + 1 mois = 28 or 29 février). */
export function endDateFor(start: Date, duration: FixedDuration): Date {
  return addMonths(start, DURATION_MONTHS[duration]);
}

/** The local midnight of that day, only if the day exists (31/02 does not; nor does year 0). */
function calendarDate(year: string | undefined, month: string | undefined, day: string | undefined): Date | undefined {
  const [y, m, d] = [Number(year), Number(month), Number(day)];
  if (!year || !month || !day || y < 1) return undefined;
  const date = new Date(2000, 0, 1);
  date.setFullYear(y, m - 1, d); // setFullYear, unlike the constructor, keeps years below 100
  return date.getFullYear() === y && date.getMonth() === m - 1 && date.getDate() === d ? date : undefined;
}

function pad(value: number, length: number): string {
  return String(value).padStart(length, '0');
}

function startOfLocalDay(instant: Date): Date {
  return new Date(instant.getFullYear(), instant.getMonth(), instant.getDate());
}
