/**
 * What the page says once procuration.pdf is made in free mode (docs/decisions/066): what to do
 * with the paper, the same as the paper and the notice under the pad say. A paper whose every
 * power is void is never to be brought anywhere: the message names the route instead. With the
 * drawn signatures embedded, nobody is told to sign it by hand but the people whose place is blank.
 */
// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the compiled content's type, for every program that reaches this module
/// <reference path="../../legal-content/legal-content-module.d.ts" />
import texts from 'virtual:legal-content/procuration';
import { legalText } from '../../legal-content/legal-text.ts';
import { initialEveryPageMessage, PDF_DOWNLOADED_MESSAGE } from '../../page-messages.ts';
import type { ProcurationForm } from '../../form.ts';
import { drawingOf, signingPeople } from '../../signatures.ts';
import { allPowersVoid, MEDICAL_DECISION_OPERATION, VOTE_OPERATION } from './document-clauses.ts';

// The routes, said as the sources of VOTE_NOT_DELEGATED and MEDICAL_DECISIONS_NOT_DELEGATED say
// them; the words, their sources and the day they were checked: content/legal/documents/procuration.yaml
// (docs/decisions/072).
export const VOTE_ROUTE_MESSAGE = legalText(texts, 'voteRouteMessage');
export const MEDICAL_ROUTE_MESSAGE = legalText(texts, 'medicalRouteMessage');
export const VOID_ONLY_MADE_MESSAGE = legalText(texts, 'voidOnlyMadeMessage');
export const SIGNED_MADE_MESSAGE = legalText(texts, 'signedMadeMessage');
export const SIGNED_MADE_MESSAGE_OTHERS_SIGN = legalText(texts, 'signedMadeMessageOthersSign');
export const SIGNED_MADE_MESSAGE_ALL_DRAWN = legalText(texts, 'signedMadeMessageAllDrawn');

/**
 * The message for the document just made from `form`, with or without the saved drawing; a paper of
 * several `pages` adds that every page is to be initialled (docs/decisions/119).
 */
export function procurationMadeMessage(form: ProcurationForm, withSignature: boolean, pages = 1): string {
  const message = madeMessage(form, withSignature);
  return pages > 1 && !allPowersVoid(form.authorizedOperations) ? `${message} ${initialEveryPageMessage(pages)}` : message;
}

function madeMessage(form: ProcurationForm, withSignature: boolean): string {
  const operations = form.authorizedOperations;
  if (allPowersVoid(operations)) {
    return [
      VOID_ONLY_MADE_MESSAGE,
      ...(operations.includes(VOTE_OPERATION) ? [VOTE_ROUTE_MESSAGE] : []),
      ...(operations.includes(MEDICAL_DECISION_OPERATION) ? [MEDICAL_ROUTE_MESSAGE] : []),
    ].join(' ');
  }
  if (!withSignature || form.signature === null) return PDF_DOWNLOADED_MESSAGE;
  // A signatory whose place carries no drawing signs on paper (docs/decisions/099).
  const signatories = signingPeople(form);
  if (signatories.length === 1) return SIGNED_MADE_MESSAGE;
  return signatories.every(({ slot }) => drawingOf(form, slot) !== null) ? SIGNED_MADE_MESSAGE_ALL_DRAWN : SIGNED_MADE_MESSAGE_OTHERS_SIGN;
}
