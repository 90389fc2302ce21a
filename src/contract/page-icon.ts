/**
 * The icon of every page the project writes as HTML (index.html declares the same file): without it a
 * browser asks for `/favicon.ico`, which does not exist, and logs the 404 (Chromium 156 does).
 */
export const PAGE_ICON_LINK = '<link rel="icon" href="/favicon.svg" type="image/svg+xml">';
