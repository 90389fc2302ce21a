/**
 * Security headers for every response. The page's one inline `<style>` (the stylesheet, put in the
 * HTML at build time) and its one inline `<script>` (the starter that imports the entry after the
 * first paint, scripts/build/defer-entry.ts) are allowed by the hash of their exact text, so the
 * policy otherwise allows only this origin. The server speaks plain HTTP (a proxy may add TLS), hence no
 * `upgrade-insecure-requests` and no HSTS here: both belong to whoever terminates TLS.
 */
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

export const CONTENT_SECURITY_POLICY = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  // The service worker (sw.js, workbox-*.js) and the web app manifest come from this origin only (docs/decisions/036).
  'worker-src': ["'self'"],
  'manifest-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
} as const;

/** The `sha256-…` of each inline element the pages carry, by kind, as the CSP names them. */
export type InlineHashes = Record<'style' | 'script', string[]>;

function helmetOptions(inline: InlineHashes): HelmetOptions {
  const directives: Record<string, string[]> = Object.fromEntries(
    Object.entries(CONTENT_SECURITY_POLICY).map(([name, sources]) => [name, [...sources]]),
  );
  directives['style-src']?.push(...inline.style.map((hash) => `'${hash}'`));
  directives['script-src']?.push(...inline.script.map((hash) => `'${hash}'`));
  return {
    contentSecurityPolicy: { useDefaults: false, directives },
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'no-referrer' },
    xFrameOptions: { action: 'deny' },
  };
}

/** The hashes of every `<style>` and `<script>` written without attributes in these pages: inline text, never a file. */
export function inlineHashes(pages: readonly string[]): InlineHashes {
  const hashes = (element: keyof InlineHashes) =>
    pages.flatMap((html) =>
      [...html.matchAll(new RegExp(`<${element}>([\\s\\S]*?)</${element}>`, 'g'))].map(
        ([, text = '']) => `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`,
      ),
    );
  return { style: hashes('style'), script: hashes('script') };
}

/**
 * Helmet's headers do not depend on the request (no nonces here): helmet computes them once, at
 * start-up, and every response gets that same set. (@fastify/helmet builds a new helmet instance
 * and parses the policy again for each request: about 7 % of the release path's CPU.)
 */
export function addSecurityHeaders(app: FastifyInstance, inline: InlineHashes): void {
  const headers = securityHeaders(inline);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

/** What helmet's middleware sets on a response, by header name. */
function securityHeaders(inline: InlineHashes): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string) {
      headers[name.toLowerCase()] = value;
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(helmetOptions(inline))({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  if (failure !== undefined) throw failure;
  return headers;
}
