/**
 * Every text the product shows or logs, exactly as specification §5 and §8 write it. The refusals
 * come with the rule that finds them, after the first load; what the page says otherwise, and the two
 * failures its own code reports, are in page-messages.ts (docs/decisions/097), said again here.
 */
import { partyOfSlot, type Party, type PersonSlot } from './form.ts';
import { CHECKOUT_FAILED_MESSAGE, PDF_FAILED_MESSAGE } from './page-messages.ts';

export * from './page-messages.ts';
export * from './made-messages.ts';

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
  pdfFailed: PDF_FAILED_MESSAGE,
  paymentCanceled: 'Le paiement a été annulé.',
  checkoutFailed: CHECKOUT_FAILED_MESSAGE,
} as const;

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

/**
 * A field holds invisible characters no field may hold (docs/decisions/114): name the field and the
 * characters by their code points, since they cannot be seen.
 */
export function forbiddenCharactersMessage(fieldName: string, slot: PersonSlot | undefined, codePoints: readonly string[]): string {
  const owner = slot ? ` ${personOwnerName(slot)}` : '';
  return `Le champ\u00a0«\u00a0${fieldName}\u00a0»${owner} contient des caractères invisibles interdits (${codePoints.join(', ')})\u00a0: retirez-les`;
}

/** A company's typed field holds no letter or digit (« . », accents alone): it would print as nothing readable. */
export function companyFieldWithoutLetterMessage(fieldName: string, slot: PersonSlot): string {
  return `Le champ\u00a0«\u00a0${fieldName}\u00a0» ${personOwnerName(slot)} doit contenir au moins une lettre ou un chiffre\u00a0: vérifiez-le.`;
}

/** A field stacks more combining marks on one letter than writing does: name the field and the limit. */
export function stackedMarksMessage(fieldName: string, slot: PersonSlot | undefined, max: number): string {
  const owner = slot ? ` ${personOwnerName(slot)}` : '';
  return `Le champ\u00a0«\u00a0${fieldName}\u00a0»${owner} empile plus de ${max}\u00a0accents sur une même lettre\u00a0: retirez-les.`;
}

/** A company's card among the mandataires: the page offers « Une société » to mandants only (docs/decisions/185). */
export function companyAttorneyMessage(slot: PersonSlot): string {
  return `Le ${personOwnerName(slot).slice(3)} ne peut pas être une société sur ce formulaire\u00a0: seul un mandant peut l'être.`;
}

/** A field holds characters no font of the PDF can draw (specification §14): name the field and the characters. */
export function unsupportedCharactersMessage(fieldName: string, slot: PersonSlot | undefined, characters: readonly string[]): string {
  const owner = slot ? ` ${personOwnerName(slot)}` : '';
  return `Le champ « ${fieldName} »${owner} contient des caractères non pris en charge : ${characters.join(' ')}`;
}

/*
 * Messages under a field (docs/decisions/049): each says what is wrong with that field. The toast
 * keeps the specification's text; these are written with the non-breaking spaces of French
 * typography (U+00A0 before « : » and inside « »). Those of the checks that load with the readiness
 * rule live in check-messages.ts.
 */
