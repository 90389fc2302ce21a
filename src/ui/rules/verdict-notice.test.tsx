/**
 * The verdict under the type prints one « Démarche » line at most (issue 55): over the whole catalogue —
 * every type, every pair of its operations and all of them ticked, a person, a company and an association
 * giving the power — the line names every route the ticked rows and the type's own law name, each once.
 * The routes are read from the legal content by key, never copied.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { legalContent, verdictRowOf } from '../../../scripts/legal/legal-content.test-helper.ts';
import { OPERATIONS_BY_TYPE, PROCURATION_TYPES, type ProcurationType } from '../../domain/catalogue.ts';
import { verdictFor, type VerdictMandant } from '../../domain/type-verdicts.ts';
import { VerdictNotice } from './verdict-notice.tsx';

const MANDANTS: readonly VerdictMandant[] = [
  { mandantKind: 'person' },
  { mandantKind: 'company', legalForm: 'SCI' },
  { mandantKind: 'company', legalForm: 'Association' },
];

/** Nothing ticked, each operation, each pair, and all of them. */
function tickings(type: ProcurationType): string[][] {
  const operations = OPERATIONS_BY_TYPE[type];
  const pairs = operations.flatMap((first, index) => operations.slice(index + 1).map((second) => [first, second]));
  return [[], ...operations.map((operation) => [operation]), ...pairs, [...operations]];
}

/** Every route the rows and the type's own law name for these operations. */
function expectedRoutes(type: ProcurationType, operations: readonly string[]): string[] {
  const rows = operations.length === 0 ? [verdictRowOf(type)] : operations.map((operation) => verdictRowOf(type, operation));
  return [...rows, ...(legalContent().verdicts.find((entry) => entry.type === type)?.typeLaw?.always ?? [])].flatMap((row) =>
    row.route ? [row.route] : [],
  );
}

/** The notice's paragraphs, as text. */
function paragraphs(markup: string): string[] {
  return [...markup.matchAll(/<p[^>]*>(.*?)<\/p>/gs)].map(([, inner]) => inner!.replace(/<[^>]+>/g, '').replace(/&#x27;/g, "'"));
}

describe('one « Démarche » line over the whole catalogue', () => {
  test.each(PROCURATION_TYPES.map((type) => [type] as const))('%s', (type: ProcurationType) => {
    for (const operations of tickings(type)) {
      for (const grantor of MANDANTS) {
        const name = `${type} × ${operations.join(' + ') || '(rien de coché)'} × ${grantor.legalForm ?? 'personne'}`;
        const verdict = verdictFor({ type, authorizedOperations: operations, grantor })!;
        const lines = paragraphs(renderToStaticMarkup(<VerdictNotice id="verdict" verdict={verdict} />)).filter((line) =>
          line.startsWith('Démarche'),
        );
        const routes = expectedRoutes(type, operations);
        expect(lines, name).toHaveLength(routes.length === 0 ? 0 : 1);
        for (const route of routes) {
          expect(lines[0], name).toContain(route);
          expect(lines[0]!.split(route), name).toHaveLength(2);
        }
      }
    }
  });

  test('two rows with their own routes: each after the operations it serves, in one sentence (Immobilière, sale and purchase)', () => {
    const verdict = verdictFor({ type: 'Immobilière', authorizedOperations: ['Vente de propriété', 'Achat de propriété'] })!;
    const sale = verdictRowOf('Immobilière', 'Vente de propriété').route!;
    const purchase = verdictRowOf('Immobilière', 'Achat de propriété').route!;
    expect(verdict.route).toBe(`pour «\u00a0Vente de propriété\u00a0», ${sale}\u00a0; pour «\u00a0Achat de propriété\u00a0», ${purchase}`);
  });

  test('a route several operations share names them all, the last after « et » (Bancaire)', () => {
    const operations = ["Retrait d'argent", "Dépôt d'argent", 'Gestion de compte', 'Ouverture/fermeture de compte'];
    const route = verdictFor({ type: 'Bancaire', authorizedOperations: operations })!.route!;
    const shared = verdictRowOf('Bancaire', "Retrait d'argent").route!;
    expect(route).toContain(
      `pour «\u00a0Retrait d'argent\u00a0», «\u00a0Dépôt d'argent\u00a0» et «\u00a0Gestion de compte\u00a0», ${shared}`,
    );
  });
});
