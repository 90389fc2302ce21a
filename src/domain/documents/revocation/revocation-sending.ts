/**
 * Under the two letter buttons: how to send them (docs/decisions/043). The sentence, its sources and
 * its date live in content/legal/notices.yaml (docs/decisions/070).
 */
// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the compiled content's type, for every program that reaches this module
/// <reference path="../../legal-content/legal-content-module.d.ts" />
import legalContent from 'virtual:legal-content';

export const REVOCATION_SENDING_HINT = legalContent.notices.passages['revocationSending']!.text;
