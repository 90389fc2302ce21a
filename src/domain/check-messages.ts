/**
 * The messages of the readiness rule's own checks, said under the field at fault
 * (docs/decisions/048, 049): loaded with the rule, after the first load. Written with the
 * non-breaking spaces of French typography (U+00A0 before « : » and inside « »). Those that state the
 * law (a minor's capacity, revoking) are read from the legal content, with their sources
 * (content/legal/messages/checks.yaml, docs/decisions/238).
 */
// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the compiled content's type, for every program that reaches this module
/// <reference path="./legal-content/legal-content-module.d.ts" />
import type { PersonFieldSpec } from './person-fields.ts';
import { attorneyMinorNote, grantorMinor, grantorTooYoungToBeEmancipated, longDurationNote } from 'virtual:legal-content/checks';

/** A missing required person field, in the words its row names it by (`messageName`); `owner`: "du mandant", "du mandataire", "du mandant 2"… */
export function personFieldRequiredMessage(spec: Pick<PersonFieldSpec, 'messageName'>, owner: string): string {
  return `Veuillez indiquer ${spec.messageName ?? 'ce champ'} ${owner}.`;
}

export const FIELD_MESSAGES = {
  birthDateInFuture: 'La date de naissance est dans le futur\u00a0: vérifiez-la.',
  birthDateTooOld: (maxAge: number) => `Cette date de naissance donne plus de ${maxAge}\u00a0ans\u00a0: vérifiez l'année.`,
  grantorMinor,
  grantorTooYoungToBeEmancipated,
  attorneyMinorNote,
  durationEndMismatch: 'La date de fin ne correspond pas à la durée choisie\u00a0: choisissez de nouveau la durée.',
  startBeforeDocument: (handDated: boolean) =>
    handDated
      ? "La date de début est antérieure à aujourd'hui\u00a0: une procuration datée à la main ne peut pas prendre effet avant le jour où le PDF est créé. Choisissez une date de début à partir d'aujourd'hui."
      : "La date de début est antérieure à la date du document («\u00a0Fait à …, le …\u00a0»)\u00a0: une procuration ne peut pas prendre effet avant d'être faite. Choisissez une date de début à partir d'aujourd'hui.",
  endBeforeStart: 'La date de fin est antérieure à la date de début\u00a0: choisissez une date de fin après le début.',
  periodOverStart: (end: string) =>
    `Avec cette date de début, la procuration aurait pris fin le ${end}, avant aujourd'hui\u00a0: choisissez une date de début plus récente.`,
  periodOverEnd: 'La date de fin est déjà passée\u00a0: la procuration ne serait valable aucun jour. Choisissez une date de fin à venir.',
  // Imported by name, as the page's first-load texts are: the rule's chunk carries the words only.
  longDurationNote: (years: number) => longDurationNote.replace('{years}', String(years)),
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
