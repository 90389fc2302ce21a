/**
 * The verdict table (src/domain/type-verdicts.ts) and the notice that shows it are loaded on demand —
 * once a type is chosen, or when the "À apporter" list needs them — so they weigh nothing on the
 * first load.
 */
import { lazyModule } from '../controls/lazy-module.ts';

type TypeVerdictsModule = typeof import('../../domain/type-verdicts.ts') &
  typeof import('../../domain/other-documents-offer.ts') &
  Pick<typeof import('./verdict-notice.tsx'), 'VerdictNotice'>;

const typeVerdicts = lazyModule<TypeVerdictsModule>(() =>
  Promise.all([
    import('../../domain/type-verdicts.ts'),
    import('../../domain/other-documents-offer.ts'),
    import('./verdict-notice.tsx'),
  ]).then(([table, offer, { VerdictNotice }]) => ({ ...table, ...offer, VerdictNotice })),
);

/** The table once it is there; asks for it while `wanted`. Undefined until it has arrived. */
export const useTypeVerdicts = typeVerdicts.use;
