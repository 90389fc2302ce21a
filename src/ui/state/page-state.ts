/**
 * The page's state, in one home (docs/decisions/132): an external store that owns the form, the keep
 * choice, the refused attempt and what the last document said, read with `useSyncExternalStore` by
 * the page (app.tsx, which hands the cards it renders their part as props) and by every part hydrated
 * later (src/ui/later), none of which a parent's update may reach. Its server snapshot is the
 * prerendered state, so hydration reads what the HTML shows; nothing is copied into it after a render.
 */
import { emptyForm, type ProcurationForm } from '../../domain/form.ts';
import type { FieldPath, ValidationFailure } from '../../domain/validation.ts';
import { externalStore } from '../controls/external-store.ts';
import { type PageMode, readPageMode } from '../rules/page-mode.ts';
import { useHydrated } from './use-hydrated.ts';

/**
 * A refused attempt: the fields it marked, and how to check them again as the person types. With
 * `withSignature`, the readiness rule refused, and each field keeps its message while that rule
 * still finds it at fault; without, the one refusal stands until the next change.
 */
export interface FailedAttempt {
  fields: FieldPath[];
  withSignature?: boolean;
  refusal: ValidationFailure;
}

/** What a verified payment released: the paid procuration's form, for its editable copies (docs/decisions/084). */
export interface PaidRelease {
  form: ProcurationForm;
  includeSignature: boolean;
}

export interface PageState {
  form: ProcurationForm;
  /** « Conserver mes informations sur cet appareil » (saved-form.ts). */
  keep: boolean;
  /** The saved form is in place (or there was none): until then the cards stay inert. */
  restored: boolean;
  /** A document is being made: the document buttons say so, and a second press waits. */
  busy: boolean;
  attempt: FailedAttempt | undefined;
  /** What the last document made says to do next: it stays until the form changes (docs/decisions/063). */
  made: string[] | undefined;
  /**
   * The form the last procuration.pdf was made for: the page's, or back from payment the paid
   * record's. « À apporter » reads it; it goes when the type changes or the form is erased.
   */
  procurationMadeFor: ProcurationForm | undefined;
  /** Erasing remounts the cards, so typed text, the drawn pad and the calendars start afresh. */
  generation: number;
  /** Payment mode only, back from the checkout page: kept in memory, never saved (docs/decisions/084). */
  paid: PaidRelease | undefined;
}

/** As the page was prerendered: the empty form, the box ticked, nothing restored or refused yet. */
const PRERENDERED: PageState = {
  form: emptyForm(),
  keep: true,
  restored: false,
  busy: false,
  attempt: undefined,
  made: undefined,
  procurationMadeFor: undefined,
  generation: 0,
  paid: undefined,
};

/** The store itself: for the preview, which reads it at most once per frame (per-frame.ts, docs/decisions/139). */
export const pageStore = externalStore(PRERENDERED);

/** Changes the state; every part that reads it renders again. */
export function changePage(change: (current: PageState) => Partial<PageState>): void {
  const current = pageStore.get();
  pageStore.set({ ...current, ...change(current) });
}

/**
 * Changes the form the way every card does: what the last document said goes, and so does a refusal
 * that is not the readiness rule's; another type puts « À apporter » away.
 */
export function updateForm(edit: (current: ProcurationForm) => ProcurationForm): void {
  changePage(({ form, attempt, procurationMadeFor }) => {
    const edited = edit(form);
    return {
      form: edited,
      made: undefined,
      // A refusal that is not the readiness rule's (the reminder's end date) lasts until the next change.
      attempt: attempt?.withSignature === undefined ? undefined : attempt,
      procurationMadeFor: edited.type === form.type ? procurationMadeFor : undefined,
    };
  });
}

/** How a card changes the form: `updateForm` itself, one function for the page's whole life. */
export type FormUpdate = typeof updateForm;

/** The state as a part reads it: the page works once hydrated and restored, and knows its mode from then. */
export interface PageView extends PageState {
  interactive: boolean;
  pageMode: PageMode;
}

/** The mode the prerendered HTML is drawn in; once hydrated, the page uses its own. */
const FREE_MODE: PageMode = { payment: false };
let readMode: PageMode | undefined;

export function usePage(): PageView {
  return viewOf(pageStore.use(), useHydrated());
}

/** `hydrated`: see use-hydrated.ts. A part hydrated later reads the prerendered state while React takes it over. */
export function viewOf(state: PageState, hydrated: boolean): PageView {
  // What the server wrote in the page's `<meta>`, read once; the prerendered HTML is the same in both modes.
  const pageMode = hydrated ? (readMode ??= readPageMode()) : FREE_MODE;
  return { ...state, interactive: hydrated && state.restored, pageMode };
}
