/**
 * The calm notice shown under every verdict: a procuration is no tool for the day the mandant can
 * no longer express their will, and the two tools the law gives for that day (docs/decisions/042).
 */

// Code civil, art. 2003 : le mandat finit notamment par la tutelle du mandant. Code civil, art. 477
// à 494 : le mandat de protection future, par acte notarié ou sous signature privée, prend effet
// quand le mandant ne peut plus pourvoir seul à ses intérêts. Code civil, art. 494-1 à 494-12 :
// l'habilitation familiale, accordée par le juge à un proche quand la personne ne peut plus
// manifester sa volonté. Checked 2026-11-24.
export const INCAPACITY_NOTICE =
  "Une procuration n'est pas faite pour le jour où vous ne pourriez plus exprimer votre volonté : elle prend fin, notamment, avec une mise sous tutelle. Pour préparer ce moment, la loi prévoit le mandat de protection future, signé devant notaire ou sous signature privée ; si ce moment est déjà là, un proche peut demander au juge une habilitation familiale.";

/** Where the notice comes from, shown under it. */
export const INCAPACITY_SOURCES = [
  'Code civil, art. 2003 (fin du mandat)',
  'Code civil, art. 477 à 494 (mandat de protection future)',
  'Code civil, art. 494-1 à 494-12 (habilitation familiale)',
] as const;
