/**
 * The simulated provider's checkout page (specification §13): a heading with "Paiement simulé", a
 * visible test notice, and the buttons "Payer" and "Annuler" as plain forms posting to this
 * server. No inline script or style, which the Content-Security-Policy would block.
 */
import { SERVER_PAGE_CSS } from './server-page-css.ts';
import { PAGE_ICON_LINK } from '../../src/contract/page-icon.ts';

export const SIMULATED_CHECKOUT_STYLESHEET_PATH = '/paiement-simule.css';

export type SimulatedCheckoutPage = {
  payAction: string;
  cancelAction: string;
  /** Shown when PRICE_CENTS is set. */
  priceCents: number | undefined;
};

const EURO = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });

export function simulatedCheckoutHtml({ payAction, cancelAction, priceCents }: SimulatedCheckoutPage): string {
  const price = priceCents === undefined ? '' : `\n      <p class="price">Montant : ${escapeHtml(EURO.format(priceCents / 100))}</p>`;
  return `<!doctype html>
<html lang="fr">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="robots" content="noindex">
    <title>Paiement simulé (test) – Procuration en Ligne</title>
    ${PAGE_ICON_LINK}
    <link rel="stylesheet" href="${SIMULATED_CHECKOUT_STYLESHEET_PATH}">
  </head>
  <body>
    <main>
      <p class="test-banner" role="note">Mode test : aucune carte n'est demandée et aucun paiement réel n'est effectué.</p>
      <h1>Paiement simulé (test)</h1>
      <p>Cette page tient la place de la page de paiement par carte du prestataire. Choisissez l'issue du paiement de votre procuration.</p>${price}
      <div class="actions">
        <form method="post" action="${escapeHtml(payAction)}"><button type="submit" class="pay">Payer</button></form>
        <form method="post" action="${escapeHtml(cancelAction)}"><button type="submit" class="cancel">Annuler</button></form>
      </div>
    </main>
  </body>
</html>
`;
}

/** The shared card, and a yellow test banner with dark text (about 12:1). */
export const SIMULATED_CHECKOUT_CSS = `${SERVER_PAGE_CSS}.test-banner {
  margin: 0 0 1rem;
  padding: 0.5rem 0.75rem;
  border: 2px dashed #92400e;
  border-radius: 0.5rem;
  background: #fef3c7;
  color: #78350f;
  font-weight: 600;
}
.price {
  font-weight: 600;
}
.actions {
  display: flex;
  gap: 0.75rem;
  flex-wrap: wrap;
}
button {
  min-height: 2.75rem;
  padding: 0.5rem 1.25rem;
  border-radius: 0.5rem;
  font: inherit;
  font-weight: 600;
  cursor: pointer;
}
.pay {
  border: 1px solid #1d4ed8;
  background: #1d4ed8;
  color: #fff;
}
.cancel {
  border: 1px solid #6b7280;
  background: #fff;
  color: #1f2937;
}
`;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}
