/**
 * The revocation letters, made from the same form as the procuration (docs/decisions/032, 043, 116):
 * one to each mandataire, who is told the power is taken back and asked for the original, each on a
 * page of its own and addressed to that one person (a registered letter has one addressee), the
 * others named only as co-mandataires; one to the organisation (bank, administration…) where the
 * procuration was presented, with the object and references, so the revocation can be held against
 * it. All are to be sent by registered mail with a request for a notice of receipt. As data, drawn by
 * the same PDF adapter as the procuration. A company mandant is named, speaks and signs as on the
 * procuration (docs/decisions/126, 147): alone, in the third person through its representative.
 */
import { formatDisplayDate } from '../../dates.ts';
import {
  agreed,
  civilName,
  DOCUMENT_LANGUAGE,
  joinPeople,
  streetLine,
  type DocumentBlock,
  type DocumentDescription,
  typeLabel,
} from '../document-blocks.ts';
import { CIVILITIES } from '../../person-fields.ts';
import { fullName, peopleOf, signaturePlaceOf, type Person, type ProcurationForm } from '../../form.ts';
import { isCompany } from '../../company-kind.ts';
import { asSpeaker, capitalized, companyBlock, companyIdentity, companySignatureLabel } from '../company-clause.ts';
import { filledText } from '../../legal-content/fill-text.ts';
import { legalText } from '../../legal-content/legal-text.ts';
/// <reference path="../../legal-content/legal-content-module.d.ts" />
import texts from 'virtual:legal-content/revocation';

export const REVOCATION_FILE_NAME = 'revocation.pdf';
export const REVOCATION_NOTICE_FILE_NAME = 'revocation-organisme.pdf';
// The letters' words, top to bottom, with their sources: content/legal/documents/revocation.yaml (docs/decisions/153).
export const REVOCATION_TITLE = legalText(texts, 'title');
export const REVOCATION_METADATA_TITLE = legalText(texts, 'metadataTitle');
export const REVOCATION_NOTICE_METADATA_TITLE = legalText(texts, 'noticeMetadataTitle');
/** Room left to write by hand. */
export const BLANK_DATE = '……………………………';
const BLANK_LINE = '………………………………………………';

// Code civil, art. 2004 and 2005 say nothing of the form of the notice; a registered letter with a
// request for a notice of receipt proves that it was sent and when it arrived (content/legal).
export const REGISTERED_MAIL = legalText(texts, 'registeredMail');
const RESIDENCE = legalText(texts, 'residence');
/** The salutation of a letter to people or an organisation whose civilité is not known, or to several. */
export const SALUTATION = legalText(texts, 'salutation');

/** What the letters need to know: who, what, when, where. */
export interface RevocationFacts {
  grantors: readonly Person[];
  attorneys: readonly Person[];
  typeLabel: string;
  startDate: Date | undefined;
  endDate: Date | undefined;
  objectDetails: string;
  /** Where the letter is written ("Lille, le …"): the place chosen on the form, or the first mandant's city. */
  place: string;
  signature: string | null;
}

/** The facts of a form: every mandant revokes, every mandataire is named. */
export function revocationFacts(form: ProcurationForm): RevocationFacts {
  return {
    grantors: peopleOf(form, 'grantor'),
    attorneys: peopleOf(form, 'attorney'),
    typeLabel: typeLabel(form),
    startDate: form.startDate,
    endDate: form.endDate,
    objectDetails: form.objectDetails.trim(),
    place: signaturePlaceOf(form),
    signature: form.signature,
  };
}

/** The letters to the mandataires, one a page, for a validated form. */
export function describeRevocation(form: ProcurationForm, { withSignature }: { withSignature: boolean }): DocumentDescription {
  return letterToAttorneys(revocationFacts(form), { withSignature });
}

/** The letter to the organisation where the procuration was presented, for a validated form. */
export function describeRevocationNotice(form: ProcurationForm, { withSignature }: { withSignature: boolean }): DocumentDescription {
  return letterToOrganisation(revocationFacts(form), { withSignature });
}

/**
 * One letter to each mandataire, each on its own page. The date of the procuration and of the letter
 * are left blank to be written by hand (the page does not know when the procuration was signed);
 * `withSignature` places the saved drawn signature, otherwise the room to sign stays empty.
 */
export function letterToAttorneys(facts: RevocationFacts, { withSignature }: { withSignature: boolean }): DocumentDescription {
  return {
    title: REVOCATION_METADATA_TITLE,
    language: DOCUMENT_LANGUAGE,
    blocks: facts.attorneys.flatMap((attorney, index) => letterToAttorney(facts, index, withSignature)),
    ...(facts.attorneys.length > 1 ? { lettersApart: true } : {}),
  };
}

/** The letter to the mandataire at `index`: addressed to them alone, the others named as co-mandataires. */
function letterToAttorney(facts: RevocationFacts, index: number, withSignature: boolean): DocumentBlock[] {
  const { grantors, attorneys } = facts;
  const attorney = attorneys[index]!;
  const others = attorneys.filter((_, other) => other !== index);
  const says = speaker(grantors);
  const coAttorneys =
    others.length === 0 ? '' : filledText(texts, 'coAttorneys', { names: joinPeople(others.map(civilName)) }, others.length > 1);
  return [
    {
      kind: 'parties',
      grantors: grantors.map(letterAddress),
      attorneys: [letterAddress(attorney)],
      ...(index > 0 ? { newPage: true } : {}),
    },
    { kind: 'paragraph', text: REGISTERED_MAIL },
    { kind: 'paragraph', text: datedAt(facts) },
    { kind: 'title', text: REVOCATION_TITLE },
    says('subjectToAttorneys', { type: facts.typeLabel }),
    ...references(facts),
    { kind: 'paragraph', text: salutationTo([attorney]) },
    says('revokeToAttorneys', {
      ...undersigned(grantors),
      type: facts.typeLabel,
      coAttorneys,
      blankDate: BLANK_DATE,
      period: period(facts),
    }),
    says('askBackOriginal'),
    says('thirdPartiesInformed'),
    says('closing', { salutation: salutationTo([attorney]) }),
    signaturePlaces(facts, withSignature),
  ];
}

/** A letter's place and date, as a letter writes them: "Lille, le ……" (not the procuration's "Fait à"). */
function datedAt(facts: RevocationFacts): string {
  return filledText(texts, 'datedAt', { place: facts.place, date: BLANK_DATE });
}

/** The organisation's name and address are not on the form: lines are left to write them by hand. */
export function letterToOrganisation(facts: RevocationFacts, { withSignature }: { withSignature: boolean }): DocumentDescription {
  const { grantors, attorneys } = facts;
  const says = speaker(grantors);
  return {
    title: REVOCATION_NOTICE_METADATA_TITLE,
    language: DOCUMENT_LANGUAGE,
    blocks: [
      {
        kind: 'parties',
        grantors: grantors.map(letterAddress),
        attorneys: [[legalText(texts, 'organisationAddressee'), BLANK_LINE, BLANK_LINE, BLANK_LINE]],
      },
      { kind: 'paragraph', text: REGISTERED_MAIL },
      { kind: 'paragraph', text: datedAt(facts) },
      { kind: 'title', text: REVOCATION_TITLE },
      says('subjectToOrganisation', { type: facts.typeLabel, attorneys: names(attorneys) }),
      ...references(facts, { blankWhenEmpty: true }),
      { kind: 'paragraph', text: SALUTATION },
      says('informOrganisation', {
        ...undersigned(grantors),
        type: facts.typeLabel,
        recipients: recipients(attorneys),
        period: period(facts),
        object: objectOf(facts),
      }),
      says('opposableToOrganisation'),
      says('closing', { salutation: SALUTATION }),
      signaturePlaces(facts, withSignature),
    ],
  };
}

/** One company alone, which speaks in the third person through its representative (docs/decisions/126). */
function companyAlone(grantors: readonly Person[]): boolean {
  return grantors.length === 1 && grantors.every(isCompany);
}

/** The key of a text's wording for a company alone: "revokeToAttorneys" + "Company". */
const COMPANY_KEY_SUFFIX = 'Company';

/**
 * A paragraph of the letter as the mandants say it: "je" for one person, "nous" for several, and a
 * company alone in the third person, in the key's "Company" wording where the text has a speaker
 * ("La société …, représentée par …, révoque"), its name opening the sentence with a capital.
 */
function speaker(grantors: readonly Person[]) {
  const company = companyAlone(grantors);
  return (key: string, values: Readonly<Record<string, string>> = {}) => {
    const companyKey = key + COMPANY_KEY_SUFFIX;
    if (!company || !Object.hasOwn(texts, companyKey)) {
      return { kind: 'paragraph' as const, text: filledText(texts, key, values, grantors.length > 1) };
    }
    const text = filledText(texts, companyKey, values);
    // The company's name opens the sentences that name it: "La société …".
    return { kind: 'paragraph' as const, text: values['grantors'] === undefined ? text : capitalized(text) };
  };
}

/** ", portant sur : Compte courant n° …" when the procuration names its object, else nothing. */
function objectOf(facts: RevocationFacts): string {
  return facts.objectDetails === '' ? '' : `, ${filledText(texts, 'objectClause', { object: facts.objectDetails })}`;
}

/** A civilité the form offers: "Madame" or "Monsieur". */
const isCivility = (civility: string) => CIVILITIES.some((option) => option.label === civility);

/** "Madame," or "Monsieur," to one person whose civilité is known, else "Madame, Monsieur,". */
function salutationTo(people: readonly Person[]): string {
  const [only] = people;
  return people.length === 1 && only && isCivility(only.civility)
    ? filledText(texts, 'salutationToOne', { civility: only.civility })
    : SALUTATION;
}

/** "Objet précis et références" of the procuration, or lines to write them by hand. */
function references(facts: RevocationFacts, { blankWhenEmpty = false } = {}): DocumentDescription['blocks'] {
  if (facts.objectDetails !== '') return [{ kind: 'paragraph', text: filledText(texts, 'references', { object: facts.objectDetails }) }];
  return blankWhenEmpty ? [{ kind: 'paragraph', text: filledText(texts, 'referencesBlank', { blank: BLANK_LINE }) }] : [];
}

/**
 * Who speaks, for the letters' texts: "soussignée" and "Madame Jeanne Lefèvre, demeurant …"
 * (docs/decisions/051); a company as the procuration names it, "la société …, représentée par …".
 */
function undersigned(grantors: readonly Person[]): { undersigned: string; grantors: string } {
  return { undersigned: agreed('soussigné', grantors.map(asSpeaker), grantors.length > 1), grantors: peopleWithAddress(grantors) };
}

/**
 * Where the mandants sign: alone, "Signature du mandant :"; several, a place for each, named. The
 * saved drawing goes only in the first mandant's place, the one whose page this is: another
 * mandant's drawing was given to sign the procuration, never reused for a letter (docs/decisions/099).
 */
function signaturePlaces(facts: RevocationFacts, withSignature: boolean): DocumentDescription['blocks'][number] {
  const image = withSignature ? facts.signature : null;
  // A company signs through its representative, with room for its stamp, as on the procuration (docs/decisions/126, 154).
  const [only] = facts.grantors;
  if (facts.grantors.length === 1 && only) {
    return isCompany(only)
      ? { kind: 'signature', label: companySignatureLabel(only), image, stamp: true }
      : { kind: 'signature', label: legalText(texts, 'grantorSignatureLabel'), image };
  }
  return {
    kind: 'signatures',
    slots: facts.grantors.map((grantor, index) => ({
      ...(isCompany(grantor)
        ? { label: companySignatureLabel(grantor), stamp: true as const }
        : { label: filledText(texts, 'grantorSignatureLabelNamed', { name: fullName(grantor) }) }),
      image: index === 0 ? image : null,
    })),
  };
}

function period(facts: RevocationFacts): string {
  return facts.startDate && facts.endDate
    ? `, ${filledText(texts, 'validityClause', { start: formatDisplayDate(facts.startDate), end: formatDisplayDate(facts.endDate) })}`
    : '';
}

/** "à Madame Anne Martin et à Monsieur Paul Martin", as the procuration lists its mandataires. */
function names(people: readonly Person[]): string {
  return joinPeople(people.map((person) => filledText(texts, 'recipient', { name: civilName(person) })));
}

/** "à Madame Anne Martin, demeurant …, et à …". */
function recipients(people: readonly Person[]): string {
  return joinPeople(
    people.map((person) => filledText(texts, 'recipient', { name: `${civilName(person)}, ${RESIDENCE} ${postalAddress(person)}` })),
  );
}

/** "Madame Jeanne Lefèvre, demeurant …, et la société …, dont le siège est situé …, représentée par …". */
function peopleWithAddress(people: readonly Person[]): string {
  return joinPeople(
    people.map((person) => (isCompany(person) ? companyIdentity(person) : `${civilName(person)}, ${RESIDENCE} ${postalAddress(person)}`)),
  );
}

/**
 * Name, street, postal code and city: what a letter's heading needs, nothing more. A company's
 * heading is the procuration's: its name and form, its SIREN (a company's letters carry it, Code de
 * commerce R123-237), its registered office and who represents it.
 */
function letterAddress(person: Person): string[] {
  if (isCompany(person)) return companyBlock(person, []);
  return [civilName(person), streetLine(person.address), `${person.postalCode.trim()} ${person.city.trim()}`];
}

function postalAddress(person: Person): string {
  return `${streetLine(person.address)}, ${person.postalCode.trim()} ${person.city.trim()}`;
}
