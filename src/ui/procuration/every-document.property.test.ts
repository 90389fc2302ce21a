/**
 * Issue 57 (docs/decisions/185): whatever a person types, in a person's card or a company's, a form
 * the server accepts (its schema and the readiness rule it applies, checkReadyToPrint) gives every
 * document the PDF worker makes — the procuration, its preview, the Word and OpenDocument copies, the
 * two revocation letters — and none throws. Texts mix ordinary words with what an attacker types
 * (controls, U+202E, tag characters, zero-width spaces, stacked accents, emoji, CJK, Arabic, Hebrew).
 */
import fc from 'fast-check';
import { expect, test } from 'vitest';
import { LEGAL_FORMS } from '../../domain/company.ts';
import type { Person, ProcurationForm } from '../../domain/form.ts';
import { checkReadyToPrint } from '../../domain/readiness.ts';
import { storedFormSchema } from '../../domain/stored-form.ts';
import { toStoredForm } from '../../domain/stored-form-codec.ts';
import { aForm, signaturePng } from '../../domain/test-factory.test-helper.ts';
import { DOCUMENTS, type DocumentEntry, type WorkerDocumentKind } from '../../domain/document-registry.ts';
import { makeDocumentFile } from './document-files.ts';
import { layOutPreview } from '../../pdf/documents/procuration/procuration-layout.ts';
import { procurationPdf } from '../../pdf/documents/procuration/procuration-pdf.ts';
import { NOW } from '../../pdf/fixtures.test-helper.ts';
import { propertyRun } from '../../pdf/property-runs.test-helper.ts';

/** Forms tried on every change: about a third are accepted, each then makes six documents. */
const FORMS = propertyRun(24);
const SIGNATURE = signaturePng(200, 80);

const ORDINARY = [
  'Dupont',
  'Immobilier',
  'Lyon',
  'Gérante',
  "l'Étang",
  'Œuvre',
  'Αθήνα',
  'Київ',
  'Nguyễn',
  'n°\u00a012',
  '«\u00a0Amis\u00a0»',
  'E\u0301\u0308',
];
const CRAFTED = [
  '\u0000',
  '\u0007',
  '\t',
  '\u202E',
  '\u2066',
  '\u{E0041}',
  '\u200B',
  '\u00AD',
  '\u200D',
  '.',
  '\u0301\u0301\u0301\u0301\u0301',
  '😀',
  '東京',
  'شركة',
  'חברה',
  'x'.repeat(190),
];

/** One to four pieces, mostly ordinary words, now and then a crafted one: a form holds about forty, so a third of the forms are accepted. */
const text = fc
  .array(fc.oneof({ arbitrary: fc.constantFrom(...ORDINARY), weight: 30 }, { arbitrary: fc.constantFrom(...CRAFTED), weight: 1 }), {
    minLength: 1,
    maxLength: 4,
  })
  .chain((pieces) => fc.constantFrom(' ', '', '-').map((separator) => pieces.join(separator)));

const names = fc.record({ lastName: text, firstName: text, city: text, address: text });

const company: fc.Arbitrary<Partial<Person>> = fc.record({
  mandantKind: fc.constant('company' as const),
  companyName: text,
  legalForm: fc.constantFrom(...LEGAL_FORMS),
  legalFormOther: text,
  siren: fc.oneof({ arbitrary: fc.constantFrom('732 829 320', '552100554'), weight: 6 }, fc.constantFrom('000000000', '732829321')),
  rcsCity: fc.oneof(fc.constant(''), text),
  representativeRole: text,
  lastName: text,
  firstName: text,
  birthDate: fc.constant(undefined),
});

const form: fc.Arbitrary<ProcurationForm> = fc
  .record({
    grantor: fc.oneof(company, names),
    otherGrantors: fc.array(fc.oneof(company, names), { maxLength: 1 }),
    // Now and then a company as mandataire, which the page never offers and the server refuses.
    attorney: fc.tuple(names, fc.nat(9)).map(([typed, dice]) => (dice === 0 ? { ...typed, mandantKind: 'company' as const } : typed)),
    signaturePlace: fc.oneof(fc.constant(null), text),
  })
  .map((typed) => aForm({ ...typed, signature: SIGNATURE }));

/** What the server accepts: its schema, then the page's readiness rule (server/record/storable-form.ts). */
function accepted(typed: ProcurationForm): boolean {
  return (
    storedFormSchema.safeParse(toStoredForm(typed)).success && checkReadyToPrint(typed, { withSignature: true, today: NOW }) === undefined
  );
}

/** Every document the registry says the worker makes. */
const FILES = DOCUMENTS.flatMap((entry: DocumentEntry) => (entry.madeInWorker ? [entry.kind as WorkerDocumentKind] : []));

test(
  `every document builds for every form the server accepts, company mandants included (${FORMS.runs} forms)`,
  { timeout: FORMS.timeout },
  async () => {
    let built = 0;
    await fc.assert(
      fc.asyncProperty(form, async (typed) => {
        if (!accepted(typed)) return;
        const options = { now: NOW, withSignature: true };
        expect((await procurationPdf(typed, options)).length).toBeGreaterThan(0);
        expect((await layOutPreview(typed, options)).layout.pages.length).toBeGreaterThan(0);
        for (const kind of FILES) expect((await makeDocumentFile(kind, typed, options)).bytes.length).toBeGreaterThan(0);
        built += 1;
      }),
      { numRuns: FORMS.runs, endOnFailure: true },
    );
    expect(built).toBeGreaterThan(0);
  },
);
