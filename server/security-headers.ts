/**
 * Security headers for every response. The page runs no inline script; its one inline `<style>`
 * (the stylesheet, put in the HTML at build time) is allowed by the hash of its exact text, so the
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

function helmetOptions(inlineStyleHashes: readonly string[]): HelmetOptions {
  const directives: Record<string, string[]> = Object.fromEntries(
    Object.entries(CONTENT_SECURITY_POLICY).map(([name, sources]) => [name, [...sources]]),
  );
  directives['style-src']?.push(...inlineStyleHashes.map((hash) => `'${hash}'`));
  return {
    contentSecurityPolicy: { useDefaults: false, directives },
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'no-referrer' },
    xFrameOptions: { action: 'deny' },
  };
}

/** `sha256-…` of each `<style>` element's text in the page, as the CSP names it. */
export function inlineStyleHashes(html: string): string[] {
  return [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(
    ([, css = '']) => `sha256-${createHash('sha256').update(css, 'utf8').digest('base64')}`,
  );
}

/**
 * Helmet's headers do not depend on the request (no nonces here): helmet computes them once, at
 * start-up, and every response gets that same set. (@fastify/helmet builds a new helmet instance
 * and parses the policy again for each request: about 7 % of the release path's CPU.)
 */
export function addSecurityHeaders(app: FastifyInstance, inlineStyleHashes: readonly string[]): void {
  const headers = securityHeaders(inlineStyleHashes);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

/** What helmet's middleware sets on a response, by header name. */
function securityHeaders(inlineStyleHashes: readonly string[]): Record<string, string> {
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
  helmet(helmetOptions(inlineStyleHashes))({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  if (failure !== undefined) throw failure;
  return headers;
}
