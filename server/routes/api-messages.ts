/** The French messages of the payment-mode API (DESIGN.md §8: readable, in French). */
export const API_MESSAGES = {
  invalidJson: "Le contenu envoyé n'est pas un JSON valide.",
  notJson: 'Le contenu doit être envoyé au format JSON (application/json).',
  tooLarge: 'Le contenu envoyé dépasse la taille autorisée de 512 Ko.',
  invalidData: 'Les données envoyées sont invalides',
  recordNotFound: 'Procuration introuvable ou expirée.',
  paymentNotVerified: "Le paiement de cette procuration n'a pas été vérifié.",
  alreadyPaid: 'Cette procuration est déjà payée.',
  deleteNotAllowed: 'Seule une procuration payée peut être supprimée, avec sa session de paiement.',
  paymentServiceUnavailable: 'Le service de paiement est momentanément indisponible. Réessayez dans quelques instants.',
  rateLimited: 'Trop de demandes depuis votre adresse. Réessayez dans une minute.',
  invalidWebhookSignature: 'Signature Stripe invalide.',
  internal: 'Erreur interne du serveur',
} as const;

const STATUS_NAMES: Record<number, string> = {
  400: 'Bad Request',
  402: 'Payment Required',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
};

/** The body of every API error: Fastify's own shape, with a French message. */
export function apiError(statusCode: number, message: string) {
  return { statusCode, error: STATUS_NAMES[statusCode] ?? 'Error', message };
}
