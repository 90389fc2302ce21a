/** Under the two letter buttons: how to send them (docs/decisions/043). */

// Code civil, art. 2004 et 2005 : la révocation est notifiée au mandataire, et aux tiers pour leur être
// opposable ; le recommandé avec accusé de réception en garde la preuve. Checked 2026-11-24.
export const REVOCATION_SENDING_HINT =
  'Envoyez chaque lettre en recommandé avec accusé de réception : la première au mandataire, la seconde à chaque organisme (banque, administration…) où la procuration a été présentée.';
