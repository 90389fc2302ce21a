import { expect, test } from 'vitest';
import { emptyForm, type Person } from '../form.ts';
import { agreement, allWomen, joinPeople, ofName, streetLine } from './document-blocks.ts';

const person = (civility: string): Person => ({ ...emptyForm().grantor, civility });

test('"de" before a name is elided before a vowel or a mute h', () => {
  expect(ofName('Hélène Petit')).toBe("d'Hélène Petit");
  expect(ofName('Anne Moreau')).toBe("d'Anne Moreau");
  expect(ofName('Édouard Roux')).toBe("d'Édouard Roux");
  expect(ofName('Jeanne Lefèvre')).toBe('de Jeanne Lefèvre');
  expect(ofName('Madame Anne Moreau')).toBe('de Madame Anne Moreau');
});

test('"chacune" only when every one is a woman', () => {
  expect(allWomen([person('Madame'), person('Madame')])).toBe(true);
  expect(allWomen([person('Madame'), person('Monsieur')])).toBe(false);
  expect(allWomen([person('Madame'), person('')])).toBe(false);
});

test('the ending a word takes to agree: "e" for Madame, "(e)" when the civilité is not given, "s" in the plural', () => {
  expect(agreement([person('Madame')], false)).toBe('e');
  expect(agreement([person('Monsieur')], false)).toBe('');
  expect(agreement([person('')], false)).toBe('(e)');
  expect(agreement([person('Madame'), person('Madame')], true)).toBe('es');
  expect(agreement([person('Madame'), person('Monsieur')], true)).toBe('s');
  expect(agreement([person('Madame'), person('')], true)).toBe('(e)s');
});

test('lists: "A et B", "à A, à B et à C"; a comma closes an apposition before "et"', () => {
  expect(joinPeople(['A'])).toBe('A');
  expect(joinPeople(['à A', 'à B'])).toBe('à A et à B');
  expect(joinPeople(['à A', 'à B', 'à C'])).toBe('à A, à B et à C');
  expect(joinPeople(['à A, demeurant 1 rue X', 'à B, demeurant 2 rue Y'])).toBe('à A, demeurant 1 rue X, et à B, demeurant 2 rue Y');
});

test('a house number stays with its street, "bis" and a letter included', () => {
  expect(streetLine(' 11 rue Nationale ')).toBe('11\u00a0rue Nationale');
  expect(streetLine('11 bis rue Nationale')).toBe('11\u00a0bis\u00a0rue Nationale');
  expect(streetLine('3 B, avenue Foch')).toBe('3\u00a0B, avenue Foch');
  expect(streetLine('Lieu-dit Les Granges')).toBe('Lieu-dit Les Granges');
});
