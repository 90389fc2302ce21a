/**
 * The words a person meets on the generator page, as specification §5 and §13 give them, and the
 * people the tests type in: shared by the browser tests (e2e/procuration-page.ts) and the page's
 * tests in a simulated DOM (page.test-helper.ts); the people come from the one test factory
 * (docs/decisions/133).
 */
import type { StoredPerson } from '../../domain/stored-form.ts';
import { aStoredMandataire, aStoredPerson } from '../../domain/test-factory.test-helper.ts';

export const GRANTOR_CARD = 'Informations du Mandant';
export const ATTORNEY_CARD = 'Informations du Mandataire';
export const DETAILS_CARD = 'Détails de la Procuration';
export const SIGNATURE_CARD = 'Signature Numérique';

/** A drawing as a phone's pad hands it: a PNG image as a data URL (1 × 1 white). */
export const DRAWING =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8/5+hHgAHggJ/PchI7wAAAABJRU5ErkJggg==';

export const WITH_SIGNATURE = 'Générer le PDF avec signature';
export const WITHOUT_SIGNATURE = 'Générer le PDF sans signature';

/** The messages of specification §5, in the order the checks run, then the signature rule. */
export const MESSAGES = {
  grantor: 'Veuillez remplir tous les champs obligatoires pour le mandant',
  attorney: 'Veuillez remplir tous les champs obligatoires pour le mandataire',
  type: 'Le type de procuration est obligatoire',
  customType: 'Veuillez préciser le type de procuration',
  duration: 'La durée de la procuration est obligatoire',
  startDate: 'La date de début est obligatoire',
  endDate: 'La date de fin est obligatoire pour une durée personnalisée',
  operation: 'Veuillez sélectionner au moins une opération autorisée',
  customOperation: "Veuillez préciser l'opération autorisée personnalisée",
  signature: "Veuillez d'abord sauvegarder votre signature avant de générer le PDF",
} as const;
export const MESSAGE_ORDER = Object.values(MESSAGES);

/** The summary that folds a person's optional fields away on the page (docs/decisions/064). */
export const PERSON_MORE = "Civilité, lieu de naissance, pièce d'identité (optionnel)";

export interface PersonInput {
  lastName: string;
  firstName: string;
  /** Digits only, as a person types them: "15051990". */
  birthDigits: string;
  /** What the field then shows: "15/05/1990". */
  birthShown: string;
  address: string;
  postalCode: string;
  city: string;
  phone: string;
  email?: string;
}

/** What a person types for a stored person of the test factory: the birth date as its digits, then as the field shows it. */
export function typed(person: StoredPerson): PersonInput {
  const [year = '', month = '', day = ''] = (person.birthDate ?? '').split('-');
  return {
    lastName: person.lastName,
    firstName: person.firstName,
    birthDigits: `${day}${month}${year}`,
    birthShown: `${day}/${month}/${year}`,
    address: person.address,
    postalCode: person.postalCode,
    city: person.city,
    phone: person.phone,
    ...(person.email ? { email: person.email } : {}),
  };
}

/** The factory's stored people, typed on the page: what the payment tests' stored form holds. */
export const GRANTOR: PersonInput = typed(aStoredPerson({ email: 'jean.dupont@example.fr' }));

export const ATTORNEY: PersonInput = typed(aStoredMandataire());

/** A second mandant, for the cards added after the first (docs/decisions/051). */
export const SECOND_GRANTOR: PersonInput = typed(aStoredPerson({ firstName: 'Claire', birthDate: '1992-04-03', phone: '06 11 22 33 44' }));

/** A second mandataire, for the cards added after the first (docs/decisions/051). */
export const SECOND_ATTORNEY: PersonInput = typed(
  aStoredMandataire({
    lastName: 'Bernard',
    firstName: 'Hugo',
    birthDate: '1980-07-21',
    address: '8 quai Saint-Vincent',
    postalCode: '69001',
    city: 'Lyon',
    phone: '07 55 44 33 22',
  }),
);

export const BANK_OPERATIONS = [
  "Retrait d'argent",
  "Dépôt d'argent",
  'Gestion de compte',
  'Demande de chéquier',
  'Ouverture/fermeture de compte',
  'Demande de carte bancaire',
  'Consultation de solde',
];

/** The words a required person field's own message names it by (docs/decisions/049). */
export const PERSON_MESSAGES = {
  lastName: 'le nom',
  firstName: 'le prénom',
  birthDate: 'la date de naissance',
  address: "l'adresse",
  postalCode: 'le code postal',
  city: 'la ville',
  phone: 'le numéro de téléphone',
} as const;

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A name that begins with `text` (a required field may add " *"), as specification §13 puts it. */
export function beginsWith(text: string): RegExp {
  return new RegExp(`^${escapeRegExp(text)}`);
}
