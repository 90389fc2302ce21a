/**
 * An electoral procuration is not ended by a letter: the mandant asks for its termination
 * (résiliation) by the same official route as for making it (docs/decisions/043).
 */

// Code électoral, art. R72 à R80 ; service-public.fr « Vote par procuration » (as quoted by the
// communes that embed it): « Le mandant a toujours la faculté de résilier à tout moment sa procuration
// […]. La résiliation est effectuée devant toute autorité habilitée […] et dans les mêmes formes que
// pour l'établissement d'une procuration » — hence the same routes as for making it. Checked 2026-11-24.
export const ELECTORAL_REVOCATION_INSTRUCTION =
  "Une procuration de vote ne se révoque pas par lettre : demandez sa résiliation comme pour l'établir, sur maprocuration.gouv.fr ou dans un commissariat, une gendarmerie, un consulat ou un autre lieu habilité, avec votre pièce d'identité. Prévenez aussi la personne qui devait voter pour vous.";
