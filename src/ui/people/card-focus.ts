/** Where focus goes when a card comes or goes: the new card's first field, or the party's « Ajouter » button. */
import type { Party } from '../../domain/form.ts';

export function addButtonId(party: Party): string {
  return `add-${party}`;
}

/** Focuses the element once React has drawn it. */
export function focusSoon(id: string): void {
  requestAnimationFrame(() => document.getElementById(id)?.focus());
}
