/**
 * Security headers for every response. The page runs no inline script or style, so the policy
 * allows only this origin. The server speaks plain HTTP (a proxy may add TLS), hence no
 * `upgrade-insecure-requests` and no HSTS here: both belong to whoever terminates TLS.
 */
import type { FastifyHelmetOptions } from '@fastify/helmet';

export const CONTENT_SECURITY_POLICY = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
} as const;

export const HELMET_OPTIONS: FastifyHelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: Object.fromEntries(Object.entries(CONTENT_SECURITY_POLICY).map(([name, sources]) => [name, [...sources]])),
  },
  strictTransportSecurity: false,
  referrerPolicy: { policy: 'no-referrer' },
  xFrameOptions: { action: 'deny' },
};
