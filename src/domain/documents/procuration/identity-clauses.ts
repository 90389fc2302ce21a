/**
 * How the procuration names a person (docs/decisions/150): after the name, the birth and the identity
 * document ("née le 12/03/1970 à Lyon, titulaire de la carte nationale d'identité n° …"); after the
 * address, the telephone and the email ("téléphone : …"); in the parties block, a line for each of
 * these two ("Tél : …"). Each is printed only when filled in (the birth place with a birth date, the
 * document's type with its number). The words are content/legal/documents/procuration.yaml's.
 */
// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the compiled content's type, for every program that reaches this module
/// <reference path="../../legal-content/legal-content-module.d.ts" />
import texts from 'virtual:legal-content/procuration';
import { isMinorOn } from '../../age.ts';
import { formatDisplayDate } from '../../dates.ts';
import type { Person } from '../../form.ts';
import { filledText } from '../../legal-content/fill-text.ts';
import { legalText } from '../../legal-content/legal-text.ts';
import { IDENTITY_DOCUMENTS } from '../../person-fields.ts';
import { agreed } from '../document-blocks.ts';

/** The content's phrase for each identity document, in the order of IDENTITY_DOCUMENTS ("du passeport"). */
const IDENTITY_DOCUMENT_PHRASES = [
  'identityDocumentCard',
  'identityDocumentPassport',
  'identityDocumentResidencePermit',
  'identityDocumentDrivingLicence',
] as const satisfies { length: (typeof IDENTITY_DOCUMENTS)['length'] };

/** "de la carte nationale d'identité" for a document the page offers, else undefined. */
export function identityDocumentPhrase(label: string): string | undefined {
  const index = IDENTITY_DOCUMENTS.findIndex((option) => option.label === label);
  return index < 0 ? undefined : legalText(texts, IDENTITY_DOCUMENT_PHRASES[index]!);
}

/**
 * What follows the name: "né(e) le …" (with " à …" and, for a minor mandant emancipated, ", mineure
 * émancipée", docs/decisions/067), then "titulaire … n° …", each a clause of its own.
 */
function afterName(person: Person, today: Date): string[] {
  const clauses: string[] = [];
  if (person.birthDate) {
    const place = person.birthPlace.trim();
    const born = filledText(texts, 'identityBirth', { born: agreed('né', [person], false), date: formatDisplayDate(person.birthDate) });
    clauses.push(place === '' ? born : `${born} ${filledText(texts, 'identityBirthPlace', { place })}`);
    if (person.emancipated && isMinorOn(person.birthDate, today)) {
      clauses.push(`${agreed('mineur', [person], false)} ${agreed('émancipé', [person], false)}`);
    }
  }
  const document = identityDocumentPhrase(person.idType.trim());
  const number = person.idNumber.trim();
  if (document !== undefined && number !== '') clauses.push(filledText(texts, 'identityDocument', { document, number }));
  return clauses;
}

/** The telephone and the email, as the body sentence says them ("clause") or as lines of the parties block ("line"). */
function contacts(person: Person, as: 'clause' | 'line'): string[] {
  const phone = person.phone.trim();
  const email = person.email.trim();
  return [
    ...(phone === '' ? [] : [filledText(texts, as === 'clause' ? 'identityPhone' : 'partyPhoneLine', { phone })]),
    ...(email === '' ? [] : [filledText(texts, as === 'clause' ? 'identityEmail' : 'partyEmailLine', { email })]),
  ];
}

/** The clauses of a person's identity in the body sentence, each after a comma: after the name and after the address. */
export function identityClauses(person: Person, today: Date): { afterName: string; afterAddress: string } {
  const joined = (clauses: string[]) => clauses.map((clause) => `, ${clause}`).join('');
  return { afterName: joined(afterName(person, today)), afterAddress: joined(contacts(person, 'clause')) };
}

/** The lines under a party's address in the parties block ("Tél : …", "Email : …"). */
export function contactLines(person: Person): string[] {
  return contacts(person, 'line');
}
