/**
 * The readiness rule (src/domain/readiness.ts: the checks of specification §5, the coherence checks,
 * the characters) is loaded once the person has touched the page and their input is quiet (app.tsx,
 * docs/decisions/240), or when a button needs it, so its tables and messages weigh nothing on the first
 * load and its evaluation never lands between two keys.
 */
import { lazyModule } from '../controls/lazy-module.ts';

export type ReadinessModule = typeof import('../../domain/readiness.ts');

const readiness = lazyModule<ReadinessModule>(() => import('../../domain/readiness.ts'));

export const loadReadiness = readiness.load;

/** The rule once it is there; asks for it while `wanted`. Undefined until it has arrived. */
export const useReadiness = readiness.use;
