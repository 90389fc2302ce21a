/** Every text the product shows or logs, exactly as specification §5 and §8 write it. */
import { partyOfSlot, type Party, type PersonSlot } from './form.ts';

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
  paymentSucceeded: 'Paiement réussi ! Le PDF a été généré.',
  pdfFailed: 'Erreur lors de la génération du PDF.',
  paymentCanceled: 'Le paiement a été annulé.',
  checkoutFailed: 'Erreur lors de la création de la session de paiement.',
} as const;

export type MessageKey = keyof typeof MESSAGES;

/** Logged with console.warn when ten typed characters are not a real date (specification §4). */
export const INVALID_DATE_FORMAT_LOG = 'Format de date invalide';

/**
 * The type and the operations, whose text the PDF draws, named as the page labels them
 * (specification §13). The person fields and the other details are named by their label in their
 * tables (person-fields.ts, detail-fields.ts), without its mark.
 */
export const DRAWN_DETAIL_FIELD_NAMES = {
  type: 'Type de procuration',
  customType: 'Précisez le type',
  authorizedOperations: 'Opérations autorisées',
  customOperation: "Précisez l'opération autorisée",
} as const;

const PARTY_NAMES = { grantor: 'mandant', attorney: 'mandataire' } as const satisfies Record<Party, string>;

/** "du mandant", "du mandataire 2": the person a card stands for, as messages name them. */
export function personOwnerName(slot: PersonSlot): string {
  const { party, index } = partyOfSlot(slot);
  return `du ${PARTY_NAMES[party]}${index === 0 ? '' : ` ${index + 1}`}`;
}

/**
 * A required field of a card is empty: the specification's sentence for the first mandant and
 * mandataire, the same sentence naming the card for the others ("… pour le mandataire 2").
 */
export function personIncompleteMessage(slot: PersonSlot): string {
  if (slot === 'grantor') return MESSAGES.grantorIncomplete;
  if (slot === 'attorney') return MESSAGES.attorneyIncomplete;
  const { party, index } = partyOfSlot(slot);
  return `Veuillez remplir tous les champs obligatoires pour le ${PARTY_NAMES[party]} ${index + 1}`;
}

/**
 * An identity document is named by its type and its number together: these checks run after those
 * of specification §5 and the signature rule, each tied to the field left empty.
 */
export function identityTypeMissingMessage(slot: PersonSlot): string {
  return `Veuillez choisir le type de pièce d'identité ${personOwnerName(slot)}, ou effacer son numéro`;
}

export function identityNumberMissingMessage(slot: PersonSlot): string {
  return `Veuillez indiquer le numéro de la pièce d'identité ${personOwnerName(slot)}, ou retirer le type choisi`;
}

/** A field holds characters no font of the PDF can draw (specification §14): name the field and the characters. */
export function unsupportedCharactersMessage(fieldName: string, slot: PersonSlot | undefined, characters: readonly string[]): string {
  const owner = slot ? ` ${personOwnerName(slot)}` : '';
  return `Le champ « ${fieldName} »${owner} contient des caractères non pris en charge : ${characters.join(' ')}`;
}

/** Confirmation after "Effacer mes données". */
export const DATA_ERASED_MESSAGE = 'Vos données ont été effacées de ce navigateur.';

/** Said once, politely, when this browser refuses local storage (private browsing, full quota). */
export const STORAGE_UNAVAILABLE_MESSAGE =
  'Ce navigateur ne permet pas de conserver vos informations : elles seront perdues si vous quittez ou rechargez la page. Le reste fonctionne normalement.';

/*
 * Messages under a field (docs/decisions/049): each says what is wrong with that field. The toast
 * keeps the specification's text; these are written with the non-breaking spaces of French
 * typography (U+00A0 before « : » and inside « »). Those of the checks that load with the readiness
 * rule live in check-messages.ts.
 */

/** A date field's own text is wrong: said under the field as soon as it is known. */
export const DATE_MESSAGES = {
  dateDoesNotExist: (typed: string) => `La date ${typed} n'existe pas\u00a0: vérifiez le jour et le mois.`,
  dateFormat: 'Date incomplète\u00a0: tapez-la au format jj/mm/aaaa, par exemple 05/03/1960.',
} as const;

/** Said in the live region once procuration.pdf is handed to the browser in free mode. */
export const PDF_DOWNLOADED_MESSAGE =
  'Le fichier procuration.pdf a été téléchargé. Ensuite\u00a0: imprimez-le, signez-le à la main et apportez-le avec les pièces listées dans «\u00a0À apporter\u00a0».';

/** Under a download's message, while it stays: where browsers put the file (docs/decisions/063). */
export const DOWNLOAD_PLACE_MESSAGE =
  'Votre navigateur l\u2019a enregistré avec vos fichiers téléchargés, le plus souvent dans le dossier «\u00a0Téléchargements\u00a0».';

/** Beside the signature pad while a drawing is not saved yet. */
export const UNSAVED_SIGNATURE_MESSAGE =
  'Signature dessinée mais pas encore enregistrée\u00a0: appuyez sur «\u00a0Sauvegarder la signature\u00a0» pour la mettre dans le PDF.';

/** The editable copies (docs/decisions/085): a failure names the file, as the PDF's message does. */
export const EDITABLE_FAILED_MESSAGE = 'Erreur lors de la génération du document modifiable.';
/** Payment mode, above the editable copies' buttons once a payment is verified (docs/decisions/084). */
export const PAID_EDITABLE_COPIES_NOTE = 'Copies modifiables de la procuration payée, telle qu\u2019enregistrée lors du paiement\u00a0:';
/** Said in the live region once an editable copy is handed to the browser: the file, and whose text it becomes once changed. */
export function editableDownloadedMessage(fileName: string): string {
  return `Le fichier ${fileName} a été téléchargé. Une fois modifié, son texte est celui des signataires.`;
}
