/**
 * A User Timing mark the page sets when the saved form is in place (src/ui/state/saved-form.ts); the
 * benchmark and the browser tests read it. Its own module, free of the UI library, so that Node code
 * (the tests, scripts/bench) can import it without the page's aliases (docs/decisions/055).
 */
export const FORM_RESTORED_MARK = 'procuration:form-restored';
