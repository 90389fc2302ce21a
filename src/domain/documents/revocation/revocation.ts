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
  agreement,
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
import { asSpeaker, companyBlock, companyIdentity, companySignatureLabel } from '../company-clause.ts';
import { paragraphOf, type CompiledTemplate } from '../../legal-content/compiled-template.ts';
import { laidOut } from '../template-layout.ts';
/// <reference path="../../legal-content/legal-content-module.d.ts" />
import toAttorneyTemplate from 'virtual:legal-content/template/revocation-to-attorney';
import toOrganisationTemplate from 'virtual:legal-content/template/revocation-to-organisation';

/** Room left to write by hand. */
export const BLANK_DATE = '……………………………';
const BLANK_LINE = '………………………………………………';

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

/**
 * What the letters' templates read (content/legal/documents/revocation-to-*.liquid, docs/decisions/202):
 * the values computed from the facts, and the flags of their variants. Their words are the templates'.
 */
interface LetterValues {
  readonly [name: string]: string | boolean;
  /** One company alone, which speaks in the third person through its representative (docs/decisions/126). */
  company: boolean;
  /** Several mandants: « nous ». */
  several: boolean;
  /** "soussignée", agreeing with the mandants (docs/decisions/051). */
  grantorsAgreement: string;
  /** Who speaks: "Madame Jeanne Lefèvre, demeurant …", a company as the procuration names it. */
  grantors: string;
  type: string;
  place: string;
  blankDate: string;
  blankLine: string;
  /** The procuration's object and references, or ''. */
  object: string;
  /** The validity's first and last days when both are given, else ''. */
  start: string;
  end: string;
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
    title: paragraphOf(toAttorneyTemplate, 'metadataTitle', letterValues(facts)),
    language: DOCUMENT_LANGUAGE,
    blocks: facts.attorneys.flatMap((attorney, index) => letterToAttorney(facts, index, withSignature)),
    ...(facts.attorneys.length > 1 ? { lettersApart: true } : {}),
  };
}

/** The letter to the mandataire at `index`: addressed to them alone, the others named as co-mandataires. */
function letterToAttorney(facts: RevocationFacts, index: number, withSignature: boolean): DocumentBlock[] {
  const attorney = facts.attorneys[index]!;
  const others = facts.attorneys.filter((_, other) => other !== index);
  const values = {
    ...letterValues(facts),
    grantors: peopleWithAddress(toAttorneyTemplate, facts.grantors),
    civility: isCivility(attorney.civility) ? attorney.civility : '',
    coAttorneys: joinPeople(others.map(civilName)),
    severalCoAttorneys: others.length > 1,
  };
  return laidOut(toAttorneyTemplate, values, {
    parties: [
      {
        kind: 'parties',
        grantors: facts.grantors.map(letterAddress),
        attorneys: [letterAddress(attorney)],
        ...(index > 0 ? { newPage: true } : {}),
      },
    ],
    signatures: [signaturePlaces(toAttorneyTemplate, facts, withSignature)],
  });
}

/** The organisation's name and address are not on the form: lines are left to write them by hand. */
export function letterToOrganisation(facts: RevocationFacts, { withSignature }: { withSignature: boolean }): DocumentDescription {
  const template = toOrganisationTemplate;
  const values = {
    ...letterValues(facts),
    grantors: peopleWithAddress(template, facts.grantors),
    attorneys: joinPeople(facts.attorneys.map((person) => paragraphOf(template, 'attorney', { name: civilName(person) }))),
    attorneysWithAddress: joinPeople(
      facts.attorneys.map((person) => paragraphOf(template, 'attorney', { name: personWithAddress(template, person) })),
    ),
  };
  const addressee = [paragraphOf(template, 'addressee', values), BLANK_LINE, BLANK_LINE, BLANK_LINE];
  return {
    title: paragraphOf(template, 'metadataTitle', values),
    language: DOCUMENT_LANGUAGE,
    blocks: laidOut(template, values, {
      parties: [{ kind: 'parties', grantors: facts.grantors.map(letterAddress), attorneys: [addressee] }],
      signatures: [signaturePlaces(template, facts, withSignature)],
    }),
  };
}

/** The values both letters read, from the facts. */
function letterValues(facts: RevocationFacts): LetterValues {
  const { grantors } = facts;
  const both = facts.startDate !== undefined && facts.endDate !== undefined;
  return {
    company: grantors.length === 1 && grantors.every(isCompany),
    several: grantors.length > 1,
    grantorsAgreement: agreement(grantors.map(asSpeaker), grantors.length > 1),
    grantors: '',
    type: facts.typeLabel,
    place: facts.place,
    blankDate: BLANK_DATE,
    blankLine: BLANK_LINE,
    object: facts.objectDetails,
    start: both ? formatDisplayDate(facts.startDate!) : '',
    end: both ? formatDisplayDate(facts.endDate!) : '',
  };
}

/** A civilité the form offers: "Madame" or "Monsieur". */
const isCivility = (civility: string) => CIVILITIES.some((option) => option.label === civility);

/**
 * Where the mandants sign: alone, "Signature du mandant :"; several, a place for each, named. The
 * saved drawing goes only in the first mandant's place, the one whose page this is: another
 * mandant's drawing was given to sign the procuration, never reused for a letter (docs/decisions/099).
 */
function signaturePlaces(template: CompiledTemplate, facts: RevocationFacts, withSignature: boolean): DocumentBlock {
  const image = withSignature ? facts.signature : null;
  // A company signs through its representative, with room for its stamp, as on the procuration (docs/decisions/126, 154).
  const [only] = facts.grantors;
  if (facts.grantors.length === 1 && only) {
    return isCompany(only)
      ? { kind: 'signature', label: companySignatureLabel(only), image, stamp: true }
      : { kind: 'signature', label: paragraphOf(template, 'grantorSignatureLabel', { name: '' }), image };
  }
  return {
    kind: 'signatures',
    slots: facts.grantors.map((grantor, index) => ({
      ...(isCompany(grantor)
        ? { label: companySignatureLabel(grantor), stamp: true as const }
        : { label: paragraphOf(template, 'grantorSignatureLabel', { name: fullName(grantor) }) }),
      image: index === 0 ? image : null,
    })),
  };
}

/** "Madame Jeanne Lefèvre, demeurant …": a person named with their address, in the template's words. */
function personWithAddress(template: CompiledTemplate, person: Person): string {
  return paragraphOf(template, 'personWithAddress', { name: civilName(person), address: postalAddress(person) });
}

/** "Madame Jeanne Lefèvre, demeurant …, et la société …, dont le siège est situé …, représentée par …". */
function peopleWithAddress(template: CompiledTemplate, people: readonly Person[]): string {
  return joinPeople(people.map((person) => (isCompany(person) ? companyIdentity(person) : personWithAddress(template, person))));
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
