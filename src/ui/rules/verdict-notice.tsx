/**
 * The verdict under the type, for the ticked operations (docs/decisions/042): the level, the reasons,
 * the route, the bank caution, the art. 1988 rule. Then, for every type, the notice on incapacity,
 * and the sources with the day they were checked.
 */
import { SOURCES_PATH } from '../../contract/sources-path.ts';
import { ONE_TYPE_PER_PAPER_HINT } from '../../domain/one-type-per-paper.ts';
import type { Verdict } from '../../domain/type-verdicts.ts';

export function VerdictNotice({ id, verdict }: { id: string; verdict: Verdict }) {
  return (
    <div className="field field--wide verdict-block">
      <p className="field__hint">{ONE_TYPE_PER_PAPER_HINT}</p>
      <div id={id} className={`notice verdict verdict--${verdict.level}`}>
        <p className="verdict__title">{verdict.title}</p>
        {verdict.reasons.map((reason) => (
          <p key={reason}>{reason}</p>
        ))}
        {verdict.route && <p>Démarche : {verdict.route}.</p>}
        {verdict.caution && <p>{verdict.caution}</p>}
        {verdict.generalTermsRule && <p>{verdict.generalTermsRule}</p>}
      </div>
      <p className="notice verdict-incapacity">{verdict.incapacity}</p>
      <details className="verdict-sources">
        <summary>Sources (vérifiées le {verdict.checkedText})</summary>
        <ul>
          {[...verdict.sources, ...verdict.incapacitySources].map((source) => (
            <li key={source}>{source}</li>
          ))}
        </ul>
        <p>
          <a href={SOURCES_PATH}>Sources juridiques</a>, chaque règle appliquée avec ses sources officielles.
        </p>
      </details>
    </div>
  );
}
