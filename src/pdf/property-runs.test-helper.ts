/**
 * How many random forms a property test makes (docs/decisions/136). `npm test` makes the run sized to
 * what it proves on every change, the same on every machine and in CI, within a test's 60 s
 * (docs/decisions/137), and replays every past failure by its seed; PDF_PROPERTY_RUNS asks for a deep
 * run by hand (e.g. `PDF_PROPERTY_RUNS=2000 npx vitest run src/pdf/render-pdf.property.test.ts`), whose
 * time limit grows with it.
 */

export const DEEP_RUN_VARIABLE = 'PDF_PROPERTY_RUNS';

/** A test's limit in `npm test` (docs/decisions/137). */
const TEST_LIMIT_MS = 60_000;
/** A deep run's limit for each form: generous, a form of thousands of characters on a busy core. */
const DEEP_RUN_MS_PER_FORM = 2_000;

export interface PropertyRun {
  /** The number of random forms (or texts) to try. */
  runs: number;
  /** The test's time limit. */
  timeout: number;
}

/**
 * `everyChange` forms in `npm test`; with PDF_PROPERTY_RUNS set, that many times `deepShare` (a test
 * whose cases cost a fraction of a form's, or several times one, scales with the same variable).
 */
export function propertyRun(everyChange: number, { deepShare = 1 }: { deepShare?: number } = {}): PropertyRun {
  const asked = process.env[DEEP_RUN_VARIABLE];
  if (asked === undefined || asked.trim() === '') return { runs: everyChange, timeout: TEST_LIMIT_MS };
  const forms = Number(asked);
  if (!Number.isSafeInteger(forms) || forms < 1) {
    throw new Error(`${DEEP_RUN_VARIABLE} attend un nombre entier de formulaires, pas « ${asked} ».`);
  }
  const runs = Math.max(1, Math.round(forms * deepShare));
  return { runs, timeout: Math.max(TEST_LIMIT_MS, forms * DEEP_RUN_MS_PER_FORM) };
}
