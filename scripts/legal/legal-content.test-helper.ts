/**
 * The legal content by key, for the tests (unit and browser) that check what the page shows: they
 * name a row (type, operation) or a shared text (its key), never its words, so a lawyer's correction
 * changes one content file and no test (docs/decisions/070).
 */
import type { ProcurationType } from '../../src/domain/catalogue.ts';
import type {
  LegalContent,
  LegalDocument,
  Passage,
  TypeLaw,
  VerdictLevel,
  OperationLaw,
  VerdictRowContent,
} from '../../src/domain/legal-content/legal-content-schema.ts';
import path from 'node:path';
import type { CompiledTemplate, TemplateValues } from '../../src/domain/legal-content/compiled-template.ts';
import { readTemplate, templateFunctions } from './document-template.ts';
import { LEGAL_CONTENT_DIR, readLegalContent } from './read-legal-content.ts';

let cached: LegalContent | undefined;

export function legalContent(): LegalContent {
  cached ??= readLegalContent();
  return cached;
}

/** The row of a type and operation; without an operation, the type's own row (nothing ticked). */
export function verdictRowOf(type: ProcurationType, operation?: string): VerdictRowContent & Partial<OperationLaw> {
  const entry = legalContent().verdicts.find((candidate) => candidate.type === type);
  if (!entry) throw new Error(`Aucun verdict pour le type « ${type} »`);
  if (operation === undefined) return entry.nothingTicked;
  const row = entry.operations[operation];
  if (!row) throw new Error(`Aucune ligne « ${type} × ${operation} »`);
  return row;
}

/** What the law says of a whole type (its content file's typeLaw, docs/decisions/170). */
export function typeLawOf(type: ProcurationType): TypeLaw {
  const entry = legalContent().verdicts.find((candidate) => candidate.type === type);
  if (!entry?.typeLaw) throw new Error(`Aucun texte pour tout le type « ${type} »`);
  return entry.typeLaw;
}

export function passageOf(key: string): Passage {
  const passage = legalContent().notices.passages[key];
  if (!passage) throw new Error(`Aucun texte « ${key} »`);
  return passage;
}

export function levelTitle(level: VerdictLevel): string {
  return legalContent().notices.levels[level];
}

export function sourceTitle(id: string): string {
  const source = legalContent().sources[id];
  if (!source) throw new Error(`Aucune source « ${id} »`);
  return source.title;
}

/** A text of a document or of the page (content/legal/documents/), by key; `several` for its wording for several people. */
export function documentTextOf(document: LegalDocument, key: string, several = false): string {
  const entry = legalContent().documents.find((candidate) => candidate.document === document)?.texts[key];
  if (!entry) throw new Error(`Aucun texte « ${document} › ${key} »`);
  return several ? (entry.several ?? entry.text) : entry.text;
}

const compiledTemplates = new Map<string, CompiledTemplate['paragraphs']>();

/** A block of a template (content/legal/documents/<file>.liquid, docs/decisions/202), by key, as the paper prints it for `values`. */
function templateSentence(file: string, key: string, values: TemplateValues): string {
  if (!compiledTemplates.has(file))
    compiledTemplates.set(file, templateFunctions(readTemplate(path.join(LEGAL_CONTENT_DIR, 'documents', `${file}.liquid`))));
  const paragraph = compiledTemplates.get(file)![key];
  if (!paragraph) throw new Error(`Aucun bloc « ${file} › ${key} »`);
  return paragraph(values);
}

/**
 * A block of the procuration, by key, as the paper prints it for `values` (`{ start: '01/12/2026' }`),
 * its variant chosen by their flags: one mandant, a person, unless `several` or `company` says otherwise.
 */
export function paperSentence(key: string, values: TemplateValues = {}): string {
  return templateSentence('procuration', key, { company: false, several: false, ...values });
}

/** The letters' templates (content/legal/documents/revocation-to-*.liquid), by file. */
const LETTER_TEMPLATES = { toAttorney: 'revocation-to-attorney', toOrganisation: 'revocation-to-organisation' } as const;

/**
 * A block of a revocation letter, by key, as the letter prints it for `values` (one mandant, a person,
 * unless `several` or `company` says otherwise): its variant chosen, its values filled.
 */
export function letterSentence(letter: keyof typeof LETTER_TEMPLATES, key: string, values: TemplateValues = {}): string {
  return templateSentence(LETTER_TEMPLATES[letter], key, { company: false, several: false, ...values });
}
