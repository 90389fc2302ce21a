/**
 * "Vos données": what the product keeps, where and for how long, and a way to erase it.
 * A disclosure (closed by default) at the foot of the page.
 */
import { useEffect, useRef } from 'react';
import { ACCEPTANCE_STORAGE_KEY, SAVED_FORM_MAX_IDLE_DAYS } from '../../domain/device-keeping.ts';
import type { PageMode } from '../rules/page-mode.ts';
import { useRelayAvailable } from '../signature/relay-available.ts';
import { loadAcceptanceParts } from '../signature/acceptance/acceptance-place.tsx';
import { ACCEPTANCE_TTL_DAYS } from '../../contract/acceptance-keeping.ts';

const KEPT_ON_DEVICE =
  `si la case « Conserver mes informations sur cet appareil » est cochée, jusqu'à ce que vous l'effaciez ; ` +
  `il est effacé automatiquement après ${SAVED_FORM_MAX_IDLE_DAYS} jours sans utilisation.`;

/** The page works offline once visited (docs/decisions/036), but a paid PDF cannot be had without the server. */
const PAYMENT_NEEDS_CONNECTION =
  'Le paiement nécessite une connexion à Internet : hors connexion, la page et le formulaire restent disponibles, mais le PDF ne peut être ni payé ni obtenu.';

/** Where a server relays drawings from a phone (docs/decisions/091): the mentions légales say it at length. */
const PHONE_SIGNING_KEEPING =
  'Si une signature est dessinée sur un téléphone, seul le dessin chiffré passe par notre serveur, qui ne peut pas le lire\u00a0: il est effacé dès que cette page l\u2019a reçu, ou dès que la fenêtre qui montre le code QR est fermée.';

/** A paper sent for acceptance and its answer (docs/decisions/218): the relay's week, said with its figure. */
const ACCEPTANCE_KEEPING = `Un document envoyé pour acceptation et sa réponse y restent chiffrés ${ACCEPTANCE_TTL_DAYS}\u00a0jours au plus.`;

interface PrivacySectionProps {
  pageMode: PageMode;
  onErase: () => void;
}

export function PrivacySection({ pageMode, onErase }: PrivacySectionProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const relayAvailable = useRelayAvailable();
  // Papers sent for acceptance and kept on this device: their part is fetched, so their answers are collected (docs/decisions/218).
  useEffect(() => {
    if (relayAvailable && keptOnDevice(ACCEPTANCE_STORAGE_KEY)) void loadAcceptanceParts().catch(() => undefined);
  }, [relayAvailable]);
  return (
    <details className="privacy" id="vos-donnees">
      <summary>Vos données</summary>
      <div className="privacy__body">
        {!pageMode.payment ? (
          <p>
            Rien de ce que vous saisissez ne quitte votre appareil : le PDF est fabriqué dans votre navigateur, sans aucun envoi à un
            serveur. Pour qu&apos;un rechargement de la page ne vous fasse rien perdre, le formulaire est conservé uniquement dans le
            stockage local de ce navigateur, {KEPT_ON_DEVICE}
          </p>
        ) : (
          <p>
            Pour le paiement, le formulaire est envoyé à notre serveur et conservé le temps nécessaire au paiement et à la fabrication du
            PDF : il est supprimé dès que le PDF est généré
            {pageMode.recordTtlSeconds === undefined
              ? ', et sinon à son expiration'
              : `, et au plus tard ${formatDuration(pageMode.recordTtlSeconds)} après son envoi`}
            . Il n&apos;est remis qu&apos;après un paiement vérifié par notre serveur. Le paiement par carte est traité par le prestataire
            de paiement ; nous ne voyons jamais votre numéro de carte. Le formulaire est aussi conservé dans le stockage local de ce
            navigateur, {KEPT_ON_DEVICE}
          </p>
        )}
        {relayAvailable && <p>{PHONE_SIGNING_KEEPING}</p>}
        {relayAvailable && <p>{ACCEPTANCE_KEEPING}</p>}
        {pageMode.payment && <p>{PAYMENT_NEEDS_CONNECTION}</p>}
        <button type="button" className="button button--secondary" onClick={() => dialogRef.current?.showModal()}>
          Effacer mes données
        </button>
      </div>
      <dialog ref={dialogRef} className="dialog" aria-labelledby="erase-title" aria-describedby="erase-description">
        <h2 id="erase-title" className="dialog__title">
          Effacer mes données ?
        </h2>
        <p id="erase-description">
          Le formulaire et la signature conservés dans ce navigateur seront effacés. Cette action est définitive.
        </p>
        <div className="button-row">
          <button
            type="button"
            className="button"
            onClick={() => {
              onErase();
              dialogRef.current?.close();
            }}
          >
            Oui, tout effacer
          </button>
          <button type="button" className="button button--secondary" onClick={() => dialogRef.current?.close()}>
            Annuler
          </button>
        </div>
      </dialog>
    </details>
  );
}

function formatDuration(seconds: number): string {
  if (seconds % 3600 === 0) return plural(seconds / 3600, 'heure');
  if (seconds % 60 === 0) return plural(seconds / 60, 'minute');
  return plural(seconds, 'seconde');
}

function plural(count: number, unit: string): string {
  return `${count} ${unit}${count > 1 ? 's' : ''}`;
}

/** Whether this browser keeps something under `key`; a storage that refuses to be read keeps nothing. */
function keptOnDevice(key: string): boolean {
  try {
    return localStorage.getItem(key) !== null;
  } catch {
    return false;
  }
}
