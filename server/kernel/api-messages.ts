/** The French messages of the payment-mode API (specification §18: readable, in French). */
import type { FastifyReply } from 'fastify';
import { type ApiError, UNAVAILABLE_STATUS } from '../../src/contract/payment-api.ts';
import { RETRY_AFTER_SECONDS } from './timeouts.ts';
import { noteUnavailableCause, type UnavailableCause } from './unavailable-cause.ts';

export const API_MESSAGES = {
  invalidJson: "Le contenu envoyé n'est pas un JSON valide.",
  notJson: 'Le contenu doit être envoyé au format JSON (application/json).',
  tooLarge: 'Le contenu envoyé dépasse la taille autorisée de 512 Ko.',
  invalidData: 'Les données envoyées sont invalides',
  /** An address or request the server cannot read (a malformed address, say). */
  invalidRequest: "La demande n'est pas valide.",
  recordNotFound: 'Procuration introuvable ou expirée.',
  paymentNotVerified: "Le paiement de cette procuration n'a pas été vérifié.",
  alreadyPaid: 'Cette procuration est déjà payée.',
  /** A checkout asked without the secret handed to whoever created the record (specification §17, docs/decisions/110). */
  notOwner: 'Seule la page qui a créé cette procuration peut en demander le paiement. Recommencez depuis le formulaire.',
  tooManyCheckouts: 'Trop de tentatives de paiement pour cette procuration. Recommencez depuis le formulaire.',
  deleteNotAllowed: 'Seule une procuration payée peut être supprimée, avec sa session de paiement.',
  /** The payment provider failed, refused or did not answer in time (503). */
  paymentServiceUnavailable: 'Le service de paiement ne répond pas. Réessayez dans quelques instants.',
  /** The database cannot be reached or does not answer in time (503). */
  databaseUnavailable: 'Le service est momentanément indisponible. Réessayez dans quelques instants.',
  /** The process is past its event-loop delay or memory thresholds and sheds the paid routes (503). */
  overloaded: 'Le service est très sollicité en ce moment. Réessayez dans quelques instants.',
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
  503: 'Service Unavailable',
};

/** The body of every API error: Fastify's own shape, with a French message. */
export function apiError(statusCode: number, message: string): ApiError {
  return { statusCode, error: STATUS_NAMES[statusCode] ?? 'Error', message };
}

/** Answers a refusal with its status and French message, never the data. */
export function refuse(reply: FastifyReply, statusCode: number, message: string) {
  return reply.code(statusCode).send(apiError(statusCode, message));
}

type UnavailableMessage =
  typeof API_MESSAGES.databaseUnavailable | typeof API_MESSAGES.paymentServiceUnavailable | typeof API_MESSAGES.overloaded;

const CAUSE_BY_MESSAGE: Record<UnavailableMessage, UnavailableCause> = {
  [API_MESSAGES.databaseUnavailable]: 'database',
  [API_MESSAGES.paymentServiceUnavailable]: 'payment_provider',
  [API_MESSAGES.overloaded]: 'overload',
};

/** A dependency is down or stalled (docs/decisions/027): 503, when to try again, and what to tell the person. */
export function unavailable(reply: FastifyReply, message: UnavailableMessage) {
  noteUnavailableCause(reply, CAUSE_BY_MESSAGE[message]);
  return reply.code(UNAVAILABLE_STATUS).header('retry-after', String(RETRY_AFTER_SECONDS)).send(apiError(UNAVAILABLE_STATUS, message));
}
