/**
 * The French page for a request the server refuses before any route answers it: an address that
 * is not one, a form body too large or of the wrong type, too many requests (specification §13: the
 * person reads French; nothing of the request is echoed back). Same look as the 404 page.
 */
import { API_MESSAGES } from '../kernel/api-messages.ts';
import { NOT_FOUND_STYLESHEET_PATH } from './not-found-page.ts';
import { PAGE_ICON_LINK } from '../../src/contract/page-icon.ts';

export type ErrorPageText = { title: string; message: string };

/** What each refusal says; any other 4xx status gets DEFAULT_ERROR_TEXT. */
export const ERROR_PAGE_TEXTS: Readonly<Record<number, ErrorPageText>> = {
  400: { title: 'Demande invalide', message: "L'adresse ou le contenu de la demande n'est pas valide." },
  408: { title: 'Délai dépassé', message: "La demande n'est pas arrivée à temps. Réessayez." },
  413: { title: 'Contenu trop volumineux', message: API_MESSAGES.tooLarge },
  414: { title: 'Adresse trop longue', message: "L'adresse demandée est trop longue." },
  415: { title: 'Format non pris en charge', message: "Le contenu envoyé n'est pas dans un format accepté." },
  429: { title: 'Trop de demandes', message: API_MESSAGES.rateLimited },
  431: { title: 'En-têtes trop volumineux', message: 'Les en-têtes de la demande dépassent la taille autorisée.' },
};

export const DEFAULT_ERROR_TEXT: ErrorPageText = { title: 'Demande refusée', message: "La demande n'a pas pu être traitée." };

export function errorPageText(statusCode: number): ErrorPageText {
  return ERROR_PAGE_TEXTS[statusCode] ?? DEFAULT_ERROR_TEXT;
}

export function errorPageHtml(statusCode: number): string {
  const { title, message } = errorPageText(statusCode);
  return `<!doctype html>
<html lang="fr">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="robots" content="noindex">
    <title>${title} – Procuration en Ligne</title>
    ${PAGE_ICON_LINK}
    <link rel="stylesheet" href="${NOT_FOUND_STYLESHEET_PATH}">
  </head>
  <body>
    <main>
      <h1>${title}</h1>
      <p>${message}</p>
      <p><a href="/">Retour au générateur de procuration</a></p>
    </main>
  </body>
</html>
`;
}
