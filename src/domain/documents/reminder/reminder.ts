/**
 * The end-date reminder: an iCalendar file (RFC 5545) with one all-day event on the procuration's
 * end date and an alarm seven days before. It carries the names and the type, nothing else: no
 * address, phone, email or birth date.
 */
import { documentEntry } from '../../document-registry.ts';
import { typeLabel } from '../document-blocks.ts';
import { formatDisplayDate } from '../../dates.ts';
import { fullName, peopleOf, type Party, type ProcurationForm } from '../../form.ts';
import { frenchSpacing } from '../../french-typography.ts';

/** Its name in the registry of documents (docs/decisions/203). */
export const REMINDER_FILE_NAME = documentEntry('reminder').fileName;
export const REMINDER_MEDIA_TYPE = 'text/calendar';
/** The alarm rings this many days before the end date. */
export const REMINDER_DAYS_BEFORE = 7;
const PRODUCT_ID = '-//Procuration en Ligne//Rappel de fin de procuration//FR';
/** RFC 5545 §3.1: content lines are folded at 75 octets. */
const MAX_LINE_OCTETS = 75;

/** "Jeanne Dupont", "Jeanne Dupont et Paul Martin", "A, B et C". */
function namesOf(form: ProcurationForm, party: Party): string {
  const names = peopleOf(form, party).map(fullName);
  return names.length === 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} et ${names.at(-1) ?? ''}`;
}

export function reminderSummary(form: ProcurationForm): string {
  return frenchSpacing(`Fin de la procuration de type ${typeLabel(form)} donnée à ${namesOf(form, 'attorney')}`);
}

/**
 * The .ics text for a form whose end date is set, or undefined when it is not. `uid` must be unique
 * (the page passes a random one); `now` is the time stamp of the file.
 */
export function describeReminder(form: ProcurationForm, { now, uid }: { now: Date; uid: string }): string | undefined {
  const end = form.endDate;
  if (!end) return undefined;
  const dayAfter = new Date(end.getFullYear(), end.getMonth(), end.getDate() + 1);
  const description = frenchSpacing(
    `Procuration de type ${typeLabel(form)} donnée par ${namesOf(form, 'grantor')} à ${namesOf(form, 'attorney')}, ` +
      `valable jusqu'au ${formatDisplayDate(end)}.`,
  );
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${PRODUCT_ID}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${uid}`,
    `DTSTAMP:${utcStamp(now)}`,
    `DTSTART;VALUE=DATE:${basicDate(end)}`,
    `DTEND;VALUE=DATE:${basicDate(dayAfter)}`,
    `SUMMARY:${escapeText(reminderSummary(form))}`,
    `DESCRIPTION:${escapeText(description)}`,
    'TRANSP:TRANSPARENT',
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    `TRIGGER:-P${REMINDER_DAYS_BEFORE}D`,
    `DESCRIPTION:${escapeText(reminderSummary(form))}`,
    'END:VALARM',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}

// eslint-disable-next-line no-control-regex -- the controls RFC 5545's TEXT forbids (CR and LF are escaped below)
const CONTROLS_TEXT_FORBIDS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

/**
 * RFC 5545 §3.3.11: backslash, semicolon and comma are escaped; a line break becomes \n; the other
 * control characters, which TEXT may not hold (tab aside), are dropped (docs/decisions/114).
 */
function escapeText(text: string): string {
  return text
    .replace(CONTROLS_TEXT_FORBIDS, '')
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** RFC 5545 §3.1: a line longer than 75 octets continues on the next after CRLF and one space, never inside a character. */
function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = utf8Length(character.codePointAt(0) ?? 0);
    const limit = parts.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += character;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

function utf8Length(codePoint: number): number {
  if (codePoint < 0x80) return 1;
  if (codePoint < 0x800) return 2;
  return codePoint < 0x10000 ? 3 : 4;
}

/** A calendar date as yyyyMMdd. */
function basicDate(date: Date): string {
  return `${String(date.getFullYear()).padStart(4, '0')}${two(date.getMonth() + 1)}${two(date.getDate())}`;
}

/** An instant in UTC as yyyyMMddTHHmmssZ. */
function utcStamp(at: Date): string {
  return (
    `${at.getUTCFullYear()}${two(at.getUTCMonth() + 1)}${two(at.getUTCDate())}` +
    `T${two(at.getUTCHours())}${two(at.getUTCMinutes())}${two(at.getUTCSeconds())}Z`
  );
}

function two(value: number): string {
  return String(value).padStart(2, '0');
}
