/**
 * The place of « Envoyer pour acceptation » in a mandataire's card (docs/decisions/218). Only the
 * button is on the first load, shown by the stylesheet only where the server wrote its relay's
 * `<meta>` (styles.css, `.acceptance-button`); the rest (the dialog, the paper, the waiting) comes on
 * the first press, or once the page works when papers sent earlier are kept on this device
 * (« Vos données » asks for it then: later/privacy-section.tsx).
 */
import type { AttorneySlot } from '../../../domain/form.ts';
import { lazyModule } from '../../controls/lazy-module.ts';

const acceptanceParts = lazyModule(() => import('./acceptance-entry.ts').then((entry) => entry.loadAcceptanceSection()));

/** Fetches the acceptance part; the cards show it as soon as it is there. */
export const loadAcceptanceParts = acceptanceParts.load;

export function AcceptancePlace({ slot }: { slot: AttorneySlot }) {
  const parts = acceptanceParts.use(false);
  return parts ? (
    <parts.AcceptanceSection slot={slot} />
  ) : (
    <button
      type="button"
      className="button button--secondary acceptance-button"
      aria-haspopup="dialog"
      onClick={() => void acceptanceParts.load().then((loaded) => loaded.openAcceptanceDialog(slot))}
    >
      Envoyer pour acceptation
    </button>
  );
}
