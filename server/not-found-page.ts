/**
 * The page every unknown path gets, with HTTP 404 (DESIGN.md §3). The CSP forbids inline styles,
 * so its few rules come from a stylesheet the server itself serves at NOT_FOUND_STYLESHEET_PATH.
 */
export const NOT_FOUND_STYLESHEET_PATH = '/404.css';

export const NOT_FOUND_HTML = `<!doctype html>
<html lang="fr">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="robots" content="noindex">
    <title>Page introuvable – Procuration en Ligne</title>
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

/** Dark text on white (about 15:1), link blue-700 on white (about 6.7:1), a visible focus ring. */
export const NOT_FOUND_CSS = `body {
  margin: 0;
  min-height: 100vh;
  display: grid;
  place-items: center;
  background: #f3f4f6;
  color: #1f2937;
  font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
  line-height: 1.5;
}
main {
  max-width: 32rem;
  margin: 1rem;
  padding: 2rem;
  background: #fff;
  border-radius: 0.75rem;
  box-shadow: 0 1px 3px rgb(0 0 0 / 0.15);
  text-align: center;
}
h1 {
  margin: 0 0 0.75rem;
  font-size: 1.5rem;
}
a {
  color: #1d4ed8;
  font-weight: 600;
}
a:focus-visible {
  outline: 3px solid #1d4ed8;
  outline-offset: 2px;
}
`;
