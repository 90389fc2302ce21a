/**
 * The page's state as the parts hydrated later read it (later-parts.tsx): the page's external store
 * (docs/decisions/132), filled after each of the page's renders, whose server snapshot is the
 * prerendered state.
 */
import { emptyForm, type ProcurationForm } from '../../domain/form.ts';
import { externalStore } from '../controls/external-store.ts';
import type { FieldMessages } from '../controls/field-error.tsx';
import type { GenerationResult } from '../procuration/generate-pdf.ts';
import type { PageMode } from '../rules/page-mode.ts';

/** What the parts read of the page. */
export interface LaterPartsState {
  form: ProcurationForm;
  /** Changes the form the way the cards do. */
  update: (change: (current: ProcurationForm) => ProcurationForm) => void;
  /** The messages beside the fields now (a refused attempt's, and the notes). */
  fieldMessages: FieldMessages;
  keep: boolean;
  setKeep: (keep: boolean) => void;
  erase: () => void;
  pageMode: PageMode;
  /** The page works: hydrated, and its save restored. */
  interactive: boolean;
  /** A document is being made: the document buttons say so. */
  busy: boolean;
  /** Makes a document the way the page's own buttons do (one at a time, a refusal shown and focused). */
  run: (action: () => Promise<GenerationResult>) => void;
}

const ignore = () => undefined;

/** As the page was prerendered: the empty form, the box ticked, the free mode, nothing actionable yet. */
const PRERENDERED_STATE: LaterPartsState = {
  form: emptyForm(),
  update: ignore,
  fieldMessages: { errors: new Map(), notes: new Map() },
  keep: true,
  setKeep: ignore,
  erase: ignore,
  pageMode: { payment: false },
  interactive: false,
  busy: false,
  run: ignore,
};

const laterParts = externalStore(PRERENDERED_STATE);

/** The page (app.tsx) gives its state after each of its renders. */
export const publishLaterPartsState = laterParts.set;

export const useLaterPartsState = laterParts.use;

/** The store itself, for the preview, which reads it at most once per frame (parts.tsx, docs/decisions/139). */
export const laterPartsStore = laterParts;
