/** The verdict under the type (docs/decisions/029): the level, the reason, the official route, the art. 1988 rule. */
import type { Verdict } from '../domain/type-verdicts.ts';

export function VerdictNotice({ id, verdict }: { id: string; verdict: Verdict }) {
  return (
    <div id={id} className={`notice verdict verdict--${verdict.level}`}>
      <p className="verdict__title">{verdict.title}</p>
      <p>{verdict.reason}</p>
      {verdict.route && <p>Démarche officielle : {verdict.route}.</p>}
      {verdict.generalTermsRule && <p>{verdict.generalTermsRule}</p>}
    </div>
  );
}
