/**
 * What the mandant's card and the mandataire's page say of an acceptance (docs/decisions/218;
 * the names of docs/specification.md §19). French typography: no-break spaces before « : ».
 */
import { formatSpokenDate } from '../../../domain/long-date.ts';
import { fromIsoDate } from '../../../domain/dates.ts';
import { ACCEPTANCE_TTL_DAYS } from '../../../contract/signature-relay.ts';

export const SEND_FOR_ACCEPTANCE = 'Envoyer pour acceptation';

const longDay = (isoDay: string) => formatSpokenDate(fromIsoDate(isoDay) ?? new Date());

export const ACCEPTANCE_STATUS = {
  waiting: 'En attente de la réponse du mandataire',
  accepted: (receivedOn: string) => `Acceptée le ${longDay(receivedOn)}`,
  refused: (receivedOn: string) => `Refusée le ${longDay(receivedOn)}`,
  reason: (reason: string) => `Motif\u00a0: ${reason}`,
  changed: "Le document a changé depuis l'envoi\u00a0: envoyez-le de nouveau pour acceptation.",
  unreadable:
    'La réponse reçue ne peut pas être déchiffrée\u00a0: elle a été modifiée en chemin ou ne vient pas de ce lien. Envoyez-le de nouveau pour acceptation.',
} as const;

/** The dialog's one sentence: what the mandataire will see, and that nothing readable goes through the server. */
export const ACCEPTANCE_EXPLANATION =
  `Le mandataire verra la procuration entière, telle qu'elle sera imprimée, puis pourra l'accepter en signant ou la refuser. ` +
  `Rien de lisible ne passe par notre serveur\u00a0: le document et la réponse sont chiffrés sur les appareils, et le lien sert ${ACCEPTANCE_TTL_DAYS}\u00a0jours au plus.`;

/** Whether the answer can come while the page is closed (« Conserver mes informations » ticked), or the page must stay open. */
export const KEEP_OPEN = {
  kept: 'Vous pouvez fermer cette page\u00a0: la réponse sera recueillie sur cet appareil à votre retour.',
  notKept:
    "Gardez cette page ouverte jusqu'à la réponse\u00a0: « Conserver mes informations sur cet appareil » n'étant pas cochée, elle ne pourrait pas être recueillie plus tard.",
} as const;
