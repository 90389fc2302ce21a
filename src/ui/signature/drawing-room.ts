/**
 * Whether one more drawing can be kept beside the others (docs/decisions/099): all of them together
 * fit the room of one. Loaded with the list of the other signatories: until someone else has a
 * drawing, the first mandant's alone always fits.
 */
import type { PersonSlot, ProcurationForm } from '../../domain/form.ts';
import { drawingsFit, withDrawing } from '../../domain/signatures.ts';

export const DRAWINGS_TOO_HEAVY_MESSAGE =
  'Les signatures dessinées sont trop lourdes ensemble pour être gardées\u00a0: effacez-en une et dessinez-la plus simplement, ou faites signer à la main sur le papier imprimé.';

/** Why `drawing` cannot be kept for `slot`, in French, or undefined when it fits. */
export function whyNotKept(form: ProcurationForm, slot: PersonSlot, drawing: string): string | undefined {
  return drawingsFit(withDrawing(form, slot, drawing)) ? undefined : DRAWINGS_TOO_HEAVY_MESSAGE;
}
