/**
 * Short notices the page shows beside the controls they concern. Informative, never blocking. Each
 * cites its source. The verdict under the type, which replaced the notices by type, lives in
 * type-verdicts.ts (issue 14).
 */

// Règlement (UE) n° 910/2014 « eIDAS », art. 3 et 25 : seule la signature électronique qualifiée a
// l'effet juridique d'une signature manuscrite ; une image de signature n'en est pas une.
export const SIGNATURE_NOTICE =
  "Une signature dessinée puis insérée dans un PDF n'est pas une signature électronique qualifiée. Pour un usage officiel, imprimez le document et signez-le à la main.";

// Code civil, art. 1984, al. 2 : « Le contrat ne se forme que par l'acceptation du mandataire » ;
// art. 1985, al. 2 : l'acceptation peut aussi être tacite, d'où « en garde la trace », pas « est
// exigée ». Les mentions manuscrites sont d'usage : Cass. 1re civ., 27 janvier 1993 (la mention
// « Bon pour pouvoir » n'est pas requise pour un mandat) ; la mention « bon pour » n'a plus de
// portée légale depuis la loi n° 80-525 du 12 juillet 1980.
export const ATTORNEY_SIGNATURE_HINT =
  "Le mandat se forme quand le mandataire l'accepte : sa signature en garde la trace. Les mentions « Bon pour pouvoir » et « Bon pour acceptation » sont d'usage, non imposées par la loi.";

// Code civil, art. 1994 : le mandataire peut se substituer quelqu'un ; le pouvoir de le faire,
// donné sans désigner de personne, limite sa responsabilité au choix du remplaçant.
export const SUBSTITUTION_HINT =
  'Cochée, le document autorise le mandataire à se faire remplacer par une personne de son choix pour tout ou partie des opérations (article 1994 du Code civil).';

// Code civil, art. 413-6 : « Le mineur émancipé est capable, comme un majeur, de tous les actes de
// la vie civile » ; art. 413-1 et suivants : émancipé de plein droit par le mariage, ou par le juge, dès seize
// ans révolus (checked 2026-11-24, kohenavocats.fr article-413-6, filor-avocats.com).
export const EMANCIPATED_HINT =
  'À cocher seulement si le mandant a été émancipé (par décision du juge ou par mariage)\u00a0: il peut alors donner seul une procuration, comme un majeur.';

/** Every notice of the page, for the test that scans them for forbidden claims. */
export const PAGE_NOTICES = [SIGNATURE_NOTICE, ATTORNEY_SIGNATURE_HINT, SUBSTITUTION_HINT, EMANCIPATED_HINT] as const;
