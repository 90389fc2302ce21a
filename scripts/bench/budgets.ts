/** The budgets of docs/decisions/020, by name, and the rule that says whether memory stayed flat. */
import { ABOVE_REACT_FLOOR } from './first-load.ts';

export const BUDGETS = {
  /** JavaScript above the React floor, gzip -9 (docs/decisions/060). */
  aboveReactFloor: ABOVE_REACT_FLOOR.target,
  /** The page's LCP at most this much above the same HTML with every script blocked (docs/decisions/060). */
  lcpAboveBareHtml: 0.1,
  /** Lighthouse mobile Total Blocking Time, median (docs/decisions/060). */
  tbtMs: 50,
  lighthouseScore: 100,
  cls: 0,
  /** The prerendered page (docs/decisions/035) paints its largest element within a second (Lighthouse mobile, median). */
  lcpMs: 1000,
  firstClickMs: 200,
  warmClickWithoutSignatureMs: 50,
  warmClickWithSignatureMs: 100,
  /** The live preview (docs/decisions/034) may cost typing at most one 60 Hz frame at the 95th percentile. */
  previewTypingP95ExtraMs: 16.7,
  /** On a CPU slowed 4× (docs/decisions/140): every interaction, any task while typing or generating, any task of the hydration, click → download. */
  interactionMs: 100,
  taskWhileUsingMs: 100,
  hydrationTaskMs: 200,
  slowClickToDownloadMs: 1000,
  /** Paid mode on SQLite, 2 cores, 64 connections, release path. */
  releaseRequestsPerSecond: 3000,
  releaseP99Ms: 25,
  releaseConnections: 64,
  /** Metrics and tracing on keep at least this share of the request rate with both off (docs/decisions/089). */
  observedRateShare: 0.9,
  /** Memory is judged flat or not over a run this long at least. */
  soakSeconds: 60,
} as const;

/**
 * Flat: the lowest memory of the second half of the long run is at most 5 % (or 5 MB) above the
 * lowest of the first half. The garbage collector saws memory up and down with a period of tens of
 * seconds, so single samples and highs say little; what a leak lifts is the floor it returns to.
 */
const FLAT_RELATIVE = 0.05;
const FLAT_ABSOLUTE_BYTES = 5 * 2 ** 20;

export function isFlat(firstHalfMinBytes: number, secondHalfMinBytes: number): boolean {
  return secondHalfMinBytes - firstHalfMinBytes <= Math.max(FLAT_ABSOLUTE_BYTES, firstHalfMinBytes * FLAT_RELATIVE);
}
