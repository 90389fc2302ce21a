/**
 * The messages beside the fields now (docs/decisions/049): those of the refused attempt still at
 * fault, and the notes that block nothing. Derived from the page's state as each reader renders,
 * never stored: the cards (through app.tsx) and the signature card read the same. The same messages
 * are the same object from one keystroke to the next, so a card whose own fields did not change
 * skips its render (docs/decisions/165).
 */
import type { ProcurationForm } from '../../domain/form.ts';
import type { FieldMessages } from '../controls/field-error.tsx';
import { type ReadinessModule, useReadiness } from '../rules/readiness-module.ts';
import { type FailedAttempt, pageStore } from './page-state.ts';

/** The readiness rule is used once it is there: the page asks for it after the first touch (app.tsx), a button when it needs it. */
export function useFieldMessages(): FieldMessages {
  const { form, attempt } = pageStore.use();
  return messagesNow(useReadiness(false), attempt, form);
}

/**
 * The last messages worked out, once per change whoever reads first (the page, the signature card),
 * kept as the same object while they say the same (their key, as text).
 */
let last:
  | {
      readiness: ReadinessModule | undefined;
      attempt: FailedAttempt | undefined;
      form: ProcurationForm;
      key: string;
      messages: FieldMessages;
    }
  | undefined;

function messagesNow(readiness: ReadinessModule | undefined, attempt: FailedAttempt | undefined, form: ProcurationForm): FieldMessages {
  if (!last || last.readiness !== readiness || last.attempt !== attempt || last.form !== form) {
    const messages = messagesAfter(readiness, attempt, form);
    const key = JSON.stringify([[...messages.errors], [...messages.notes]]);
    last = { readiness, attempt, form, key, messages: key === last?.key ? last.messages : messages };
  }
  return last.messages;
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
