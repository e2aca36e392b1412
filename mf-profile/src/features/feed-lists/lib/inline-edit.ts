// Spec section 4, "Profile lists": each list is in view mode or edit mode; confirm saves, cancel
// reverts. The draft exists only while editing, so leaving edit mode by any way other than a
// successful save drops it, and the view always shows the saved values.

export type InlineEditState<T> =
  | { mode: 'view' }
  | {
      mode: 'edit';
      draft: T;
      /** The confirmed draft is being saved: the editor holds still until the answer. */
      saving: boolean;
      /** Why the draft cannot be saved (a limit it breaks). */
      problem: string | null;
    };

export type InlineEditEvent<T> =
  /** Start editing from the saved values. */
  | { type: 'edit'; saved: T }
  | { type: 'change'; draft: T }
  /** The draft is valid and differs from the saved values: the save starts. */
  | { type: 'confirm' }
  /** The draft breaks a limit: stay in edit mode and say why. */
  | { type: 'invalid'; problem: string }
  /** The save succeeded (or there was nothing to save). */
  | { type: 'saved' }
  /** The save failed (the caller said so in a toast): keep the draft to try again or cancel. */
  | { type: 'failed' }
  | { type: 'cancel' };

export const VIEW: InlineEditState<never> = { mode: 'view' };

export function inlineEditReducer<T>(state: InlineEditState<T>, event: InlineEditEvent<T>): InlineEditState<T> {
  switch (event.type) {
    case 'edit':
      return state.mode === 'view' ? { mode: 'edit', draft: event.saved, saving: false, problem: null } : state;
    case 'change':
      return state.mode === 'edit' && !state.saving ? { ...state, draft: event.draft, problem: null } : state;
    case 'confirm':
      return state.mode === 'edit' && !state.saving ? { ...state, saving: true, problem: null } : state;
    case 'invalid':
      return state.mode === 'edit' && !state.saving ? { ...state, problem: event.problem } : state;
    case 'saved':
      return state.mode === 'edit' ? VIEW : state;
    case 'failed':
      return state.mode === 'edit' ? { ...state, saving: false } : state;
    case 'cancel':
      // A save in flight cannot be taken back; cancel waits for its answer.
      return state.mode === 'edit' && !state.saving ? VIEW : state;
  }
}
