/**
 * The verdict module joins the rows of the legal content files (docs/decisions/042, 070). These tests
 * name rows by key (type, operation) and never copy their words: the words are the lawyer's, checked by
 * the schema test and read in the review sheet.
 */
import { describe, expect, test } from 'vitest';
import { levelTitle, passageOf, sourceTitle, typeLawOf, verdictRowOf } from '../../scripts/legal/legal-content.test-helper.ts';
import { OPERATIONS_BY_TYPE, PROCURATION_TYPES, type ProcurationType } from './catalogue.ts';
import { emptyPerson } from './form.ts';
import { bringText, identityOf, isCompanyOnly, isCompanyRegistration, isSignedPaper } from './legal-content/bring-item.ts';
import { fillText } from './legal-content/fill-text.ts';
import {
  companyBring,
  everyVerdictRow,
  everyVerdictText,
  GENERAL_TERMS_RULE,
  INCAPACITY_NOTICE,
  TYPE_VERDICTS,
  type VerdictLevel,
  VERDICT_LEVEL_TITLES,
  verdictFor,
} from './type-verdicts.ts';

const rows = everyVerdictRow();
const operationsOf = (type: ProcurationType): readonly string[] => OPERATIONS_BY_TYPE[type];
const levelFor = (type: ProcurationType, ...operations: string[]): VerdictLevel | undefined =>
  verdictFor({ type, authorizedOperations: operations })?.level;

describe('the table, type × operation', () => {
  test('has one entry per type of specification §3, and one row per operation of the catalogue', () => {
    expect(Object.keys(TYPE_VERDICTS).sort()).toEqual([...PROCURATION_TYPES].sort());
    for (const type of PROCURATION_TYPES)
      expect(Object.keys(TYPE_VERDICTS[type].operations).sort()).toEqual([...operationsOf(type)].sort());
    const operationCount = PROCURATION_TYPES.reduce((count, type) => count + operationsOf(type).length, 0);
    expect(rows).toHaveLength(PROCURATION_TYPES.length + operationCount);
  });

  test.each(rows.map((placed) => [`${placed.type} × ${placed.operation ?? '(rien de coché)'}`, placed] as const))(
    '%s has paragraphs that are sentences, a list to bring, and a route when the level names one',
    (_name, { row }) => {
      for (const paragraph of row.says) expect(paragraph).toMatch(/^[A-ZÀ-Ý].*\.$/s);
      for (const item of row.bring) expect(item).toMatch(/^[a-zà-ÿ]/);
      if (row.level === 'officialForm' || row.level === 'notary') expect(row.route?.length ?? 0).toBeGreaterThan(10);
    },
  );

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

  test('the verdict says the paragraphs, route, list and sources of the ticked row, with the level’s title', () => {
    const verdict = verdictFor({ type: 'Immobilière', authorizedOperations: ['Vente de propriété'] });
    const row = verdictRowOf('Immobilière', 'Vente de propriété');
    expect(verdict?.title).toBe(levelTitle('notary'));
    expect(verdict?.reasons).toEqual(row.says);
    expect(verdict?.route).toBe(row.route);
    expect(verdict?.bring).toEqual((row.bring ?? []).filter((item) => !isCompanyOnly(item)).map(bringText));
    expect(verdict?.sources).toEqual(row.sources.map(sourceTitle));
    expect(verdict?.sources).toContain(sourceTitle('code-civil-logement-famille'));
  });

  test('nothing ticked: the type’s own row speaks', () => {
    const always = (typeLawOf('Enfants').always ?? []).map((passage) => passage.text);
    expect(verdictFor({ type: 'Enfants', authorizedOperations: [] })?.reasons).toEqual([...verdictRowOf('Enfants').says, ...always]);
    expect(levelFor('Dons et Héritages')).toBe(verdictRowOf('Dons et Héritages').level);
  });

  test('a paragraph two ticked operations share is said once (Enfants, Bancaire)', () => {
    const children = verdictFor({ type: 'Enfants', authorizedOperations: ['Inscription scolaire', 'Soins médicaux'] });
    expect(children?.reasons).toEqual([
      ...new Set([...verdictRowOf('Enfants', 'Inscription scolaire').says, ...verdictRowOf('Enfants', 'Soins médicaux').says]),
      ...(typeLawOf('Enfants').always ?? []).map((passage) => passage.text),
    ]);
    expect(children?.reasons.length).toBe(3);
    const bank = verdictFor({ type: 'Bancaire', authorizedOperations: ["Retrait d'argent", 'Ouverture/fermeture de compte'] });
    expect(bank?.reasons).toEqual(verdictRowOf('Bancaire', 'Ouverture/fermeture de compte').says);
    for (const verdict of [children, bank]) expect(new Set(verdict?.reasons).size).toBe(verdict?.reasons.length);
  });

  test('the rows the issue found saying too much no longer head with "convient généralement"', () => {
    expect(levelFor('Administrative', "Déclaration d'impôts")).toBe('otherRoute');
    expect(levelFor('Juridique', 'Représentation en justice')).toBe('otherRoute');
    expect(levelFor('Juridique', 'Représentation en justice')).not.toBe('suitable');
    expect(verdictRowOf('Juridique', 'Représentation en justice').sources).toEqual(
      expect.arrayContaining(['code-procedure-civile-tribunal-judiciaire', 'code-procedure-civile-tribunal-commerce']),
    );
    expect(verdictRowOf('Véhicules', 'Vente de véhicule').sources).toContain('sp-vente-vehicule');
    expect(verdictRowOf('Dons et Héritages', 'Gestion de dons').sources).toEqual(
      expect.arrayContaining(['code-civil-donation', 'code-impots-don-manuel']),
    );
  });

  test('Enfants: no operation has the official-form level; Voyages: booking, lodging and luggage are suitable', () => {
    for (const operation of operationsOf('Enfants')) expect(levelFor('Enfants', operation), operation).not.toBe('officialForm');
    for (const operation of operationsOf('Voyages')) expect(levelFor('Voyages', operation), operation).toBe('suitable');
  });

  test.each(['Voyages', 'Enfants'] as const)(
    '%s: every row, ticked or not, says the minor’s authorisation to leave France with its route and sources (issue 55)',
    (type) => {
      const [authorisation] = typeLawOf(type).always ?? [];
      expect(authorisation?.text).toMatch(/Cerfa n°\u00a015646/);
      for (const operations of [[], ...operationsOf(type).map((operation) => [operation]), [...operationsOf(type)]]) {
        const verdict = verdictFor({ type, authorizedOperations: operations });
        expect(verdict?.reasons, operations.join()).toContain(authorisation?.text);
        expect(verdict?.route, operations.join()).toContain(authorisation?.route);
        for (const id of ['code-civil-sortie-territoire', 'decret-sortie-territoire', 'sp-autorisation-sortie-territoire'])
          expect(verdict?.sources, operations.join()).toContain(sourceTitle(id));
        expect(
          verdict?.reasons.filter((reason) => reason.includes('15646')),
          operations.join(),
        ).toHaveLength(1);
      }
    },
  );

  test('Services Publics, nothing ticked or « Changement d’adresse »: La Poste’s own procuration and its mail-forwarding contract (issue 55)', () => {
    for (const operations of [[], ["Changement d'adresse"]]) {
      const verdict = verdictFor({ type: 'Services Publics', authorizedOperations: operations });
      const row = verdictRowOf('Services Publics', operations[0]);
      expect(verdict?.level).toBe('depends');
      expect(verdict?.reasons).toEqual(row.says);
      expect(row.says.filter((paragraph) => paragraph.includes('La Poste'))).toHaveLength(2);
    }
  });

  test('a dispute settled and a portfolio sold need an express power: the rule of art. 1988, with art. 1989 and the regulated mandate (issue 55)', () => {
    const dispute = verdictFor({ type: 'Juridique', authorizedOperations: ['Gestion de litiges'] });
    const portfolio = verdictFor({ type: 'Finances Personnelles', authorizedOperations: ["Gestion de portefeuille d'investissement"] });
    for (const verdict of [dispute, portfolio]) expect(verdict?.generalTermsRule).toBe(GENERAL_TERMS_RULE);
    expect(dispute?.sources).toEqual(
      expect.arrayContaining(['code-civil-mandat-expres', 'code-civil-transaction-mandat'].map(sourceTitle)),
    );
    expect(portfolio?.sources).toContain(sourceTitle('code-monetaire-gestion-portefeuille'));
    expect(verdictFor({ type: 'Finances Personnelles', authorizedOperations: ['Demande de prêt'] })?.sources).toContain(
      sourceTitle('code-civil-hypotheque-notariee'),
    );
    expect(verdictFor({ type: 'Assurances', authorizedOperations: ['Souscription à une assurance'] })?.sources).toContain(
      sourceTitle('code-assurances-beneficiaire'),
    );
  });

  test('Bancaire with a company or an association as mandant: the professional sentence in place of the personal one (issue 55)', () => {
    const { instead, text } = typeLawOf('Bancaire').forCompany!;
    for (const legalForm of ['SAS', 'Association']) {
      for (const operations of [[], ...operationsOf('Bancaire').map((operation) => [operation])]) {
        const grantor = { mandantKind: 'company' as const, legalForm };
        const verdict = verdictFor({ type: 'Bancaire', authorizedOperations: operations, grantor });
        expect(verdict?.reasons, operations.join()).toContain(text);
        expect(verdict?.reasons, operations.join()).not.toContain(instead);
      }
    }
    expect(verdictFor({ type: 'Bancaire', authorizedOperations: [], grantor: { mandantKind: 'person' } })?.reasons).toContain(instead);
  });

  test('every source is listed once per verdict, the habilitation familiale and the mandat de protection future too (issue 55)', () => {
    for (const type of PROCURATION_TYPES) {
      for (const operations of [[], ...operationsOf(type).map((operation) => [operation]), [...operationsOf(type)]]) {
        const verdict = verdictFor({ type, authorizedOperations: operations })!;
        const listed = [...verdict.sources, ...verdict.incapacitySources];
        expect(new Set(listed).size, `${type} × ${operations.join()}`).toBe(listed.length);
      }
    }
    const taxes = verdictFor({ type: 'Administrative', authorizedOperations: ["Déclaration d'impôts"] })!;
    expect([...taxes.sources, ...taxes.incapacitySources]).toContain(sourceTitle('code-civil-habilitation-familiale'));
  });

  test('Bancaire: the bank’s own procedure for every operation; with substitution ticked, a caution and its sources', () => {
    for (const operation of operationsOf('Bancaire')) expect(levelFor('Bancaire', operation), operation).toBe('ownProcedure');
    expect(verdictFor({ type: 'Bancaire', authorizedOperations: [], substitutionAllowed: false })?.caution).toBeUndefined();
    const substituted = verdictFor({ type: 'Bancaire', authorizedOperations: [], substitutionAllowed: true });
    expect(substituted?.caution).toBe(typeLawOf('Bancaire').substitutionCaution?.text);
    expect(substituted?.sources).toContain(sourceTitle('code-civil-substitution'));
    expect(verdictFor({ type: 'Loisirs', authorizedOperations: [], substitutionAllowed: true })?.caution).toBeUndefined();
  });

  test('Électorale: voting goes through the official route; Médicale: medical decisions go another way, never an official form', () => {
    expect(levelFor('Électorale', 'Voter en mon nom')).toBe('officialForm');
    expect(verdictFor({ type: 'Électorale', authorizedOperations: ['Voter en mon nom'] })?.route).toBe(
      verdictRowOf('Électorale', 'Voter en mon nom').route,
    );
    for (const operation of operationsOf('Médicale')) expect(levelFor('Médicale', operation), operation).not.toBe('officialForm');
    expect(levelFor('Médicale', 'Prise de décision médicale')).toBe('otherRoute');
  });

  test('Dons et Héritages: a gift does not always need a notary; an estate and signing before one do (docs/decisions/106)', () => {
    expect(levelFor('Dons et Héritages', 'Gestion de dons')).not.toBe('notary');
    expect(levelFor('Dons et Héritages', "Gestion d'héritage")).toBe('notary');
    expect(levelFor('Dons et Héritages', 'Signature de documents notariés')).toBe('notary');
  });

  test('Autre: it depends on the act and the recipient, never "ce document convient généralement"', () => {
    expect(levelFor('Autre')).toBe('depends');
    expect(levelFor('Autre', 'À préciser')).toBe('depends');
  });

  test('several rows: the strictest level heads, its paragraphs first, and the bring lists join without repeats', () => {
    const verdict = verdictFor({
      type: 'Immobilière',
      authorizedOperations: ['Gestion de location', 'Vente de propriété', 'Signature de bail'],
    });
    expect(verdict?.title).toBe(VERDICT_LEVEL_TITLES.notary);
    expect(verdict?.reasons.slice(0, 2)).toEqual(verdictRowOf('Immobilière', 'Vente de propriété').says);
    expect(new Set(verdict?.bring).size).toBe(verdict?.bring.length);
  });
});

describe('every verdict', () => {
  test('carries the notice on incapacity with its sources, and the day the sources were checked, in words', () => {
    for (const type of PROCURATION_TYPES) expect(verdictFor({ type, authorizedOperations: [] })?.incapacity).toBe(INCAPACITY_NOTICE);
    expect(INCAPACITY_NOTICE).toBe(passageOf('incapacity').text);
    const verdict = verdictFor({ type: 'Loisirs', authorizedOperations: [] });
    expect(verdict?.incapacitySources).toEqual(passageOf('incapacity').sources.map(sourceTitle));
    expect(verdict?.checked).toBe(verdictRowOf('Loisirs').checked);
    expect(verdict?.checkedText).toMatch(/^\d{1,2}\u00a0[a-zéû]+\u00a0\d{4}$/);
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
  test('is added for Autre whatever is ticked, and when a ticked operation goes beyond administration, and only then', () => {
    expect(verdictFor({ type: 'Autre', authorizedOperations: [] })?.generalTermsRule).toBe(GENERAL_TERMS_RULE);
    expect(verdictFor({ type: 'Autre', authorizedOperations: ['À préciser'] })?.generalTermsRule).toBe(GENERAL_TERMS_RULE);
    expect(verdictFor({ type: 'Véhicules', authorizedOperations: ['Passage au contrôle technique'] })?.generalTermsRule).toBeUndefined();
    expect(verdictFor({ type: 'Véhicules', authorizedOperations: ['Vente de véhicule'] })?.generalTermsRule).toBe(GENERAL_TERMS_RULE);
    expect(GENERAL_TERMS_RULE).toBe(passageOf('generalTermsRule').text);
  });
});

describe('« À apporter » for a company mandant (docs/decisions/147)', () => {
  const company = { mandantKind: 'company' as const, legalForm: 'SCI' };
  const association = { mandantKind: 'company' as const, legalForm: 'Association' };

  test('a person brings nothing more', () => {
    expect(companyBring([{}, { mandantKind: 'person' }])).toEqual([]);
  });

  test("a company brings its extract Kbis and its representative's power; an association, its registration", () => {
    expect(companyBring([company])).toEqual([passageOf('companyBringRegistration').text, passageOf('companyBringPowers').text]);
    expect(companyBring([association])).toEqual([passageOf('associationBringRegistration').text, passageOf('companyBringPowers').text]);
    // Two companies and a person: each proof once, the power once.
    expect(companyBring([company, {}, association, company])).toEqual([
      passageOf('companyBringRegistration').text,
      passageOf('associationBringRegistration').text,
      passageOf('companyBringPowers').text,
    ]);
  });

  test('the three months of a Kbis are said as a custom, never as a requirement', () => {
    const kbis = passageOf('companyBringRegistration').text;
    expect(kbis).toMatch(/souvent/u);
    expect(kbis).toMatch(/trois\s+mois/u);
    expect(kbis).toMatch(/usage/u);
    expect(kbis).not.toMatch(/obligatoire|exig|\bdoit\b|\bdoivent\b|requis/u);
  });
});

describe('the verdict for a company mandant (docs/decisions/147)', () => {
  const company = { ...emptyPerson(), mandantKind: 'company' as const, legalForm: 'SCI' };
  const form = { type: 'Bancaire', authorizedOperations: ['Consultation de solde'] };

  test('says, after the rows, that its legal representative gives the power, with its sources', () => {
    const passage = passageOf('companyMandant');
    const verdict = verdictFor({ ...form, grantor: company, otherGrantors: [] });
    expect(verdict?.reasons.at(-1)).toBe(passage.text);
    for (const source of passage.sources) expect(verdict?.sources).toContain(sourceTitle(source));
    // Also when the company is a second mandant.
    expect(verdictFor({ ...form, grantor: emptyPerson(), otherGrantors: [company] })?.reasons).toContain(passage.text);
  });

  test('says nothing of it for people, nor when the mandants are not known', () => {
    const text = passageOf('companyMandant').text;
    expect(verdictFor({ ...form, grantor: emptyPerson(), otherGrantors: [emptyPerson()] })?.reasons).not.toContain(text);
    expect(verdictFor(form)?.reasons).not.toContain(text);
  });
});

describe('« À apporter » says the proof that a company exists once (docs/decisions/147)', () => {
  const company = { ...emptyPerson(), mandantKind: 'company' as const, legalForm: 'SCI' };
  const account = { type: 'Entreprises', authorizedOperations: ['Gestion de compte professionnel'] };
  const items = verdictRowOf('Entreprises', 'Gestion de compte professionnel').bring ?? [];
  const registration = items.filter(isCompanyRegistration).map(bringText);
  const kbis = passageOf('companyBringRegistration').text;

  test('the row of a professional account marks its proof of registration as the company’s', () => {
    expect(registration).toHaveLength(1);
  });

  test('for a person, the row lists its own proof of registration', () => {
    const bring = verdictFor({ ...account, grantor: emptyPerson(), otherGrantors: [] })?.bring;
    expect(bring).toEqual(items.map(bringText));
    expect(bring).not.toContain(kbis);
  });

  test("for a company, its extract Kbis stands in the row's proof's place: the row's other items, then the company's, each once", () => {
    const bring = verdictFor({ ...account, grantor: company, otherGrantors: [] })?.bring;
    expect(bring).toEqual([...items.filter((item) => !isCompanyRegistration(item)).map(bringText), ...companyBring([company])]);
    expect(bring).not.toContain(registration[0]);
    expect(bring?.filter((item) => item === kbis)).toHaveLength(1);
    // A company as the second mandant, beside a person, likewise.
    expect(verdictFor({ ...account, grantor: emptyPerson(), otherGrantors: [company] })?.bring).toEqual(bring);
  });

  test('on every row, a company never gets a proof of registration marked as one, and a person always does', () => {
    for (const { type, operation, row } of everyVerdictRow()) {
      if (row.companyRegistration.length === 0) continue;
      const form = { type, authorizedOperations: operation === undefined ? [] : [operation] };
      const forCompany = verdictFor({ ...form, grantor: company, otherGrantors: [] })?.bring ?? [];
      const forPerson = verdictFor({ ...form, grantor: emptyPerson(), otherGrantors: [] })?.bring ?? [];
      for (const item of row.companyRegistration) {
        expect(forCompany, `${type} › ${operation ?? 'nothingTicked'}`).not.toContain(item);
        expect(forPerson, `${type} › ${operation ?? 'nothingTicked'}`).toContain(item);
      }
    }
  });
});

describe('« À apporter » says each thing once, and what the paper is for (docs/decisions/177, 178)', () => {
  const person = emptyPerson();
  const association = { ...emptyPerson(), mandantKind: 'company' as const, legalForm: 'Association' };
  const sci = { ...emptyPerson(), mandantKind: 'company' as const, legalForm: 'SCI' };
  const identityLines = (bring: readonly string[] | undefined) => (bring ?? []).filter((item) => /pièces? d'identité/.test(item));

  test("on every row, a notary's project never asks for the signed original", () => {
    for (const { type, operation, row } of everyVerdictRow()) {
      const form = { type, authorizedOperations: operation === undefined ? [] : [operation] };
      const verdict = verdictFor(form);
      if (verdict?.level !== 'notary') continue;
      for (const item of row.items.filter(isSignedPaper))
        expect(verdict.bring, `${type} › ${operation ?? ''}`).not.toContain(bringText(item));
    }
  });

  test('two rows that each ask for identity documents give one line; several people are each named on it', () => {
    const ticked = { type: 'Médicale', authorizedOperations: ['Récupération de médicaments'] };
    expect(identityLines(verdictFor(ticked)?.bring)).toHaveLength(1);
    const signatories = ['Jean Dupont', 'Claire Dupont', 'Élodie Martin'];
    const several = verdictFor({ ...ticked, grantor: person, otherGrantors: [person], signatories });
    expect(identityLines(several?.bring)).toEqual([fillText(passageOf('identityBringEach').text, { names: signatories.join(', ') })]);
  });

  test('co-holders of an account: « de chaque titulaire »', () => {
    const signatories = ['Jean Dupont', 'Claire Dupont', 'Élodie Martin'];
    const bring = verdictFor({
      type: 'Bancaire',
      authorizedOperations: ['Gestion de compte'],
      grantor: person,
      otherGrantors: [person],
      signatories,
    })?.bring;
    expect(identityLines(bring)).toEqual([fillText(passageOf('identityBringCoHolders').text, { names: signatories.join(', ') })]);
  });

  test("an association's account: its representative named with their capacity, and the decision that designates who operates it", () => {
    const signatories = ['Marc Petit (président)', 'Paul Martin'];
    const bring = verdictFor({
      type: 'Bancaire',
      authorizedOperations: ['Gestion de compte'],
      grantor: association,
      otherGrantors: [],
      signatories,
    })?.bring;
    expect(identityLines(bring)).toEqual([fillText(passageOf('identityBringEach').text, { names: signatories.join(', ') })]);
    expect(bring).toContain(passageOf('associationBringAccountDecision').text);
    expect(bring).toContain(passageOf('associationBringRegistration').text);
    expect(bring).toContain(passageOf('companyBringPowers').text);
  });

  test("a company selling a property: the associates' decision, which a person is never asked for", () => {
    const sale = { type: 'Immobilière', authorizedOperations: ['Vente de propriété'] };
    const decision = (verdictRowOf('Immobilière', 'Vente de propriété').bring ?? []).filter(isCompanyOnly).map(bringText);
    expect(decision).toHaveLength(1);
    expect(
      verdictFor({ ...sale, grantor: sci, otherGrantors: [], signatories: ['Jeanne Lefèvre (gérante)', 'Paul Martin'] })?.bring,
    ).toContain(decision[0]);
    expect(verdictFor({ ...sale, grantor: person, otherGrantors: [] })?.bring).not.toContain(decision[0]);
  });

  test('every identity item of the content is marked as one', () => {
    for (const { type, operation, row } of everyVerdictRow()) {
      for (const item of row.items) {
        if (/pièces? d'identité (du|des|de la copie)/.test(bringText(item)))
          expect(identityOf(item), `${type} › ${operation ?? ''}`).toBeDefined();
      }
    }
  });
});
