import ICAL from 'ical.js';
import { describe, expect, test } from 'vitest';
import { customForm, NOW } from '../../../pdf/fixtures.test-helper.ts';
import { aSignedForm } from '../../test-factory.test-helper.ts';
import { DURATION_OTHER } from '../../catalogue.ts';
import { chooseDuration, setEndDate } from '../../form.ts';
import { describeReminder, REMINDER_DAYS_BEFORE } from './reminder.ts';

const UID = '3f1c7a2e-9b0d-4c11-8e55-0a1b2c3d4e5f@procuration-en-ligne';

/** The event as a real iCalendar parser reads it. */
function parse(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const event = calendar.getFirstSubcomponent('vevent');
  if (!event) throw new Error('no VEVENT');
  const alarm = event.getFirstSubcomponent('valarm');
  return { calendar, event, alarm, vevent: new ICAL.Event(event) };
}

test('one all-day event on the end date, named for the type and the mandataire, with an alarm seven days before', () => {
  const form = aSignedForm();
  const ics = describeReminder(form, { now: NOW, uid: UID }) ?? '';
  const { calendar, event, alarm, vevent } = parse(ics);
  expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
  expect(calendar.getFirstPropertyValue('prodid')).toMatch(/Procuration en Ligne/);
  expect(vevent.uid).toBe(UID);
  expect(vevent.summary).toBe('Fin de la procuration de type Bancaire donnée à Loïc Martin');
  expect(vevent.startDate.isDate).toBe(true);
  expect(vevent.startDate.toString()).toBe('2027-03-01');
  expect(vevent.endDate.toString()).toBe('2027-03-02');
  expect(String(event.getFirstPropertyValue('dtstamp'))).toBe('2026-11-22T09:30:00Z');
  expect(alarm?.getFirstPropertyValue('action')).toBe('DISPLAY');
  expect(String(alarm?.getFirstPropertyValue('trigger'))).toBe(`-P${REMINDER_DAYS_BEFORE}D`);
});

test('lines end in CRLF and none is longer than 75 octets, even with long names in other alphabets', () => {
  const form = aSignedForm({ attorney: { firstName: 'Александра-Мария', lastName: 'Константинопольская, «де» Вальдемар; и сыновья' } });
  const ics = describeReminder(form, { now: NOW, uid: UID }) ?? '';
  expect(ics.endsWith('\r\n')).toBe(true);
  expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
  // Folding, commas and semicolons come back intact through the parser.
  expect(parse(ics).vevent.summary).toBe(
    'Fin de la procuration de type Bancaire donnée à Александра-Мария Константинопольская, «де» Вальдемар; и сыновья',
  );
});

test('the custom type replaces Autre, and a custom end date is used', () => {
  let form = customForm('Garde du chat', 'Nourrir le chat');
  form = setEndDate(chooseDuration(form, DURATION_OTHER), new Date(2027, 1, 28));
  expect(parse(describeReminder(form, { now: NOW, uid: UID }) ?? '').vevent.summary).toBe(
    'Fin de la procuration de type Garde du chat donnée à Loïc Martin',
  );
  expect(parse(describeReminder(form, { now: NOW, uid: UID }) ?? '').vevent.startDate.toString()).toBe('2027-02-28');
});

describe('privacy', () => {
  test('holds the names and the type, and no address, phone, email or birth date', () => {
    const form = aSignedForm();
    const ics = describeReminder(form, { now: NOW, uid: UID }) ?? '';
    const unfolded = ics.replace(/\r\n /g, '');
    for (const person of [form.grantor, form.attorney]) {
      for (const value of [person.address, person.postalCode, person.phone, person.city]) expect(unfolded).not.toContain(value);
      if (person.email) expect(unfolded).not.toContain(person.email);
    }
    expect(unfolded).not.toMatch(/1958|14\/03/);
  });
});

test('no end date, no reminder', () => {
  expect(describeReminder({ ...aSignedForm(), endDate: undefined }, { now: NOW, uid: UID })).toBeUndefined();
});

test('control characters a calendar refuses are dropped from the text, tab kept (docs/decisions/114)', () => {
  const form = aSignedForm({ attorney: { lastName: 'Mar\u000Btin\u0000\u0007' } });
  const ics = describeReminder(form, { now: NOW, uid: UID }) ?? '';
  // eslint-disable-next-line no-control-regex -- what RFC 5545 forbids in TEXT
  expect(ics).not.toMatch(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/);
  expect(parse(ics).event.getFirstPropertyValue('summary')).toContain('Martin');
});
