/**
 * The place of « Envoyer pour acceptation » in a mandataire's card (docs/decisions/218), on a page a
 * relay serves. Only the button is on the first load: the rest (the dialog, the paper, the waiting)
 * comes on the first press, or at once when papers sent earlier are kept on this device.
 */
import { useState } from 'react';
import type { AttorneySlot } from '../../../domain/form.ts';
import { lazyModule } from '../../controls/lazy-module.ts';
import { useRelayAvailable } from '../relay-available.ts';
import { hasKeptTracks } from './kept-tracks.ts';

const acceptanceParts = lazyModule(() => import('./acceptance-section.tsx'));

export function AcceptancePlace({ slot }: { slot: AttorneySlot }) {
  const relay = useRelayAvailable();
  const [pressed, setPressed] = useState(false);
  const [kept] = useState(hasKeptTracks);
  const parts = acceptanceParts.use(pressed || (relay && kept));
  if (!relay) return null;
  if (parts) return <parts.AcceptanceSection slot={slot} openAtFirst={pressed} />;
  return (
    <button type="button" className="button button--secondary" aria-haspopup="dialog" aria-busy={pressed} onClick={() => setPressed(true)}>
      Envoyer pour acceptation
    </button>
  );
}
