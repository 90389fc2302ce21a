/**
 * A paper sent for acceptance (docs/decisions/218): its exact text changes with any word of the form,
 * never with a drawing or an acceptance; an accepted mandataire's place prints the drawing with the
 * relay's day in place of « Bon pour acceptation », and a withdrawn acceptance leaves nothing behind.
 */
import { describe, expect, test } from 'vitest';
import { paperText, paperToAccept, withAcceptance, withoutAcceptance } from './acceptance.ts';
import { describeProcuration } from './documents/procuration/document.ts';
import type { SignatureSlot } from './documents/document-blocks.ts';
import type { ProcurationForm } from './form.ts';
import { aForm } from './test-factory.test-helper.ts';
import { signaturePng } from './test-signature.test-helper.ts';

const SENT_ON = new Date(2026, 11, 6);
const DRAWING = signaturePng();

function attorneySlot(form: ProcurationForm): SignatureSlot | undefined {
  const block = describeProcuration(form, { today: SENT_ON, withSignature: true }).blocks.find((each) => each.kind === 'signatures');
  return block?.kind === 'signatures' ? block.slots.find((slot) => slot.label.startsWith('Signature du mandataire')) : undefined;
}

describe('the paper a mandataire accepts', () => {
  test('its text changes with a word of the form, never with a drawing or an acceptance', () => {
    const form = aForm();
    const text = paperText(paperToAccept(form, SENT_ON));
    expect(paperText(paperToAccept({ ...form, signature: DRAWING }, SENT_ON))).toBe(text);
    expect(paperText(paperToAccept(withAcceptance(form, 'attorney', DRAWING, '2026-12-06'), SENT_ON))).toBe(text);
    expect(paperText(paperToAccept({ ...form, objectDetails: 'Compte n° 123' }, SENT_ON))).not.toBe(text);
    expect(paperText(paperToAccept({ ...form, attorney: { ...form.attorney, city: 'Lille' } }, SENT_ON))).not.toBe(text);
  });

  test('an accepted mandataire signs with the drawing and the relay’s day, in place of « Bon pour acceptation »', () => {
    const accepted = withAcceptance({ ...aForm(), attorneySignatureBlock: false }, 'attorney', DRAWING, '2026-12-07');
    expect(attorneySlot(accepted)).toEqual({
      label: 'Signature du mandataire\u00a0:',
      image: DRAWING,
      mention: 'Acceptation reçue le 7\u00a0décembre\u00a02026',
    });
    // The editable copies and a paper made without signature keep the handwritten place.
    const unsigned = describeProcuration(accepted, { today: SENT_ON, withSignature: false }).blocks.find(
      (each) => each.kind === 'signatures',
    );
    expect(JSON.stringify(unsigned)).not.toContain('Acceptation reçue');
  });

  test('a withdrawn acceptance takes its drawing with it', () => {
    const form = aForm();
    const withdrawn = withoutAcceptance(withAcceptance(form, 'attorney', DRAWING, '2026-12-07'), 'attorney');
    expect(withdrawn.acceptances).toEqual({});
    expect(withdrawn.cosignatures).toEqual({});
    expect(withoutAcceptance(form, 'attorney')).toBe(form);
  });
});
