/**
 * The paper a practitioner signs as it is (docs/decisions/065, 066): one page when it can, a longer
 * one that holds together, void powers said on their own line. Read back from the real PDF bytes.
 */
import { describe, expect, test } from 'vitest';
import { documentTextOf, paperSentence } from '../../../../scripts/legal/legal-content.test-helper.ts';
import { setDetail, setSignature, toggleOperation, type ProcurationForm } from '../../../domain/form.ts';
import { NOW } from '../../fixtures.test-helper.ts';
import { aSignedForm, signaturePng } from '../../../domain/test-factory.test-helper.ts';
import { isPageFurniture, readPdf, type PdfReading } from '../../read-pdf.test-helper.ts';
import { procurationPdf } from './procuration-pdf.ts';

const GRANTOR_LABEL = 'Signature du mandant :';
const ATTORNEY_LABEL = 'Signature du mandataire :';
const GRANTOR_MENTION = documentTextOf('procuration', 'grantorSignatureMention').replace(/\s+/g, ' ');
const ATTORNEY_MENTION = documentTextOf('procuration', 'attorneySignatureMention').replace(/\s+/g, ' ');
const REFERENCE = 'Procuration de Jeanne Lefèvre à Loïc Martin';

async function read(form: ProcurationForm, withSignature: boolean): Promise<PdfReading> {
  return readPdf(await procurationPdf(form, { now: NOW, withSignature }));
}

/** pdf.js reads U+00A0 back as a space already; a line's text with every space single. */
const flat = (text: string) => text.replace(/\s+/g, ' ');
/** A text of the procuration by its key (content/legal/documents/procuration.liquid), as a flattened PDF line reads it. */
const onPaper = (key: string) => flat(paperSentence(key));

/**
 * One mandant, one mandataire, every optional detail filled, four operations and a precise object of
 * 200 characters: the largest procuration that should hold on one page.
 */
function fullOnePageForm(): ProcurationForm {
  let form = aSignedForm({
    grantor: { civility: 'Madame', birthPlace: 'Lyon', idType: "Carte nationale d'identité", idNumber: 'X4RTBPFW4' },
    attorney: {
      civility: 'Monsieur',
      birthPlace: 'Saint-Étienne',
      idType: 'Passeport',
      idNumber: '19AB12345',
      email: 'loic.martin@example.fr',
    },
  });
  form = toggleOperation(form, 'Demande de chéquier');
  const object =
    'Compte courant n° 12345678901 ouvert à la Banque Populaire Auvergne Rhône Alpes, agence de Lyon Part-Dieu, et livret A n° 98765432109 ouvert à la même agence, carte bancaire n° 4970 1234 5678 9012 xxx';
  form = setDetail(form, 'objectDetails', object.slice(0, 200));
  form = setDetail(form, 'substitutionAllowed', true);
  return setDetail(form, 'attorneySignatureBlock', true);
}

describe('one page when it can', () => {
  test.each([true, false])(
    'one mandant, one mandataire, four operations, 200 characters of object, signed %s: one A4 page with every place to sign',
    async (signed) => {
      const form = setSignature(fullOnePageForm(), signaturePng(400, 160));
      expect(form.authorizedOperations).toHaveLength(4);
      expect(form.objectDetails).toHaveLength(200);
      const pdf = await read(form, signed);
      expect(pdf.pages).toHaveLength(1);
      const [page] = pdf.pages;
      const text = flat(page?.lines.join(' ') ?? '');
      expect(text).toContain(`${GRANTOR_LABEL} ${ATTORNEY_LABEL}`);
      expect(text).toContain(ATTORNEY_MENTION);
      // The mention asked only where a hand signs: never above the drawn signature.
      expect(text.includes(GRANTOR_MENTION)).toBe(!signed);
      expect(page?.imageCount).toBe(signed ? 1 : 0);
      // The specification's order of blocks, then the additions, then the places to sign.
      const order = [
        'Madame Jeanne Lefèvre Monsieur Loïc Martin',
        'Fait à Lyon, le',
        'PROCURATION',
        'Je soussignée, Madame Jeanne Lefèvre, née le 14/03/1958 à Lyon',
        paperSentence('validity', { start: '01/12/2026', end: '01/03/2027' }),
        'Opérations autorisées :',
        paperSentence('operationsClosing'),
        'Objet précis et références :',
        'Ce mandat est donné à titre gratuit.',
        'Pièces jointes :',
        GRANTOR_LABEL,
      ];
      let from = 0;
      for (const piece of order) {
        const at = text.indexOf(piece, from);
        expect(at, piece).toBeGreaterThanOrEqual(from);
        from = at + piece.length;
      }
      // No page furniture on a single page.
      expect(page?.lines.some(isPageFurniture)).toBe(false);
    },
  );
});

describe('a longer one holds together', () => {
  test('the signatures share their page with the end of the body, every page carries the reference, the page number and a place for initials', async () => {
    const long = 'Représenter le mandant auprès de sa banque et signer tout document utile à la gestion du compte. '.repeat(30).trim();
    const form = setDetail(fullOnePageForm(), 'objectDetails', long);
    for (const signed of [true, false]) {
      const pdf = await read(setSignature(form, signaturePng(400, 160)), signed);
      expect(pdf.pages.length).toBeGreaterThanOrEqual(2);
      pdf.pages.forEach((page, index) => {
        const [initials, footer] = page.lines.slice(-2).map(flat);
        expect(initials).toBe('Paraphe(s) :');
        expect(footer).toBe(`${REFERENCE}, établie le 22 novembre 2026 — Page ${index + 1} / ${pdf.pages.length}`);
      });
      const last = pdf.pages.at(-1);
      const body = (last?.lines ?? []).filter((line) => !isPageFurniture(line));
      const signatures = body.findIndex((line) => line.startsWith(GRANTOR_LABEL));
      // Signatures never start a page: at least one line of the body above them, and they end the page.
      expect(signatures).toBeGreaterThanOrEqual(1);
      expect(body.at(-1)).toMatch(/Bon pour (?:pouvoir|acceptation) »$/);
    }
  });
});

describe('a void power is said where it is printed', () => {
  const itemsOf = (pdf: PdfReading) => flat(pdf.lines.join(' '));

  test.each([
    ['Électorale', 'Voter en mon nom', `Voter en mon nom — ${onPaper('voteVoidMark')}`],
    ['Médicale', 'Prise de décision médicale', `Prise de décision médicale — ${onPaper('medicalDecisionVoidMark')}`],
    ['Bancaire', 'Ouverture/fermeture de compte', `Ouverture/fermeture de compte — ${onPaper('accountVoidMark')}`],
  ])('%s: "%s" is marked on its own line of the list', async (type, operation, marked) => {
    let form: ProcurationForm = { ...aSignedForm(), type, authorizedOperations: [] };
    form = toggleOperation(form, operation);
    form = setDetail(form, 'objectDetails', 'Compte courant n° 123');
    const pdf = await read(form, false);
    const text = itemsOf(pdf);
    expect(text).toContain(`Opérations autorisées : • ${marked} ${paperSentence('operationsClosing')}`);
    // The item starts its own line with its bullet.
    expect(pdf.lines.some((line) => line.startsWith(`• ${operation} — sans effet`))).toBe(true);
  });

  test('the electoral notice says the fully online route, with its decree', async () => {
    const form: ProcurationForm = { ...aSignedForm(), type: 'Électorale', authorizedOperations: ['Voter en mon nom'] };
    const text = itemsOf(await read(form, false));
    expect(text).toContain(onPaper('voteNotDelegated'));
    expect(text).toContain('maprocuration.gouv.fr');
    expect(text).not.toContain(
      'uniquement par la démarche officielle, sur maprocuration.gouv.fr ou avec le formulaire Cerfa n° 14952, validée en personne',
    );
  });
});

describe('typography with long references', () => {
  test('a run of numbers joined by no-break spaces, wider than a line, breaks at its spaces and no word is cut', async () => {
    const run = Array.from({ length: 40 }, (_, index) => String(1000 + index * 7)).join(' ');
    const form = setDetail(aSignedForm(), 'objectDetails', `Démarche007 dossiers ${run}`);
    const pdf = await read(form, false);
    const lines = pdf.lines.filter((line) => !isPageFurniture(line));
    for (const word of run.split(' ')) {
      expect(
        lines.some((line) => line.split(/\s/).includes(word)),
        word,
      ).toBe(true);
    }
    expect(lines.some((line) => line.split(/\s/).includes('Démarche007'))).toBe(true);
  });
});
