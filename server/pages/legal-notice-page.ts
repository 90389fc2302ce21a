/**
 * "Mentions légales" (docs/decisions/044): who publishes the service and who hosts it, read from the
 * configuration (PUBLISHER_NAME, PUBLISHER_ADDRESS, PUBLISHER_CONTACT, HOSTING_PROVIDER), written by
 * the server in both modes, so the prerendered page stays the same everywhere. Same look as the
 * 404 page. Every value is escaped.
 */
// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the compiled content's type, for every program that reaches this module
/// <reference path="../../src/domain/legal-content/legal-content-module.d.ts" />
import legalNotice from 'virtual:legal-content/legal-notice';
import { LEGAL_NOTICE_PATH } from '../../src/contract/legal-notice-path.ts';
import { legalText } from '../../src/domain/legal-content/legal-text.ts';
import { NO_LEGAL_ADVICE } from '../../src/domain/no-legal-advice.ts';
import type { PublisherConfig } from '../kernel/publisher.ts';
import { SOURCES_PATH } from '../../src/contract/sources-path.ts';
import { NOT_FOUND_STYLESHEET_PATH } from './not-found-page.ts';
import { type DataKeeping, personalDataSectionHtml } from './personal-data-section.ts';
import { PAGE_ICON_LINK } from '../../src/contract/page-icon.ts';

export type { DataKeeping };

export { LEGAL_NOTICE_PATH };

/** What the page says for a variable left unset. */
export const NOT_GIVEN = 'Non renseigné';

// The LCEN: the publisher of an online service makes its identity and its host's public; said under
// the rows, from the legal content (content/legal/messages/legal-notice.yaml, docs/decisions/238).
const ROWS: readonly [label: string, key: keyof PublisherConfig][] = [
  ['Éditeur', 'name'],
  ['Adresse', 'address'],
  ['Contact', 'contact'],
  ['Hébergeur', 'hostingProvider'],
];

export function legalNoticeHtml(publisher: PublisherConfig, keeping: DataKeeping = { mode: 'free' }): string {
  const rows = ROWS.map(([label, key]) => `        <dt>${label}</dt>\n        <dd>${escapeHtml(publisher[key] ?? NOT_GIVEN)}</dd>`).join(
    '\n',
  );
  return `<!doctype html>
<html lang="fr">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>Mentions légales – Procuration en Ligne</title>
    ${PAGE_ICON_LINK}
    <link rel="stylesheet" href="${NOT_FOUND_STYLESHEET_PATH}">
  </head>
  <body>
    <main>
      <h1>Mentions légales</h1>
      <dl>
${rows}
      </dl>
      <p>${escapeHtml(legalText(legalNotice, 'publisherIdentified'))}</p>
${personalDataSectionHtml(publisher, keeping, escapeHtml)}
      <p>${escapeHtml(NO_LEGAL_ADVICE)} Les règles que le générateur applique et leurs sources officielles sont réunies dans les <a href="${SOURCES_PATH}">Sources juridiques</a>.</p>
      <p><a href="/">Retour au générateur de procuration</a></p>
    </main>
  </body>
</html>
`;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}
