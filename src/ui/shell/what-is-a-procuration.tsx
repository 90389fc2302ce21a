/**
 * "Qu'est-ce qu'une procuration ?": what the document can and cannot do (closed by default), then,
 * always in view, the line that this service gives no legal advice and the link to the mentions
 * légales. Rendered at build time into static HTML before the page's root
 * (scripts/build/prerender-page.ts): it needs no script, so it costs the first load nothing.
 */
import { LEGAL_NOTICE_PATH } from '../../contract/legal-notice-path.ts';
import { ABOUT_THIS_SERVICE, NO_LEGAL_ADVICE, WHAT_IS_A_PROCURATION, WHAT_IS_A_PROCURATION_TITLE } from '../../domain/legal-notices.ts';

export function WhatIsAProcuration() {
  return (
    <aside className="explainer" aria-label={ABOUT_THIS_SERVICE}>
      <details className="privacy">
        <summary>{WHAT_IS_A_PROCURATION_TITLE}</summary>
        <div className="privacy__body">
          {WHAT_IS_A_PROCURATION.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </details>
      <p className="explainer__legal">
        {NO_LEGAL_ADVICE} <a href={LEGAL_NOTICE_PATH}>Mentions légales</a>
      </p>
    </aside>
  );
}
