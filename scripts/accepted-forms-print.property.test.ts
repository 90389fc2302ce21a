/**
 * "Accepted ⇒ printable" (docs/decisions/075): whatever form arrives, if the server's storing rule
 * accepts it, the product's PDF builder makes its PDF without error. The forms mix what the page
 * makes with what it cannot: durations off the list, end dates that do not follow, repeated
 * operations, text of invisible characters, emancipated children, damaged signature PNGs. Here, and
 * not beside the server, because the server may not import the PDF adapter (eslint.config.js): this
 * test joins the two. `npm test` tries a run sized to what it proves; PDF_PROPERTY_RUNS asks for a deep
 * run (docs/decisions/136).
 */
import fc from 'fast-check';
import { expect, test } from 'vitest';
import { addMonths } from 'date-fns';
import { DURATIONS, isFixedDuration, OPERATIONS_BY_TYPE, PROCURATION_TYPES } from '../src/domain/catalogue.ts';
import { endDateFor, toIsoDate } from '../src/domain/dates.ts';
import { describeProcuration } from '../src/domain/documents/procuration/document.ts';
import type { StoredForm } from '../src/domain/stored-form.ts';
import { fromStoredForm } from '../src/domain/stored-form-codec.ts';
import { aStoredForm } from '../src/domain/test-factory.test-helper.ts';
import { propertyRun } from '../src/pdf/property-runs.test-helper.ts';
import { renderPdf } from '../src/pdf/render-pdf.ts';
import { asDataUrl, DAMAGED_PNGS, validSignaturePng } from '../server/record/damaged-png.test-helper.ts';
import { whyNotStorable } from '../server/record/storable-form.ts';

/** Forms drawn, on every change (docs/decisions/136): the accepted ones are rendered, never read back. */
const FORMS_EVERY_CHANGE = 200;
const { runs: RUNS, timeout } = propertyRun(FORMS_EVERY_CHANGE);
const TODAY = new Date(2026, 10, 25);

const SIGNATURES = [asDataUrl(validSignaturePng(600, 240)), ...Object.values(DAMAGED_PNGS).map(asDataUrl)];
/** Texts that print nothing, or turn the line around. */
const ODD_TEXTS = ['\u200B\u200B', ' \u00A0 ', '\u202E', '\u2028', '\u3164', '\u202EDupont', 'A\u200BB'];

/** Mostly what the page makes, now and then one of the others. */
function mostly<T>(usual: T, ...others: T[]): fc.Arbitrary<T> {
  return fc.oneof({ arbitrary: fc.constant(usual), weight: 8 }, { arbitrary: fc.constantFrom(...others), weight: 1 });
}

const form: fc.Arbitrary<{ data: StoredForm; includeSignature: boolean }> = fc
  .record({
    type: fc.constantFrom(...PROCURATION_TYPES),
    duration: fc.oneof(
      { arbitrary: fc.constantFrom(...DURATIONS), weight: 8 },
      { arbitrary: fc.constantFrom('😀', '17 ans', ''), weight: 1 },
    ),
    startDate: mostly<string | null>('2027-01-31', null, '2020-01-01', '2030-03-01'),
    endDate: fc.constantFrom<string | null>(null, '2027-06-01', '2086-01-01', '2020-01-01'),
    impliedEnd: fc.oneof({ arbitrary: fc.constant(true), weight: 8 }, { arbitrary: fc.constant(false), weight: 1 }),
    operationPicks: fc.array(fc.nat(), { minLength: 1, maxLength: 3 }),
    lastName: mostly('Dupont', ...ODD_TEXTS, 'Ανδρέας'),
    city: mostly('Paris', ...ODD_TEXTS),
    objectDetails: mostly('Appartement du 12 rue de la Paix, lot n° 4', '', ...ODD_TEXTS),
    customText: mostly('Démarches auprès de la mairie', ...ODD_TEXTS),
    birthDate: mostly('1990-05-15', '2019-04-02', '2010-11-25', '2010-11-26', '2009-01-01', '2030-01-01'),
    emancipated: fc.boolean(),
    signature: mostly<string | null>(asDataUrl(validSignaturePng()), null, ...SIGNATURES),
    includeSignature: fc.boolean(),
  })
  .map((drawn) => {
    const offered = OPERATIONS_BY_TYPE[drawn.type];
    const operations = drawn.operationPicks.map((pick) => offered[pick % offered.length] ?? '');
    const data = aStoredForm({
      grantor: {
        lastName: drawn.lastName,
        city: drawn.city,
        birthDate: drawn.birthDate,
        emancipated: drawn.emancipated,
      },
      type: drawn.type,
      customType: drawn.customText,
      duration: drawn.duration,
      startDate: drawn.startDate,
      endDate: drawn.endDate,
      authorizedOperations: operations,
      customOperation: drawn.customText,
      objectDetails: drawn.objectDetails,
      signature: drawn.signature,
    });
    // Most of the time the end date the page computes (a custom duration keeps the drawn one, or a near one).
    const start = fromStoredForm(data).startDate;
    if (drawn.impliedEnd && start) {
      data.endDate = toIsoDate(isFixedDuration(drawn.duration) ? endDateFor(start, drawn.duration) : addMonths(start, 2));
    }
    return { data, includeSignature: drawn.includeSignature };
  });

test(`every form the server accepts makes its PDF (${RUNS} forms)`, { timeout }, async () => {
  let accepted = 0;
  let refused = 0;
  await fc.assert(
    fc.asyncProperty(form, async ({ data, includeSignature }) => {
      if (whyNotStorable(data, { includeSignature, today: TODAY }) !== undefined) {
        refused += 1;
        return;
      }
      accepted += 1;
      const pdf = await renderPdf(describeProcuration(fromStoredForm(data), { today: TODAY, withSignature: includeSignature }), {
        now: TODAY,
      });
      expect(pdf.byteLength).toBeGreaterThan(0);
    }),
    { numRuns: RUNS },
  );
  // Both sides were reached: the property was tried on accepted forms, and the rule refused some.
  expect(accepted).toBeGreaterThan(0);
  expect(refused).toBeGreaterThan(0);
  console.log(`accepted ⇒ printable: ${accepted} accepted and printed, ${refused} refused, of ${RUNS}`);
});
