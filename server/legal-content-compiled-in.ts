/**
 * What `legal-content-loader.ts` becomes in the server's bundle (server/build/server-bundle.ts): there the
 * build plugin has compiled the legal content in, as it does for the page, so no module hook is needed.
 */
export function registerLegalContent(): void {}
