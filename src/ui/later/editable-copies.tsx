/**
 * « Télécharger en Word (.docx) » and « Télécharger en OpenDocument (.odt) »: the editable copies, made
 * on the device (docs/decisions/085), of the page's form in the free mode and, in payment mode, of the
 * paid one only (docs/decisions/084). A part hydrated once the page works (docs/decisions/165): the
 * first load carries neither its code nor its words.
 */
import { docx, odt } from 'virtual:legal-content/document-buttons';
import { EDITABLE_COPIES_UNSIGNED_NOTE, EDITABLE_FAILED_MESSAGE, PAID_EDITABLE_COPIES_NOTE } from '../../domain/page-messages.ts';
import type { ProcurationForm } from '../../domain/form.ts';
import type { WorkerDocumentKind } from '../../domain/document-registry.ts';
import type { GenerationResult } from '../procuration/generate-pdf.ts';
import { useTypeVerdicts } from '../rules/type-verdicts-module.ts';
import type { PageView } from '../state/page-state.ts';
import { editableMade } from '../state/made-lines.ts';
import { runDocumentOnDemand } from '../state/document-runner.ts';

/** The editable copies' code comes on the click (docs/decisions/085). */
function makeEditable(form: ProcurationForm, format: WorkerDocumentKind, paidSignature?: boolean): Promise<GenerationResult> {
  return import('../procuration/generate-editable.ts').then(
    ({ generateEditable }) => generateEditable(form, format, paidSignature),
    () => ({ ok: false, message: EDITABLE_FAILED_MESSAGE }),
  );
}

export function EditableCopies({ form, busy, pageMode, paid }: Pick<PageView, 'form' | 'busy' | 'pageMode' | 'paid'>) {
  const source = pageMode.payment ? paid : { form, includeSignature: undefined };
  // A paper that gives none of its powers has no editable copy (docs/decisions/106); the rule comes with the verdicts.
  const verdicts = useTypeVerdicts(form.type !== '');
  const voidOnly = source !== undefined && verdicts?.otherDocumentsOf(source.form).editableCopies === false;
  return (
    <>
      {pageMode.payment && paid ? <p className="paid-copies">{PAID_EDITABLE_COPIES_NOTE}</p> : null}
      <div className="actions actions--more">
        {source &&
          !voidOnly &&
          (['docx', 'odt'] as const).map((format) => (
            <button
              key={format}
              type="button"
              className="button button--secondary"
              aria-busy={busy}
              onClick={() =>
                void runDocumentOnDemand(
                  () => makeEditable(source.form, format, source.includeSignature),
                  editableMade(`procuration.${format}`),
                )
              }
            >
              {format === 'docx' ? docx : odt}
            </button>
          ))}
      </div>
      {source ? <p className="editable-copies-note">{EDITABLE_COPIES_UNSIGNED_NOTE}</p> : null}
    </>
  );
}
