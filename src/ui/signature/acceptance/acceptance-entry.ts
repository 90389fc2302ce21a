/**
 * A step between the first load and the acceptance part (docs/decisions/218): the list of chunks the
 * part needs lives in this small chunk, not in the page's entry, which only names this one.
 */
export const loadAcceptanceSection = () => import('./acceptance-section.tsx');
