import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { BIRTH_DATE_MAX_LENGTH } from './constants.ts';
import { endDateFor, formatDisplayDate, fromIsoDate, maskDateInput, parseDisplayDate, toIsoDate } from './dates.ts';
import { formatLongDate } from './long-date.ts';
import { day, localDay } from './calendar-days.test-helper.ts';

/**
 * The tests set TZ on the process (Node re-reads it for every date operation); the domain code itself may not
 * reach the process, hence the one exception here.
 */
const environment = process.env;

/** Puts TZ back as it was, unset included (assigning undefined to an environment variable stores "undefined"). */
function restoreZone(original: string | undefined): void {
  if (original === undefined) delete environment.TZ;
  else environment.TZ = original;
}

/**
 * Time zones the date rules must hold in, with their UTC offset (getTimezoneOffset, minutes) on
 * 15 January 2024. America/Santiago starts summer time at midnight, so some local midnights do not exist there.
 */
const ZONES = [
  { zone: 'Europe/Paris', januaryOffset: -60 },
  { zone: 'America/New_York', januaryOffset: 300 },
  { zone: 'Pacific/Auckland', januaryOffset: -780 },
  { zone: 'UTC', januaryOffset: 0 },
  { zone: 'America/Santiago', januaryOffset: 180 },
];

/** A local calendar day, month counted from 1. */
/** The local calendar day of a date as yyyy-mm-dd, read without the code under test. */
describe('birth date masking', () => {
  test('keeps the digits and inserts a slash after the 2nd and the 4th digit', () => {
    expect(maskDateInput('1')).toBe('1');
    expect(maskDateInput('123')).toBe('12/3');
    expect(maskDateInput('1205')).toBe('12/05');
    expect(maskDateInput('12051')).toBe('12/05/1');
    expect(maskDateInput('12051990')).toBe('12/05/1990');
  });

  test('adds a slash only once a digit follows it, so deleting a character is never blocked', () => {
    expect(maskDateInput('12')).toBe('12');
    expect(maskDateInput('12/')).toBe('12');
    expect(maskDateInput('12/05/')).toBe('12/05');
  });

  test('leaves an already masked date unchanged', () => {
    expect(maskDateInput('12/05/1990')).toBe('12/05/1990');
    expect(maskDateInput('12/05/19')).toBe('12/05/19');
  });

  test('stops at 10 characters', () => {
    expect(BIRTH_DATE_MAX_LENGTH).toBe(10);
    expect(maskDateInput('120519901')).toBe('12/05/1990');
    expect(maskDateInput('12/05/19901234')).toBe('12/05/1990');
    expect(maskDateInput('1234567890123456')).toHaveLength(10);
  });

  test('a pasted date with dashes, dots or spaces becomes dd/mm/yyyy', () => {
    expect(maskDateInput('12-05-1990')).toBe('12/05/1990');
    expect(maskDateInput('12.05.1990')).toBe('12/05/1990');
    expect(maskDateInput(' 12 05 1990 ')).toBe('12/05/1990');
  });

  test('drops letters and other characters', () => {
    expect(maskDateInput('ab12cd05ef1990')).toBe('12/05/1990');
    expect(maskDateInput('abc')).toBe('');
    expect(maskDateInput('1a')).toBe('1');
    expect(maskDateInput('')).toBe('');
  });
});

describe.each(ZONES)('calendar dates in $zone', ({ zone, januaryOffset }) => {
  const originalZone = environment.TZ;
  beforeAll(() => {
    environment.TZ = zone;
  });
  afterAll(() => {
    restoreZone(originalZone);
  });

  test('the process really runs in this time zone', () => {
    expect(new Date(2024, 0, 15).getTimezoneOffset()).toBe(januaryOffset);
  });

  describe('reading a typed dd/mm/yyyy date', () => {
    test('a real date becomes that local calendar day', () => {
      expect(localDay(parseDisplayDate('15/05/1990'))).toBe('1990-05-15');
      expect(localDay(parseDisplayDate('01/01/2000'))).toBe('2000-01-01');
      expect(localDay(parseDisplayDate('31/12/1999'))).toBe('1999-12-31');
    });

    test('a day that does not exist in its month is refused', () => {
      expect(parseDisplayDate('31/02/1990')).toBeUndefined();
      expect(parseDisplayDate('30/02/2024')).toBeUndefined();
      expect(parseDisplayDate('31/04/2024')).toBeUndefined();
      expect(parseDisplayDate('00/01/2024')).toBeUndefined();
      expect(parseDisplayDate('32/01/2024')).toBeUndefined();
      expect(parseDisplayDate('15/13/2024')).toBeUndefined();
      expect(parseDisplayDate('15/00/2024')).toBeUndefined();
    });

    test('29 February exists only in leap years', () => {
      expect(localDay(parseDisplayDate('29/02/2024'))).toBe('2024-02-29');
      expect(localDay(parseDisplayDate('29/02/2000'))).toBe('2000-02-29');
      expect(parseDisplayDate('29/02/2023')).toBeUndefined();
      expect(parseDisplayDate('29/02/1900')).toBeUndefined();
    });

    test('only the full dd/mm/yyyy form is accepted', () => {
      expect(parseDisplayDate('1/1/1990')).toBeUndefined();
      expect(parseDisplayDate('1/01/19901')).toBeUndefined();
      expect(parseDisplayDate('15-05-1990')).toBeUndefined();
      expect(parseDisplayDate('1990-05-15')).toBeUndefined();
      expect(parseDisplayDate('aa/bb/cccc')).toBeUndefined();
    });

    test('a text of other than 10 characters is not a date', () => {
      expect(parseDisplayDate('01/01/199')).toBeUndefined();
      expect(parseDisplayDate('15/05/1990 ')).toBeUndefined();
      expect(parseDisplayDate('')).toBeUndefined();
    });

    test('the day is the same for every day of a year, daylight-saving changes included', () => {
      for (let date = day(2024, 1, 1); date.getFullYear() === 2024; date = day(2024, date.getMonth() + 1, date.getDate() + 1)) {
        const expected = localDay(date);
        const [year, month, dayOfMonth] = (expected ?? '').split('-');
        expect(localDay(parseDisplayDate(`${dayOfMonth}/${month}/${year}`))).toBe(expected);
      }
    });
  });

  describe('showing dates', () => {
    test('dates show as dd/MM/yyyy', () => {
      expect(formatDisplayDate(day(2026, 11, 22))).toBe('22/11/2026');
      expect(formatDisplayDate(day(2025, 1, 5))).toBe('05/01/2025');
    });

    test('the long date is in French, as dd MMMM yyyy', () => {
      expect(formatLongDate(day(2026, 11, 22))).toBe('22\u00A0novembre\u00A02026');
      expect(formatLongDate(day(2025, 1, 1))).toBe('01\u00A0janvier\u00A02025');
      expect(formatLongDate(day(2024, 2, 29))).toBe('29\u00A0février\u00A02024');
      expect(formatLongDate(day(2025, 8, 15))).toBe('15\u00A0août\u00A02025');
      expect(formatLongDate(day(2025, 12, 31))).toBe('31\u00A0décembre\u00A02025');
    });
  });

  describe('stored dates (yyyy-MM-dd)', () => {
    test('a local day is stored as its own yyyy-MM-dd, never the day before or after', () => {
      expect(toIsoDate(day(1990, 5, 15))).toBe('1990-05-15');
      expect(toIsoDate(day(2025, 12, 31))).toBe('2025-12-31');
      expect(toIsoDate(day(2026, 1, 1))).toBe('2026-01-01');
    });

    test('a stored yyyy-MM-dd comes back as that local day', () => {
      expect(localDay(fromIsoDate('1990-05-15'))).toBe('1990-05-15');
      expect(localDay(fromIsoDate('2024-02-29'))).toBe('2024-02-29');
    });

    test('every day of two years survives storing and reading back', () => {
      for (let date = day(2024, 1, 1); date.getFullYear() < 2026; date = day(date.getFullYear(), date.getMonth() + 1, date.getDate() + 1)) {
        const stored = toIsoDate(date);
        expect(stored).toBe(localDay(date));
        expect(localDay(fromIsoDate(stored))).toBe(localDay(date));
      }
    });

    test('a date saved as a full timestamp by an older version comes back as the same local day', () => {
      const legacy = JSON.parse(JSON.stringify({ birthDate: day(1990, 5, 15) })) as { birthDate: string };
      expect(legacy.birthDate).toMatch(/^1990-05-1[45]T\d{2}:00:00\.000Z$/);
      expect(localDay(fromIsoDate(legacy.birthDate))).toBe('1990-05-15');
      expect(localDay(fromIsoDate(day(2024, 9, 8).toISOString()))).toBe('2024-09-08');
    });

    test('an impossible or malformed stored date is undefined', () => {
      expect(fromIsoDate('2023-02-29')).toBeUndefined();
      expect(fromIsoDate('2024-13-01')).toBeUndefined();
      expect(fromIsoDate('2024-1-5')).toBeUndefined();
      expect(fromIsoDate('15/05/1990')).toBeUndefined();
      expect(fromIsoDate('not a date')).toBeUndefined();
      expect(fromIsoDate('2024-02-32T10:00:00.000Z')).toBeUndefined();
      expect(fromIsoDate('2024-05-15T25:99:00.000Z')).toBeUndefined();
      expect(fromIsoDate('2024-05-15T10:00:00')).toBeUndefined();
      expect(fromIsoDate('')).toBeUndefined();
    });
  });

  describe('end date of a fixed duration', () => {
    test('1 mois, 3 mois, 6 mois and 1 an add that many months to the start', () => {
      const start = day(2025, 1, 15);
      expect(localDay(endDateFor(start, '1 mois'))).toBe('2025-02-15');
      expect(localDay(endDateFor(start, '3 mois'))).toBe('2025-04-15');
      expect(localDay(endDateFor(start, '6 mois'))).toBe('2025-07-15');
      expect(localDay(endDateFor(start, '1 an'))).toBe('2026-01-15');
    });

    test('a start at the end of a month clamps to the last day of the shorter month', () => {
      expect(localDay(endDateFor(day(2025, 1, 31), '1 mois'))).toBe('2025-02-28');
      expect(localDay(endDateFor(day(2024, 1, 31), '1 mois'))).toBe('2024-02-29');
      expect(localDay(endDateFor(day(2024, 8, 31), '6 mois'))).toBe('2025-02-28');
      expect(localDay(endDateFor(day(2023, 8, 31), '6 mois'))).toBe('2024-02-29');
      expect(localDay(endDateFor(day(2025, 3, 31), '3 mois'))).toBe('2025-06-30');
      expect(localDay(endDateFor(day(2025, 10, 31), '1 mois'))).toBe('2025-11-30');
      expect(localDay(endDateFor(day(2024, 2, 29), '1 an'))).toBe('2025-02-28');
    });

    test('the duration crosses a year end', () => {
      expect(localDay(endDateFor(day(2025, 11, 30), '3 mois'))).toBe('2026-02-28');
      expect(localDay(endDateFor(day(2025, 12, 31), '6 mois'))).toBe('2026-06-30');
    });

    test('the calendar day is kept across daylight-saving changes', () => {
      expect(localDay(endDateFor(day(2025, 3, 15), '1 mois'))).toBe('2025-04-15');
      expect(localDay(endDateFor(day(2025, 10, 15), '1 mois'))).toBe('2025-11-15');
      expect(localDay(endDateFor(day(2024, 8, 8), '1 mois'))).toBe('2024-09-08');
      expect(localDay(endDateFor(day(2024, 3, 30), '6 mois'))).toBe('2024-09-30');
    });

    test('the start date is left unchanged', () => {
      const start = day(2025, 1, 31);
      endDateFor(start, '1 an');
      expect(localDay(start)).toBe('2025-01-31');
    });
  });
});
