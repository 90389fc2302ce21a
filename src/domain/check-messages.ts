/**
 * The messages of the readiness rule's own checks, said under the field at fault
 * (docs/decisions/048, 049): loaded with the rule, after the first load. Written with the
 * non-breaking spaces of French typography (U+00A0 before « : » and inside « »).
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

/** The names a person's name fields are called by in a sentence. */
export const NAME_FIELD_NAMES = { lastName: 'le nom', firstName: 'le prénom' } as const;

/** `owner`: "du mandant", "du mandataire", "du mandant 2"… */
export function personFieldRequiredMessage(key: string, owner: string): string {
  return `Veuillez indiquer ${PERSON_FIELD_NAMES[key] ?? 'ce champ'} ${owner}.`;
}

export const FIELD_MESSAGES = {
  birthDateInFuture: 'La date de naissance est dans le futur\u00a0: vérifiez-la.',
  birthDateTooOld: (maxAge: number) => `Cette date de naissance donne plus de ${maxAge}\u00a0ans\u00a0: vérifiez l'année.`,
  // Majority at 18 and the emancipated minor: Code civil art. 414 and 413-6 (cited in coherence.ts, checked 2026-11-24).
  grantorMinor:
    "Le mandant a moins de 18\u00a0ans\u00a0: un mineur ne peut pas donner seul une procuration. S'il est émancipé, cochez «\u00a0Mineur émancipé\u00a0».",
  // Code civil art. 413-2: emancipation at sixteen at the earliest (Légifrance,
  // https://www.legifrance.gouv.fr/codes/texte_lc/LEGITEXT000006070721/; cited in capacity.ts, checked 2026-11-25).
  grantorTooYoungToBeEmancipated:
    'Le mandant a moins de 16\u00a0ans\u00a0: un mineur ne peut pas être émancipé avant 16\u00a0ans (Code civil, art.\u00a0413-2), il ne peut donc pas donner seul une procuration.',
  // Code civil art. 1990 (cited in coherence.ts, checked 2026-11-24).
  attorneyMinorNote:
    "Le mandataire a moins de 18\u00a0ans\u00a0: c'est permis, mais vous ne pourrez lui demander des comptes que dans les limites prévues pour les mineurs (Code civil, art.\u00a01990).",
  durationEndMismatch: 'La date de fin ne correspond pas à la durée choisie\u00a0: choisissez de nouveau la durée.',
  startBeforeDocument: (handDated: boolean) =>
    handDated
      ? "La date de début est antérieure à aujourd'hui\u00a0: une procuration datée à la main ne peut pas prendre effet avant le jour où le PDF est créé. Choisissez une date de début à partir d'aujourd'hui."
      : "La date de début est antérieure à la date du document («\u00a0Fait à …, le …\u00a0»)\u00a0: une procuration ne peut pas prendre effet avant d'être faite. Choisissez une date de début à partir d'aujourd'hui.",
  endBeforeStart: 'La date de fin est antérieure à la date de début\u00a0: choisissez une date de fin après le début.',
  periodOverStart: (end: string) =>
    `Avec cette date de début, la procuration aurait pris fin le ${end}, avant aujourd'hui\u00a0: choisissez une date de début plus récente.`,
  periodOverEnd: 'La date de fin est déjà passée\u00a0: la procuration ne serait valable aucun jour. Choisissez une date de fin à venir.',
  // « Le mandant peut révoquer sa procuration quand bon lui semble » : Code civil art. 2004
  // (LEGIARTI000006445302, checked 2026-11-24 on doctrine.fr, which reproduces Légifrance).
  longDurationNote: (years: number) =>
    `Procuration de plus de ${years}\u00a0ans\u00a0: vérifiez la date de fin. Vous pourrez de toute façon la révoquer à tout moment.`,
  // docs/decisions/114: what is stored is what the paper can print.
  nameWithoutLetter: (field: string) =>
    `${field.charAt(0).toUpperCase()}${field.slice(1)} doit contenir au moins une lettre\u00a0: vérifiez-le.`,
  startBeyondHorizon: (years: number) => `La date de début est à plus de ${years}\u00a0ans d'ici\u00a0: vérifiez l'année.`,
  objectWithoutLetterOrDigit:
    "L'objet précis doit contenir au moins une lettre ou un chiffre\u00a0: indiquez ce que la procuration désigne (numéro, adresse, immatriculation…).",
  drawingOfNobody: "Une signature dessinée appartient à une personne qui n'est plus sur le formulaire\u00a0: faites signer de nouveau.",
  objectRequired: (operations: string, what: string) =>
    `Pour ${operations}, la procuration doit désigner précisément l'objet\u00a0: indiquez ${what}.`,
} as const;
