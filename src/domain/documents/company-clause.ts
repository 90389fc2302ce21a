/**
 * How the papers name a company mandant (docs/decisions/126, 147), the procuration and the
 * revocation letters alike: in the body sentence ("la société Dupont Immobilier, SCI, immatriculée
 * sous le numéro SIREN … (RCS de Lyon), dont le siège est situé …, représentée par Madame Jeanne
 * Lefèvre, agissant en qualité de gérante, dûment habilitée à l'effet des présentes"), in the
 * parties block and at its place to sign. Words and sources: content/legal/documents/procuration.yaml.
 */
// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the compiled content's type, for every program that reaches this module
/// <reference path="../legal-content/legal-content-module.d.ts" />
import texts from 'virtual:legal-content/procuration';
import { ASSOCIATION, companyOf, formatSiren, printedLegalForm } from '../company.ts';
import { isCompany } from '../company-kind.ts';
import { fullName, type Person } from '../form.ts';
import { filledText } from '../legal-content/fill-text.ts';
import { legalText } from '../legal-content/legal-text.ts';
import { agreed, civilName, streetLine } from './document-blocks.ts';

/**
 * A mandant as a word that agrees with it sees it: a company is « la société » or « l'association »,
 * feminine whoever represents it (« Nous soussignées, la société …, et Madame … », docs/decisions/155);
 * a person as they are.
 */
export function asSpeaker(person: Person): Person {
  return isCompany(person) ? { ...person, civility: 'Madame' } : person;
}

/** How the paper names a party: the company's dénomination, or "Prénom Nom". */
export function partyName(person: Person): string {
  return isCompany(person) ? companyOf(person).companyName.trim() : fullName(person);
}

/** "la société", or "l'association" for an association. */
function nounOf(person: Person): string {
  return legalText(texts, companyOf(person).legalForm === ASSOCIATION ? 'associationNoun' : 'companyNoun');
}

/** "gérante" as typed "Gérante": a capacity is a common noun in the sentence; "PDG" stays as it is. */
function printedRole(person: Person): string {
  const role = companyOf(person).representativeRole.trim();
  return /^\p{Lu}\p{Ll}/u.test(role) ? `${role.charAt(0).toLocaleLowerCase('fr')}${role.slice(1)}` : role;
}

/** " (RCS de Lyon)" when the city is given, else nothing. */
function rcsOf(person: Person): string {
  const city = companyOf(person).rcsCity.trim();
  return city === '' ? '' : ` ${filledText(texts, 'companyRcs', { city })}`;
}

/** The company's dénomination, then its form unless it is an association ("l'association Les Amis du Parc"). */
function nameAndForm(person: Person): { name: string; form: string } {
  const company = companyOf(person);
  return { name: company.companyName.trim(), form: company.legalForm === ASSOCIATION ? '' : printedLegalForm(company) };
}

/** The company as the body sentence names it, starting in lower case ("la société …"). */
export function companyIdentity(person: Person): string {
  const { name, form } = nameAndForm(person);
  const sentence = filledText(texts, 'companyParty', {
    noun: nounOf(person),
    name,
    form,
    siren: formatSiren(companyOf(person).siren),
    rcs: rcsOf(person),
    office: `${streetLine(person.address)}, ${person.postalCode.trim()} ${person.city.trim()}`,
    representative: civilName(person),
    role: printedRole(person),
    empowered: agreed('habilité', [person], false),
  });
  // An association has no form printed after its name: no empty apposition.
  return form === '' ? sentence.replace(`${name}, , `, `${name}, `) : sentence;
}

/** The company's lines in the parties block: name and form, SIREN, registered office, who represents it. */
export function companyBlock(person: Person, contactLines: readonly string[]): string[] {
  const { name, form } = nameAndForm(person);
  return [
    form === '' ? name : `${name}, ${form}`,
    filledText(texts, 'companySirenLine', { siren: formatSiren(companyOf(person).siren), rcs: rcsOf(person) }),
    streetLine(person.address),
    `${person.postalCode.trim()} ${person.city.trim()}`,
    filledText(texts, 'companyRepresentativeLine', { representative: civilName(person), role: printedRole(person) }),
    ...contactLines,
  ];
}

/** "Pour la société Dupont Immobilier, Madame Jeanne Lefèvre, gérante (signature et cachet) :" */
export function companySignatureLabel(person: Person): string {
  return filledText(texts, 'companySignatureLabel', {
    noun: nounOf(person),
    name: companyOf(person).companyName.trim(),
    representative: civilName(person),
    role: printedRole(person),
  });
}

/** A text with its first letter in capitals: the subject that opens the body sentence. */
export function capitalized(text: string): string {
  return `${text.charAt(0).toLocaleUpperCase('fr')}${text.slice(1)}`;
}
