/**
 * "À apporter" (docs/decisions/029, 042): once procuration.pdf is made, beside the toast, what to
 * bring for the type and operations it was made for, read from the same table as the verdict.
 * `madeFor` is the page store's (state/page-state.ts), which puts it away when the type changes. The
 * live region around it announces it when it appears.
 */
import { useId } from 'react';
import type { ProcurationForm } from '../../domain/form.ts';
import { bringSignatories } from '../../domain/bring-signatories.ts';
import { useTypeVerdicts } from '../rules/type-verdicts-module.ts';

export function BringList({ madeFor }: { madeFor: ProcurationForm | undefined }) {
  const titleId = useId();
  const verdicts = useTypeVerdicts(madeFor !== undefined);
  const verdict = madeFor !== undefined && verdicts ? verdicts.verdictFor(bringQuestion(madeFor)) : undefined;
  return (
    <div aria-live="polite">
      {verdict && (
        <section className="bring" aria-labelledby={titleId}>
          <h2 id={titleId} className="bring__title">
            À apporter
          </h2>
          <ul className="bring__list">
            {/* One identity line, naming each signatory when several sign; a company's proof and power, each once (docs/decisions/147, 178). */}
            {verdict.bring.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <p className="field__hint">{verdicts?.BRING_NOTE}</p>
        </section>
      )}
    </div>
  );
}

/** What « À apporter » asks of the made form: its type, operations and mandants, and who signs. */
function bringQuestion(form: ProcurationForm) {
  const { type, authorizedOperations, grantor, otherGrantors } = form;
  return { type, authorizedOperations, grantor, otherGrantors, signatories: bringSignatories(form) };
}
