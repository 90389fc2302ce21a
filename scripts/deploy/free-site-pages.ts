/**
 * The pages the Node server writes that the free nginx site (deploy/nginx/procuration-free.conf) must
 * serve from files, since no Node process runs there (docs/decisions/111): the mentions légales, from
 * the same configuration the server reads (PUBLISHER_NAME, …), and the 404 page with its stylesheet.
 * Written into the build's folder by `npm run build:free-site`, after `npm run build`.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type Env, loadConfig } from '../../server/config.ts';
import { legalNoticeHtml } from '../../server/pages/legal-notice-page.ts';
import { precompress } from '../../server/build/precompress.ts';
import { NOT_FOUND_CSS, NOT_FOUND_HTML, NOT_FOUND_STYLESHEET_PATH } from '../../server/pages/not-found-page.ts';

/** The file names the free site's locations name. */
export const FREE_SITE_FILES = {
  legalNotice: 'mentions-legales.html',
  notFound: '404.html',
  stylesheet: NOT_FOUND_STYLESHEET_PATH.slice(1),
} as const;

/** Writes the three files into `distDir`, with their compressed copies (docs/decisions/195); throws the configuration's own French error on a bad variable. */
export async function writeFreeSitePages(distDir: string, env: Env): Promise<void> {
  const { publisher } = loadConfig({ ...env, PAYMENT_MODE: 'off' });
  await writeFile(path.join(distDir, FREE_SITE_FILES.legalNotice), legalNoticeHtml(publisher, { mode: 'free', signatureRelay: false }));
  await writeFile(path.join(distDir, FREE_SITE_FILES.notFound), NOT_FOUND_HTML);
  await writeFile(path.join(distDir, FREE_SITE_FILES.stylesheet), NOT_FOUND_CSS);
  await precompress(distDir);
}
