/** "Signature Numérique" (specification §2, §4). */
import { memo, useId, useRef, useState } from 'react';
import { SIGNATURE_NOTICE } from '../../domain/legal-notices.ts';
import { severalPeople, type PersonSlot, type ProcurationForm } from '../../domain/form.ts';
import { drawingOf, signingPeople, type Signatory } from '../../domain/signatures.ts';
import { FieldErrorMessage, useFieldError } from '../controls/field-error.tsx';
import { fieldId } from '../controls/field-ids.ts';
import { lazyModule } from '../controls/lazy-module.ts';
import { useRelayAvailable } from './relay-available.ts';
import { useSignaturePad } from './use-signature-pad.ts';

/** Beside the signature pad while a drawing is not saved yet (with the card: never on the first load). */
const UNSAVED_SIGNATURE_MESSAGE =
  'Signature dessinée mais pas encore enregistrée\u00a0: appuyez sur «\u00a0Sauvegarder la signature\u00a0» pour la mettre dans le PDF.';

/** The dialog and the QR code library come on click only: the first load does not carry them (docs/decisions/093). */
const phoneDialog = lazyModule(() => import('./phone-signing-dialog.tsx'));
/** The other signatories' list comes once there is one to show (docs/decisions/099). */
const cosignerParts = lazyModule(() => import('./cosigner-list.tsx'));

interface SignatureCardProps {
  /** Who signs and what each has drawn; the pad is the first mandant's (`signature`). */
  form: ProcurationForm;
  onDrawingChange: (slot: PersonSlot, drawing: string | null) => void;
  /** Until the page works (the card is hydrated once it does: docs/decisions/097). */
  inert?: boolean;
}

/**
 * The card renders again only when what it shows changed (`showsTheSame`): a key in a person's name
 * skips it while the other signatories are not listed (docs/decisions/234).
 */
export const SignatureCard = memo(function SignatureCard({ form, onDrawingChange, inert }: SignatureCardProps) {
  const signature = form.signature;
  const titleId = useId();
  const statusId = useId();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  // A drawing not saved yet is said beside the pad, with the button to press: never lost in silence.
  const [unsaved, setUnsaved] = useState(false);
  const pad = useSignaturePad(canvasRef, () => setUnsaved(true));
  const error = useFieldError('signature', statusId);
  const relayAvailable = useRelayAvailable();
  // Whose phone the dialog is open for: the first mandant's beside the pad, or another signatory's.
  const [phoneFor, setPhoneFor] = useState<PersonSlot | null>(null);
  const dialog = phoneDialog.use(phoneFor !== null);
  const [refusal, setRefusal] = useState<string>();
  const signatories = signingPeople(form);
  const phoneSignatory = signatories.find(({ slot }) => slot === phoneFor);
  const cosigners = signatories.slice(1);
  const listCosigners = listsCosigners(form, cosigners);
  const parts = cosignerParts.use(listCosigners);
  /**
   * Saves a drawing, or says why not: all the drawings together must fit the room of one. The check
   * comes with the list; without it, nobody else has a drawing and one always fits.
   */
  const refusalToSave = (slot: PersonSlot, drawing: string | null): string | undefined => {
    const why = drawing === null ? undefined : parts?.whyNotKept(form, slot, drawing);
    if (why === undefined) onDrawingChange(slot, drawing);
    return why;
  };

  return (
    <section className="card" aria-labelledby={titleId} inert={inert}>
      <h2 id={titleId} className="card__title">
        Signature Numérique
      </h2>
      <div className="card__body">
        <p className="field__hint">Dessinez votre signature dans le cadre avec la souris, le doigt ou un stylet.</p>
        <canvas
          ref={canvasRef}
          id={fieldId('signature')}
          className="signature-pad"
          role="img"
          aria-label="Zone de signature"
          aria-invalid={error.invalid || undefined}
          aria-describedby={error.describedBy}
          tabIndex={-1}
        />
        <FieldErrorMessage state={error} />
        <p id={statusId} className={unsaved ? 'signature-status signature-status--unsaved' : 'signature-status'} aria-live="polite">
          {unsaved ? UNSAVED_SIGNATURE_MESSAGE : signature ? 'Signature enregistrée.' : 'Aucune signature enregistrée.'}
        </p>
        {refusal !== undefined && (
          <p className="field__error" role="alert">
            {refusal}
          </p>
        )}
        <div className="button-row">
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              pad.clear();
              setUnsaved(false);
              setRefusal(undefined);
              onDrawingChange('grantor', null);
            }}
          >
            Effacer
          </button>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              const why = refusalToSave('grantor', pad.toPngDataUrl());
              setRefusal(why);
              if (why === undefined) setUnsaved(false);
            }}
          >
            Sauvegarder la signature
          </button>
          {relayAvailable && (
            <button type="button" className="button button--secondary" aria-haspopup="dialog" onClick={() => setPhoneFor('grantor')}>
              Signer sur un téléphone
            </button>
          )}
        </div>
        {signature && <img className="signature-preview" src={signature} alt="Aperçu de la signature enregistrée" />}
        {listCosigners && cosigners.length > 0 && parts && (
          <parts.CosignerList
            form={form}
            cosigners={cosigners}
            relayAvailable={relayAvailable}
            onSignOnPhone={setPhoneFor}
            onRemoveDrawing={(slot) => onDrawingChange(slot, null)}
          />
        )}
        {phoneSignatory && dialog && (
          <dialog.PhoneSigningDialog
            firstName={phoneSignatory.person.firstName}
            signatory={listCosigners ? parts?.signatoryName(form, phoneSignatory) : undefined}
            onReceived={(drawing) => {
              const why = refusalToSave(phoneSignatory.slot, drawing);
              if (why === undefined && phoneSignatory.slot === 'grantor') setUnsaved(false);
              return why;
            }}
            onClose={() => setPhoneFor(null)}
          />
        )}
        <p className="notice">{SIGNATURE_NOTICE}</p>
      </div>
    </section>
  );
}, showsTheSame);

/**
 * The other signatories are listed with several people, or while one of them still has a drawing
 * kept from then (a card removed since), so that nothing is printed that the page does not show.
 */
function listsCosigners(form: ProcurationForm, cosigners: Signatory[]): boolean {
  return severalPeople(form) || cosigners.some(({ slot }) => drawingOf(form, slot) !== null);
}

/**
 * The same drawings, acceptances and signatories and, once the others are listed, each signatory as
 * typed. Unlisted, each signatory's first name still counts: the phone's dialog, opened later from
 * this card's own state, greets the signatory by it, and a skipped render would leave it the name as
 * it was before it was typed.
 */
function showsTheSame({ form: was, ...before }: SignatureCardProps, { form: is, ...after }: SignatureCardProps): boolean {
  const shown = signatureShown(was);
  const now = signatureShown(is);
  return (
    before.onDrawingChange === after.onDrawingChange &&
    before.inert === after.inert &&
    shown.length === now.length &&
    shown.every((part, index) => part === now[index])
  );
}

function signatureShown(form: ProcurationForm): unknown[] {
  const signatories = signingPeople(form);
  const listed = listsCosigners(form, signatories.slice(1));
  return [
    form.signature,
    form.cosignatures,
    form.acceptances,
    listed,
    ...signatories.flatMap(({ slot, person }): unknown[] => (listed ? [person] : [slot, person.firstName])),
  ];
}
