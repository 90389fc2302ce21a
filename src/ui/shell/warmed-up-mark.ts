/**
 * A User Timing mark the page sets once its idle warm-up (src/ui/shell/warm-up.ts, docs/decisions/139)
 * has fetched and started what a document needs; the browser tests wait for it rather than for a time.
 * Its own module, free of the UI library, so that Node code (the tests, scripts/bench) can import it.
 */
export const WARMED_UP_MARK = 'procuration:warmed-up';
