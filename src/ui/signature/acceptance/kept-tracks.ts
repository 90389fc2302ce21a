/**
 * Papers sent for acceptance, kept in this browser while « Conserver mes informations sur cet
 * appareil » is ticked (docs/decisions/218): closing the page then loses no answer, collected on the
 * next visit. Only their exchanges, keys and digests are kept, on this device only; never on a server.
 */
export const ACCEPTANCE_STORAGE_KEY = 'procurationAcceptances';

/** Whether papers sent earlier wait here for their answers: the card's acceptance part is then loaded at once. */
export function hasKeptTracks(): boolean {
  try {
    return localStorage.getItem(ACCEPTANCE_STORAGE_KEY) !== null;
  } catch {
    return false;
  }
}
