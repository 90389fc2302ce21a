/**
 * The "Données personnelles" section of the mentions légales (RGPD art. 13, docs/decisions/071): who
 * is responsible, what is kept, for what purpose, where and for how long in the running mode, the host
 * as processor, the recipients and the transfer outside the EU, the legal basis, the person's rights
 * and the right to complain to the CNIL. Every lifetime is read from the
 * code and the configuration — the saved form's idle limit, the record's lifetime (RECORD_TTL_SECONDS)
 * and the purge interval — never written by hand.
 *
 * The sentences that state the law (the legal basis, the rights, the processor, the transfer, the
 * complaint) are the legal content's, with their sources and day (content/legal/messages/legal-notice.yaml,
 * docs/decisions/238).
 */
// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the compiled content's type, for every program that reaches this module
/// <reference path="../../src/domain/legal-content/legal-content-module.d.ts" />
import legalNotice from 'virtual:legal-content/legal-notice';
import type { PaidMode } from '../../src/contract/page-meta.ts';
import { filledText } from '../../src/domain/legal-content/fill-text.ts';
import { legalText } from '../../src/domain/legal-content/legal-text.ts';
import { SAVED_FORM_MAX_IDLE_DAYS } from '../../src/domain/device-keeping.ts';
import { frenchSpacing } from '../../src/domain/french-typography.ts';
import type { PublisherConfig } from '../kernel/publisher.ts';
import { CHECKOUT_SESSION_LIFETIME_MS, PURGE_INTERVAL_MS, SESSION_KEPT_AFTER_EXPIRY_MS } from '../kernel/timeouts.ts';
import { ACCEPTANCE_TTL_MS, EXCHANGE_TTL_MS } from '../../src/contract/signature-relay.ts';

/** What the server keeps, by mode: nothing in the free mode; a temporary record in the paid modes. */
export type DataKeeping = ({ mode: 'free' } | { mode: PaidMode; recordTtlSeconds: number }) & {
  /** This server relays a signature drawn on a phone (docs/decisions/090, 091). */
  signatureRelay?: boolean;
};

/**
 * What the relay keeps, said where the server's keeping is said. It sees the phone's IP address, as
 * any server sees its callers': it cannot see the signature, and does not claim not to know who draws it.
 */
export const SIGNATURE_RELAY_PARAGRAPH =
  "Signature sur un téléphone : si vous l'utilisez, le dessin fait sur le téléphone passe par le serveur, pour la seule finalité de le transmettre à cette page, chiffré de bout en bout ; la clé reste dans le lien, que le serveur ne reçoit jamais : il ne peut donc pas voir la signature. Comme pour toute requête, il voit l'adresse IP du téléphone. Le dessin chiffré est effacé dès que la page l'a reçu ou que vous fermez la fenêtre qui montre le code QR, et sinon au plus tard " +
  `${durationInWords((EXCHANGE_TTL_MS + PURGE_INTERVAL_MS) / 1000)} après la création du lien. ` +
  // docs/decisions/192: the share of the relay per network.
  "Pour qu'un même réseau ne puisse pas occuper tout le relais, chaque échange garde aussi, jusqu'à son effacement, une empreinte (hachage) du réseau d'où il a été ouvert et de celui d'où le dessin a été envoyé, jamais l'adresse elle-même.";

/** What the relay keeps of a paper sent for acceptance (docs/decisions/218): ciphertext only, seven days at most. */
export const ACCEPTANCE_RELAY_PARAGRAPH =
  "Acceptation à distance : si vous envoyez la procuration à un mandataire pour qu'il l'accepte, le document et sa réponse (son dessin de signature, ou le motif d'un refus) passent par le serveur chiffrés de bout en bout ; la clé reste dans le lien, que le serveur ne reçoit jamais : il ne peut lire ni un nom, ni un mot, ni un dessin. " +
  "L'échange est effacé dès que votre page a recueilli la réponse, ou que vous envoyez un nouveau lien au même mandataire, et sinon au plus tard " +
  `${durationInWords((ACCEPTANCE_TTL_MS + PURGE_INTERVAL_MS) / 1000)} après l'envoi.`;

const GDPR_ADDRESS = 'https://eur-lex.europa.eu/eli/reg/2016/679/oj';
const CNIL_COMPLAINT_ADDRESS = 'https://www.cnil.fr/fr/plaintes';

export function personalDataSectionHtml(publisher: PublisherConfig, keeping: DataKeeping, escapeHtml: (text: string) => string): string {
  const controller = publisher.name ? escapeHtml(publisher.name) : "l'éditeur indiqué ci-dessus";
  const contact = publisher.contact ? ` (${escapeHtml(publisher.contact)})` : '';
  const paragraphs = [
    `Responsable du traitement : ${controller}${contact}.`,
    `Sur cet appareil : ce que vous saisissez reste dans votre navigateur, pour préparer le document. Si vous choisissez de le garder, pour le reprendre plus tard, le formulaire et la signature y restent jusqu'à ce que vous les effaciez, et au plus ${SAVED_FORM_MAX_IDLE_DAYS} jours sans utilisation.`,
    ...serverParagraphs(keeping, publisher),
    ...(keeping.signatureRelay ? [SIGNATURE_RELAY_PARAGRAPH, ACCEPTANCE_RELAY_PARAGRAPH] : []),
    legalText(legalNotice, 'legalBasis'),
    // The server's request log (server/logging.ts): the IP address, never what was typed nor a record's id.
    legalText(legalNotice, 'requestLog'),
    filledText(legalNotice, 'rights', { contact }),
  ];
  const complaint = filledText(legalNotice, 'complaint', {
    complaintLink: `<a href="${CNIL_COMPLAINT_ADDRESS}">cnil.fr/fr/plaintes</a>`,
    regulationLink: `<a href="${GDPR_ADDRESS}">Règlement (UE) 2016/679 sur EUR-Lex</a>`,
  });
  return `      <section aria-labelledby="donnees-personnelles">
        <h2 id="donnees-personnelles">Données personnelles</h2>
${paragraphs.map((paragraph) => `        <p>${frenchSpacing(paragraph)}</p>`).join('\n')}
        <p>${complaint}</p>
      </section>`;
}

function serverParagraphs(keeping: DataKeeping, publisher: PublisherConfig): string[] {
  if (keeping.mode === 'free')
    return ['Sur le serveur : rien. Le document est préparé dans votre navigateur ; aucune donnée du formulaire ne quitte cet appareil.'];
  const lifetime = durationInWords(keeping.recordTtlSeconds + PURGE_INTERVAL_MS / 1000);
  // A session's row outlives its end by SESSION_KEPT_AFTER_EXPIRY_MS, then the next purge deletes it (pdf-data-store.ts).
  const paymentKept = durationInWords((CHECKOUT_SESSION_LIFETIME_MS + SESSION_KEPT_AFTER_EXPIRY_MS + PURGE_INTERVAL_MS) / 1000);
  const host = publisher.hostingProvider ? `L'hébergeur, ${publisher.hostingProvider},` : "L'hébergeur indiqué ci-dessus";
  return [
    `Sur le serveur : pour produire le document après le paiement, le formulaire est gardé dans un enregistrement temporaire, effacé dès que le document est produit, et sinon au plus tard ${lifetime} après sa création.`,
    filledText(legalNotice, 'processor', { host }),
    `Paiement : pour rattacher le paiement au document et rembourser un paiement fait deux fois, le serveur garde l'identifiant de la session de paiement et la référence du paiement, sans le contenu du formulaire, au plus tard ${paymentKept} après l'ouverture de la session ; plus longtemps seulement tant qu'un remboursement attend sa confirmation.`,
    keeping.mode === 'stripe'
      ? legalText(legalNotice, 'stripeRecipient')
      : 'Destinataire : aucun ; le paiement est simulé, aucun prestataire de paiement ne reçoit de données.',
  ];
}

/** 3660 → "1 heure et 1 minute"; 7 days → "7 jours". */
export function durationInWords(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  const parts: [number, string, string][] = [
    [Math.floor(minutes / 1440), 'jour', 'jours'],
    [Math.floor((minutes % 1440) / 60), 'heure', 'heures'],
    [minutes % 60, 'minute', 'minutes'],
  ];
  const words = parts.filter(([count]) => count > 0).map(([count, one, many]) => `${count} ${count === 1 ? one : many}`);
  return words.length > 1 ? `${words.slice(0, -1).join(', ')} et ${words.at(-1)}` : (words[0] ?? '0 minute');
}
