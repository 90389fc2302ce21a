/**
 * An electoral procuration is not ended by a letter: the mandant asks for its termination
 * (résiliation) by the same official route as for making it (docs/decisions/043). The sentence, its
 * sources and its date live in content/legal/notices.yaml (docs/decisions/070).
 */
// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the compiled content's type, for every program that reaches this module
/// <reference path="../../legal-content/legal-content-module.d.ts" />
import legalContent from 'virtual:legal-content';

export const ELECTORAL_REVOCATION_INSTRUCTION = legalContent.notices.passages['electoralRevocation']!.text;
