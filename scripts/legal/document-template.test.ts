/**
 * The documents' templates (docs/decisions/202): a block's variants, values, included blocks and
 * joined lines, as the compiled functions print them, and the errors a lawyer's slip gets, in French,
 * naming the file and the line.
 */
import { describe, expect, test } from 'vitest';
import { renderTemplate, type CompiledTemplate } from '../../src/domain/legal-content/compiled-template.ts';
import {
  compiledBlock,
  compileTemplate,
  parseTemplate,
  readableTemplateText,
  sourceOf,
  templateFunctions,
  templateTexts,
  TemplateError,
} from './document-template.ts';

const ANNOTATION = 'sources: code-civil-mandat · checked: 2026-11-27';
const LETTER = `{# Une note pour le lecteur,
   sur deux lignes. #}
## document letter · Une lettre

## parties

## title title · Titre · ${ANNOTATION}
LETTRE

## paragraph speaks · Qui parle · ${ANNOTATION}
{% if company %}
{{ grantors | capitalize }} révoque
la procuration.
{% elsif several %}
Nous révoquons la procuration{% include period %}.
{% else %}
Je révoque la procuration{% include period %}.
{% endif %}

## fragment period · La durée · ${ANNOTATION}
{% if start %}, valable du {{ start }}{% endif %}

## paragraph object · L'objet : quand il est donné · ${ANNOTATION}
{% if object %}Objet : « {{ object }} »{% endif %}

## signatures if signed
`;

const parsed = parseTemplate('letter', LETTER);
const compiled: CompiledTemplate = {
  blocks: parsed.blocks.map(compiledBlock),
  paragraphs: templateFunctions(parsed),
};
const values = { company: false, several: false, grantors: 'la société Alpha', start: '', object: '', signed: true };

describe('a template', () => {
  test('prints its blocks in order, the variant the values choose, its lines joined by a space', () => {
    // A layout block with a flag is printed only when it is set: the places to sign of a paper to sign.
    expect(renderTemplate(compiled, { ...values, company: true, signed: false })).toEqual([
      { kind: 'layout', layout: 'parties' },
      { kind: 'title', text: 'LETTRE' },
      { kind: 'paragraph', text: 'La société Alpha révoque la procuration.' },
    ]);
    expect(renderTemplate(compiled, { ...values, several: true, start: '01/12/2026' })[2]).toEqual({
      kind: 'paragraph',
      text: 'Nous révoquons la procuration, valable du 01/12/2026.',
    });
    expect(compiled.paragraphs['speaks']!(values)).toBe('Je révoque la procuration.');
  });

  test('a paragraph whose variant is empty is not printed; its words are in French typography', () => {
    expect(renderTemplate(compiled, values).map((block) => block.kind)).toEqual(['layout', 'title', 'paragraph', 'layout']);
    expect(compiled.paragraphs['object']!({ ...values, object: 'Compte n° 1' })).toBe('Objet\u00a0: «\u00a0Compte n° 1\u00a0»');
  });

  test('a value the code did not give is an error, never a blank', () => {
    expect(() => compiled.paragraphs['speaks']!({ company: true })).toThrow('{{ grantors }}');
    expect(() => compiled.paragraphs['speaks']!({ several: true })).toThrow('{% if company %}');
  });

  test('the content lists each block with words, its heading, sources and day, its text as the lawyer wrote it', () => {
    const texts = templateTexts(parsed);
    expect(texts.document).toBe('letter');
    expect(Object.keys(texts.texts)).toEqual(['title', 'speaks', 'period', 'object']);
    expect(texts.texts['object']).toEqual({
      heading: "L'objet : quand il est donné",
      text: '{% if object %}Objet\u00a0: «\u00a0{{ object }}\u00a0»{% endif %}',
      sources: ['code-civil-mandat'],
      checked: '2026-11-27',
    });
    expect(sourceOf(parsed.blocks[2]!.paragraph!.nodes)).toContain('{% elsif several %}Nous révoquons la procuration{% include period %}.');
  });

  test('/sources shows a block with its values and variants in brackets, in French', () => {
    expect(readableTemplateText(sourceOf(parsed.blocks[2]!.paragraph!.nodes))).toBe(
      '[si company] [grantors] révoque la procuration. [sinon si several] Nous révoquons la procuration[period]. [sinon] Je révoque la procuration[period]. [fin]',
    );
  });

  test('compiles to a module of plain functions: no template parser in the page', () => {
    const module = compileTemplate(parsed);
    expect(module).toContain('export default { blocks, paragraphs };');
    const functions = module.split('\n').filter((line) => line.startsWith('p['));
    expect(functions).toHaveLength(4);
    expect(functions.join('\n')).not.toMatch(/\{%|\{\{/);
  });

  test.each([
    ['text outside any block', LETTER.replace('## parties\n', 'Bonjour\n'), /ligne 5 : texte hors de tout bloc/],
    ['a block without its annotation', LETTER.replace(` · ${ANNOTATION}\nLETTRE`, '\nLETTRE'), /ligne 7 : .*checked/],
    ['an unknown tag', LETTER.replace('{% include period %}.\n{% else %}', '{% for period %}.\n{% else %}'), /speaks : balise inconnue/],
    ['an if left open', LETTER.replace('{% endif %}\n\n## fragment', '\n## fragment'), /speaks : « if » sans « endif »/],
    [
      'an unknown block included',
      LETTER.replace('{% include period %}.\n{% else %}', '{% include periode %}.\n{% else %}'),
      /bloc inconnu « periode »/,
    ],
    ['a key taken twice', LETTER.replace('## paragraph object', '## paragraph speaks'), /la clé « speaks » est déjà prise/],
  ])('refuses %s, naming the file and the line', (_name, source, message) => {
    expect(() => parseTemplate('letter', source)).toThrow(TemplateError);
    expect(() => parseTemplate('letter', source)).toThrow(message);
  });
});
