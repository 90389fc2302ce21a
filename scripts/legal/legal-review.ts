/**
 * `npm run legal:review` (docs/decisions/070, 180): first each paper of the golden cases as the one
 * text a reader reads, with the sources of what it prints; then every verdict row; then every other
 * legal sentence the product shows, each with its key, its sources (title and address) and the day
 * they were checked, for a lawyer to read in one sitting. Prints to the standard output, or writes
 * the file given after --out. A correction is made in the content file the key names
 * (content/legal/…); the papers are made again by `npm run golden:update`.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { LegalContent } from '../../src/domain/legal-content/legal-content-schema.ts';
import { GOLDEN_DIR } from './golden-format.ts';
import { goldenPapers, type GoldenPaper } from './golden-papers.ts';
import { LEGAL_CONTENT_DIR, readLegalContent } from './read-legal-content.ts';
import { bringText, isCompanyRegistration } from '../../src/domain/legal-content/bring-item.ts';

export interface ReviewEntry {
  key: string;
  text: string;
  sources: readonly string[];
  checked: string;
}

/** An address that leads to a whole code or to a search, not to the article: said so to the reviewer. */
export function isImpreciseAddress(address: string): boolean {
  return /\/codes\/texte_lc\/LEGITEXT|\/search\//.test(address);
}
const IMPRECISE = " (adresse du code entier ou d'une recherche : l'article n'a pas d'adresse vérifiée)";

/** Every legal sentence, with where it lives and where it comes from. */
export function reviewEntries(content: LegalContent): ReviewEntry[] {
  const cite = (ids: readonly string[]) =>
    ids.map((id) => {
      const { title, address, note } = content.sources[id]!;
      return `${title} — ${address}${isImpreciseAddress(address) ? IMPRECISE : ''}${note === undefined ? '' : ` (${note})`}`;
    });
  const entries: ReviewEntry[] = [];
  for (const entry of content.verdicts) {
    const rows = [
      ['nothingTicked', entry.nothingTicked] as const,
      ...Object.entries(entry.operations).map(([operation, row]) => [operation, row] as const),
    ];
    for (const [where, row] of rows) {
      const key = `verdicts › ${entry.type} › ${where}`;
      const texts = [
        [`level (${row.level})`, content.notices.levels[row.level]],
        ...row.says.map((paragraph, index) => [`says ${index + 1}`, paragraph]),
        ...(row.route ? [['route', row.route]] : []),
        ...(row.bring ?? []).map((item, index) => [
          `bring ${index + 1}${isCompanyRegistration(item) ? ' (companyRegistration)' : ''}`,
          bringText(item),
        ]),
        ...('powers' in row && row.powers ? [['powers', row.powers]] : []),
        ...('disposition' in row && row.disposition ? [['disposition', `${row.disposition.named} : ${row.disposition.object}`]] : []),
      ];
      for (const [part, text] of texts)
        entries.push({ key: `${key} › ${part}`, text: text!, sources: cite(row.sources), checked: row.checked });
    }
    // What the law says of the whole type (docs/decisions/170).
    const { typeLaw } = entry;
    const typePassages = [
      ...(typeLaw?.always ?? []).map((passage, index) => [`always ${index + 1}`, passage] as const),
      ...(typeLaw?.substitutionCaution ? [['substitutionCaution', typeLaw.substitutionCaution] as const] : []),
      ...(typeLaw?.revocationRoute ? [['revocationRoute', typeLaw.revocationRoute] as const] : []),
      ...(typeLaw?.forCompany ? [['forCompany', typeLaw.forCompany] as const] : []),
    ];
    for (const [part, passage] of typePassages)
      for (const [wording, text] of [['text', passage.text], ...('route' in passage && passage.route ? [['route', passage.route]] : [])])
        entries.push({
          key: `verdicts › ${entry.type} › typeLaw › ${part} › ${wording}`,
          text: text!,
          sources: cite(passage.sources),
          checked: passage.checked,
        });
  }
  entries.push(
    ...Object.entries(content.notices.passages).map(([key, passage]) => ({
      key: `notices.yaml › passages › ${key}`,
      text: passage.text,
      sources: cite(passage.sources),
      checked: passage.checked,
    })),
  );
  for (const document of content.documents) {
    for (const [key, text] of Object.entries(document.texts)) {
      const wordings = [['text', text.text], ...(text.several === undefined ? [] : [['several', text.several]])];
      for (const [part, words] of wordings)
        entries.push({
          key: `documents › ${document.document} › ${key} › ${part}`,
          text: words!,
          sources: cite(text.sources),
          checked: text.checked,
        });
    }
  }
  return entries;
}

const GOLDEN_PATH = path.join(LEGAL_CONTENT_DIR, path.relative('content/legal', GOLDEN_DIR));

function entryText(entry: ReviewEntry): string {
  return [`[${entry.key}]`, entry.text, ...entry.sources.map((source) => `  source : ${source}`), `  vérifié le ${entry.checked}`].join(
    '\n',
  );
}

/** A golden case: its summary, each paper's text, then each source of what it prints with the keys it speaks for. */
function paperText(content: LegalContent, paper: GoldenPaper): string {
  const bySource = new Map<string, string[]>();
  for (const { key, sources, checked } of paper.cited)
    for (const id of sources) bySource.set(id, [...(bySource.get(id) ?? []), `${key} (vérifié le ${checked})`]);
  const sources = [...bySource].map(([id, keys]) => {
    const { title, address } = content.sources[id]!;
    return [`  ${title} — ${address}${isImpreciseAddress(address) ? IMPRECISE : ''}`, ...keys.map((key) => `    pour ${key}`)].join('\n');
  });
  return [
    `━━━ ${paper.name} ━━━`,
    paper.summary.trimEnd(),
    ...paper.papers.map(({ file, text }) => `\n── ${file} ──\n${text.trimEnd()}`),
    `\nSources de ce qu'impriment ces papiers :`,
    ...sources,
  ].join('\n');
}

export function reviewSheet(content: LegalContent, papers: readonly GoldenPaper[] = goldenPapers(content, GOLDEN_PATH)): string {
  const entries = reviewEntries(content);
  const rows = entries.filter((entry) => entry.key.startsWith('verdicts › '));
  const others = entries.filter((entry) => !entry.key.startsWith('verdicts › '));
  const imprecise = Object.entries(content.sources).filter(([, source]) => isImpreciseAddress(source.address));
  const warning =
    imprecise.length === 0
      ? ''
      : `Sources dont l'adresse mène au code entier ou à une recherche, faute d'adresse d'article vérifiée (${imprecise.length}) :\n${imprecise
          .map(([id, source]) => `  ${id} : ${source.title} — ${source.address}`)
          .join('\n')}\n\n`;
  return [
    `Relecture juridique — ${papers.length} cas réels, puis ${entries.length} textes\n\n${warning}`,
    `══ Les papiers de ${papers.length} cas réels (content/legal/golden/) ══\n\n${papers.map((paper) => paperText(content, paper)).join('\n\n')}\n\n`,
    `══ Les lignes de verdict (${rows.length} textes) ══\n\n${rows.map(entryText).join('\n\n')}\n\n`,
    `══ Les autres textes, par clé (${others.length}) ══\n\n${others.map(entryText).join('\n\n')}\n`,
  ].join('');
}

if (process.argv[1]?.endsWith('legal-review.ts')) {
  const sheet = reviewSheet(readLegalContent());
  const outIndex = process.argv.indexOf('--out');
  const out = outIndex > 0 ? process.argv[outIndex + 1] : undefined;
  if (out) writeFileSync(out, sheet);
  else process.stdout.write(sheet);
}
