/**
 * What the procuration says, in order (specification §9 "PDF layout"), as data: the values its
 * template reads (content/legal/documents/procuration.liquid, docs/decisions/202), laid out in the
 * template's order. Drawing it is the PDF adapter's job; the words and their order are the template's. Beyond the specification's, it adds the birth
 * place and identity document in the body sentence, what ends the mandate, the precise object, the
 * substitution sentence when allowed, the mandataires' signature blocks, and the several mandants
 * and mandataires a procuration may name (docs/decisions/030, 051).
 */
import { OPERATION_TO_SPECIFY, operationsFor } from '../../catalogue.ts';
import { formatDisplayDate, fromIsoDate } from '../../dates.ts';
import { formatLongDate, formatSpokenDate } from '../../long-date.ts';
import { attachmentsValue, madeAtValues, operationLine, operationNotices, remunerationValue } from './document-clauses.ts';
import { dispositionActsAmong, nextStepOf } from '../../operation-law.ts';
import { documentReference, OPERATIONS_CLOSING } from './document-marks.ts';
import {
  agreement,
  civilName,
  DOCUMENT_LANGUAGE,
  allWomen,
  joinPeople,
  streetLine,
  typeLabel,
  type DocumentDescription,
  type SignatureSlot,
} from '../document-blocks.ts';
import { fullName, peopleOf, signaturePlaceOf, type AttorneySlot, type Person, type ProcurationForm } from '../../form.ts';
import { drawingOf, signingPeople } from '../../signatures.ts';
import { contactLines, personIdentity } from './identity-clauses.ts';
import { isCompany } from '../../company-kind.ts';
import { asSpeaker, companyBlock, companyIdentity, companySignatureLabel, partyName } from '../company-clause.ts';
import { PROCURATION_TEMPLATE, procurationWords } from '../procuration-words.ts';
import { laidOut } from '../template-layout.ts';

// The paper's words, top to bottom, with their sources: content/legal/documents/procuration.liquid (docs/decisions/202).
export const DOCUMENT_METADATA_TITLE = procurationWords('metadataTitle');
export const SIGNATURE_LABEL = procurationWords('grantorSignatureLabel', { name: '' });
export const ATTORNEY_SIGNATURE_LABEL = procurationWords('attorneySignatureLabel', { name: '' });
/** The title of a paper the notary's act needs (docs/decisions/106). */
export const DRAFT_TITLE = procurationWords('draftTitle');
/** Where a signed paper has its places to sign, a project says it is not signed (docs/decisions/177). */
export const DRAFT_UNSIGNED = procurationWords('draftUnsigned', { draft: true });
// The two mentions are a custom, printed as one, never as a requirement: the "bon pour" mention has
// had no legal force since the loi n° 80-525 du 12 juillet 1980.
export const GRANTOR_SIGNATURE_MENTION = procurationWords('grantorSignatureMention');
export const ATTORNEY_SIGNATURE_MENTION = procurationWords('attorneySignatureMention');
/** In place of that mention, under a mandataire's drawing accepted from afar: the day the relay received it (docs/decisions/218). */
const acceptanceMention = (receivedOn: Date) => procurationWords('attorneyAcceptanceMention', { date: formatSpokenDate(receivedOn) });
/** What ends the mandate between one mandant and one mandataire (Code civil, art. 2003). */
export const END_OF_MANDATE = procurationWords('endOfMandate', { companyGrantor: false, manyPeople: false });
/** Printed only when "Autoriser le mandataire à se faire remplacer" is ticked (Code civil, art. 1994). */
export const SUBSTITUTION_SENTENCE = procurationWords('substitution', { substitution: true, severalAttorneys: false });
export const SUBSTITUTION_SENTENCE_SEVERAL = procurationWords('substitution', { substitution: true, severalAttorneys: true });

/**
 * What the procuration's template reads (content/legal/documents/procuration.liquid): the values
 * computed from the form — names, lists, agreement, dates — and the flags of its variants.
 */
interface ProcurationValues {
  readonly [name: string]: string | boolean;
  /** A project for the notary, not a paper to sign (docs/decisions/106), and its opposite. */
  draft: boolean;
  signed: boolean;
  /** One company alone, which speaks in the third person (docs/decisions/126); a company among the mandants (docs/decisions/155). */
  company: boolean;
  companyGrantor: boolean;
  /** Several mandants: « nous »; several mandataires; more than two people in all. */
  several: boolean;
  severalAttorneys: boolean;
  manyPeople: boolean;
  /** How several mandataires act: together, or each apart — « chacune » when every one is a woman. */
  together: boolean;
  women: boolean;
  substitution: boolean;
  /** An act of disposition ticked: the mandate is express (Code civil, art. 1988). */
  express: boolean;
  place: string;
  date: string;
  grantorsAgreement: string;
  grantors: string;
  attorneys: string;
  type: string;
  start: string;
  end: string;
  object: string;
  remuneration: string;
  attachments: string;
}

/**
 * The document for a validated form. `today` is the day of "Fait à …, le …";
 * `withSignature` places each saved drawing under its signatory's label.
 */
export function describeProcuration(
  form: ProcurationForm,
  { today, withSignature }: { today: Date; withSignature: boolean },
): DocumentDescription {
  const grantors = peopleOf(form, 'grantor');
  const attorneys = peopleOf(form, 'attorney');
  const values = procurationValues(form, today);
  return {
    title: procurationWords('fileTitle', values),
    language: DOCUMENT_LANGUAGE,
    reference: documentReference(
      DOCUMENT_METADATA_TITLE,
      grantors.map(partyName),
      attorneys.map(partyName),
      form.handDated ? undefined : formatLongDate(today),
    ),
    blocks: laidOut(PROCURATION_TEMPLATE, values, {
      parties: [{ kind: 'parties', grantors: grantors.map(addressBlock), attorneys: attorneys.map(addressBlock) }],
      operations: [
        { kind: 'list', heading: procurationWords('operationsHeading'), items: operationLines(form), closing: OPERATIONS_CLOSING },
      ],
      notices: operationNotices(form).map((text) => ({ kind: 'paragraph' as const, text })),
      signatures: [
        {
          kind: 'signatures',
          slots: signatureSlots(form, withSignature),
          placeAndDate: procurationWords('madeAt', values),
        },
      ],
    }),
  };
}

/** The values the template reads, from the form (docs/decisions/202). */
function procurationValues(form: ProcurationForm, today: Date): ProcurationValues {
  const grantors = peopleOf(form, 'grantor');
  const attorneys = peopleOf(form, 'attorney');
  const several = grantors.length > 1;
  // A notary's act: what the person holds is a draft for the notary, titled so (docs/decisions/106).
  const draft = nextStepOf(form) === 'notary';
  const identity = (person: Person) => (isCompany(person) ? companyIdentity(person) : personIdentity(person, today));
  return {
    draft,
    signed: !draft,
    company: !several && grantors.every(isCompany),
    companyGrantor: grantors.some(isCompany),
    several,
    severalAttorneys: attorneys.length > 1,
    manyPeople: grantors.length + attorneys.length > 2,
    together: form.attorneysAct === 'together',
    women: allWomen(attorneys),
    substitution: form.substitutionAllowed,
    express: dispositionActsAmong(form).length > 0,
    ...madeAtValues(signaturePlaceOf(form), today, form.handDated),
    grantorsAgreement: agreement(grantors.map(asSpeaker), several),
    grantors: joinPeople(grantors.map(identity)),
    attorneys: joinPeople(attorneys.map((person) => procurationWords('attorney', { person: identity(person) }))),
    type: typeLabel(form),
    // A date not given yet (only the preview shows one: a PDF is made with both) is named in brackets.
    start: form.startDate ? formatDisplayDate(form.startDate) : '',
    end: form.endDate ? formatDisplayDate(form.endDate) : '',
    object: form.objectDetails.trim(),
    remuneration: remunerationValue(form),
    attachments: attachmentsValue(
      [...grantors, ...attorneys].map((person) => ({ name: fullName(person), idType: person.idType, idNumber: person.idNumber })),
    ),
  };
}

/**
 * A place for each mandant and, with "Prévoir la signature du mandataire", for each mandataire, with
 * the drawing that person saved when asked (docs/decisions/099). Alone in their party, they keep the
 * specification's labels; several, each label names its person.
 */
function signatureSlots(form: ProcurationForm, withSignature: boolean): SignatureSlot[] {
  return signingPeople(form).map(({ slot, party, person }) => {
    const [label, mention] =
      party === 'grantor' ? ['grantorSignatureLabel', GRANTOR_SIGNATURE_MENTION] : ['attorneySignatureLabel', ATTORNEY_SIGNATURE_MENTION];
    // A company signs through its representative, named with their capacity, with room for its stamp (docs/decisions/126).
    const named =
      party === 'grantor' && isCompany(person)
        ? companySignatureLabel(person)
        : procurationWords(label, { name: peopleOf(form, party).length === 1 ? '' : fullName(person) });
    const image = withSignature ? drawingOf(form, slot) : null;
    const stamp = party === 'grantor' && isCompany(person) ? { stamp: true as const } : {};
    const acceptedOn = party === 'attorney' ? fromIsoDate(form.acceptances[slot as AttorneySlot] ?? '') : undefined;
    if (image !== null && acceptedOn !== undefined) return { label: named, mention: acceptanceMention(acceptedOn), image };
    // The handwritten mention goes only where the person signs by hand, never above a drawn signature.
    return image === null ? { label: named, mention, image, ...stamp } : { label: named, image, ...stamp };
  });
}

/** Name, address, postal code and city, then a line for each contact given ("Tél : …"). */
function addressBlock(person: Person): string[] {
  const lines = contactLines(person);
  if (isCompany(person)) return companyBlock(person, lines);
  return [civilName(person), streetLine(person.address), `${person.postalCode.trim()} ${person.city.trim()}`, ...lines];
}

/**
 * The ticked operations in the order the form lists them, each with the powers it gives, the custom
 * text replacing "À préciser", and a power the law does not let a procuration carry marked on its
 * own line (docs/decisions/066, 106).
 */
function operationLines(form: ProcurationForm): string[] {
  const offered = operationsFor(form.type);
  const rank = (operation: string) => {
    const index = offered.indexOf(operation);
    return index === -1 ? offered.length : index;
  };
  return [...form.authorizedOperations]
    .sort((a, b) => rank(a) - rank(b))
    .map((operation) =>
      operation === OPERATION_TO_SPECIFY
        ? form.customOperation.trim()
        : operationLine(form.type, operation, peopleOf(form, 'grantor').length > 1),
    );
}
