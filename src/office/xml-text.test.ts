import { strFromU8 } from 'fflate';
import { describe, expect, test } from 'vitest';
import { describeProcuration } from '../domain/documents/procuration/document.ts';
import { updatePerson } from '../domain/form.ts';
import { renderDocx } from './docx/render-docx.ts';
import { NOW, onePersonForm, packageFiles } from './editable.test-helper.ts';
import { renderOdt } from './odt/render-odt.ts';
import { withXmlSafeText, xmlSafeText } from './xml-text.ts';

// eslint-disable-next-line no-control-regex -- what XML 1.0 forbids
const FORBIDDEN_IN_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/;

/** A surname as pasted from Word (U+000B for a manual line break), with a NUL and a BEL besides. */
const PASTED_NAME = 'Martin\u000BDurand\u0000\u0007';

const describeWith = (lastName: string) =>
  describeProcuration(updatePerson(onePersonForm(), 'grantor', 'lastName', lastName), { today: NOW, withSignature: true });

/** Every XML part of a package, as text. */
const xmlParts = (bytes: Uint8Array) =>
  Object.entries(packageFiles(bytes))
    .filter(([name]) => name.endsWith('.xml') || name.endsWith('.rels'))
    .map(([name, content]) => ({ name, text: strFromU8(content) }));

describe('the editable copies hold only what XML allows', () => {
  test.each([
    ['OpenDocument', async (lastName: string) => renderOdt(describeWith(lastName))],
    ['Word', (lastName: string) => renderDocx(describeWith(lastName))],
  ])('%s: a name with control characters gives well-formed parts, its letters kept', async (_format, render) => {
    const parts = xmlParts(await render(PASTED_NAME));
    const bad = parts.filter((part) => FORBIDDEN_IN_XML.test(part.text)).map((part) => part.name);
    expect(bad).toEqual([]);
    const text = parts.map((part) => part.text).join('');
    expect(text).toContain('Martin');
    expect(text).toContain('Durand');
  });
});

test('U+000B and U+000C become line breaks, other controls and lone surrogates go, tab and line feed stay', () => {
  expect(xmlSafeText('a\u000Bb\u000Cc')).toBe('a\nb\nc');
  expect(xmlSafeText('a\u0000b\u0007c\u001Fd\uFFFEe\uD800f')).toBe('abcdef');
  expect(xmlSafeText('a\tb\nc\r😀')).toBe('a\tb\nc\r😀');
});

test('every string of a description is made safe; other values are kept as they are', () => {
  const bytes = new Uint8Array([0, 1]);
  const date = new Date(2026, 0, 1);
  expect(withXmlSafeText({ a: ['x\u0000'], b: { c: 'y\u000B' }, bytes, date, n: 3 })).toEqual({
    a: ['x'],
    b: { c: 'y\n' },
    bytes,
    date,
    n: 3,
  });
});
