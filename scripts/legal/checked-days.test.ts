/**
 * The day each legal text and source was checked (docs/decisions/070, 074, 123): a real day, never
 * after today, never before the project existed (its first decision, docs/decisions/001, is dated
 * 2026-11-22: no source can have been read for it earlier), and /sources says each one. No test names
 * a day of the content: re-reading a source changes its file and no test.
 */
import { describe, expect, test } from 'vitest';
import { readLegalContent } from './read-legal-content.ts';
import { sourcesPageHtml, typeLawPassages } from './sources-page.ts';

/** The day of the project's first decision record: nothing was read for it before. */
const FIRST_DAY = '2026-11-22';
const today = () => new Date().toISOString().slice(0, 10);

const content = readLegalContent();
const entries = [
  ...content.verdicts.flatMap((entry) => [
    [`${entry.type} : rien de coché`, entry.nothingTicked.checked] as const,
    ...Object.entries(entry.operations).map(([operation, row]) => [`${entry.type} × ${operation}`, row.checked] as const),
    ...typeLawPassages(entry.typeLaw).map(([heading, passage]) => [`${entry.type} : ${heading}`, passage.checked] as const),
  ]),
  ...content.documents.flatMap((document) =>
    Object.entries(document.texts).map(([key, text]) => [`${document.document} › ${key}`, text.checked] as const),
  ),
  ...Object.entries(content.notices.passages).map(([key, passage]) => [`notices › ${key}`, passage.checked] as const),
];
const sourceDays = Object.entries(content.sources).flatMap(([id, source]) =>
  source.checked === undefined ? [] : [[`source ${id}`, source.checked] as const],
);

/** A day of the calendar that lies between the project's first day and today. */
function isPlausibleDay(day: string): boolean {
  const parsed = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === day && day >= FIRST_DAY && day <= today();
}

describe('every checked day is a day the content could have been read', () => {
  test('the rows, texts and passages are all read, and so are the sources that carry a day', () => {
    expect(entries.length).toBeGreaterThan(150);
    expect(sourceDays.length).toBeGreaterThan(25);
  });

  test.each([...entries, ...sourceDays])('%s: checked on %s, between the first day and today', (_name, day) => {
    expect(isPlausibleDay(day)).toBe(true);
  });

  test.each([
    ['a day after today', '2999-01-01'],
    ['a day before the project', '2025-11-27'],
    ['a day that does not exist', '2026-02-30'],
  ])('refuses %s', (_name, day) => {
    expect(isPlausibleDay(day)).toBe(false);
  });

  test('/sources says the day of each row, text and passage, and the day each source was read', () => {
    const html = sourcesPageHtml(content);
    const ruleDays = [...html.matchAll(/Sources, vérifiées le <time datetime="([\d-]+)">/g)].map((match) => match[1]);
    expect(ruleDays.sort()).toEqual(entries.map(([, day]) => day).sort());
    for (const [name, day] of sourceDays) {
      const id = name.slice('source '.length);
      const address = content.sources[id]!.address;
      expect(html, id).toMatch(
        new RegExp(`href="${address.replace(/[.?/]/g, '\\$&')}">[^<]*</a> \\(consultée le <time datetime="${day}">`),
      );
    }
  });
});
