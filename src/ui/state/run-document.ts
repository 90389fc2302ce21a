/**
 * Every document button, the page's own and the parts' (docs/decisions/063): one document at a time,
 * and a refusal shown and focused the same way — the toast says the specification's first message,
 * every field at fault is marked, the first on the page takes the focus. A document made clears the
 * marks and the toast, and says what comes next.
 */
import type { ProcurationForm } from '../../domain/form.ts';
import type { FieldPath, ValidationFailure } from '../../domain/validation.ts';
import { fieldId } from '../controls/field-ids.ts';
import { dismissToast, showToast } from '../controls/toasts.tsx';
import type { GenerationResult } from '../procuration/generate-pdf.ts';
import { loadReadiness, type ReadinessModule } from '../rules/readiness-module.ts';
import { changePage, type FailedAttempt, pageStore } from './page-state.ts';

/** `madeMessage`: how to get what to say once the document is made (loaded with the words it needs). */
export async function runDocument(
  action: () => Promise<GenerationResult>,
  madeMessage?: (pages: number) => Promise<string[]>,
): Promise<void> {
  if (pageStore.get().busy) return;
  changePage(() => ({ busy: true }));
  const result = await action();
  if (result.ok) {
    changePage(() => ({ busy: false, attempt: undefined }));
    dismissToast();
    if (madeMessage) {
      const made = await madeMessage(result.pages ?? 1);
      changePage(() => ({ made }));
    }
    return;
  }
  changePage(() => ({ busy: false, made: undefined }));
  showToast(result.message, 'error');
  if (!result.field) return;
  const refusal = { message: result.message, field: result.field };
  const attempt = failedAttempt(await loadReadiness().catch(() => undefined), refusal, result.withSignature, pageStore.get().form);
  changePage(() => ({ attempt }));
  focusFirstField(attempt.fields);
}

function failedAttempt(
  readiness: ReadinessModule | undefined,
  refusal: ValidationFailure,
  withSignature: boolean | undefined,
  form: ProcurationForm,
): FailedAttempt {
  if (withSignature === undefined || !readiness) return { fields: [refusal.field], refusal };
  const problems = readiness.listPrintProblems(form, { withSignature, today: new Date() });
  return { fields: problems.map((problem) => problem.field), withSignature, refusal };
}

/**
 * Focus the first marked field on the page, after React has painted the messages so a screen
 * reader reads the field with its own; it is scrolled to the middle of the screen, clear of the
 * toast at the bottom.
 */
function focusFirstField(fields: readonly FieldPath[]): void {
  requestAnimationFrame(() => {
    const elements = fields.flatMap((field) => document.getElementById(fieldId(field)) ?? []);
    const first = elements.sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1))[0];
    // A field folded away (docs/decisions/064) is shown before it takes the focus.
    first?.closest('details')?.setAttribute('open', '');
    first?.focus({ preventScroll: true });
    first?.scrollIntoView({ block: 'center' });
  });
}
