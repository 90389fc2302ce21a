/**
 * What the page says once a document is made, for `runDocument`: the words (and the paper's clauses
 * they read) are loaded then, never on the first load (docs/decisions/150). Should they not load, the
 * page says nothing more than the download itself.
 */
import type { ProcurationForm } from '../../domain/form.ts';

const loadMadeMessage = () => import('../../domain/documents/procuration/made-message.ts');

/** After the procuration's PDF: where the file went and what comes next. */
export const procurationMade =
  (form: ProcurationForm, withSignature: boolean) =>
  (pages: number): Promise<string[]> =>
    loadMadeMessage().then(
      ({ procurationMadeLines }) => procurationMadeLines(form, withSignature, pages),
      () => [],
    );

/** After an editable copy: where the file went. */
export const editableMade = (fileName: string) => (): Promise<string[]> =>
  loadMadeMessage().then(
    ({ editableMadeLines }) => editableMadeLines(fileName),
    () => [],
  );
