/**
 * Reads the legal content files (content/legal/, docs/decisions/070), validates them against the
 * schema and writes every text in French typography (no-break spaces where French never breaks), so
 * a lawyer types ordinary spaces. Used at build time (scripts/build/legal-content.ts), by the review
 * sheet, by the /sources page and by the tests that read the content by key. Throws, in French, with
 * every problem found, naming the file.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { frenchSpacing } from '../../src/domain/french-typography.ts';
import { type LegalContent, legalContentSchema } from '../../src/domain/legal-content/legal-content-schema.ts';
import { readTemplate, templateFilesIn, templateTexts, TemplateError } from './document-template.ts';

// From the file's own path, not `new URL(…)`: in a simulated DOM (happy-dom) the global URL is the
// DOM's, which Node's fileURLToPath refuses, and the page's tests read the content by key too.
export const LEGAL_CONTENT_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../content/legal/');

/** The YAML files of a folder of the content, in order. */
function yamlFilesIn(folder: string): string[] {
  return readdirSync(folder)
    .filter((name) => name.endsWith('.yaml'))
    .sort()
    .map((name) => path.join(folder, name));
}

/** The texts keyed by document: the documents', then the messages' that state the law (docs/decisions/238). */
function textFilesIn(dir: string): string[] {
  return [...yamlFilesIn(path.join(dir, 'documents')), ...yamlFilesIn(path.join(dir, 'messages'))];
}

/** The files the content is made of, for a watcher. */
export function legalContentFiles(dir = LEGAL_CONTENT_DIR): string[] {
  return [
    path.join(dir, 'sources.yaml'),
    path.join(dir, 'notices.yaml'),
    ...yamlFilesIn(path.join(dir, 'verdicts')),
    ...textFilesIn(dir),
    ...templateFilesIn(path.join(dir, 'documents')),
  ];
}

export class LegalContentError extends Error {
  override readonly name = 'LegalContentError';
}

export function readLegalContent(dir = LEGAL_CONTENT_DIR): LegalContent {
  const verdictFiles = yamlFilesIn(path.join(dir, 'verdicts'));
  const documentFiles = [...textFilesIn(dir), ...templateFilesIn(path.join(dir, 'documents'))];
  const raw = {
    sources: readYaml(path.join(dir, 'sources.yaml')),
    notices: readYaml(path.join(dir, 'notices.yaml')),
    verdicts: verdictFiles.map(readYaml),
    documents: documentFiles.map((file) => (file.endsWith('.yaml') ? readYaml(file) : templateTextsOf(file))),
  };
  const result = legalContentSchema.safeParse(raw);
  if (!result.success) {
    const lines = result.error.issues.map(
      (issue) => `- ${describePath(issue.path, { verdicts: verdictFiles, documents: documentFiles }, dir)}${issue.message}`,
    );
    throw new LegalContentError(
      `Les fichiers juridiques (${path.relative(process.cwd(), dir) || '.'}) ne sont pas valides :\n${lines.join('\n')}`,
    );
  }
  return withFrenchSpacing(result.data);
}

function readYaml(file: string): unknown {
  try {
    return parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new LegalContentError(`${file} : YAML illisible (${error instanceof Error ? error.message : String(error)})`);
  }
}

/** A template's blocks as the content lists a document's texts (docs/decisions/202). */
function templateTextsOf(file: string): unknown {
  try {
    return templateTexts(readTemplate(file));
  } catch (error) {
    if (error instanceof TemplateError) throw new LegalContentError(error.message);
    throw error;
  }
}

function describePath(where: readonly PropertyKey[], files: Readonly<Record<string, readonly string[]>>, dir: string): string {
  if (where.length === 0) return '';
  const [part, index, ...rest] = where;
  const listed = typeof part === 'string' ? files[part] : undefined;
  const file =
    listed !== undefined && typeof index === 'number'
      ? path.relative(dir, listed[index] ?? '')
      : `${String(part)}.yaml${index === undefined ? '' : ` › ${String(index)}`}`;
  return `${[file, ...rest.map(String)].join(' › ')} : `;
}

/** Every string of the content, in French typography; keys and addresses untouched. */
function withFrenchSpacing(content: LegalContent): LegalContent {
  const spaced = (value: unknown, key: string): unknown => {
    if (typeof value === 'string')
      return key === 'address' || key === 'checked' || key === 'level' || key === 'type' || key === 'document'
        ? value
        : frenchSpacing(value);
    if (Array.isArray(value)) return value.map((item) => spaced(item, key === 'sources' ? 'id' : key));
    if (value !== null && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([entryKey, entry]) => [entryKey, spaced(entry, entryKey)]));
    }
    return value;
  };
  return spaced(content, '') as LegalContent;
}
