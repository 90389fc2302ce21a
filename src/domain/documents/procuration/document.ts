/**
 * What the procuration says, in order (specification §9 "PDF layout"), as data. Drawing it is the PDF
 * adapter's job; this module decides only the words. Beyond the specification's, it adds the birth
 * place and identity document in the body sentence, what ends the mandate, the precise object, the
 * substitution sentence when allowed, the mandataires' signature blocks, and the several mandants
 * and mandataires a procuration may name (docs/decisions/030, 051).
 */
import { OPERATION_TO_SPECIFY, operationsFor } from '../../catalogue.ts';
import { formatDisplayDate, fromIsoDate } from '../../dates.ts';
import { formatLongDate, formatSpokenDate } from '../../long-date.ts';
import {
  attachmentsSentence,
  expressMandateSentence,
  madeAtSentence,
  operationLine,
  operationNotices,
  remunerationSentence,
} from './document-clauses.ts';
import { nextStepOf } from '../../operation-law.ts';
import { documentReference, OPERATIONS_CLOSING } from './document-marks.ts';
import {
  agreed,
  civilName,
  DOCUMENT_LANGUAGE,
  eachOf,
  joinPeople,
  streetLine,
  typeLabel,
  type DocumentDescription,
  type SignatureSlot,
} from '../document-blocks.ts';
import { fullName, peopleOf, signaturePlaceOf, type AttorneySlot, type Person, type ProcurationForm } from '../../form.ts';
import { drawingOf, signingPeople } from '../../signatures.ts';
import { contactLines, identityClauses } from './identity-clauses.ts';
import { isCompany } from '../../company-kind.ts';
import { asSpeaker, capitalized, companyBlock, companyIdentity, companySignatureLabel, partyName } from '../company-clause.ts';
import { filledText } from '../../legal-content/fill-text.ts';
import { legalText } from '../../legal-content/legal-text.ts';
/// <reference path="../../legal-content/legal-content-module.d.ts" />
import texts from 'virtual:legal-content/procuration';

// The paper's own words, top to bottom, with their sources: content/legal/documents/procuration.yaml (docs/decisions/106).
export const DOCUMENT_TITLE = legalText(texts, 'documentTitle');
export const DOCUMENT_METADATA_TITLE = legalText(texts, 'metadataTitle');
export const SIGNATURE_LABEL = legalText(texts, 'grantorSignatureLabel');
export const ATTORNEY_SIGNATURE_LABEL = legalText(texts, 'attorneySignatureLabel');
export const OPERATIONS_HEADING = legalText(texts, 'operationsHeading');
export const OBJECT_HEADING = legalText(texts, 'objectHeading');
const RESIDENCE = legalText(texts, 'residence');
/** The title of a paper the notary's act needs (docs/decisions/106), and what it says under it. */
export const DRAFT_TITLE = legalText(texts, 'draftTitle');
export const DRAFT_NOTICE = legalText(texts, 'draftNotice');
/** Where a signed paper has its places to sign, a project says it is not signed (docs/decisions/177). */
export const DRAFT_UNSIGNED = legalText(texts, 'draftUnsigned');

// The clauses, their sources and the day they were checked: content/legal/documents/procuration.yaml
// (docs/decisions/072). The two mentions are a custom, printed as one, never as a requirement: the
// "bon pour" mention has had no legal force since the loi n° 80-525 du 12 juillet 1980.
export const GRANTOR_SIGNATURE_MENTION = legalText(texts, 'grantorSignatureMention');
export const ATTORNEY_SIGNATURE_MENTION = legalText(texts, 'attorneySignatureMention');
/** In place of that mention, under a mandataire's drawing accepted from afar: the day the relay received it (docs/decisions/218). */
const acceptanceMention = (receivedOn: Date) => filledText(texts, 'attorneyAcceptanceMention', { date: formatSpokenDate(receivedOn) });
/** What ends the mandate (Code civil, art. 2003); with more than two people, the cases named without claiming more. */
export const END_OF_MANDATE = legalText(texts, 'endOfMandate');
export const END_OF_MANDATE_SEVERAL = legalText(texts, 'endOfMandate', true);
/** Death and guardianship end a person's mandate; for a company among the mandants the paper names no case (docs/decisions/155). */
export const END_OF_MANDATE_COMPANY = legalText(texts, 'endOfMandateCompany');
/** Printed only when "Autoriser le mandataire à se faire remplacer" is ticked (Code civil, art. 1994). */
export const SUBSTITUTION_SENTENCE = legalText(texts, 'substitution');
export const SUBSTITUTION_SENTENCE_SEVERAL = legalText(texts, 'substitution', true);

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
  const objectDetails = form.objectDetails.trim();
  const attachments = attachmentsSentence(
    [...grantors, ...attorneys].map((person) => ({ name: fullName(person), idType: person.idType, idNumber: person.idNumber })),
  );
  const express = expressMandateSentence(form);
  // A notary's act: what the person holds is a draft for the notary, titled so (docs/decisions/106).
  const draft = nextStepOf(form) === 'notary';
  return {
    title: draft ? DRAFT_TITLE : DOCUMENT_METADATA_TITLE,
    language: DOCUMENT_LANGUAGE,
    reference: documentReference(
      DOCUMENT_METADATA_TITLE,
      grantors.map(partyName),
      attorneys.map(partyName),
      form.handDated ? undefined : formatLongDate(today),
    ),
    blocks: [
      { kind: 'parties', grantors: grantors.map(addressBlock), attorneys: attorneys.map(addressBlock) },
      { kind: 'paragraph', text: madeAtSentence(signaturePlaceOf(form), today, form.handDated) },
      { kind: 'title', text: draft ? DRAFT_TITLE : DOCUMENT_TITLE },
      ...(draft ? [{ kind: 'paragraph' as const, text: DRAFT_NOTICE }] : []),
      { kind: 'paragraph', text: bodySentence(form, today) },
      { kind: 'paragraph', text: validityPeriod(form) },
      { kind: 'paragraph', text: endOfMandate(grantors, attorneys) },
      { kind: 'list', heading: OPERATIONS_HEADING, items: operationLines(form), closing: OPERATIONS_CLOSING },
      ...operationNotices(form).map((text) => ({ kind: 'paragraph' as const, text })),
      ...(objectDetails === '' ? [] : [{ kind: 'paragraph' as const, text: `${OBJECT_HEADING} ${objectDetails}` }]),
      ...(express === undefined ? [] : [{ kind: 'paragraph' as const, text: express }]),
      ...(form.substitutionAllowed
        ? [{ kind: 'paragraph' as const, text: attorneys.length > 1 ? SUBSTITUTION_SENTENCE_SEVERAL : SUBSTITUTION_SENTENCE }]
        : []),
      { kind: 'paragraph', text: remunerationSentence(form) },
      ...(attachments === undefined ? [] : [{ kind: 'paragraph' as const, text: attachments }]),
      draft
        ? { kind: 'paragraph', text: DRAFT_UNSIGNED }
        : {
            kind: 'signatures',
            slots: signatureSlots(form, withSignature),
            placeAndDate: madeAtSentence(signaturePlaceOf(form), today, form.handDated),
          },
    ],
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
      party === 'grantor' ? [SIGNATURE_LABEL, GRANTOR_SIGNATURE_MENTION] : [ATTORNEY_SIGNATURE_LABEL, ATTORNEY_SIGNATURE_MENTION];
    // A company signs through its representative, named with their capacity, with room for its stamp (docs/decisions/126).
    const named =
      party === 'grantor' && isCompany(person)
        ? companySignatureLabel(person)
        : peopleOf(form, party).length === 1
          ? label
          : label.replace(/(\s:)$/, ` (${fullName(person)})$1`);
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
 * "Je soussigné(e), … donne par la présente procuration à …, pour agir en mon nom et pour mon compte
 * en qualité de mandataire, …"; with several mandants "Nous soussignés, … et …, donnons … en notre
 * nom"; with several mandataires "à … et à …, qui pourront agir chacun séparément" (or "qui devront
 * agir ensemble"). The words agree with the civilités given (docs/decisions/051-several-people.md).
 */
function bodySentence(form: ProcurationForm, today: Date): string {
  const identity = (person: Person) => (isCompany(person) ? companyIdentity(person) : identityOf(person, today));
  const grantors = peopleOf(form, 'grantor');
  const attorneys = peopleOf(form, 'attorney');
  const several = grantors.length > 1;
  // One company alone speaks in the third person: "La société …, représentée par …, donne … en son nom" (docs/decisions/126).
  const company = !several && grantors.every(isCompany);
  const subject = company
    ? capitalized(filledText(texts, 'bodySubjectCompany', { grantors: grantors.map(identity).join('') }))
    : filledText(
        texts,
        'bodySubject',
        {
          undersigned: agreed('soussigné', grantors.map(asSpeaker), several),
          grantors: several ? joinPeople(grantors.map(identity)) : grantors.map(identity).join(''),
        },
        several,
      );
  const recipients = joinPeople(attorneys.map((person) => `à ${identity(person)}`));
  const purpose =
    attorneys.length === 1
      ? legalText(texts, company ? 'bodyPurposeOneAttorneyCompany' : 'bodyPurposeOneAttorney', several)
      : filledText(
          texts,
          company ? 'bodyPurposeSeveralAttorneysCompany' : 'bodyPurposeSeveralAttorneys',
          { how: legalText(texts, form.attorneysAct === 'together' ? 'attorneysActTogether' : separately(attorneys)) },
          several,
        );
  return filledText(texts, 'body', { subject, recipients, purpose, type: typeLabel(form) });
}

/** "pourront agir chacun séparément", or "chacune" when every mandataire is a woman. */
function separately(attorneys: readonly Person[]): string {
  return eachOf(attorneys) === 'chacune' ? 'attorneysActSeparatelyWomen' : 'attorneysActSeparately';
}

/** "Prénom Nom, né(e) le … à …, titulaire de … n° …, demeurant …, téléphone : …": each clause only when filled in. */
function identityOf(person: Person, today: Date): string {
  const { afterName, afterAddress } = identityClauses(person, today);
  return (
    `${civilName(person)}${afterName}, ${RESIDENCE} ${streetLine(person.address)}, ` +
    `${person.postalCode.trim()} ${person.city.trim()}${afterAddress}`
  );
}

/** What ends the mandate, as the people named allow saying it (Code civil, art. 2003). */
function endOfMandate(grantors: readonly Person[], attorneys: readonly Person[]): string {
  if (grantors.some(isCompany)) return END_OF_MANDATE_COMPANY;
  return grantors.length + attorneys.length > 2 ? END_OF_MANDATE_SEVERAL : END_OF_MANDATE;
}

/** A date not given yet (only the preview shows one: a PDF is made with both) is named in brackets. */
function validityPeriod(form: ProcurationForm): string {
  const start = form.startDate ? formatDisplayDate(form.startDate) : legalText(texts, 'validityStartBlank');
  const end = form.endDate ? formatDisplayDate(form.endDate) : legalText(texts, 'validityEndBlank');
  return filledText(texts, 'validity', { start, end });
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
