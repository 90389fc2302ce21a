import { describe, expect, test } from 'vitest';
import { OPERATIONS_BY_TYPE, PROCURATION_TYPES, type ProcurationType } from './catalogue.ts';
import { INCAPACITY_NOTICE } from './incapacity.ts';
import {
  everyVerdictRow,
  everyVerdictText,
  GENERAL_TERMS_RULE,
  OPERATIONS_BEYOND_ADMINISTRATION,
  SOURCES_CHECKED_ON,
  TYPE_VERDICTS,
  type VerdictLevel,
  VERDICT_LEVEL_TITLES,
  verdictFor,
} from './type-verdicts.ts';

/** A source the product relies on: a code, a law, a decree or order, a Cerfa, service-public.fr, maprocuration.gouv.fr. */
const KNOWN_SOURCE =
  /^(?:Code civil|Code de procédure civile|Code électoral|Code de la santé publique|Code de commerce|Code de la route|Code monétaire et financier|Code général des impôts|Loi|Décret|Arrêté|Cerfa|service-public\.fr|maprocuration\.gouv\.fr)/;

const rows = everyVerdictRow();
/** White space as a reader sees it: the no-break spaces of French typography read as spaces. */
const plain = (text: string | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
const operationsOf = (type: ProcurationType): readonly string[] => OPERATIONS_BY_TYPE[type];
const levelFor = (type: ProcurationType, ...operations: string[]): VerdictLevel | undefined =>
  verdictFor({ type, authorizedOperations: operations })?.level;

describe('the table, type × operation', () => {
  test('has one entry per type of specification §3, in its order', () => {
    expect(Object.keys(TYPE_VERDICTS)).toEqual(PROCURATION_TYPES);
  });

  test.each(PROCURATION_TYPES)('%s has a row for each of its operations in the catalogue, and no other', (type) => {
    expect(Object.keys(TYPE_VERDICTS[type].operations).sort()).toEqual([...operationsOf(type)].sort());
  });

  test('reads every row: the type rows and one per operation of the catalogue', () => {
    const operationCount = PROCURATION_TYPES.reduce((count, type) => count + operationsOf(type).length, 0);
    expect(rows).toHaveLength(PROCURATION_TYPES.length + operationCount);
  });

  test.each(rows.map((placed) => [`${placed.type} × ${placed.operation ?? '(rien de coché)'}`, placed] as const))(
    '%s has a level, a reason, what to bring, sources of a known kind and the day they were checked',
    (_name, { row }) => {
      expect(Object.keys(VERDICT_LEVEL_TITLES)).toContain(row.level);
      expect(row.reason.length).toBeGreaterThan(40);
      expect(row.reason).toMatch(/^[A-ZÀ-Ý].*\.$/s);
      expect(row.bring.length).toBeGreaterThan(0);
      for (const item of row.bring) expect(item).toMatch(/^[a-zà-ÿ]/);
      expect(row.sources.length, 'a row without a source').toBeGreaterThan(0);
      for (const source of row.sources) expect(source).toMatch(KNOWN_SOURCE);
      expect(row.checked).toBe(SOURCES_CHECKED_ON);
      if (row.level === 'officialForm' || row.level === 'notary') expect(row.route?.length ?? 0).toBeGreaterThan(10);
    },
  );

  test('a row without a source, or one never checked, is caught by the reading above', () => {
    const pattern = (row: { sources: readonly string[]; checked: string }) =>
      row.sources.length > 0 && row.sources.every((source) => KNOWN_SOURCE.test(source)) && /^\d{4}-\d{2}-\d{2}$/.test(row.checked);
    expect(pattern({ sources: [], checked: SOURCES_CHECKED_ON })).toBe(false);
    expect(pattern({ sources: ['un blog'], checked: SOURCES_CHECKED_ON })).toBe(false);
    expect(pattern({ sources: ['Code civil, art. 1984'], checked: '' })).toBe(false);
  });

  test('every text is written with French typography: a no-break space before : ; ! ? » and after « and n°', () => {
    for (const text of [...everyVerdictText(), ...Object.values(TYPE_VERDICTS).map((guidance) => guidance.objectExample)]) {
      expect(text, text).not.toMatch(/ [:;!?»]|« |n° /);
    }
  });
});

describe('the verdict follows the ticked operations', () => {
  test('Immobilière: managing a rental or signing a lease is no matter for a notary; selling or buying is', () => {
    expect(levelFor('Immobilière', 'Gestion de location')).toBe('suitable');
    expect(levelFor('Immobilière', 'Signature de bail')).toBe('suitable');
    expect(levelFor('Immobilière', 'Vente de propriété')).toBe('notary');
    expect(levelFor('Immobilière', 'Achat de propriété')).toBe('notary');
    expect(levelFor('Immobilière', 'Gestion de location', 'Vente de propriété')).toBe('notary');
  });

  test('selling property names the spouse’s consent for the family home (art. 215, al. 3)', () => {
    const verdict = verdictFor({ type: 'Immobilière', authorizedOperations: ['Vente de propriété'] });
    expect(plain(verdict?.reasons.join(' '))).toMatch(/logement de la famille, l'accord du conjoint est nécessaire/);
    expect(verdict?.sources).toContain('Code civil, art. 215, al. 3 (logement de la famille)');
  });

  test('Enfants: no operation has the official-form level, and the exit authorisation headlines none of them', () => {
    for (const operation of operationsOf('Enfants')) {
      const verdict = verdictFor({ type: 'Enfants', authorizedOperations: [operation] });
      expect(verdict?.level, operation).not.toBe('officialForm');
      expect(plain(verdict?.reasons.join(' ')), operation).not.toMatch(/15646|sortie du territoire/);
      expect(plain(verdict?.reasons.join(' ')), operation).toMatch(/accord des deux parents/);
      expect(plain(verdict?.reasons.join(' ')), operation).toMatch(/seul un juge/);
    }
    expect(plain(verdictFor({ type: 'Enfants', authorizedOperations: [] })?.reasons.join(' '))).toMatch(
      /sortie du territoire.*15646.*quitte la France/s,
    );
  });

  test('Voyages: booking, lodging and luggage are not the exit authorisation', () => {
    for (const operation of operationsOf('Voyages')) expect(levelFor('Voyages', operation), operation).toBe('suitable');
  });

  test('Bancaire: the bank’s own procedure, never an official form; closing an account is not the mandataire’s', () => {
    for (const operation of operationsOf('Bancaire')) expect(levelFor('Bancaire', operation), operation).toBe('ownProcedure');
    const closing = verdictFor({ type: 'Bancaire', authorizedOperations: ['Ouverture/fermeture de compte'] });
    expect(plain(closing?.reasons.join(' '))).toMatch(/Le mandataire ne peut pas clôturer le compte du titulaire/);
    expect(plain(closing?.reasons.join(' '))).toMatch(/à domicile, à l'hôpital ou par courrier/);
    expect(plain(closing?.reasons.join(' '))).toMatch(/n'est pas un formulaire officiel/);
  });

  test('Bancaire with substitution ticked: a caution that some banks refuse it', () => {
    expect(verdictFor({ type: 'Bancaire', authorizedOperations: [], substitutionAllowed: false })?.caution).toBeUndefined();
    expect(verdictFor({ type: 'Bancaire', authorizedOperations: [], substitutionAllowed: true })?.caution).toMatch(
      /Certaines banques refusent/,
    );
    expect(verdictFor({ type: 'Loisirs', authorizedOperations: [], substitutionAllowed: true })?.caution).toBeUndefined();
  });

  test('Électorale: the vote goes through the official route — online request, identity checked, fully online with France Identité', () => {
    const vote = verdictFor({ type: 'Électorale', authorizedOperations: ['Voter en mon nom'] });
    expect(vote?.level).toBe('officialForm');
    const route = plain(vote?.routes.join(' ') ?? '');
    expect(route).toMatch(/maprocuration\.gouv\.fr.*Cerfa n° 14952/);
    expect(route).toMatch(/commissariat, une gendarmerie, un consulat ou un autre lieu habilité/);
    expect(route).toMatch(/identité numérique certifiée France Identité.*entièrement en ligne/);
    expect(route).not.toMatch(/en personne/);
  });

  test('Médicale: the personne de confiance is a free written statement co-signed by her, never an official form', () => {
    for (const operation of operationsOf('Médicale')) expect(levelFor('Médicale', operation), operation).not.toBe('officialForm');
    const decision = verdictFor({ type: 'Médicale', authorizedOperations: ['Prise de décision médicale'] });
    expect(decision?.level).toBe('otherRoute');
    expect(plain(decision?.reasons.join(' '))).toMatch(/déclaration écrite libre, cosignée par elle/);
    expect(plain(decision?.reasons.join(' '))).toMatch(/ne décide pas à votre place/);
    expect(verdictFor({ type: 'Médicale', authorizedOperations: ['Consultation de dossier médical'] })?.sources.join(' ')).toMatch(
      /L1111-7/,
    );
  });

  test('Dons et Héritages: the don manuel needs no notary, nor does every estate', () => {
    expect(levelFor('Dons et Héritages', 'Gestion de dons')).not.toBe('notary');
    expect(plain(verdictFor({ type: 'Dons et Héritages', authorizedOperations: ['Gestion de dons'] })?.reasons.join(' '))).toMatch(
      /don manuel/,
    );
    expect(levelFor('Dons et Héritages', "Gestion d'héritage")).not.toBe('notary');
    expect(plain(verdictFor({ type: 'Dons et Héritages', authorizedOperations: ["Gestion d'héritage"] })?.reasons.join(' '))).toMatch(
      /5 000 €/,
    );
    expect(levelFor('Dons et Héritages', 'Signature de documents notariés')).toBe('notary');
    expect(levelFor('Dons et Héritages')).toBe('depends');
  });

  test('Véhicules: a sale names the transfer certificate, the online declaration, the registration mandate, the status certificate and the inspection', () => {
    const sale = verdictFor({ type: 'Véhicules', authorizedOperations: ['Vente de véhicule'] });
    const text = plain(sale?.reasons.join(' ') ?? '');
    for (const words of [
      'Cerfa n° 15776',
      'déclare la cession en ligne',
      'Cerfa n° 13757',
      'certificat de situation administrative',
      'contrôle technique de moins de 6 mois',
    ]) {
      expect(text).toContain(words);
    }
    expect(levelFor('Véhicules', 'Passage au contrôle technique')).toBe('suitable');
  });

  test('Juridique: art. 762 of the Code de procédure civile, with "en ligne collatérale" and "exclusivement"', () => {
    const reason = plain(verdictFor({ type: 'Juridique', authorizedOperations: ['Représentation en justice'] })?.reasons.join(' ')) ?? '';
    for (const words of [
      'avocat',
      'conjoint, concubin ou partenaire de PACS',
      'en ligne directe',
      "en ligne collatérale jusqu'au troisième degré inclus",
      'exclusivement attachée',
      'pouvoir spécial',
    ]) {
      expect(reason).toContain(words);
    }
  });

  test('Autre: it depends on the act and the recipient, never "ce document convient généralement"', () => {
    expect(levelFor('Autre')).toBe('depends');
    expect(levelFor('Autre', 'À préciser')).toBe('depends');
    expect(VERDICT_LEVEL_TITLES.depends).toBe("Cela dépend de l'acte et de l'interlocuteur");
  });

  test('Finances Personnelles: lenders and investment firms have their own forms and identity checks', () => {
    for (const operation of operationsOf('Finances Personnelles')) {
      expect(levelFor('Finances Personnelles', operation)).toBe('ownProcedure');
      expect(plain(verdictFor({ type: 'Finances Personnelles', authorizedOperations: [operation] })?.reasons.join(' '))).toMatch(
        /propres formulaires et vérifient l'identité/,
      );
    }
  });

  test('several rows: the strictest level heads, every reason follows once, and the bring lists join without repeats', () => {
    const verdict = verdictFor({
      type: 'Immobilière',
      authorizedOperations: ['Gestion de location', 'Vente de propriété', 'Signature de bail'],
    });
    expect(verdict?.title).toBe('Un notaire est nécessaire');
    expect(verdict?.reasons[0]).toMatch(/vente immobilière/);
    expect(verdict?.reasons).toHaveLength(3);
    expect(new Set(verdict?.bring).size).toBe(verdict?.bring.length);
  });
});

describe('every verdict', () => {
  test('carries the calm notice on incapacity, with both alternatives', () => {
    for (const type of PROCURATION_TYPES) expect(verdictFor({ type, authorizedOperations: [] })?.incapacity).toBe(INCAPACITY_NOTICE);
    expect(INCAPACITY_NOTICE).toMatch(/mandat de protection future/);
    expect(INCAPACITY_NOTICE).toMatch(/habilitation familiale/);
    expect(verdictFor({ type: 'Loisirs', authorizedOperations: [] })?.incapacitySources.join(' ')).toMatch(/477 à 494.*494-1 à 494-12/s);
  });

  test('gives nothing for no type or an unknown one', () => {
    expect(verdictFor({ type: '', authorizedOperations: [] })).toBeUndefined();
    expect(verdictFor({ type: 'Inexistant', authorizedOperations: [] })).toBeUndefined();
    expect(verdictFor({ type: 'constructor', authorizedOperations: [] })).toBeUndefined();
  });

  test('names no link the page would fetch', () => {
    expect(everyVerdictText().join(' ')).not.toMatch(/https?:\/\//);
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

  test('names only operations the catalogue offers', () => {
    const offered = Object.values(OPERATIONS_BY_TYPE).flat() as string[];
    for (const operation of OPERATIONS_BEYOND_ADMINISTRATION) expect(offered).toContain(operation);
  });
});
