/**
 * How the papers name a company mandant (docs/decisions/126, 147, 175, 176), the procuration and the
 * revocation letters alike: in the body sentence ("la SCI Dupont Immobilier, immatriculée sous le
 * numéro SIREN … (RCS de Lyon), dont le siège est situé …, représentée par Madame Jeanne Lefèvre,
 * agissant en qualité de gérante, dûment habilitée à l'effet des présentes"; an association
 * "déclarée", with its RNA number), in the
 * parties block and at its place to sign. Words and sources: the procuration's template, content/legal/documents/procuration.liquid.
 */
import { associationNumbers, companyOf, formatSiren, isAssociation, LEGAL_FORM_OTHER, printedLegalForm } from '../company.ts';
import { isCompany } from '../company-kind.ts';
import { fullName, type Person } from '../form.ts';
import { agreement, civilName, ELIDING_START, streetLine } from './document-blocks.ts';
import { procurationWords } from './procuration-words.ts';

/**
 * A mandant as a word that agrees with it sees it: a company is « la société » or « l'association »,
 * feminine whoever represents it (« Nous soussignées, la société …, et Madame … », docs/decisions/155);
 * a person as they are.
 */
export function asSpeaker(person: Person): Person {
  return isCompany(person) ? { ...person, civility: 'Madame' } : person;
}

/**
 * What the template's « companyNoun » reads to call a company, form then name as usage has it
 * (docs/decisions/176): « la SCI », « l'EURL », « l'association »; a form typed in « Précisez » is
 * unknown in gender and follows the name in brackets after « la société ».
 */
function nounValues(person: Person): { association: boolean; elided: boolean; form: string } {
  const company = companyOf(person);
  if (isAssociation(company)) return { association: true, elided: false, form: '' };
  if (company.legalForm === LEGAL_FORM_OTHER) return { association: false, elided: false, form: '' };
  const form = printedLegalForm(company);
  return { association: false, elided: ELIDING_START.test(form), form };
}

/** The dénomination, with a form typed in « Précisez » after it in brackets. */
function printedName(person: Person): string {
  const company = companyOf(person);
  const name = company.companyName.trim();
  return company.legalForm === LEGAL_FORM_OTHER ? `${name} (${printedLegalForm(company)})` : name;
}

/** How the paper names a party: « la société Les Tilleuls », « l'association … », or "Prénom Nom" (the page foot's « Procuration de … »). */
export function partyName(person: Person): string {
  if (!isCompany(person)) return fullName(person);
  const noun = procurationWords('companyNoun', { association: isAssociation(companyOf(person)), elided: false, form: '' });
  return `${noun} ${companyOf(person).companyName.trim()}`;
}

/** "gérante" as typed "Gérante": a capacity is a common noun in the sentence; "PDG" stays as it is. */
function printedRole(person: Person): string {
  const role = companyOf(person).representativeRole.trim();
  return /^\p{Lu}\p{Ll}/u.test(role) ? `${role.charAt(0).toLocaleLowerCase('fr')}${role.slice(1)}` : role;
}

/** An association's numbers as typed: its RNA number and its SIREN, either absent (docs/decisions/175). */
function associationNumbersOf(person: Person): { rna: string; siren: string } {
  const { rna, siren } = associationNumbers(companyOf(person).siren) ?? {};
  return { rna: rna ?? '', siren: siren === undefined ? '' : formatSiren(siren) };
}

/** The company as the body sentence names it, starting in lower case ("la SCI …", "l'association …"). */
export function companyIdentity(person: Person): string {
  const values = {
    ...nounValues(person),
    name: printedName(person),
    office: `${streetLine(person.address)}, ${person.postalCode.trim()} ${person.city.trim()}`,
    representative: civilName(person),
    role: printedRole(person),
    representativeAgreement: agreement([person], false),
  };
  // An association is declared, not registered: its RNA number, and its SIREN when it has one (docs/decisions/175).
  if (isAssociation(companyOf(person))) return procurationWords('associationParty', { ...values, ...associationNumbersOf(person) });
  return procurationWords('companyParty', {
    ...values,
    siren: formatSiren(companyOf(person).siren),
    city: companyOf(person).rcsCity.trim(),
  });
}

/** The lines that identify the company in the parties block: « SIREN … (RCS de …) », or an association's RNA and SIREN. */
function numberLines(person: Person): string[] {
  if (!isAssociation(companyOf(person))) {
    return [procurationWords('companySirenLine', { siren: formatSiren(companyOf(person).siren), city: companyOf(person).rcsCity.trim() })];
  }
  const { rna, siren } = associationNumbersOf(person);
  return [
    ...(rna === '' ? [] : [procurationWords('associationRnaLine', { rna })]),
    ...(siren === '' ? [] : [procurationWords('companySirenLine', { siren, city: '' })]),
  ];
}

/** « SCI Dupont Immobilier », « Association Les Amis du Parc »: form then name, as a letterhead; « Précisez »'s form in brackets. */
function blockName(person: Person): string {
  const company = companyOf(person);
  return company.legalForm === LEGAL_FORM_OTHER ? printedName(person) : `${company.legalForm} ${company.companyName.trim()}`;
}

/** The company's lines in the parties block: its form and name, its numbers, registered office, who represents it. */
export function companyBlock(person: Person, contactLines: readonly string[]): string[] {
  return [
    blockName(person),
    ...numberLines(person),
    streetLine(person.address),
    `${person.postalCode.trim()} ${person.city.trim()}`,
    procurationWords('companyRepresentativeLine', { representative: civilName(person), role: printedRole(person) }),
    ...contactLines,
  ];
}

/** "Pour la SCI Dupont Immobilier, Madame Jeanne Lefèvre, gérante (signature et, le cas échéant, cachet) :" */
export function companySignatureLabel(person: Person): string {
  return procurationWords('companySignatureLabel', {
    ...nounValues(person),
    name: printedName(person),
    representative: civilName(person),
    role: printedRole(person),
  });
}
