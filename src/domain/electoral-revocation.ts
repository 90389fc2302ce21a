/**
 * An electoral procuration is not ended by a letter: the mandant asks for its termination
 * (résiliation) by the same official route as for making it (docs/decisions/043).
 */

// Code électoral, art. R72 à R80, and service-public.fr « Vote par procuration » : le mandant peut résilier
// sa procuration à tout moment, devant les autorités habilitées et dans les mêmes formes que pour
// l'établir ; maprocuration.gouv.fr reçoit aussi la demande de résiliation en ligne. Checked 2026-11-24.
export const ELECTORAL_REVOCATION_INSTRUCTION =
  "Une procuration de vote ne se révoque pas par lettre : demandez sa résiliation comme pour l'établir, sur maprocuration.gouv.fr ou dans un commissariat, une gendarmerie, un consulat ou un autre lieu habilité, avec votre pièce d'identité. Prévenez aussi la personne qui devait voter pour vous.";

export const ELECTORAL_REVOCATION_SOURCES = [
  'Code électoral, art. R72 à R80',
  'service-public.fr, « Vote par procuration »',
  'maprocuration.gouv.fr',
] as const;
