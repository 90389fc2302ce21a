/** What the mandataire's page says (docs/decisions/218; the names of docs/specification.md §19). */

export const ACCEPTER_TEXT = {
  heading: 'Procuration à accepter',
  accept: 'Accepter et signer',
  refuse: 'Refuser',
  sendAcceptance: "Envoyer l'acceptation",
  sendRefusal: 'Envoyer le refus',
  reason: 'Motif du refus (optionnel)',
  accepted: 'Acceptation envoyée.',
  refused: 'Refus envoyé.',
  empty: "Dessinez votre signature dans le cadre avant d'envoyer l'acceptation.",
  brokenLink: "Ce lien d'acceptation est incomplet ou a été modifié. Demandez un nouveau lien à la personne qui vous l'a envoyé.",
  expired: "Ce lien d'acceptation a expiré ou a déjà servi. Demandez un nouveau lien à la personne qui vous l'a envoyé.",
} as const;
