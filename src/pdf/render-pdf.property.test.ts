/**
 * Whatever a person types, in any supported alphabet and at any length, the PDF is produced, parses,
 * shows every value and keeps every piece of text inside the margins. `npm test` tries a run sized to
 * what it proves and replays every past failure (docs/decisions/136); PDF_PROPERTY_RUNS asks for a deep
 * run (property-runs.test-helper.ts). A failure prints the seed and the path to replay it: add both to
 * PAST_FAILURES once it is fixed.
 */
import fc from 'fast-check';
import { expect, test } from 'vitest';
import { DURATIONS, OPERATION_TO_SPECIFY, OPERATIONS_BY_TYPE, PROCURATION_TYPES, TYPE_OTHER } from '../domain/catalogue.ts';
import {
  ATTORNEY_SIGNATURE_LABEL,
  DRAFT_TITLE,
  DRAFT_UNSIGNED,
  describeProcuration,
  SIGNATURE_LABEL,
  SUBSTITUTION_SENTENCE,
  SUBSTITUTION_SENTENCE_SEVERAL,
} from '../domain/documents/procuration/document.ts';
import { emptyForm, everyPerson, fullName, MAX_PEOPLE_PER_PARTY, peopleOf, type Person, type ProcurationForm } from '../domain/form.ts';
import { CIVILITIES, IDENTITY_DOCUMENTS } from '../domain/person-fields.ts';
import { frenchSpacing } from '../domain/french-typography.ts';
import { normalizePdfText } from '../domain/visible-text.ts';
import { nextStepOf } from '../domain/operation-law.ts';
import { helveticaWidth } from './helvetica-metrics.ts';
import { wrapText } from './text-layout.ts';
import { NOW } from './fixtures.test-helper.ts';
import { signaturePng } from '../domain/test-factory.test-helper.ts';
import { isPageFurniture, linesWithin, POINTS_PER_MM, readPdf } from './read-pdf.test-helper.ts';
import { propertyRun } from './property-runs.test-helper.ts';
import { renderPdf } from './render-pdf.ts';

// Sized to what each run proves, within a test's 60 s on two busy cores (docs/decisions/136).
const FORMS_EVERY_CHANGE = 10;
const TEXTS_EVERY_CHANGE = 1_000;
const FRENCH_FORMS_EVERY_CHANGE = 20;

/** Random forms rendered and read back. */
const FORMS = propertyRun(FORMS_EVERY_CHANGE);
/** Texts wrapped, no PDF made: half a millisecond each under load, against more than a second for a form. */
const TEXTS = propertyRun(TEXTS_EVERY_CHANGE, { deepShare: 5 });
/** Forms of French text rendered and read back, column by column. */
const FRENCH_FORMS = propertyRun(FRENCH_FORMS_EVERY_CHANGE, { deepShare: 0.25 });

/**
 * Past failures, replayed on every run whatever the size: fast-check's seed and path from the failure's
 * report, so each is the one form that failed and costs one PDF (docs/decisions/136).
 */
const PAST_FAILURES: ReadonlyArray<{ seed: number; path: string; found: string }> = [
  // A place of many lines pushed the places to sign off their page: fixed by commit 1bab81d, found at 1,000 forms.
  { seed: 690401654, path: '19', found: 'the places to sign pushed off their page' },
];
const SIGNATURE = signaturePng(200, 80);

/** The supported alphabets, as people type them (composed letters). */
const ALPHABETS = [
  'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789',
  'àâäéèêëîïôöùûüÿçÀÂÉÈÊËÎÏÔÙÛÜŸÇœŒæÆ',
  '«»‘’“”\'"–—…€.,;:!?()/-&@#%+*=°',
  'ĄąĆćĘęŁłŃńÓóŚśŹźŻż',
  'ČčĎďĚěŇňŘřŠšŤťŮůŽžÁáÍíÚúÝý',
  'ĂăÂâÎîȘșȚț',
  'ÇçĞğİıÖöŞşÜü',
  'ĐđƠơƯưẠạẢảẤấẦầẨẩẪẫẬậẮắẰằẸẹẺẻẼẽẾếỀềỂểỄễỆệỈỉỊịỌọỎỏỐốỒồỔổỖỗỘộỚớỜờỞởỠỡỢợỤụỦủỨứỪừỬửỮữỰựỲỳỴỵỶỷỸỹ',
  'ΑΒΓΔΕΖΗΘΙΚΛΜΝΞΟΠΡΣΤΥΦΧΨΩαβγδεζηθικλμνξοπρσςτυφχψωάέήίόύώ',
  'АБВГДЕЁЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯабвгдеёжзийклмнопрстуфхцчшщъыьэюяІіЇїЄєҐґ',
].map((alphabet) => [...alphabet]);
const SPACES = [' ', ' ', ' ', ' ', '\u00A0', '\u202F'];

/** A value from one to `maxLength` characters mixing a few alphabets, not blank, words of any length. */
const value = (maxLength: number) =>
  fc
    .tuple(
      fc.shuffledSubarray(ALPHABETS, { minLength: 1, maxLength: 3 }),
      fc.integer({ min: 1, max: maxLength }),
      fc.integer({ min: 2, max: 40 }),
      fc.infiniteStream(fc.nat()),
    )
    .map(([alphabets, length, wordLength, stream]) => {
      const letters = alphabets.flat();
      const characters: string[] = [];
      const random = stream[Symbol.iterator]();
      const next = () => random.next().value ?? 0;
      while (characters.length < length) {
        const isSpace = characters.length > 0 && characters.length < length - 1 && next() % wordLength === 0;
        const previousIsSpace = SPACES.includes(characters.at(-1) ?? '');
        characters.push(isSpace && !previousIsSpace ? (SPACES[next() % SPACES.length] ?? ' ') : (letters[next() % letters.length] ?? 'a'));
      }
      return characters.join('');
    });

/** Mostly short values, now and then very long ones (up to 5,000 characters). */
const anyValue = fc.oneof(
  { arbitrary: value(40), weight: 12 },
  { arbitrary: value(400), weight: 3 },
  { arbitrary: value(5000), weight: 1 },
);

const date = fc
  .date({ min: new Date(1930, 0, 1), max: new Date(2030, 11, 31), noInvalidDate: true })
  .map((instant) => new Date(instant.getFullYear(), instant.getMonth(), instant.getDate()));

/** Optional fields: empty as often as filled. */
const optionalValue = fc.oneof(fc.constant(''), anyValue);

const person: fc.Arbitrary<Person> = fc
  .record({
    firstName: anyValue,
    lastName: anyValue,
    birthDate: date,
    birthPlace: optionalValue,
    address: anyValue,
    postalCode: anyValue,
    city: anyValue,
    phone: anyValue,
    email: optionalValue,
    idType: fc.constantFrom('', ...IDENTITY_DOCUMENTS.map((document) => document.label)),
    idNumber: anyValue,
    civility: fc.constantFrom('', ...CIVILITIES.map((civility) => civility.label)),
  })
  // A valid form names an identity document by both its type and its number, or not at all.
  .map((typed) => ({ ...typed, idNumber: typed.idType === '' ? '' : typed.idNumber }));

const form: fc.Arbitrary<ProcurationForm> = fc
  .record({
    grantor: person,
    attorney: person,
    otherGrantors: fc.array(person, { maxLength: MAX_PEOPLE_PER_PARTY - 1 }),
    otherAttorneys: fc.array(person, { maxLength: MAX_PEOPLE_PER_PARTY - 1 }),
    attorneysAct: fc.constantFrom('separately' as const, 'together' as const),
    type: fc.constantFrom(...PROCURATION_TYPES),
    customType: anyValue,
    duration: fc.constantFrom(...DURATIONS),
    startDate: date,
    endDate: date,
    customOperation: anyValue,
    objectDetails: optionalValue,
    signaturePlace: fc.oneof(fc.constant(null), anyValue),
    attorneySignatureBlock: fc.boolean(),
    substitutionAllowed: fc.boolean(),
    remuneration: optionalValue,
    handDated: fc.boolean(),
    operationSeed: fc.array(fc.boolean(), { minLength: 7, maxLength: 7 }),
    everyoneDraws: fc.boolean(),
  })
  .map(({ type, operationSeed, customType, customOperation, everyoneDraws, ...rest }) => {
    const offered: readonly string[] = OPERATIONS_BY_TYPE[type];
    const ticked = offered.filter((_operation, index) => operationSeed[index]);
    const authorizedOperations = ticked.length > 0 ? ticked : [offered[0] ?? OPERATION_TO_SPECIFY];
    return {
      ...rest,
      type,
      customType: type === TYPE_OTHER ? customType : '',
      authorizedOperations,
      customOperation: authorizedOperations.includes(OPERATION_TO_SPECIFY) ? customOperation : '',
      signature: SIGNATURE,
      // Each other signatory's place holds a drawing too, or none does (docs/decisions/099).
      cosignatures: everyoneDraws
        ? Object.fromEntries(
            everyPerson({ ...emptyForm(), ...rest })
              .filter(({ slot }) => slot !== 'grantor')
              .map(({ slot }) => [slot, SIGNATURE]),
          )
        : {},
      acceptances: {},
    };
  });

/** Longer than any real name: a several-person form with such names may sign over two pages. */
const ORDINARY_NAME_LENGTH = 100;

/** What the person typed, as it must read back: spaces play no part (lines break at them). */
const comparable = (text: string) => normalizePdfText(text).replace(/[\s\u00A0]/g, '');

function typedValues(typed: ProcurationForm): string[] {
  const personValues = (p: Person) => [
    p.firstName,
    p.lastName,
    p.birthPlace,
    p.address,
    p.postalCode,
    p.city,
    p.phone,
    p.email,
    p.idNumber,
  ];
  return [
    ...peopleOf(typed, 'grantor').flatMap(personValues),
    ...peopleOf(typed, 'attorney').flatMap(personValues),
    typed.customType,
    typed.customOperation,
    typed.objectDetails,
    typed.signaturePlace ?? '',
    typed.remuneration,
  ]
    .map((text) => text.trim())
    .filter((text) => text !== '');
}

const LEFT_MARGIN = 20 * POINTS_PER_MM - 0.01;
const RIGHT_MARGIN = 190 * POINTS_PER_MM + 0.01;

/** Any valid form, with or without the signature: the PDF parses, shows every typed value and stays inside the margins. */
const anyFormPrints = fc.asyncProperty(form, fc.boolean(), async (typed, withSignature) => {
  const bytes = await renderPdf(describeProcuration(typed, { today: NOW, withSignature }), { now: NOW });
  const pdf = await readPdf(bytes, { images: false });
  expect(pdf.pages.length).toBeGreaterThanOrEqual(1);
  // A notary's act makes the paper a draft for the notary (docs/decisions/106).
  expect(pdf.info.title).toBe(nextStepOf(typed) === 'notary' ? DRAFT_TITLE : 'Procuration');
  const text = comparable(pdf.lines.filter((line) => !isPageFurniture(line)).join(''));
  for (const typedValue of typedValues(typed)) expect(text).toContain(comparable(typedValue));
  const substitution = typed.otherAttorneys.length > 0 ? SUBSTITUTION_SENTENCE_SEVERAL : SUBSTITUTION_SENTENCE;
  expect(text.includes(comparable(substitution))).toBe(typed.substitutionAllowed);
  // Every signature block on one page: one per mandant, and one per mandataire when asked.
  for (const page of pdf.pages) {
    for (const item of page.items) {
      expect(item.x, item.text).toBeGreaterThanOrEqual(LEFT_MARGIN);
      expect(item.x + item.width, item.text).toBeLessThanOrEqual(RIGHT_MARGIN);
    }
  }
  // Labels side by side read as one line: count them in the page's text.
  const count = (page: { lines: string[] }, label: string) => page.lines.join('\n').split(label.replace(/\s:$/, '')).length - 1;
  const signing = pdf.pages.filter((page) => count(page, SIGNATURE_LABEL) > 0);
  // Several people: each label names its person, so names of thousands of characters (far past
  // the stored bound) may push the places to sign over two pages; ordinary names never do.
  // A notary's project has no place to sign: it says it is unsigned (docs/decisions/177).
  if (nextStepOf(typed) === 'notary') {
    expect(signing).toHaveLength(0);
    expect(text).toContain(comparable(DRAFT_UNSIGNED));
    return;
  }
  const people = [...peopleOf(typed, 'grantor'), ...peopleOf(typed, 'attorney')];
  if (people.length > 2 && people.some((person) => fullName(person).length > ORDINARY_NAME_LENGTH)) return;
  expect(signing).toHaveLength(1);
  expect(count(signing[0] ?? { lines: [] }, SIGNATURE_LABEL)).toBe(1 + typed.otherGrantors.length);
  expect(count(signing[0] ?? { lines: [] }, ATTORNEY_SIGNATURE_LABEL)).toBe(
    typed.attorneySignatureBlock ? 1 + typed.otherAttorneys.length : 0,
  );
});

test(
  `any valid form gives a PDF that parses, shows every typed value and stays inside the margins (${FORMS.runs} forms)`,
  { timeout: FORMS.timeout },
  async () => {
    await fc.assert(anyFormPrints, { numRuns: FORMS.runs, endOnFailure: true });
  },
);

for (const { seed, path, found } of PAST_FAILURES) {
  // One form, but a long one: the forms' own limit, as a loaded machine may take minutes (it did on a busy CI).
  test(`the past failure of seed ${seed}, path ${path} (${found}), prints right`, { timeout: FORMS.timeout }, async () => {
    // One run: with a path of one step, fast-check would otherwise go on to the forms after it.
    await fc.assert(anyFormPrints, { seed, path, numRuns: 1, endOnFailure: true });
  });
}

/** Words of French text and the marks French typography holds to them, as people type them: with ordinary spaces. */
const FRENCH_WORDS = ['le', 'compte', 'numéro', 'Crédit', 'agence', 'véhicule', 'appartement', 'Saint-Étienne', 'référence'];
const HELD_MARKS = [':', ';', '!', '?', '«', '»', 'n°', 'N°', '06', '12', '34', 'FR76', '3000', '6000'];
const frenchText = (maxWords: number) =>
  fc
    .tuple(
      fc.constantFrom(...FRENCH_WORDS),
      // A mark, when there is one, comes between words, as in written text.
      fc.array(fc.tuple(fc.option(fc.constantFrom(...HELD_MARKS)), fc.constantFrom(...FRENCH_WORDS)), { maxLength: maxWords }),
    )
    .map(([first, rest]) => [first, ...rest.flatMap(([mark, word]) => (mark === null ? [word] : [mark, word]))].join(' '));

/** A line never ends with « or "n°", and never starts with : ; ! ? or » (French typography). */
function expectFrenchBreaks(lines: readonly string[]): void {
  for (const line of lines) {
    expect(line, `line ends with « or n°: ${line}`).not.toMatch(/(?:«|[nN]°)$/);
    expect(line, `line starts with French punctuation: ${line}`).not.toMatch(/^[:;!?»]/);
  }
}

test(
  `lines never break at a French no-break space, whatever the text and the width (${TEXTS.runs} texts)`,
  { timeout: TEXTS.timeout },
  () => {
    const mm = (ems: number) => (ems * 11) / POINTS_PER_MM;
    fc.assert(
      fc.property(frenchText(80), fc.integer({ min: 30, max: 170 }), (typed, width) => {
        const lines = wrapText(frenchSpacing(normalizePdfText(typed)), width, 'regular', (piece, face) =>
          mm(helveticaWidth(piece, face === 'bold')),
        );
        expectFrenchBreaks(lines.map((line) => line.runs.map((run) => run.text).join('')));
      }),
      { numRuns: TEXTS.runs },
    );
  },
);

const frenchValue = fc.oneof({ arbitrary: frenchText(6), weight: 3 }, { arbitrary: frenchText(120), weight: 1 });
/** Every value in Helvetica: each line of the PDF is then one piece of text, from its own column. */
const frenchPerson = person.chain((base) =>
  fc
    .record({
      firstName: frenchValue,
      lastName: frenchValue,
      birthPlace: fc.oneof(fc.constant(''), frenchValue),
      address: frenchValue,
      postalCode: frenchValue,
      city: frenchValue,
      phone: frenchValue,
      email: fc.oneof(fc.constant(''), frenchValue),
      idNumber: frenchValue,
    })
    .map((values) => ({ ...base, ...values, idNumber: base.idType === '' ? '' : values.idNumber })),
);
const frenchForm = fc
  .tuple(form, frenchPerson, frenchPerson, frenchValue, fc.oneof(fc.constant(''), frenchValue), fc.oneof(fc.constant(null), frenchValue))
  .map(([base, grantor, attorney, customOperation, objectDetails, signaturePlace]) => ({
    ...base,
    signaturePlace,
    grantor,
    attorney,
    // One person on each side: the lines of one column then come from one person's values.
    otherGrantors: [],
    otherAttorneys: [],
    remuneration: objectDetails,
    type: TYPE_OTHER,
    customType: 'Succession',
    authorizedOperations: [OPERATION_TO_SPECIFY],
    customOperation,
    objectDetails,
  }));

test(
  `on the paper of any form, no line ends with « or "n°" nor starts with : ; ! ? » (${FRENCH_FORMS.runs} forms)`,
  { timeout: FRENCH_FORMS.timeout },
  async () => {
    const middle = 105 * POINTS_PER_MM;
    await fc.assert(
      fc.asyncProperty(frenchForm, async (typed) => {
        const bytes = await renderPdf(describeProcuration(typed, { today: NOW, withSignature: false }), { now: NOW });
        const pdf = await readPdf(bytes, { images: false });
        for (const page of pdf.pages) {
          // The two parties stand side by side: each column's lines apart.
          const columns = [...linesWithin(page, 0, middle), ...linesWithin(page, middle, Infinity)];
          expectFrenchBreaks(columns.filter((line) => !isPageFurniture(line)));
        }
      }),
      { numRuns: FRENCH_FORMS.runs, endOnFailure: true },
    );
  },
);
