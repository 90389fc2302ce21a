/**
 * The "Sources juridiques" page (docs/decisions/070, 072): every rule the product applies, grouped by
 * type and by document (the page, the procuration, the letters: content/legal/documents/), with its sources as links and the day they were checked — written at build time
 * from the content files, plain HTML that needs no script. The server sends it at SOURCES_PATH in
 * both modes. Same look as the mentions légales (the 404 stylesheet).
 */
import { LEGAL_NOTICE_PATH } from '../../src/contract/legal-notice-path.ts';
import { SOURCES_PATH } from '../../src/contract/sources-path.ts';
import { NBSP } from '../../src/domain/french-typography.ts';
import { dayInWords } from '../../src/domain/legal-content/day-in-words.ts';
import type {
  DocumentTextContent,
  LegalContent,
  OperationLaw,
  Passage,
  TypeLaw,
  VerdictRowContent,
} from '../../src/domain/legal-content/legal-content-schema.ts';
import { PAGE_ICON_LINK } from '../../src/contract/page-icon.ts';
import { readableTemplateText } from './document-template.ts';

export { SOURCES_PATH };
/** Where the build writes the page, inside dist. */
export { SOURCES_PAGE_FILE } from '../../server/pages/sources-page-file.ts';
export const SOURCES_PAGE_TITLE = 'Sources juridiques';
const STYLESHEET_PATH = '/404.css';

/** The headings of the shared texts, in the order the page gives them. */
const PASSAGE_HEADINGS: Readonly<Record<string, string>> = {
  incapacity: 'Quand le mandant ne peut plus exprimer sa volonté',
  generalTermsRule: "Procuration en termes généraux et actes d'administration",
  bringNote: 'Pièces demandées par chaque organisme',
  revocationSending: 'Envoi des lettres de révocation',
  companyBringRegistration: `À apporter pour une société${NBSP}: son extrait Kbis`,
  associationBringRegistration: `À apporter pour une association${NBSP}: le justificatif de son existence`,
  companyBringPowers: `À apporter pour une société ou une association${NBSP}: le pouvoir de son représentant`,
  companyMandant: 'Une société ou une association comme mandant',
};

export function sourcesPageHtml(content: LegalContent): string {
  const types = content.verdicts
    .map((entry) => {
      const rows = [
        rowHtml(`${entry.type}${NBSP}: rien de coché`, entry.nothingTicked, content),
        ...Object.entries(entry.operations).map(([operation, row]) => rowHtml(`${entry.type}${NBSP}: ${operation}`, row, content)),
        ...typeLawPassages(entry.typeLaw).map(([heading, passage]) => passageHtml(`${entry.type}${NBSP}: ${heading}`, passage, content)),
      ];
      return `      <section aria-labelledby="${anchor(entry.type)}">
        <h2 id="${anchor(entry.type)}">${escapeHtml(entry.type)}</h2>
${rows.join('\n')}
      </section>`;
    })
    .join('\n');
  const documents = content.documents
    .map(
      (entry) => `      <section aria-labelledby="document-${entry.document}">
        <h2 id="document-${entry.document}">${escapeHtml(entry.title)}</h2>
${Object.entries(entry.texts)
  .map(([, text]) => documentTextHtml(text, content))
  .join('\n')}
      </section>`,
    )
    .join('\n');
  const passages = Object.entries(content.notices.passages)
    .map(([key, passage]) => passageHtml(PASSAGE_HEADINGS[key] ?? key, passage, content))
    .join('\n');
  return `<!doctype html>
<html lang="fr">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>${SOURCES_PAGE_TITLE} – Procuration en Ligne</title>
    ${PAGE_ICON_LINK}
    <link rel="stylesheet" href="${STYLESHEET_PATH}">
  </head>
  <body>
    <main>
      <h1>${SOURCES_PAGE_TITLE}</h1>
      <p>Chaque règle que le générateur applique, avec ses sources officielles et le jour où elles ont été vérifiées. Ce service aide à rédiger un document${NBSP}; il ne donne pas de conseil juridique.</p>
      <section aria-labelledby="textes-communs">
        <h2 id="textes-communs">Textes communs à tous les types</h2>
${passages}
      </section>
${types}
${documents}
      <p><a href="/">Retour au générateur de procuration</a> · <a href="${LEGAL_NOTICE_PATH}">Mentions légales</a></p>
    </main>
  </body>
</html>
`;
}

function rowHtml(heading: string, row: VerdictRowContent & Partial<OperationLaw>, content: LegalContent): string {
  const paragraphs = [
    `<p><strong>${escapeHtml(content.notices.levels[row.level])}</strong></p>`,
    ...row.says.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    ...(row.route ? [`<p>Démarche${NBSP}: ${escapeHtml(row.route)}.</p>`] : []),
    // What the paper prints for the operation, and whether the mandate must be express (docs/decisions/106).
    ...(row.powers ? [`<p>Pouvoirs imprimés sur la procuration${NBSP}: ${escapeHtml(row.powers)}.</p>`] : []),
    ...(row.disposition ? [`<p>Objet précis à indiquer${NBSP}: ${escapeHtml(row.disposition.object)}.</p>`] : []),
  ];
  return ruleHtml(heading, paragraphs, row.sources, row.checked, content);
}

/** What the law says of a whole type (docs/decisions/170), each passage with its heading. */
export function typeLawPassages(typeLaw: TypeLaw | undefined): [string, Passage & { route?: string }][] {
  return [
    ...(typeLaw?.always ?? []).map((passage): [string, Passage & { route?: string }] => ['quelle que soit l’opération', passage]),
    ...(typeLaw?.substitutionCaution ? [['remplacement du mandataire', typeLaw.substitutionCaution] as [string, Passage]] : []),
    ...(typeLaw?.revocationRoute ? [['fin de la procuration', typeLaw.revocationRoute] as [string, Passage]] : []),
    ...(typeLaw?.forCompany ? [['pour une société ou une association', typeLaw.forCompany] as [string, Passage]] : []),
  ];
}

function passageHtml(heading: string, passage: Passage & { route?: string }, content: LegalContent): string {
  const paragraphs = [
    `<p>${escapeHtml(passage.text)}</p>`,
    ...(passage.route ? [`<p>Démarche${NBSP}: ${escapeHtml(passage.route)}.</p>`] : []),
  ];
  return ruleHtml(heading, paragraphs, passage.sources, passage.checked, content);
}

/** A text of a document, under its French heading; both wordings when it has one for several people. */
function documentTextHtml(text: DocumentTextContent, content: LegalContent): string {
  // A template's block with its values and variants in brackets, in French (docs/decisions/202).
  const paragraphs = [text.text, ...(text.several === undefined ? [] : [text.several])].map(
    (words) => `<p>${escapeHtml(readableTemplateText(words))}</p>`,
  );
  return ruleHtml(text.heading, paragraphs, text.sources, text.checked, content);
}

function ruleHtml(
  heading: string,
  paragraphs: readonly string[],
  sourceIds: readonly string[],
  checked: string,
  content: LegalContent,
): string {
  const links = sourceIds.map((id) => {
    const source = content.sources[id]!;
    // Each source with the day its own address was last read (docs/decisions/074, 106).
    const read =
      source.checked === undefined ? '' : ` (consultée le <time datetime="${source.checked}">${dayInWords(source.checked)}</time>)`;
    // What could not be confirmed about the address, said beside it (docs/decisions/123).
    const note = source.note === undefined ? '' : ` — ${escapeHtml(source.note)}`;
    return `<li><a href="${escapeHtml(source.address)}">${escapeHtml(source.title)}</a>${read}${note}</li>`;
  });
  return `        <article class="rule">
          <h3>${escapeHtml(heading)}</h3>
          ${paragraphs.join('\n          ')}
          <p>Sources, vérifiées le <time datetime="${checked}">${dayInWords(checked)}</time>${NBSP}:</p>
          <ul>
            ${links.join('\n            ')}
          </ul>
        </article>`;
}

function anchor(type: string): string {
  return `type-${type
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')}`;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}
