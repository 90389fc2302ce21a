/**
 * What the page says once procuration.pdf is made in free mode (docs/decisions/066, 106): what to do
 * with the paper, as the verdict says. A paper whose every power is void is never to be brought
 * anywhere: the message names the route instead; a notary's act makes it a draft to send to the
 * notary; an organisation's own procedure makes it a paper that prepares the organisation's form. With the
 * drawn signatures embedded, nobody is told to sign it by hand but the people whose place is blank.
 */
// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the compiled content's type, for every program that reaches this module
/// <reference path="../../legal-content/legal-content-module.d.ts" />
import texts from 'virtual:legal-content/procurationMessages';
import { legalText } from '../../legal-content/legal-text.ts';
import { DOWNLOAD_PLACE_MESSAGE, editableDownloadedMessage, initialEveryPageMessage, PDF_DOWNLOADED_MESSAGE } from '../../made-messages.ts';
import type { ProcurationForm } from '../../form.ts';
import { drawingOf, signingPeople } from '../../signatures.ts';
import { nextStepOf, routeMessageKeysOf, typeMadeMessagesOf } from '../../operation-law.ts';

// The words, their sources and the day they were checked: content/legal/documents/procuration-messages.yaml
// (docs/decisions/072); a void power's route is named by its row (docs/decisions/106).
export const VOID_ONLY_MADE_MESSAGE = legalText(texts, 'voidOnlyMadeMessage');
export const NOTARY_MADE_MESSAGE = legalText(texts, 'notaryMadeMessage');
export const OWN_PROCEDURE_MADE_MESSAGE = legalText(texts, 'ownProcedureMadeMessage');
export const SIGNED_MADE_MESSAGE = legalText(texts, 'signedMadeMessage');
export const SIGNED_MADE_MESSAGE_OTHERS_SIGN = legalText(texts, 'signedMadeMessageOthersSign');
export const SIGNED_MADE_MESSAGE_ALL_DRAWN = legalText(texts, 'signedMadeMessageAllDrawn');

/**
 * The message for the document just made from `form`, with or without the saved drawing; a paper of
 * several `pages` that people sign adds that every page is to be initialled (docs/decisions/119).
 */
export function procurationMadeMessage(form: ProcurationForm, withSignature: boolean, pages = 1): string {
  const message = madeMessage(form, withSignature);
  const next = nextStepOf(form);
  const signed = !['voidOnly', 'notary'].includes(next);
  // What the type's paper never replaces (a minor's authorisation to leave France: docs/decisions/170).
  const note = next === 'voidOnly' ? undefined : typeMadeMessagesOf(form.type).madeMessageNote;
  return [message, ...(pages > 1 && signed ? [initialEveryPageMessage(pages)] : []), ...(note ? [legalText(texts, note)] : [])].join(' ');
}

function madeMessage(form: ProcurationForm, withSignature: boolean): string {
  // What comes next follows the verdict, whatever was drawn (docs/decisions/106).
  const next = nextStepOf(form);
  if (next === 'voidOnly') return [VOID_ONLY_MADE_MESSAGE, ...routeMessageKeysOf(form).map((key) => legalText(texts, key))].join(' ');
  if (next === 'notary') return NOTARY_MADE_MESSAGE;
  if (next === 'ownProcedure') {
    // A type whose « organisation » is a school or a doctor says so in its own words (docs/decisions/170).
    const own = typeMadeMessagesOf(form.type).ownProcedureMadeMessage;
    return own === undefined ? OWN_PROCEDURE_MADE_MESSAGE : legalText(texts, own);
  }
  if (!withSignature || form.signature === null) return PDF_DOWNLOADED_MESSAGE;
  // A signatory whose place carries no drawing signs on paper (docs/decisions/099).
  const signatories = signingPeople(form);
  if (signatories.length === 1) return SIGNED_MADE_MESSAGE;
  return signatories.every(({ slot }) => drawingOf(form, slot) !== null) ? SIGNED_MADE_MESSAGE_ALL_DRAWN : SIGNED_MADE_MESSAGE_OTHERS_SIGN;
}

/** What the page shows once procuration.pdf is made: what comes next, then where the browser put the file. */
export function procurationMadeLines(form: ProcurationForm, withSignature: boolean, pages: number): string[] {
  return [procurationMadeMessage(form, withSignature, pages), DOWNLOAD_PLACE_MESSAGE];
}

/** What the page shows once an editable copy is made: the file, whose text it becomes once changed, where it went. */
export function editableMadeLines(fileName: string): string[] {
  return [editableDownloadedMessage(fileName), DOWNLOAD_PLACE_MESSAGE];
}
