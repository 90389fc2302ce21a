/**
 * In payment mode the page learns it from a `<meta name="payment-mode">` the server writes into
 * index.html: no inline script of its own (the CSP allows only the starter's, by its hash) and no
 * extra request. The free mode serves the built file untouched, so the page sends nothing to the
 * server (docs/decisions/012).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type PaidMode, PAYMENT_MODE_META_NAME, RECORD_TTL_META_NAME, SIGNATURE_RELAY_META_NAME } from '../../src/contract/page-meta.ts';

export function withPaymentMode(html: string, mode: PaidMode, recordTtlSeconds: number): string {
  return withMeta(
    html,
    `<meta name="${PAYMENT_MODE_META_NAME}" content="${mode}" />\n    ` +
      `<meta name="${RECORD_TTL_META_NAME}" content="${recordTtlSeconds}" />`,
  );
}

/** The page, told that this server relays a signature from a phone (docs/decisions/092). */
export function withSignatureRelay(html: string): string {
  return withMeta(html, `<meta name="${SIGNATURE_RELAY_META_NAME}" content="on" />`);
}

function withMeta(html: string, meta: string): string {
  return html.includes('</head>') ? html.replace('</head>', `  ${meta}\n  </head>`) : `${meta}\n${html}`;
}

/** The phone's page (signer.html), or undefined when the build has none. */
export function readSignerHtml(distDir: string): string | undefined {
  return readRelayPage(distDir, 'signer.html');
}

/** The mandataire's page (accepter.html, docs/decisions/218), or undefined when the build has none. */
export function readAccepterHtml(distDir: string): string | undefined {
  return readRelayPage(distDir, 'accepter.html');
}

function readRelayPage(distDir: string, file: string): string | undefined {
  try {
    return readFileSync(path.join(distDir, file), 'utf8');
  } catch {
    return undefined;
  }
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
