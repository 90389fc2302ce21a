/**
 * In payment mode the page learns it from a `<meta name="payment-mode">` the server writes into
 * index.html: no inline script (the CSP forbids it) and no extra request. The free mode serves the
 * built file untouched, so the page sends nothing to the server (docs/decisions/012).
 */
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

export const PAYMENT_MODE_META_NAME = 'payment-mode';
/** How long a record is kept, for the page's "Vos données" (src/ui/page-mode.ts reads both). */
export const RECORD_TTL_META_NAME = 'payment-record-ttl-seconds';

export function withPaymentMode(html: string, mode: 'simulated' | 'stripe', recordTtlSeconds: number): string {
  const meta =
    `<meta name="${PAYMENT_MODE_META_NAME}" content="${mode}" />\n    ` +
    `<meta name="${RECORD_TTL_META_NAME}" content="${recordTtlSeconds}" />`;
  return html.includes('</head>') ? html.replace('</head>', `  ${meta}\n  </head>`) : `${meta}\n${html}`;
}

/** The built page, or undefined when there is none. */
export async function readIndexHtml(distDir: string): Promise<string | undefined> {
  try {
    return await readFile(path.join(distDir, 'index.html'), 'utf8');
  } catch {
    return undefined;
  }
}

/** The same, read once at start-up (the security headers need the page's inline style). */
export function readIndexHtmlSync(distDir: string): string | undefined {
  try {
    return readFileSync(path.join(distDir, 'index.html'), 'utf8');
  } catch {
    return undefined;
  }
}
