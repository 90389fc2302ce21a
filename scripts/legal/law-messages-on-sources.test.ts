/**
 * The messages that state the law outside a document (docs/decisions/238): the readiness rule's about
 * a minor's capacity and revoking, the editable copies' notice and the mentions légales' LCEN and RGPD
 * sentences, live in content/legal/messages/
 * with their sources and day, and /sources shows each one with them. Read by key, never copied.
 */
import { describe, expect, test } from 'vitest';
import { documentTextOf, sourceTitle } from './legal-content.test-helper.ts';
import { readLegalContent } from './read-legal-content.ts';
import { sourcesPageHtml } from './sources-page.ts';

const content = readLegalContent();
const html = sourcesPageHtml(content);
/** The page's words, tags dropped and characters unescaped: what a reader reads. */
const shown = html.replace(/<[^>]+>/g, ' ').replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));

const MESSAGES = [
  ['checks', 'grantorMinor', ['code-civil-majorite', 'code-civil-mineur-emancipe']],
  ['checks', 'grantorTooYoungToBeEmancipated', ['code-civil-emancipation']],
  ['checks', 'attorneyMinorNote', ['code-civil-mandataire-mineur']],
  ['checks', 'longDurationNote', ['code-civil-revocation']],
  ['editable-copy', 'editableNotice', ['code-civil-mandat']],
  ['legal-notice', 'publisherIdentified', ['lcen']],
  ['legal-notice', 'legalBasis', ['rgpd']],
  ['legal-notice', 'rights', ['rgpd']],
  ['legal-notice', 'complaint', ['rgpd', 'cnil-plaintes']],
] as const;

describe('the law the messages state, on /sources', () => {
  test.each(MESSAGES)('%s › %s is shown with its sources', (document, key, sources) => {
    expect(shown).toContain(documentTextOf(document, key));
    const entry = content.documents.find((candidate) => candidate.document === document)?.texts[key];
    expect(entry?.sources).toEqual(sources);
    for (const source of sources) expect(shown).toContain(sourceTitle(source));
  });
});
