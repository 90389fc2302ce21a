/**
 * The revocation letters of a company mandant (docs/decisions/126, 147): named, speaking and signing
 * as on the procuration. The words are read as the letter prints them, no-break spaces as spaces.
 */
import { describe, expect, test } from 'vitest';
import { describeRevocation, describeRevocationNotice } from './revocation.ts';
import type { DocumentBlock, DocumentDescription } from '../document-blocks.ts';
import { SCI, SCI_WORDS } from '../../company.test-helper.ts';
import { letterSentence, paperSentence } from '../../../../scripts/legal/legal-content.test-helper.ts';
import { aForm, type FormOverrides } from '../../test-factory.test-helper.ts';

const read = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

/** The letter's paragraphs, in order. */
const paragraphs = (description: DocumentDescription) =>
  description.blocks.flatMap((block) => (block.kind === 'paragraph' ? [read(block.text)] : []));
/** The sender's heading: the mandants' lines in the parties block. */
const senders = (description: DocumentDescription) =>
  description.blocks.flatMap((block) => (block.kind === 'parties' ? block.grantors.map((lines) => lines.map(read)) : [])).slice(0, 1);
/** Each place to sign, by its label. */
const signatureLabels = (description: DocumentDescription) =>
  description.blocks.flatMap((block: DocumentBlock) =>
    block.kind === 'signature' ? [read(block.label)] : block.kind === 'signatures' ? block.slots.map((slot) => read(slot.label)) : [],
  );

const aCompanyForm = (overrides: FormOverrides = {}) => aForm({ grantor: SCI, ...overrides });
const toAttorney = (overrides: FormOverrides = {}) => describeRevocation(aCompanyForm(overrides), { withSignature: false });
const toOrganisation = (overrides: FormOverrides = {}) => describeRevocationNotice(aCompanyForm(overrides), { withSignature: false });

/** The company as the procuration's template names it, by key: « la SCI Dupont Immobilier, immatriculée … ». */
const SCI_PARTY = read(paperSentence('companyParty', SCI_WORDS));
const COMPANY = `${SCI_PARTY.charAt(0).toUpperCase()}${SCI_PARTY.slice(1)}`;
const SCI_PLACE_TO_SIGN = read(paperSentence('companySignatureLabel', SCI_WORDS));

describe('a company revokes its procuration', () => {
  test('the letter to the mandataire names the company, which speaks in the third person through its representative', () => {
    const text = paragraphs(toAttorney());
    expect(text).toContain(
      `${COMPANY}, révoque par la présente, avec effet immédiat, la procuration de type « Bancaire » qu'elle vous a donnée, datée du ……………………………, valable du 01/12/2026 au 01/03/2027.`,
    );
    expect(text).toContain(
      "Elle vous demande de lui restituer sans délai l'original de cette procuration, ainsi que toute copie en votre possession.",
    );
    expect(text).toContain(
      "L'article 2005 du Code civil prévoyant que la révocation notifiée au seul mandataire n'est pas opposable aux tiers qui l'ignorent, elle en informe également les organismes auprès desquels cette procuration a pu être présentée.",
    );
    // To its last line, the company speaks of itself in the third person: « Elle vous prie … ses salutations ».
    expect(text).toContain(letterSentence('toAttorney', 'closing', { company: true, civility: '' }));
    // Neither the representative's "je" nor a person's "demeurant" nor a "nous": the company speaks.
    expect(text.join(' ')).not.toMatch(/\bJe\b|\bj'|\bmon nom\b|\bme restituer\b|soussign|demeurant|\bNous\b|\bnos\b/u);
  });

  test("its heading is the procuration's: name and form, SIREN and RCS, registered office, who represents it", () => {
    expect(senders(toAttorney())).toEqual([
      [
        'SCI Dupont Immobilier',
        'SIREN 732 829 320 (RCS de Lyon)',
        '8 quai Saint-Vincent',
        '69001 Lyon',
        'Représentée par Madame Jeanne Lefèvre, gérante',
      ],
    ]);
  });

  test('its place to sign names the company, its representative and their capacity, with room for the stamp', () => {
    for (const letter of [toAttorney(), toOrganisation()]) {
      expect(signatureLabels(letter)).toEqual([SCI_PLACE_TO_SIGN]);
    }
  });

  test('the letter to the organisation: the company informs it, in its name', () => {
    const text = paragraphs(toOrganisation({ objectDetails: 'Compte professionnel n° 123' }));
    expect(text).toContain(
      `${COMPANY}, vous informe qu'elle a révoqué, avec effet immédiat, la procuration de type « Bancaire » qui a pu vous être présentée. Cette procuration avait été donnée à Loïc Martin, demeurant 5 avenue Jean-Jaurès, 75019 Paris, valable du 01/12/2026 au 01/03/2027, portant sur : Compte professionnel n° 123.`,
    );
    expect(text).toContain(read(letterSentence('toOrganisation', 'opposable', { company: true })));
    expect(text.join(' ')).not.toMatch(/\bJe\b|\bj'|\bmon nom\b|soussign/u);
  });

  test('an association is "l\'association", with no form after its name', () => {
    const association = toAttorney({
      grantor: { ...SCI, companyName: 'Les Amis du Parc', legalForm: 'Association', rcsCity: '', representativeRole: 'Présidente' },
    });
    const words = { ...SCI_WORDS, association: true, form: '', name: 'Les Amis du Parc', rna: '', role: 'présidente' };
    const party = read(paperSentence('associationParty', words));
    expect(paragraphs(association).join(' ')).toContain(`${party.charAt(0).toUpperCase()}${party.slice(1)}, révoque`);
    expect(party).toContain('Les Amis du Parc, association');
    expect(signatureLabels(association)).toEqual([read(paperSentence('companySignatureLabel', words))]);
  });

  test('with a person as second mandant, both say "nous"; each signs at its own place', () => {
    const letter = toAttorney({ otherGrantors: [{ civility: 'Monsieur', firstName: 'Louis', lastName: 'Dupont' }] });
    const text = paragraphs(letter).join(' ');
    expect(text).toContain(
      `Nous soussignés, ${SCI_PARTY}, et Monsieur Louis Dupont, demeurant 12 rue de l'Église, 69003 Lyon, révoquons par la présente`,
    );
    expect(text).toContain('Nous vous demandons de nous restituer');
    expect(signatureLabels(letter)).toEqual([SCI_PLACE_TO_SIGN, 'Signature du mandant (Louis Dupont) :']);
    expect(senders(letter)[0]?.[0]).toBe('SCI Dupont Immobilier');
  });

  test('a person alone still writes "je", with the same words as before', () => {
    const text = paragraphs(describeRevocation(aForm(), { withSignature: false })).join(' ');
    expect(text).toContain('Je soussigné(e), Jeanne Lefèvre, demeurant');
    expect(text).toContain('Je vous demande de me restituer');
    expect(text).not.toMatch(/société|cachet/u);
  });
});
