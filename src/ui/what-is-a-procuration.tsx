/** "Qu'est-ce qu'une procuration ?": what the document can and cannot do, and that this is no legal advice. Closed by default. */
import { NO_LEGAL_ADVICE, WHAT_IS_A_PROCURATION, WHAT_IS_A_PROCURATION_TITLE } from '../domain/legal-notices.ts';

export function WhatIsAProcuration() {
  return (
    <details className="privacy explainer">
      <summary>{WHAT_IS_A_PROCURATION_TITLE}</summary>
      <div className="privacy__body">
        {WHAT_IS_A_PROCURATION.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        <p>{NO_LEGAL_ADVICE}</p>
      </div>
    </details>
  );
}
