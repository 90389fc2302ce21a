/**
 * After a failed "Générer", the field at fault shows the message beside it (aria-invalid,
 * aria-describedby) while the toast keeps the exact text.
 */
import { createContext, useContext } from 'react';
import type { FieldPath, ValidationFailure } from '../domain/validation.ts';
import { fieldId } from './field-ids.ts';

export const FieldErrorContext = createContext<ValidationFailure | undefined>(undefined);

export interface FieldErrorState {
  /** Spread on the control: aria-invalid and the description ids. */
  describedBy: string | undefined;
  invalid: boolean;
  message: string | undefined;
  errorId: string;
}

export function useFieldError(path: FieldPath, hintId?: string): FieldErrorState {
  const failure = useContext(FieldErrorContext);
  const errorId = `${fieldId(path)}-error`;
  const invalid = failure?.field === path;
  const describedBy = [invalid ? errorId : undefined, hintId].filter(Boolean).join(' ') || undefined;
  return { describedBy, invalid, message: invalid ? failure.message : undefined, errorId };
}

export function FieldErrorMessage({ state }: { state: FieldErrorState }) {
  if (!state.message) return null;
  return (
    <p id={state.errorId} className="field__error">
      {state.message}
    </p>
  );
}
