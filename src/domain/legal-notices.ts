/**
 * Short notices the page shows beside the controls they concern. Informative, never blocking. Each
 * cites its source. The verdict under the type, which replaced the notices by type, lives in
 * type-verdicts.ts (docs/decisions/029, 042).
 */

// Règlement (UE) n° 910/2014 « eIDAS », art. 3 et 25 : seule la signature électronique qualifiée a
// l'effet juridique d'une signature manuscrite ; une image de signature n'en est pas une. The same
// advice as the message after the PDF is made (made-message.ts, docs/decisions/066).
export const SIGNATURE_NOTICE =
  "Une signature dessinée puis insérée dans un PDF n'est pas une signature électronique qualifiée\u00a0: le papier imprimé la porte comme une image. Si l'organisme demande une signature à l'encre, générez le PDF sans signature et signez le papier.";

// Code civil, art. 1984, al. 2 : « Le contrat ne se forme que par l'acceptation du mandataire » ;
// art. 1985, al. 2 : l'acceptation peut aussi être tacite, d'où « en garde la trace », pas « est
// exigée ». Les mentions manuscrites sont d'usage : Cass. 1re civ., 27 janvier 1993 (la mention
// « Bon pour pouvoir » n'est pas requise pour un mandat) ; la mention « bon pour » n'a plus de
// portée légale depuis la loi n° 80-525 du 12 juillet 1980.
export const ATTORNEY_SIGNATURE_HINT =
  "Le mandat se forme quand le mandataire l'accepte : sa signature en garde la trace. Les mentions « Bon pour pouvoir » et « Bon pour acceptation » sont d'usage, non imposées par la loi.";

// Code civil, art. 1994 : le mandataire peut se substituer quelqu'un ; le pouvoir de le faire,
// donné sans désigner de personne, limite sa responsabilité au choix du remplaçant.
export const SUBSTITUTION_HINT =
  'Cochée, le document autorise le mandataire à se faire remplacer par une personne de son choix pour tout ou partie des opérations (article 1994 du Code civil).';

/** Under each person card's title: who this person is, in plain words. */
export const PARTY_ROLE_LINES = {
  grantor: 'vous, qui donnez le pouvoir',
  attorney: 'la personne qui agira pour vous',
} as const;

/** The name of the landmark at the top of the page that holds the explanation and the disclaimer. */
export const ABOUT_THIS_SERVICE = 'À propos de ce service';

/** The heading of the short explanation at the top of the page. */
export const WHAT_IS_A_PROCURATION_TITLE = "Qu'est-ce qu'une procuration ?";

/** What the document can and cannot do, one paragraph each. */
export const WHAT_IS_A_PROCURATION = [
  // Code civil, art. 1984 (le mandat) et 1998 (le mandant est tenu des engagements pris par le
  // mandataire dans les limites du pouvoir donné). Checked 2026-11-24.
  "Une procuration est un écrit par lequel vous, le mandant, donnez à une personne de confiance, le mandataire, le pouvoir d'agir en votre nom pour les actes que vous indiquez. Ce qu'elle fait dans ces limites vous engage.",
  // Code civil, art. 1988 (mandat exprès pour les actes de propriété) ; CSP L1111-6 (personne de
  // confiance) ; Code électoral L71 (procuration de vote). Checked 2026-11-24.
  "Elle ne remplace pas tout : rédigée en termes généraux, elle ne couvre que les actes d'administration ; certains actes demandent un notaire ou un formulaire officiel, et chaque organisme peut avoir sa propre procédure. Elle ne permet ni de décider de vos soins à votre place, ni de voter pour vous.",
  // Code civil, art. 2003 (fin du mandat : révocation, décès, tutelle) et 2004 (révocation à tout
  // moment). Checked 2026-11-24.
  "Vous pouvez la révoquer à tout moment ; elle prend fin aussi à la date prévue, ou par le décès ou la mise sous tutelle de l'un ou de l'autre.",
] as const;

/** The page's disclaimer, in view at the top of the page, in the explanation and on the mentions légales page. */
export const NO_LEGAL_ADVICE =
  'Ce service aide à rédiger un document ; il ne donne pas de conseil juridique. Pour un cas particulier, adressez-vous à un notaire, à un avocat ou à un point-justice.';

// Code civil, art. 413-6 : « Le mineur émancipé est capable, comme un majeur, de tous les actes de
// la vie civile » ; art. 413-1 et suivants : émancipé de plein droit par le mariage, ou par le juge, dès seize
// ans révolus (checked 2026-11-24, kohenavocats.fr article-413-6, filor-avocats.com).
export const EMANCIPATED_HINT =
  'À cocher seulement si le mandant a été émancipé (par décision du juge ou par mariage)\u00a0: il peut alors donner seul une procuration, comme un majeur.';

/** Every notice of the page, for the test that scans them for forbidden claims (a function, so the page's bundle drops it). */
export function everyPageNotice(): string[] {
  return [
    SIGNATURE_NOTICE,
    ATTORNEY_SIGNATURE_HINT,
    SUBSTITUTION_HINT,
    PARTY_ROLE_LINES.grantor,
    PARTY_ROLE_LINES.attorney,
    ...WHAT_IS_A_PROCURATION,
    NO_LEGAL_ADVICE,
    EMANCIPATED_HINT,
  ];
}
