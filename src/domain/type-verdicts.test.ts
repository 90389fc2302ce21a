import { describe, expect, test } from 'vitest';
import { OPERATIONS_BY_TYPE, PROCURATION_TYPES, type ProcurationType } from './catalogue.ts';
import {
  everyVerdictText,
  GENERAL_TERMS_RULE,
  OPERATIONS_BEYOND_ADMINISTRATION,
  TYPE_VERDICTS,
  type TypeVerdict,
  VERDICT_LEVEL_TITLES,
  verdictFor,
} from './type-verdicts.ts';

const entries = Object.entries(TYPE_VERDICTS) as [ProcurationType, TypeVerdict][];

/** A source the product relies on: a code, a decree or order, a Cerfa, service-public.fr, maprocuration.gouv.fr, a ruling. */
const KNOWN_SOURCE =
  /^(?:Code civil|Code de procédure civile|Code électoral|Code de la santé publique|Code de commerce|Décret|Arrêté|Cerfa|service-public\.fr|maprocuration\.gouv\.fr|Cass\.)/;

describe('the verdict table', () => {
  test('has one entry per type of specification §3, in its order', () => {
    expect(entries.map(([type]) => type)).toEqual(PROCURATION_TYPES);
    expect(entries).toHaveLength(21);
  });

  test.each(entries)('%s has a level, a reason, what to bring, a placeholder and its sources', (_type, verdict) => {
    expect(Object.keys(VERDICT_LEVEL_TITLES)).toContain(verdict.level);
    expect(verdict.reason.length).toBeGreaterThan(40);
    expect(verdict.reason).toMatch(/^[A-ZÀ-Ý].*\.$/s);
    expect(verdict.bring.length).toBeGreaterThan(0);
    for (const item of verdict.bring) expect(item).toMatch(/^[a-zà-ÿ]/);
    expect(verdict.objectExample).toMatch(/^Ex\. : /);
    expect(verdict.sources.length).toBeGreaterThan(0);
    for (const source of verdict.sources) expect(source).toMatch(KNOWN_SOURCE);
  });

  test.each(entries)('%s names its official route when the level asks for one', (_type, verdict) => {
    if (verdict.level === 'suitable') expect(verdict.route).toBeUndefined();
    else expect(verdict.route?.length ?? 0).toBeGreaterThan(10);
  });

  test.each(entries.filter(([, verdict]) => verdict.level === 'suitable'))(
    '%s, where the document generally suits, says the organisation sets its rules and asks for both identity documents and the signed original',
    (_type, verdict) => {
      expect(verdict.reason).toMatch(/selon |fixe ses (?:propres )?règles/);
      expect(verdict.bring).toContain("la copie des pièces d'identité du mandant et du mandataire");
      expect(verdict.bring).toContain("l'original signé de cette procuration");
    },
  );

  test('gives the three levels the issue names', () => {
    const levelOf = (type: ProcurationType) => TYPE_VERDICTS[type].level;
    for (const type of ['Loisirs', 'Animaux', 'Achats en Ligne', 'Services en Ligne', 'Télécommunications', 'Administrative'] as const) {
      expect(levelOf(type), type).toBe('suitable');
    }
    for (const type of ['Électorale', 'Véhicules', 'Bancaire', 'Enfants', 'Voyages'] as const) {
      expect(levelOf(type), type).toBe('officialForm');
    }
    for (const type of ['Immobilière', 'Dons et Héritages'] as const) expect(levelOf(type), type).toBe('notary');
    expect(VERDICT_LEVEL_TITLES).toEqual({
      suitable: 'Ce document convient généralement',
      officialForm: 'Un formulaire officiel est demandé',
      notary: 'Un notaire est nécessaire',
    });
  });

  test('names the official routes by name, with no link the page would fetch', () => {
    expect(TYPE_VERDICTS.Électorale.route).toMatch(/maprocuration\.gouv\.fr.*Cerfa.*commissariat.*gendarmerie.*consulat/);
    expect(TYPE_VERDICTS.Véhicules.route).toMatch(/Cerfa n° 13757/);
    expect(TYPE_VERDICTS.Bancaire.route).toMatch(/formulaire de procuration de votre banque, signé en agence/);
    expect(TYPE_VERDICTS.Enfants.route).toMatch(/Cerfa n° 15646/);
    expect(TYPE_VERDICTS.Voyages.route).toMatch(/Cerfa n° 15646/);
    expect(TYPE_VERDICTS.Enfants.reason).toMatch(/pas une procuration/);
    expect(everyVerdictText().join(' ')).not.toMatch(/https?:\/\//);
  });

  test('Médicale says what a personne de confiance is and is not', () => {
    expect(TYPE_VERDICTS.Médicale.reason).toMatch(/personne de confiance/);
    expect(TYPE_VERDICTS.Médicale.reason).toMatch(/témoigne de votre volonté/);
    expect(TYPE_VERDICTS.Médicale.reason).toMatch(/ne décide pas à votre place/);
  });

  test('Juridique says who may represent someone before the court (art. 762 of the Code de procédure civile)', () => {
    const reason = TYPE_VERDICTS.Juridique.reason;
    for (const who of ['avocat', 'conjoint', 'concubin', 'PACS', 'ligne directe', 'troisième degré', 'votre service', 'pouvoir spécial']) {
      expect(reason).toContain(who);
    }
    expect(TYPE_VERDICTS.Juridique.sources.join(' ')).toMatch(/art\. 762/);
  });

  test('Achats Importants says a notary is needed for real estate', () => {
    expect(TYPE_VERDICTS['Achats Importants'].reason).toMatch(/bien immobilier, un notaire est nécessaire/);
  });
});

describe('the rule of art. 1988 (a mandate in general terms covers only acts of administration)', () => {
  test('is added for Autre, whatever is ticked', () => {
    expect(verdictFor({ type: 'Autre', authorizedOperations: [] })?.generalTermsRule).toBe(GENERAL_TERMS_RULE);
    expect(verdictFor({ type: 'Autre', authorizedOperations: ['À préciser'] })?.generalTermsRule).toBe(GENERAL_TERMS_RULE);
  });

  test('is added when a ticked operation goes beyond administration, and only then', () => {
    expect(verdictFor({ type: 'Véhicules', authorizedOperations: ['Passage au contrôle technique'] })?.generalTermsRule).toBeUndefined();
    expect(verdictFor({ type: 'Véhicules', authorizedOperations: ['Vente de véhicule'] })?.generalTermsRule).toBe(GENERAL_TERMS_RULE);
    expect(verdictFor({ type: 'Immobilière', authorizedOperations: ['Gestion de location'] })?.generalTermsRule).toBeUndefined();
    expect(verdictFor({ type: 'Immobilière', authorizedOperations: ['Vente de propriété'] })?.generalTermsRule).toBe(GENERAL_TERMS_RULE);
  });

  test('speaks of selling, mortgaging and giving needing an express mandate', () => {
    expect(GENERAL_TERMS_RULE).toMatch(/actes d'administration/);
    expect(GENERAL_TERMS_RULE).toMatch(/vendre, hypothéquer, donner/);
    expect(GENERAL_TERMS_RULE).toMatch(/expressément/);
  });

  test('names only operations the catalogue offers', () => {
    const offered = Object.values(OPERATIONS_BY_TYPE).flat() as string[];
    for (const operation of OPERATIONS_BEYOND_ADMINISTRATION) expect(offered).toContain(operation);
  });
});

describe('verdictFor', () => {
  test('gives the title of the level with the entry', () => {
    expect(verdictFor({ type: 'Loisirs', authorizedOperations: [] })).toMatchObject({
      level: 'suitable',
      title: 'Ce document convient généralement',
    });
    expect(verdictFor({ type: 'Dons et Héritages', authorizedOperations: [] })?.title).toBe('Un notaire est nécessaire');
  });

  test('gives nothing for no type or an unknown one', () => {
    expect(verdictFor({ type: '', authorizedOperations: [] })).toBeUndefined();
    expect(verdictFor({ type: 'Inexistant', authorizedOperations: [] })).toBeUndefined();
    expect(verdictFor({ type: 'constructor', authorizedOperations: [] })).toBeUndefined();
  });
});
