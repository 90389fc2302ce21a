import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { OPERATION_TO_SPECIFY, OPERATIONS_BY_TYPE, PROCURATION_TYPES, TYPE_OTHER } from './catalogue.ts';
import { allPowersVoid, dispositionActsAmong, isBeyondAdministration, lawOf, nextStepOf } from './operation-law.ts';

const ticked = (type: string, ...authorizedOperations: string[]) => ({ type, authorizedOperations });

describe('an operation is a legal object of the content (docs/decisions/106)', () => {
  test('every operation of the catalogue has its row, and every row but a wholly void one prints powers', () => {
    for (const [type, operations] of Object.entries(OPERATIONS_BY_TYPE)) {
      for (const operation of operations) {
        const law = lawOf(type, operation);
        expect(law, `${type} × ${operation}`).toBeDefined();
        if (operation === OPERATION_TO_SPECIFY || law?.void?.wholly === true) continue;
        expect(law?.powers, `${type} × ${operation}`).toMatch(/^\p{Ll}/u);
      }
    }
  });

  test('acts of disposition come from their rows, with what their object must name', () => {
    expect(dispositionActsAmong(ticked('Véhicules', 'Vente de véhicule', 'Passage au contrôle technique'))).toEqual([
      lawOf('Véhicules', 'Vente de véhicule')?.disposition,
    ]);
    expect(lawOf('Véhicules', 'Vente de véhicule')?.disposition?.object).toMatch(/immatriculation/);
    expect(dispositionActsAmong(ticked('Véhicules', 'Passage au contrôle technique'))).toEqual([]);
    expect(isBeyondAdministration(ticked('Véhicules', 'Vente de véhicule'))).toBe(true);
    expect(isBeyondAdministration(ticked('Véhicules', 'Passage au contrôle technique'))).toBe(false);
    expect(isBeyondAdministration(ticked('Autre', OPERATION_TO_SPECIFY))).toBe(true);
  });

  test('a paper of void powers only is known as such; one power that can be carried is enough to make it a procuration', () => {
    expect(allPowersVoid(ticked('Électorale', 'Voter en mon nom'))).toBe(true);
    expect(allPowersVoid(ticked('Médicale', 'Prise de décision médicale'))).toBe(true);
    expect(allPowersVoid(ticked('Bancaire', 'Ouverture/fermeture de compte'))).toBe(true);
    expect(allPowersVoid(ticked('Électorale', 'Voter en mon nom', 'Collecte de documents électoraux'))).toBe(false);
    expect(allPowersVoid(ticked('Médicale', 'Hospitalisation'))).toBe(false);
    expect(allPowersVoid(ticked('Électorale'))).toBe(false);
  });
});

describe('what the person does next follows the verdict: one rule', () => {
  test.each([
    ['Immobilière', ['Vente de propriété'], 'notary'],
    ['Dons et Héritages', ["Gestion d'héritage"], 'notary'],
    ['Immobilière', ['Vente de propriété', 'Gestion de location'], 'notary'],
    ['Bancaire', ["Retrait d'argent"], 'ownProcedure'],
    ['Électorale', ['Voter en mon nom'], 'voidOnly'],
    ['Médicale', ['Prise de décision médicale'], 'voidOnly'],
    ['Véhicules', ['Passage au contrôle technique'], 'ordinary'],
  ] as const)('%s, %j → %s', (type, operations, step) => {
    expect(nextStepOf(ticked(type, ...operations))).toBe(step);
  });

  test('a void power beside one that gives a power: the rows that give powers decide', () => {
    expect(nextStepOf(ticked('Électorale', 'Voter en mon nom', 'Collecte de documents électoraux'))).toBe(
      nextStepOf(ticked('Électorale', 'Collecte de documents électoraux')),
    );
  });
});

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
/** Every program but the catalogue and the tests. */
const programs = ['src', 'server', 'scripts'].flatMap((folder) =>
  readdirSync(path.join(ROOT, folder), { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name) && !/\.test(-helper)?\.tsx?$/.test(name) && !name.endsWith('.d.ts'))
    .map((name) => path.posix.join(folder, name.split(path.sep).join('/')))
    .filter((file) => file !== 'src/domain/catalogue.ts'),
);
/** The names among `names` that `code` writes as a string literal. */
const literalsIn = (code: string, names: readonly string[]) =>
  names.filter((name) => [`'${name}'`, `"${name}"`, `\`${name}\``].some((literal) => code.includes(literal)));

test('the programs are found', () => {
  expect(programs).toContain('src/domain/operation-law.ts');
});

describe('no operation is named in TypeScript outside the catalogue', () => {
  const names = Object.values(OPERATIONS_BY_TYPE)
    .flat()
    .filter((name: string) => name !== OPERATION_TO_SPECIFY) as string[];

  test.each(programs)('%s names no operation', (file) => {
    expect(literalsIn(readFileSync(path.join(ROOT, file), 'utf8'), names)).toEqual([]);
  });
});

// What the law says of one type lives in its content file (content/legal/verdicts/, docs/decisions/170).
// « Autre » is also a duration and a legal form: the catalogue names it once, as TYPE_OTHER.
describe('no procuration type is named in TypeScript outside the catalogue', () => {
  const names = PROCURATION_TYPES.filter((type) => type !== TYPE_OTHER);

  test('the guard sees a type written in a program', () => {
    expect(literalsIn(`const bank = form.type === 'Bancaire';`, names)).toEqual(['Bancaire']);
  });

  test.each(programs)('%s names no type', (file) => {
    expect(literalsIn(readFileSync(path.join(ROOT, file), 'utf8'), names)).toEqual([]);
  });
});
