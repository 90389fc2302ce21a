/**
 * `npx tsx scripts/draw-icons.ts`: draws the PNG icons of the web app manifest (public/icon-*.png)
 * from the favicon's design with Chromium (the browser the tests use), so installing the page on a
 * phone gets a sharp icon. Run it again only when the design changes; the PNGs are committed.
 * The maskable icon keeps its document inside the central 80 % that every mask shape shows.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { launchChromium } from './bench/chromium.ts';

const PUBLIC_DIR = path.resolve(import.meta.dirname, '..', 'public');
const THEME_COLOR = '#1e3a8a';

/** The favicon's page and two lines, on a 32-unit grid: rounded corners for the plain icons, full bleed for the maskable one. */
function iconSvg(size: number, { maskable }: { maskable: boolean }): string {
  // Maskable: the background fills the square and the drawing shrinks a little, so that its corners (12 units from the
  // centre at full size) stay well inside the safe zone, a circle of radius 40 % (12.8 units).
  const scale = maskable ? 0.85 : 1;
  const offset = (32 - 32 * scale) / 2;
  const background = maskable
    ? `<rect width="32" height="32" fill="${THEME_COLOR}"/>`
    : `<rect width="32" height="32" rx="6" fill="${THEME_COLOR}"/>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="${size}" height="${size}">${background}` +
    `<g transform="translate(${offset} ${offset}) scale(${scale})">` +
    `<path d="M9 7h10l5 5v13H9z" fill="#fff"/><path d="M19 7v5h5" fill="#c7d2fe"/>` +
    `<path d="M12 17h9M12 21h6" stroke="${THEME_COLOR}" stroke-width="2"/></g></svg>`
  );
}

const ICONS = [
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'icon-maskable-512.png', size: 512, maskable: true },
] as const;

const browser = await launchChromium();
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  for (const { file, size, maskable } of ICONS) {
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(
      `<!doctype html><html><body style="margin:0;background:transparent">${iconSvg(size, { maskable })}</body></html>`,
    );
    const png = await page.locator('svg').screenshot({ omitBackground: true });
    await writeFile(path.join(PUBLIC_DIR, file), png);
    console.log(`${file}: ${size}×${size}, ${png.length} octets`);
  }
} finally {
  await browser.close();
}
