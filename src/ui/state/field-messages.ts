/**
 * The messages beside the fields now (docs/decisions/049): those of the refused attempt still at
 * fault, and the notes that block nothing. Derived from the page's state as each reader renders,
 * never stored: the cards (through app.tsx) and the signature card read the same.
 */
import type { ProcurationForm } from '../../domain/form.ts';
import type { FieldMessages } from '../controls/field-error.tsx';
import { type ReadinessModule, useReadiness } from '../rules/readiness-module.ts';
import { type FailedAttempt, pageStore } from './page-state.ts';

/** `readinessWanted`: asks for the readiness rule (the page does once touched); without it, the rule is used once it is there. */
export function useFieldMessages(readinessWanted: boolean): FieldMessages {
  const { form, attempt } = pageStore.use();
  return messagesAfter(useReadiness(readinessWanted), attempt, form);
}

function messagesAfter(readiness: ReadinessModule | undefined, attempt: FailedAttempt | undefined, form: ProcurationForm): FieldMessages {
  const today = new Date();
  const notes = new Map(readiness?.listNotes(form, today).map((note) => [note.field, note.fieldMessage]));
  if (!attempt) return { errors: new Map(), notes };
  if (attempt.withSignature === undefined || !readiness) {
    return { errors: new Map([[attempt.refusal.field, attempt.refusal.message]]), notes };
  }
  const marked = new Set(attempt.fields);
  const problems = readiness
    .listPrintProblems(form, { withSignature: attempt.withSignature, today })
    .filter((problem) => marked.has(problem.field));
  return { errors: new Map(problems.map((problem) => [problem.field, problem.fieldMessage])), notes };
}
