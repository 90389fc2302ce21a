/** Every text the product shows or logs, exactly as SPEC.md §5 and §8 write it. */

export const MESSAGES = {
  grantorIncomplete: 'Veuillez remplir tous les champs obligatoires pour le mandant',
  attorneyIncomplete: 'Veuillez remplir tous les champs obligatoires pour le mandataire',
  typeRequired: 'Le type de procuration est obligatoire',
  customTypeRequired: 'Veuillez préciser le type de procuration',
  durationRequired: 'La durée de la procuration est obligatoire',
  startDateRequired: 'La date de début est obligatoire',
  endDateRequired: 'La date de fin est obligatoire pour une durée personnalisée',
  operationRequired: 'Veuillez sélectionner au moins une opération autorisée',
  customOperationRequired: "Veuillez préciser l'opération autorisée personnalisée",
  signatureRequired: "Veuillez d'abord sauvegarder votre signature avant de générer le PDF",
  paymentSucceeded: 'Paiement réussi ! Le PDF a été généré.',
  pdfFailed: 'Erreur lors de la génération du PDF.',
  paymentCanceled: 'Le paiement a été annulé.',
  checkoutFailed: 'Erreur lors de la création de la session de paiement.',
} as const;

export type MessageKey = keyof typeof MESSAGES;

/** Logged with console.warn when ten typed characters are not a real date (SPEC.md §4). */
export const INVALID_DATE_FORMAT_LOG = 'Format de date invalide';

/** Fields whose text the PDF draws, named as the page labels them (DESIGN.md §3), without " *". */
export const DRAWN_FIELD_NAMES = {
  lastName: 'Nom',
  firstName: 'Prénom',
  address: 'Adresse',
  postalCode: 'Code postal',
  city: 'Ville',
  phone: 'Téléphone',
  email: 'Email',
  customType: 'Précisez le type',
  customOperation: "Précisez l'opération autorisée",
} as const;

const PARTY_NAMES = { grantor: 'du mandant', attorney: 'du mandataire' } as const;

/** A field holds characters no font of the PDF can draw (DESIGN.md §4): name the field and the characters. */
export function unsupportedCharactersMessage(
  fieldName: string,
  party: keyof typeof PARTY_NAMES | undefined,
  characters: readonly string[],
): string {
  const owner = party ? ` ${PARTY_NAMES[party]}` : '';
  return `Le champ « ${fieldName} »${owner} contient des caractères non pris en charge : ${characters.join(' ')}`;
}

/** Confirmation after "Effacer mes données". */
export const DATA_ERASED_MESSAGE = 'Vos données ont été effacées de ce navigateur.';
