import { describe, expect, test } from 'vitest';
import { addPerson, emptyForm, removePerson, setDetail, updatePerson } from './form.ts';
import { MAX_SIGNATURE_LENGTH } from './field-limits.ts';
import { drawingOf, drawingsFit, signingPeople, withDrawing } from './signatures.ts';

const drawing = (name: string) => `data:image/png;base64,${name}`;

describe('who signs', () => {
  test('every mandant, then every mandataire while "Prévoir la signature du mandataire" is ticked', () => {
    const form = addPerson(addPerson(emptyForm(), 'grantor'), 'attorney');
    expect(signingPeople(form).map(({ slot }) => slot)).toEqual(['grantor', 'grantor2', 'attorney', 'attorney2']);
    expect(signingPeople(setDetail(form, 'attorneySignatureBlock', false)).map(({ slot }) => slot)).toEqual(['grantor', 'grantor2']);
  });
});

describe('each signatory keeps their own drawing', () => {
  test("the first mandant's is the specification's signature, the others' are kept by card", () => {
    let form = withDrawing(addPerson(emptyForm(), 'grantor'), 'grantor', drawing('A'));
    form = withDrawing(form, 'attorney', drawing('L'));
    expect(form.signature).toBe(drawing('A'));
    expect(form.cosignatures).toEqual({ attorney: drawing('L') });
    expect(drawingOf(form, 'grantor2')).toBeNull();
    expect(drawingOf(withDrawing(form, 'attorney', null), 'attorney')).toBeNull();
  });

  test('removing a card removes its drawing; the cards after it move up with theirs', () => {
    let form = addPerson(addPerson(addPerson(emptyForm(), 'grantor'), 'grantor'), 'grantor');
    form = updatePerson(form, 'grantor3', 'lastName', 'C');
    form = withDrawing(withDrawing(withDrawing(form, 'grantor2', drawing('B')), 'grantor3', drawing('C')), 'attorney', drawing('L'));
    form = removePerson(form, 'grantor2');
    expect(form.otherGrantors.map((person) => person.lastName)).toEqual(['C', '']);
    expect(form.cosignatures).toEqual({ grantor2: drawing('C'), attorney: drawing('L') });
  });

  test('all the drawings together fit the room of one', () => {
    const half = 'A'.repeat(MAX_SIGNATURE_LENGTH / 2 - 22);
    const form = withDrawing(withDrawing(addPerson(emptyForm(), 'grantor'), 'grantor', drawing(half)), 'grantor2', drawing(half));
    expect(drawingsFit(form)).toBe(true);
    expect(drawingsFit(withDrawing(form, 'attorney', drawing('A')))).toBe(false);
  });
});
