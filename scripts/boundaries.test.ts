/**
 * The lint boundaries of eslint.config.js fail when they are broken (docs/decisions/001): each zone's
 * forbidden import is reported, and the imports the architecture relies on are not. The code is
 * linted from memory at a path inside the zone; no file is written.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { expect, test } from 'vitest';

/**
 * The code is linted at made-up paths no TypeScript program holds: the type-aware rules (and the
 * program they need) are off here; the boundaries read imports, not types.
 */
/** The rules these tests read: the others are not run (issue 60). */
const RULES_READ = new Set(['boundaries/no-crossing', 'no-restricted-globals']);

const eslint = new ESLint({
  cwd: path.resolve(import.meta.dirname, '..'),
  ruleFilter: ({ ruleId }) => RULES_READ.has(ruleId),
  overrideConfig: {
    languageOptions: { parserOptions: { projectService: false } },
    rules: { '@typescript-eslint/no-floating-promises': 'off', '@typescript-eslint/no-misused-promises': 'off' },
  },
});

/** What `rule` reports on `code` written at `filePath`: by default, the imports that cross a boundary. */
async function boundaryProblems(filePath: string, code: string, rule = 'boundaries/no-crossing'): Promise<string[]> {
  if (!RULES_READ.has(rule)) throw new Error(`${rule} is not run here: add it to RULES_READ`);
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === rule).map((m) => m.message);
}

test.each([
  ['src/domain/x.ts', "export { App } from '../ui/app.tsx';"],
  ['src/domain/x.ts', "export { renderPdf } from '../pdf/render-pdf.ts';"],
  ['src/domain/x.ts', "export { API_PATHS } from '../contract/payment-api.ts';"],
  ['src/domain/x.ts', "export { buildApp } from '../../server/app.ts';"],
  ['src/domain/x.ts', "export { useState } from 'react';"],
  ['src/domain/x.ts', "export { jsPDF } from 'jspdf';"],
  ['src/domain/x.ts', "export { readFileSync } from 'node:fs';"],
  ['src/domain/x.ts', "export { readFile } from 'fs/promises';"],
  ['src/contract/x.ts', "export { x } from '../ui/x.ts';"],
  ['src/contract/x.ts', "export { renderPdf } from '../pdf/render-pdf.ts';"],
  ['src/contract/x.ts', "export { buildApp } from '../../server/app.ts';"],
  ['src/contract/x.ts', "export { useState } from 'react';"],
  ['src/contract/x.ts', "export { randomUUID } from 'node:crypto';"],
  ['src/pdf/x.ts', "export { showToast } from '../ui/toasts.tsx';"],
  ['src/pdf/x.ts', "export { buildApp } from '../../server/app.ts';"],
  ['src/ui/x.ts', "export { buildApp } from '../../server/app.ts';"],
  ['src/main.tsx', "export { buildApp } from '../server/app.ts';"],
  ['server/x.ts', "export { renderPdf } from '../src/pdf/render-pdf.ts';"],
  ['server/x.ts', "export { isPaidMode } from '../src/ui/rules/page-mode.ts';"],
  ['server/pages/x.ts', "export { isPaidMode } from '../../src/ui/rules/page-mode.ts';"],
  ['server/x.test.ts', "export { renderPdf } from '../src/pdf/render-pdf.ts';"],
  ['server/kernel/x.ts', "export { paidRecords } from '../record/paid-record.ts';"],
  ['server/kernel/x.ts', "export { API_PATHS } from '../routes/pdf-data-routes.ts';"],
  ['server/kernel/x.ts', "export { loadConfig } from '../config.ts';"],
  ['server/payments/x.ts', "export { loadConfig } from '../config.ts';"],
  ['server/payments/x.ts', "export type { PdfDataStore } from '../store/pdf-data-store.ts';"],
  ['server/payments/x.ts', "export { paidRecords } from '../record/paid-record.ts';"],
  ['server/store/x.ts', "export { createStripeProvider } from '../payments/stripe-provider.ts';"],
  ['server/store/x.ts', "export { paidRecords } from '../record/paid-record.ts';"],
  ['server/pages/x.ts', "export { pdfDataRoutes } from '../routes/pdf-data-routes.ts';"],
  ['server/pages/x.ts', "export { buildApp } from '../app.ts';"],
  ['server/record/x.ts', "export { pdfDataRoutes } from '../routes/pdf-data-routes.ts';"],
  ['server/record/x.ts', "export { loadConfig } from '../config.ts';"],
  ['server/routes/x.ts', "export { buildApp } from '../app.ts';"],
  ['server/routes/x.ts', "export { loadConfig } from '../config.ts';"],
  ['src/domain/documents/revocation/x.ts', "export { describeProcuration } from '../procuration/document.ts';"],
  ['src/domain/documents/reminder/x.ts', "export { describeRevocation } from '../revocation/revocation.ts';"],
  ['src/pdf/documents/revocation/x.ts', "export { procuration } from '../procuration/procuration-pdf.ts';"],
  ['src/pdf/documents/identity-copy/x.ts', "export { describeProcuration } from '../../../domain/documents/procuration/document.ts';"],
  // The rooms of the page (docs/decisions/061): a part never reaches into another part or the shell.
  ['src/ui/people/x.ts', "export { DetailsCard } from '../details/details-card.tsx';"],
  ['src/ui/details/x.ts', "export { App } from '../shell/app.tsx';"],
  ['src/ui/signature/x.ts', "export { PreviewRegion } from '../preview/preview-region.tsx';"],
  ['src/ui/payment/x.ts', "export { OtherDocuments } from '../other-documents/other-documents-section.tsx';"],
  ['src/ui/controls/x.ts', "export { loadReadiness } from '../rules/readiness-module.ts';"],
  ['src/ui/rules/x.ts', "export { generatePdf } from '../procuration/generate-pdf.ts';"],
  ['src/ui/procuration/x.ts', "export { startPayment } from '../payment/payment-flow.ts';"],
  // The parts hydrated later sit below the shell that loads them; the shell never reaches the entry points.
  ['src/ui/later/x.ts', "export { App } from '../shell/app.tsx';"],
  ['src/ui/later/x.ts', "export { warmUp } from '../shell/warm-up.ts';"],
  // The page's state is a shared room: below every part, above the controls, the rules and the documents.
  ['src/ui/state/x.ts', "export { PartyCards } from '../people/party-cards.tsx';"],
  ['src/ui/state/x.ts', "export { App } from '../shell/app.tsx';"],
  ['src/ui/procuration/x.ts', "export { usePage } from '../state/page-state.ts';"],
  ['src/ui/shell/x.ts', "export { SignerPage } from '../../signer/signer-page.tsx';"],
  ['src/ui/shell/x.ts', "import '../../main.tsx';"],
  // The phone's page: its own files, the controls and the signature room, nothing else of the page.
  ['src/signer/x.ts', "export { App } from '../ui/shell/app.tsx';"],
  ['src/signer/x.ts', "export { PreviewRegion } from '../ui/preview/preview-region.tsx';"],
  ['src/signer/x.ts', "export { renderPdf } from '../pdf/render-pdf.ts';"],
  ['src/signer/x.ts', "export { buildApp } from '../../server/app.ts';"],
  // No file of the page imports a Node module, whichever room it is in; only tests may.
  ['src/ui/x.ts', "export { readFile } from 'node:fs/promises';"],
  ['src/ui/shell/x.ts', "export { createHash } from 'crypto';"],
  ['src/ui/later/x.ts', "export const path = require('node:path');"],
  ['src/signer/x.ts', "export { randomUUID } from 'node:crypto';"],
  ['src/pdf/x.ts', "export { inflateSync } from 'zlib';"],
  ['src/office/x.ts', "export { writeFile } from 'node:fs/promises';"],
  ['src/main.tsx', "export { env } from 'node:process';"],
])('%s may not import: %s', async (filePath, code) => {
  expect(await boundaryProblems(filePath, code)).toHaveLength(1);
});

test.each([
  ['src/domain/x.ts', "export { addMonths } from 'date-fns'; export * as z from 'zod/mini'; export { emptyForm } from './form.ts';"],
  ['src/domain/x.test.ts', "export { test } from 'vitest'; export { tmpdir } from 'node:os';"],
  [
    'src/contract/x.ts',
    "export * as z from 'zod/mini'; export { storedFormSchema } from '../domain/stored-form.ts'; export * from './page-meta.ts';",
  ],
  ['src/pdf/x.ts', "export { jsPDF } from 'jspdf'; export { describeProcuration } from '../domain/documents/procuration/document.ts';"],
  [
    'src/domain/documents/revocation/x.ts',
    "export { typeLabel } from '../document-blocks.ts'; export { fullName } from '../../form.ts'; export * from './revocation-sending.ts';",
  ],
  [
    'src/pdf/documents/revocation/x.ts',
    "export * from '../../../domain/documents/revocation/revocation.ts'; export { renderPdf } from '../../render-pdf.ts';",
  ],
  [
    'src/ui/x.ts',
    "export { useState } from 'react'; export { isPaidMode } from '../contract/page-meta.ts'; export * from '../pdf/procuration-pdf.ts';",
  ],
  [
    'src/ui/payment/x.ts',
    "export * from '../controls/toasts.tsx'; export * from '../rules/page-mode.ts'; export * from '../procuration/generate-pdf.ts'; export * from './payment-flow.ts';",
  ],
  [
    'src/ui/shell/x.ts',
    "export * from '../people/party-cards.tsx'; export * from '../payment/payment-flow.ts'; export * from '../state/saved-form.ts';",
  ],
  ['src/ui/shell/x.ts', "export * from '../later/later-parts.tsx'; export * from '../controls/toasts.tsx';"],
  [
    'src/ui/later/x.ts',
    "export * from '../signature/signature-card.tsx'; export * from '../other-documents/other-documents-section.tsx'; export * from '../controls/field-error.tsx'; export * from '../state/page-state.ts';",
  ],
  [
    'src/signer/x.ts',
    "export { useState } from 'react'; export * from '../ui/signature/relay-crypto.ts'; import '../ui/controls/styles.css'; export * from './signer-page.tsx';",
  ],
  ['src/ui/x.test.ts', "export { tmpdir } from 'node:os'; export { readFile } from 'node:fs/promises';"],
  ['src/office/x.test-helper.ts', "export { execFile } from 'node:child_process';"],
  [
    'server/x.ts',
    "export { fromStoredForm } from '../src/domain/stored-form-codec.ts'; export { API_PATHS } from '../src/contract/payment-api.ts';",
  ],
  ['server/store/x.test.ts', "export { bankingForm } from '../../src/pdf/fixtures.test-helper.ts';"],
  ['server/kernel/x.ts', "export { API_PATHS } from '../../src/contract/payment-api.ts'; export * from './timeouts.ts';"],
  ['server/payments/x.ts', "export { withDeadline } from '../kernel/deadline.ts'; export * from './payment-provider.ts';"],
  ['server/store/x.ts', "export { SQLITE_LOCK_WAIT_MS } from '../kernel/timeouts.ts'; export * from './schema.ts';"],
  ['server/pages/x.ts', "export { API_MESSAGES } from '../kernel/api-messages.ts';"],
  [
    'server/record/x.ts',
    "export * from '../store/pdf-data-store.ts'; export * from '../payments/payment-provider.ts'; export * from '../kernel/clock.ts';",
  ],
  [
    'server/routes/x.ts',
    "export * from '../record/paid-record.ts'; export * from '../pages/error-page.ts'; export * from '../rate-limit.ts';",
  ],
  ['server/routes/x.test.ts', "export { buildApp } from '../app.ts';"],
])('%s may import: %s', async (filePath, code) => {
  expect(await boundaryProblems(filePath, code)).toEqual([]);
});

test('every room of the page has a zone that refuses a room above it', async () => {
  const rooms = readdirSync(path.resolve(import.meta.dirname, '../src/ui'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  expect(rooms).toEqual(expect.arrayContaining(['controls', 'later', 'shell']));
  for (const room of rooms) {
    // The shell is the top of the page: above it are only the entry points.
    const above =
      room === 'shell' ? "export { SignerPage } from '../../signer/signer-page.tsx';" : "export { App } from '../shell/app.tsx';";
    expect(await boundaryProblems(`src/ui/${room}/x.ts`, above), `src/ui/${room}`).toHaveLength(1);
  }
});

test('a dynamic import(), a `typeof import()` and a require() are held to the same zones', async () => {
  const code = [
    "export const load = () => import('../ui/app.tsx');",
    "export type Pdf = typeof import('../pdf/render-pdf.ts');",
    "export const fs = require('node:fs');",
  ].join('\n');
  expect(await boundaryProblems('src/domain/x.ts', code)).toHaveLength(3);
});

test('only test code may import a fixture from another zone, and only a *.test-helper.ts one', async () => {
  expect(await boundaryProblems('server/x.ts', "export { bankingForm } from '../src/pdf/fixtures.test-helper.ts';")).toHaveLength(1);
  expect(await boundaryProblems('server/x.test.ts', "export { bankingForm } from '../src/pdf/fixtures.test-helper.ts';")).toEqual([]);
});

test('the domain uses no browser or Node global', async () => {
  const code = 'export const uses = [window, document.title, localStorage, fetch, navigator, process.env, setTimeout];';
  expect(await boundaryProblems('src/domain/x.ts', code, 'no-restricted-globals')).toHaveLength(7);
  const language = 'export const ok = [new Date(0), Math.max(1, 2), JSON.stringify({}), Intl.DateTimeFormat];';
  expect(await boundaryProblems('src/domain/x.ts', language, 'no-restricted-globals')).toEqual([]);
});
