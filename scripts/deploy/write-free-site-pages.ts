/** `npm run build:free-site`: the free nginx site's own pages, written into dist/ (scripts/deploy/free-site-pages.ts). */
import path from 'node:path';
import { writeFreeSitePages } from './free-site-pages.ts';

try {
  await writeFreeSitePages(path.resolve('dist'), process.env);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
