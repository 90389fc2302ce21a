/**
 * Claims the page and the document must never make (docs/decisions/029 and 042), as patterns over
 * one sentence, so the unit tests scan every notice, verdict and document sentence, and the browser
 * tests the text of the page and of the downloaded PDF.
 */

export interface ForbiddenClaim {
  claim: string;
  /** The sentence makes the claim. */
  makes: (sentence: string) => boolean;
}

/** Words that deny what follows: "n'est pas", "non imposées", "ne … ni". */
const NEGATION = /\b(?:pas|non|ni|jamais|aucune?)\b|\bn'|\bne\b/i;
const REQUIREMENT = /obligatoire|exig|requis|impos|nécessaire|indispensable|\bdoi(?:t|vent)\b|\bfaut\b/i;

export const FORBIDDEN_CLAIMS: readonly ForbiddenClaim[] = [
  {
    claim: 'the drawn signature is an electronic signature',
    makes: (sentence) => /signature (?:électronique|numérique)|signée? électroniquement/i.test(sentence) && !NEGATION.test(sentence),
  },
  {
    claim: '"Bon pour pouvoir" or "Lu et approuvé" is required',
    makes: (sentence) =>
      /bon pour (?:pouvoir|acceptation)|lu et approuvé/i.test(sentence) && REQUIREMENT.test(sentence) && !NEGATION.test(sentence),
  },
  {
    claim: 'the mandataire must be of age, as a rule of law',
    makes: (sentence) => /\bmajeure?s?\b|\b18 ans\b|majorité/i.test(sentence) && /mandataire/i.test(sentence),
  },
  {
    claim: "the procuration survives the mandant's death or covers future incapacity",
    makes: (sentence) =>
      /surviv|survit|au-delà du décès|après (?:le|son|votre) décès|malgré (?:le|son|votre) décès|incapacité future|(?<!mandat de )protection future|en cas d'incapacité|si vous deveniez/i.test(
        sentence,
      ) || /(?:reste|demeure|continue)[^.]*(?:valable|en vigueur)[^.]*(?:décès|tutelle|incapacité)/i.test(sentence),
  },
  {
    claim: 'a bank or an administration must accept it',
    makes: (sentence) =>
      /(?:doi(?:t|vent)|(?:est|sont) tenue?s?|obligée?s?)[^.]*(?:accepter|reconnaître|admettre)/i.test(sentence) ||
      /ne peu(?:t|vent) (?:pas )?(?:la |le |vous )?refuser/i.test(sentence) ||
      /(?:acceptée?|reconnue?|valable|opposable) (?:partout|par tous|par toutes|obligatoirement|de plein droit|auprès de (?:toutes?|tous))/i.test(
        sentence,
      ) ||
      // "Dépôt de garantie" is the deposit of a lease, not a promise.
      /(?<!dépôt de )\bgaranti/i.test(sentence),
  },
  {
    claim: "a bank's own procuration form is an official form",
    makes: (sentence) =>
      /formulaire officiel|formulaire administratif|cerfa/i.test(sentence) && /banc|banque/i.test(sentence) && !NEGATION.test(sentence),
  },
  {
    claim: 'the exit authorisation (AST) for school, outings, care or booking',
    makes: (sentence) =>
      /sortie du territoire|15646/i.test(sentence) &&
      /scolaires?|école|inscription|soins|billets?|réserv|bagages/i.test(sentence) &&
      !NEGATION.test(sentence),
  },
  {
    claim: 'a notary is needed for every estate',
    makes: (sentence) =>
      /succession|héritage/i.test(sentence) &&
      /notaire/i.test(sentence) &&
      (REQUIREMENT.test(sentence) || /toujours|toute/i.test(sentence)) &&
      !/sans notaire|en dessous|petite/i.test(sentence) &&
      !NEGATION.test(sentence),
  },
  {
    claim: '"a gift is made before a notary", forgetting the don manuel',
    makes: (sentence) =>
      /\b(?:une|toute|la) donation (?:se fait|se signe|est faite|doit être faite|passe|exige)[^.]*notaire/i.test(sentence) &&
      !/don manuel/i.test(sentence),
  },
  {
    claim: 'an official form for a medical procuration or the personne de confiance',
    makes: (sentence) =>
      /formulaire officiel|cerfa/i.test(sentence) &&
      /médical|santé|personne de confiance|soins|hospital/i.test(sentence) &&
      !NEGATION.test(sentence),
  },
];

/** The sentences of a text: split after ".", "!", "?" or ";" followed by a space, and at line breaks. */
export function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?;])\s+|\n+/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence !== '');
}

/** Every forbidden claim the text makes, with the sentence that makes it. */
export function forbiddenClaimsIn(text: string): { claim: string; sentence: string }[] {
  return sentencesOf(text).flatMap((sentence) =>
    FORBIDDEN_CLAIMS.filter((forbidden) => forbidden.makes(sentence)).map((forbidden) => ({ claim: forbidden.claim, sentence })),
  );
}
