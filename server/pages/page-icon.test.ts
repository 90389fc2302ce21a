/** Every page the project writes names the icon it serves, so no browser asks for a `/favicon.ico` that does not exist. */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import { readLegalContent } from '../../scripts/legal/read-legal-content.ts';
import { sourcesPageHtml } from '../../scripts/legal/sources-page.ts';
import { PAGE_ICON_LINK } from '../../src/contract/page-icon.ts';
import { errorPageHtml } from './error-page.ts';
import { legalNoticeHtml } from './legal-notice-page.ts';
import { NOT_FOUND_HTML } from './not-found-page.ts';
import { simulatedCheckoutHtml } from './simulated-checkout-page.ts';

const PROJECT_ROOT = path.resolve(import.meta.dirname, '../..');

test('the icon the pages name is a file the build publishes, as index.html names it', () => {
  const href = PAGE_ICON_LINK.match(/href="\/([^"]+)"/)?.[1] ?? '';
  expect(existsSync(path.join(PROJECT_ROOT, 'public', href))).toBe(true);
  expect(PAGE_ICON_LINK).toContain('rel="icon"');
  expect(readFileSync(path.join(PROJECT_ROOT, 'index.html'), 'utf8')).toContain(`href="/${href}"`);
});

test.each([
  [
    'mentions légales',
    () => legalNoticeHtml({ name: 'Éditeur', address: 'Adresse', contact: 'contact@example.fr', hostingProvider: 'Hébergeur' }),
  ],
  ['page introuvable', () => NOT_FOUND_HTML],
  ['error page', () => errorPageHtml(413)],
  ['simulated checkout', () => simulatedCheckoutHtml({ payAction: '/pay', cancelAction: '/cancel', priceCents: 490 })],
  ['sources juridiques', () => sourcesPageHtml(readLegalContent())],
])('%s: its head links the icon', (_page, html) => {
  const head = html().split('</head>')[0] ?? '';
  expect(head).toContain(PAGE_ICON_LINK);
});
