import { useReducer } from 'react';
import { inlineEditReducer, VIEW, type InlineEditState } from '../lib/inline-edit';

export interface InlineEditOptions<T> {
  /** The saved values (the user's), shown in view mode and copied into the draft on edit. */
  saved: T;
  /** Why the draft cannot be saved, or null. */
  validate: (draft: T) => string | null;
  /** Whether the draft says the same as the saved values (nothing to send). */
  isUnchanged: (draft: T, saved: T) => boolean;
  /** Sends the draft; rejects when it was not saved (after telling the user). */
  save: (draft: T) => Promise<unknown>;
}

export function useInlineEdit<T>({ saved, validate, isUnchanged, save }: InlineEditOptions<T>) {
  const [state, dispatch] = useReducer(inlineEditReducer<T>, VIEW as InlineEditState<T>);

  function confirm() {
    if (state.mode !== 'edit' || state.saving) return;
    const { draft } = state;
    if (isUnchanged(draft, saved)) return dispatch({ type: 'saved' });
    const problem = validate(draft);
    if (problem) return dispatch({ type: 'invalid', problem });
    dispatch({ type: 'confirm' });
    save(draft).then(
      () => dispatch({ type: 'saved' }),
      () => dispatch({ type: 'failed' }),
    );
  }

  return {
    state,
    edit: () => dispatch({ type: 'edit', saved }),
    change: (draft: T) => dispatch({ type: 'change', draft }),
    confirm,
    cancel: () => dispatch({ type: 'cancel' }),
  };
}
