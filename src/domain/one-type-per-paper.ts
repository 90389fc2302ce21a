/**
 * Beside the type, once one is chosen (issue 55): a paper carries one type, so steps of two kinds take
 * two papers. It says what the page makes, no law. Its own module, loaded with the verdict under the type
 * (src/ui/rules/verdict-notice.tsx), so the page's first load does not carry it.
 */
export const ONE_TYPE_PER_PAPER_HINT =
  "Une procuration faite ici porte un seul type\u00a0: pour des démarches de deux types, par exemple à la banque et pour la vente d'une voiture, faites une procuration pour chacun.";
