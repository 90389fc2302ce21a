/**
 * The parts hydrated once the page works (later-parts.tsx), in one chunk: the footer (the keep choice
 * and « Vos données ») and the identity copy, whose holders are the procuration's people.
 */
import { everyPerson, fullName } from '../../domain/form.ts';
import { IdentityCopySection } from '../other-documents/identity-copy-section.tsx';
import { KeepOnDevice } from '../shell/keep-on-device.tsx';
import { PrivacySection } from '../shell/privacy-section.tsx';
import { useLaterPartsState } from './later-state.ts';

export function FooterPart() {
  const { keep, setKeep, erase, pageMode, interactive } = useLaterPartsState();
  return (
    <footer className="page-footer" inert={!interactive}>
      <KeepOnDevice keep={keep} onChange={setKeep} />
      <PrivacySection onErase={erase} pageMode={pageMode} />
    </footer>
  );
}

export function IdentityCopyPart() {
  const { form, interactive } = useLaterPartsState();
  const holders = [...new Set(everyPerson(form).map(({ person }) => fullName(person)))].filter((name) => name.trim() !== '');
  return <IdentityCopySection holders={holders} inert={!interactive} />;
}
