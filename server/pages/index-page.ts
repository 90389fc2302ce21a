/**
 * In payment mode the page learns it from a `<meta name="payment-mode">` the server writes into
 * index.html: no inline script (the CSP forbids it) and no extra request. The free mode serves the
 * built file untouched, so the page sends nothing to the server (docs/decisions/012).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type PaidMode, PAYMENT_MODE_META_NAME, RECORD_TTL_META_NAME } from '../../src/contract/page-meta.ts';

export function withPaymentMode(html: string, mode: PaidMode, recordTtlSeconds: number): string {
  const meta =
    `<meta name="${PAYMENT_MODE_META_NAME}" content="${mode}" />\n    ` +
    `<meta name="${RECORD_TTL_META_NAME}" content="${recordTtlSeconds}" />`;
  return html.includes('</head>') ? html.replace('</head>', `  ${meta}\n  </head>`) : `${meta}\n${html}`;
}

/**
 * The built page, or undefined when there is none. Read once, at start-up: the security headers
 * need its inline style, and payment mode serves it with its two `<meta>`.
 */
export function readIndexHtml(distDir: string): string | undefined {
  try {
    return readFileSync(path.join(distDir, 'index.html'), 'utf8');
  } catch {
    return undefined;
  }
}
