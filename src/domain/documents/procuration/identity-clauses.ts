/**
 * How the procuration names a person (docs/decisions/150): the values its template's « person »
 * block reads — the birth date and place, a minor emancipated, the identity document and its number,
 * the address, the telephone and the email, each printed only when filled in (the birth place with a
 * birth date, the document's type with its number) — and the contact lines of the parties block. The
 * words are the template's (content/legal/documents/procuration.liquid, docs/decisions/202).
 */
import { isMinorOn } from '../../age.ts';
import { formatDisplayDate } from '../../dates.ts';
import type { Person } from '../../form.ts';
import { IDENTITY_DOCUMENTS } from '../../person-fields.ts';
import { agreement, civilName, streetLine } from '../document-blocks.ts';
import { procurationWords } from '../procuration-words.ts';

/** The template's flag for each identity document, in the order of IDENTITY_DOCUMENTS. */
const IDENTITY_DOCUMENT_FLAGS = ['identityCard', 'passport', 'residencePermit', 'drivingLicence'] as const satisfies {
  length: (typeof IDENTITY_DOCUMENTS)['length'];
};

type IdentityDocumentFlags = Record<(typeof IDENTITY_DOCUMENT_FLAGS)[number], boolean>;
const flagsFor = (index: number) =>
  Object.fromEntries(IDENTITY_DOCUMENT_FLAGS.map((flag, at) => [flag, at === index])) as IdentityDocumentFlags;

/** The flags of the template's « identityDocument » for a document the page offers, else undefined. */
export function identityDocumentValues(label: string): IdentityDocumentFlags | undefined {
  const index = IDENTITY_DOCUMENTS.findIndex((option) => option.label === label.trim());
  return index < 0 ? undefined : flagsFor(index);
}

/** "de la carte nationale d'identité" for a document the page offers, else undefined. */
export function identityDocumentPhrase(label: string): string | undefined {
  const values = identityDocumentValues(label);
  return values === undefined ? undefined : procurationWords('identityDocument', values);
}

/** "Madame Jeanne Lefèvre, née le … à …, titulaire du passeport n° …, demeurant …, téléphone : …". */
export function personIdentity(person: Person, today: Date): string {
  const birthDate = person.birthDate;
  const document = identityDocumentValues(person.idType);
  const numbered = document !== undefined && person.idNumber.trim() !== '';
  const emancipated = birthDate !== undefined && person.emancipated && isMinorOn(birthDate, today);
  return procurationWords('person', {
    name: civilName(person),
    agreement: agreement([person], false),
    birthDate: birthDate === undefined ? '' : formatDisplayDate(birthDate),
    birthPlace: person.birthPlace.trim(),
    emancipated: emancipated === true,
    ...(document ?? flagsFor(-1)),
    idNumber: numbered ? person.idNumber.trim() : '',
    address: `${streetLine(person.address)}, ${person.postalCode.trim()} ${person.city.trim()}`,
    phone: person.phone.trim(),
    email: person.email.trim(),
  });
}

/** The lines under a party's address in the parties block ("Tél : …", "Email : …"). */
export function contactLines(person: Person): string[] {
  const phone = person.phone.trim();
  const email = person.email.trim();
  return [
    ...(phone === '' ? [] : [procurationWords('partyPhoneLine', { phone })]),
    ...(email === '' ? [] : [procurationWords('partyEmailLine', { email })]),
  ];
}
