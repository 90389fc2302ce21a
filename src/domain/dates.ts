/**
 * Calendar dates. In memory a date is a local Date at midnight; in storage and on the wire it is a
 * `yyyy-MM-dd` string, so no time zone ever shifts it by a day (DESIGN.md §6).
 */
import { addMonths, format, isValid, parse } from 'date-fns';
import { fr } from 'date-fns/locale/fr';
import { DURATION_MONTHS, type FixedDuration } from './catalogue.ts';
import { BIRTH_DATE_MAX_LENGTH, DATE_DISPLAY_FORMAT, DATE_LONG_FORMAT } from './constants.ts';

const ISO_DATE_FORMAT = 'yyyy-MM-dd';
const ISO_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const ISO_TIMESTAMP_PATTERN = /^\d{4}-\d{2}-\d{2}T[\d:.]+(Z|[+-]\d{2}:\d{2})$/;
/** A fixed reference for date-fns parse, so parsing never depends on the clock. */
const PARSE_REFERENCE = new Date(2000, 0, 1);

/** Keeps the digits of what was typed and inserts slashes after the 2nd and 4th digit: jj/mm/aaaa. */
export function maskDateInput(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 8);
  const parts = [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4, 8)].filter((part) => part !== '');
  return parts.join('/').slice(0, BIRTH_DATE_MAX_LENGTH);
}

/** A dd/mm/yyyy text as a local date, only if it is a real calendar date (31/02 is not). */
export function parseDisplayDate(text: string): Date | undefined {
  if (text.length !== BIRTH_DATE_MAX_LENGTH) return undefined;
  return parseStrict(text, DATE_DISPLAY_FORMAT);
}

export function formatDisplayDate(date: Date): string {
  return format(date, DATE_DISPLAY_FORMAT);
}

/** "22 novembre 2026". */
export function formatLongDate(date: Date): string {
  return format(date, DATE_LONG_FORMAT, { locale: fr });
}

export function toIsoDate(date: Date): string {
  return format(date, ISO_DATE_FORMAT);
}

/**
 * A stored date back as a local calendar date. Accepts `yyyy-MM-dd` and, from older saves, a full
 * ISO timestamp (read in the local time zone, where it was written). Anything else is undefined.
 */
export function fromIsoDate(value: string): Date | undefined {
  if (ISO_DATE_PATTERN.test(value)) return parseStrict(value, ISO_DATE_FORMAT);
  if (ISO_TIMESTAMP_PATTERN.test(value)) {
    const instant = new Date(value);
    return isValid(instant) ? startOfLocalDay(instant) : undefined;
  }
  return undefined;
}

/** Start plus the duration; month ends clamp (31 janvier + 1 mois = 28 or 29 février). */
export function endDateFor(start: Date, duration: FixedDuration): Date {
  return addMonths(start, DURATION_MONTHS[duration]);
}

function parseStrict(text: string, pattern: string): Date | undefined {
  const date = parse(text, pattern, PARSE_REFERENCE);
  return isValid(date) && format(date, pattern) === text ? date : undefined;
}

function startOfLocalDay(instant: Date): Date {
  return new Date(instant.getFullYear(), instant.getMonth(), instant.getDate());
}
