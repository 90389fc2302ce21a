/**
 * The papers sent for acceptance follow their mandataires, as their drawings and acceptances do in the
 * form (removePerson, docs/decisions/220): when a mandataire's card is removed, its link is deleted on
 * the relay and its answer forgotten, and the later cards' papers move up with their people. The
 * removal is read from the form itself, so the first load carries nothing for it.
 */
import { afterRemoval, peopleOf, slotOf, type AttorneySlot, type ProcurationForm } from '../../../domain/form.ts';
import { pageStore } from '../../state/page-state.ts';
import { cancelExchange } from '../relay-client.ts';
import { acceptanceTracks } from './acceptance-tracks.ts';

let started = false;

/** Once per page: from now on, each removed mandataire's card takes its paper with it. */
export function followRemovedCards(): void {
  if (started) return;
  started = true;
  let before = pageStore.get().form;
  pageStore.subscribe(() => {
    const after = pageStore.get().form;
    const removed = removedAttorney(before, after);
    before = after;
    if (removed === undefined) return;
    const track = acceptanceTracks.get()[removed];
    if (track?.status === 'waiting') cancelExchange(track.exchangeId);
    acceptanceTracks.set(afterRemoval(acceptanceTracks.get(), removed));
  });
}

/**
 * The mandataire's card a change removed, or undefined: one card fewer, and every other mandataire
 * the very same person as before, in the same order (removePerson keeps them; erasing or restoring
 * the form does not).
 */
export function removedAttorney(before: ProcurationForm, after: ProcurationForm): AttorneySlot | undefined {
  const was = peopleOf(before, 'attorney');
  const is = peopleOf(after, 'attorney');
  if (is.length !== was.length - 1) return undefined;
  const changedAt = is.findIndex((person, at) => person !== was[at]);
  const index = changedAt === -1 ? is.length : changedAt;
  const others = is.every((person, at) => person === was[at < index ? at : at + 1]);
  return index > 0 && others ? (slotOf('attorney', index) as AttorneySlot) : undefined;
}
