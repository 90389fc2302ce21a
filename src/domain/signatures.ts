/**
 * Who signs, and the drawing each one saved (docs/decisions/099): the first mandant draws on the page
 * (the specification's `signature`), every other signatory on a phone (`cosignatures`, by card); a
 * signatory without a drawing signs by hand on the printed paper.
 */
import { MAX_SIGNATURE_LENGTH } from './field-limits.ts';
import { everyPerson, type AttorneySlot, type Party, type Person, type PersonSlot, type ProcurationForm } from './form.ts';

export interface Signatory {
  slot: PersonSlot;
  party: Party;
  /** From 0, in the order of the party's cards. */
  index: number;
  person: Person;
}

/**
 * Every mandant and, with "Prévoir la signature du mandataire", every mandataire, in the order of the
 * page; a mandataire who accepted from afar always has a place (docs/decisions/218).
 */
export function signingPeople(form: ProcurationForm): Signatory[] {
  return everyPerson(form).filter(
    ({ party, slot }) => party === 'grantor' || form.attorneySignatureBlock || form.acceptances[slot as AttorneySlot] !== undefined,
  );
}

/** The drawing saved for a card, or null: the first mandant's is `signature`. */
export function drawingOf(form: Pick<ProcurationForm, 'signature' | 'cosignatures'>, slot: PersonSlot): string | null {
  return slot === 'grantor' ? form.signature : (form.cosignatures[slot] ?? null);
}

/**
 * The form with a card's drawing saved (a PNG data URL) or removed (null). A mandataire's acceptance
 * goes with any such change (docs/decisions/222): the day it was received stands only beside the
 * drawing that came with it (`withAcceptance` puts both back together).
 */
export function withDrawing(form: ProcurationForm, slot: PersonSlot, drawing: string | null): ProcurationForm {
  if (slot === 'grantor') return { ...form, signature: drawing };
  const cosignatures = { ...form.cosignatures };
  if (drawing === null) delete cosignatures[slot];
  else cosignatures[slot] = drawing;
  const acceptances = { ...form.acceptances };
  delete acceptances[slot as AttorneySlot];
  return { ...form, cosignatures, acceptances };
}

/**
 * Whether every drawing kept fits the room of one (MAX_SIGNATURE_LENGTH, 400,000 characters): a real
 * signature takes 27,000 to 60,000, so eight people fit, and a paid record stays within the bound
 * the server states for one form.
 */
export function drawingsFit(form: Pick<ProcurationForm, 'signature' | 'cosignatures'>): boolean {
  const drawings: (string | null | undefined)[] = [form.signature, ...Object.values(form.cosignatures)];
  return drawings.reduce((length, drawing) => length + (drawing?.length ?? 0), 0) <= MAX_SIGNATURE_LENGTH;
}
