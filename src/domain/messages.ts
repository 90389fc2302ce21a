/** Every text the product shows or logs, exactly as specification §5 and §8 write it. */

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

/** Logged with console.warn when ten typed characters are not a real date (specification §4). */
export const INVALID_DATE_FORMAT_LOG = 'Format de date invalide';

/**
 * Detail fields whose text the PDF draws, named as the page labels them (specification §13). The
 * person fields are named by their label in PERSON_FIELDS (person-fields.ts), without its mark.
 */
export const DRAWN_DETAIL_FIELD_NAMES = {
  customType: 'Précisez le type',
  customOperation: "Précisez l'opération autorisée",
  objectDetails: 'Objet précis et références',
  signaturePlace: 'Fait à',
} as const;

const PARTY_NAMES = { grantor: 'du mandant', attorney: 'du mandataire' } as const;

/**
 * An identity document is named by its type and its number together (issue 14): these checks run
 * after those of specification §5 and the signature rule, each tied to the field left empty.
 */
export function identityTypeMissingMessage(party: keyof typeof PARTY_NAMES): string {
  return `Veuillez choisir le type de pièce d'identité ${PARTY_NAMES[party]}, ou effacer son numéro`;
}

export function identityNumberMissingMessage(party: keyof typeof PARTY_NAMES): string {
  return `Veuillez indiquer le numéro de la pièce d'identité ${PARTY_NAMES[party]}, ou retirer le type choisi`;
}

/** A field holds characters no font of the PDF can draw (specification §14): name the field and the characters. */
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

/** Said once, politely, when this browser refuses local storage (private browsing, full quota). */
export const STORAGE_UNAVAILABLE_MESSAGE =
  'Ce navigateur ne permet pas de conserver vos informations : elles seront perdues si vous quittez ou rechargez la page. Le reste fonctionne normalement.';

/*
 * Messages under a field (docs/decisions/049): each says what is wrong with that field. The toast
 * keeps the specification's text; these are written with the non-breaking spaces of French
 * typography (U+00A0 before « : » and inside « »).
 */

/** A missing required person field, in words that name it: "Veuillez indiquer le nom du mandant." */
const PERSON_FIELD_NAMES: Record<string, string> = {
  lastName: 'le nom',
  firstName: 'le prénom',
  birthDate: 'la date de naissance',
  address: "l'adresse",
  postalCode: 'le code postal',
  city: 'la ville',
  phone: 'le numéro de téléphone',
};

/** `owner`: "du mandant", "du mandataire", "du mandant 2"… */
export function personFieldRequiredMessage(key: string, owner: string): string {
  return `Veuillez indiquer ${PERSON_FIELD_NAMES[key] ?? 'ce champ'} ${owner}.`;
}

export const FIELD_MESSAGES = {
  dateDoesNotExist: (typed: string) => `La date ${typed} n'existe pas\u00a0: vérifiez le jour et le mois.`,
  dateFormat: 'Date incomplète\u00a0: tapez-la au format jj/mm/aaaa, par exemple 05/03/1960.',
  birthDateInFuture: 'La date de naissance est dans le futur\u00a0: vérifiez-la.',
  birthDateTooOld: (maxAge: number) => `Cette date de naissance donne plus de ${maxAge}\u00a0ans\u00a0: vérifiez l'année.`,
  // Majority at 18 and the emancipated minor: Code civil art. 414 and 413-6 (cited in coherence.ts, checked 2026-11-24).
  grantorMinor:
    "Le mandant a moins de 18\u00a0ans\u00a0: un mineur ne peut pas donner seul une procuration. S'il est émancipé, cochez «\u00a0Mineur émancipé\u00a0».",
  // Code civil art. 1990 (cited in coherence.ts, checked 2026-11-24).
  attorneyMinorNote:
    "Le mandataire a moins de 18\u00a0ans\u00a0: c'est permis, mais vous ne pourrez lui demander des comptes que dans les limites prévues pour les mineurs (Code civil, art.\u00a01990).",
  endBeforeStart: 'La date de fin est antérieure à la date de début\u00a0: choisissez une date de fin après le début.',
  periodOverStart: (end: string) =>
    `Avec cette date de début, la procuration aurait pris fin le ${end}, avant aujourd'hui\u00a0: choisissez une date de début plus récente.`,
  periodOverEnd: 'La date de fin est déjà passée\u00a0: la procuration ne serait valable aucun jour. Choisissez une date de fin à venir.',
  // « Le mandant peut révoquer sa procuration quand bon lui semble » : Code civil art. 2004
  // (LEGIARTI000006445302, checked 2026-11-24 on doctrine.fr, which reproduces Légifrance).
  longDurationNote: (years: number) =>
    `Procuration de plus de ${years}\u00a0ans\u00a0: vérifiez la date de fin. Vous pourrez de toute façon la révoquer à tout moment.`,
  objectRequired: (operations: string, what: string) =>
    `Pour ${operations}, la procuration doit désigner précisément l'objet\u00a0: indiquez ${what}.`,
} as const;

/** Said in the live region once procuration.pdf is handed to the browser in free mode. */
export const PDF_DOWNLOADED_MESSAGE =
  'Le fichier procuration.pdf a été téléchargé. Ensuite\u00a0: imprimez-le, signez-le à la main et apportez-le avec les pièces listées dans «\u00a0À apporter\u00a0».';

/** Beside the signature pad while a drawing is not saved yet. */
export const UNSAVED_SIGNATURE_MESSAGE =
  'Signature dessinée mais pas encore enregistrée\u00a0: appuyez sur «\u00a0Sauvegarder la signature\u00a0» pour la mettre dans le PDF.';
