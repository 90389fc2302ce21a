/**
 * The parts hydrated once the page works (later-parts.tsx), in one chunk: the footer (the keep choice
 * and « Vos données »), the identity copy, whose holders are the procuration's people, the documents
 * around the procuration with « À apporter », the editable copies, the preview (its region and its opener), and the
 * signature card with its pad, given the field messages through their context again. Each reads the
 * page's state from its store (src/ui/state/page-state.ts, docs/decisions/132).
 */
import { memo } from 'react';
import { everyPerson, fullName, type PersonSlot } from '../../domain/form.ts';
import { withDrawing } from '../../domain/signatures.ts';
import { FieldErrorContext } from '../controls/field-error.tsx';
import { perFrame } from '../controls/per-frame.ts';
import { BringList } from '../details/bring-list.tsx';
import { IdentityCopySection } from '../other-documents/identity-copy-section.tsx';
import { OtherDocuments } from '../other-documents/other-documents-section.tsx';
import { PreviewOpener, PreviewRegion } from '../preview/preview-region.tsx';
import { SignatureCard } from '../signature/signature-card.tsx';
import { useFieldMessages } from '../state/field-messages.ts';
import { pageStore, updateForm, usePage, viewOf, type PageView } from '../state/page-state.ts';
import { runDocumentOnDemand } from '../state/document-runner.ts';
import { eraseForm, setKeep } from '../state/saved-form.ts';
import { useHydrated } from '../state/use-hydrated.ts';
import { EditableCopies } from './editable-copies.tsx';
import { KeepOnDevice } from './keep-on-device.tsx';
import { PrivacySection } from './privacy-section.tsx';

/** The preview follows the form at most once per animation frame: it never renders inside a keystroke's task (docs/decisions/139). */
const usePreviewFrame = perFrame(pageStore);
const usePreviewState = () => viewOf(usePreviewFrame(), useHydrated());

export function FooterPart() {
  const { keep, pageMode, interactive } = usePage();
  return <Footer keep={keep} pageMode={pageMode} interactive={interactive} />;
}

/** Rendered again only when what it shows changed: a key in the form skips it (docs/decisions/234). */
const Footer = memo(function Footer({ keep, pageMode, interactive }: Pick<PageView, 'keep' | 'pageMode' | 'interactive'>) {
  return (
    <footer className="page-footer" inert={!interactive}>
      <KeepOnDevice keep={keep} onChange={setKeep} />
      <PrivacySection onErase={eraseForm} pageMode={pageMode} />
    </footer>
  );
});

export function IdentityCopyPart() {
  const { form, interactive } = usePage();
  const holders = [...new Set(everyPerson(form).map(({ person }) => fullName(person)))].filter((name) => name.trim() !== '');
  return <IdentityCopy holders={holders} inert={!interactive} />;
}

/** The section reads the holders' names only to let the person choose among two or more: a key in the one name skips it (docs/decisions/234). */
const IdentityCopy = memo(
  IdentityCopySection,
  (before, after) => before.inert === after.inert && namesToChoose(before.holders) === namesToChoose(after.holders),
);
const namesToChoose = (holders: string[]) => (holders.length > 1 ? holders.join('\n') : '');

export function DocumentsPart() {
  const { form, busy, interactive, procurationMadeFor } = usePage();
  return (
    <>
      <BringList madeFor={procurationMadeFor} />
      <OtherDocuments form={form} busy={busy} run={(action) => void runDocumentOnDemand(action)} inert={!interactive} />
    </>
  );
}

export function EditableCopiesPart() {
  const { form, busy, pageMode, paid } = usePage();
  return <EditableCopies form={form} busy={busy} pageMode={pageMode} paid={paid} />;
}

export function PreviewPart() {
  const { form, interactive } = usePreviewState();
  return <PreviewRegion form={form} inert={!interactive} />;
}

export function PreviewOpenerPart() {
  const { form, interactive } = usePreviewState();
  return <PreviewOpener form={form} inert={!interactive} />;
}

/** One function for the page's whole life: the signature card keeps its memo. */
const saveDrawing = (slot: PersonSlot, drawing: string | null) => updateForm((current) => withDrawing(current, slot, drawing));

export function SignaturePart() {
  const { form, interactive } = usePage();
  const fieldMessages = useFieldMessages();
  return (
    <FieldErrorContext value={fieldMessages}>
      <SignatureCard form={form} onDrawingChange={saveDrawing} inert={!interactive} />
    </FieldErrorContext>
  );
}
