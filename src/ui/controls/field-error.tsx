/**
 * Messages beside the fields (docs/decisions/049). After a failed "Générer", every field at fault
 * shows its own message (aria-invalid, aria-describedby) while the toast keeps the exact text of
 * the specification; a field's message goes as soon as the field is right. Notes that block
 * nothing (a minor mandataire, a very long period) are shown beside their field at any time.
 * Both are maps from a field's path, so any card, however many, plugs in by its paths.
 */
import { createContext, useContext } from 'react';
import type { FieldPath } from '../../domain/validation.ts';
import { fieldId } from './field-ids.ts';

export interface FieldMessages {
  errors: ReadonlyMap<FieldPath, string>;
  notes: ReadonlyMap<FieldPath, string>;
}

const NONE: FieldMessages = { errors: new Map(), notes: new Map() };

export const FieldErrorContext = createContext<FieldMessages>(NONE);

export interface FieldErrorState {
  /** Spread on the control: aria-invalid and the description ids. */
  describedBy: string | undefined;
  invalid: boolean;
  message: string | undefined;
  errorId: string;
  note: string | undefined;
  noteId: string;
}

/** `ownProblem`: what the control itself knows is wrong (a date that does not exist), shown first. */
export function useFieldError(path: FieldPath, hintId?: string, ownProblem?: string): FieldErrorState {
  const { errors, notes } = useContext(FieldErrorContext);
  const id = fieldId(path);
  const errorId = `${id}-error`;
  const noteId = `${id}-note`;
  const message = ownProblem ?? errors.get(path);
  const note = message === undefined ? notes.get(path) : undefined;
  const invalid = message !== undefined;
  const describedBy =
    [invalid ? errorId : undefined, note === undefined ? undefined : noteId, hintId].filter(Boolean).join(' ') || undefined;
  return { describedBy, invalid, message, errorId, note, noteId };
}

export function FieldErrorMessage({ state }: { state: FieldErrorState }) {
  if (state.message) {
    return (
      <p id={state.errorId} className="field__error">
        {state.message}
      </p>
    );
  }
  if (state.note) {
    return (
      <p id={state.noteId} className="field__note">
        {state.note}
      </p>
    );
  }
  return null;
}
