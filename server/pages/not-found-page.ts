/**
 * The page every unknown path gets, with HTTP 404 (specification §13). The CSP forbids inline styles,
 * so its few rules come from a stylesheet the server itself serves at NOT_FOUND_STYLESHEET_PATH.
 */
import { SERVER_PAGE_CSS } from './server-page-css.ts';
import { PAGE_ICON_LINK } from '../../src/contract/page-icon.ts';

export const NOT_FOUND_STYLESHEET_PATH = '/404.css';

export const NOT_FOUND_HTML = `<!doctype html>
<html lang="fr">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="robots" content="noindex">
    <title>Page introuvable – Procuration en Ligne</title>
    ${PAGE_ICON_LINK}
    <link rel="stylesheet" href="${NOT_FOUND_STYLESHEET_PATH}">
  </head>
  <body>
    <main>
      <h1>Page introuvable</h1>
      <p>La page demandée n'existe pas ou a été déplacée.</p>
      <p><a href="/">Retour au générateur de procuration</a></p>
    </main>
  </body>
</html>
`;

/** The shared card, centred text, a link in blue-700 on white (about 6.7:1). */
export const NOT_FOUND_CSS = `${SERVER_PAGE_CSS}main {
  text-align: center;
}
a {
  color: #1d4ed8;
  font-weight: 600;
}
`;
