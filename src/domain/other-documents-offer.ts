/**
 * What « Autres documents » offers beside a procuration, one rule read by the page and by the golden
 * texts (docs/decisions/210): the two revocation letters, unless the type is ended by its own route (the
 * vote's: docs/decisions/043, 170); the end-date reminder once the end date is known; the editable
 * copies. A paper that gives none of its powers offers none of them (docs/decisions/106); a notary's
 * project neither letters nor reminder, since it is never the signed paper (docs/decisions/177).
 */
import type { OfferFlag } from './document-registry.ts';
import type { ProcurationForm } from './form.ts';
import { nextStepOf } from './operation-law.ts';
import { revocationRouteOf } from './type-verdicts.ts';

/** What is offered: each flag by which the registry of documents offers a document (docs/decisions/203), and the route in place of the letters. */
export interface OtherDocumentsOffer extends Readonly<Record<OfferFlag, boolean>> {
  /** « Lettre de révocation » and « Lettre de révocation pour l'organisme ». */
  letters: boolean;
  /** « Ajouter un rappel (.ics) ». */
  reminder: boolean;
  /** The Word and OpenDocument copies of the procuration. */
  editableCopies: boolean;
  /** What the page says in place of the letters for a type ended by its own route. */
  revocationRoute: string | undefined;
}

export function otherDocumentsOf(form: Pick<ProcurationForm, 'type' | 'authorizedOperations' | 'endDate'>): OtherDocumentsOffer {
  const nextStep = nextStepOf(form);
  const neverSigned = nextStep === 'voidOnly' || nextStep === 'notary';
  const revocationRoute = neverSigned ? undefined : revocationRouteOf(form.type);
  return {
    letters: !neverSigned && revocationRoute === undefined,
    reminder: !neverSigned && form.endDate !== undefined,
    editableCopies: nextStep !== 'voidOnly',
    revocationRoute,
  };
}
