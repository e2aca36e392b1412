import { describe, expect, it } from 'vitest';
import { inlineEditReducer, VIEW, type InlineEditEvent, type InlineEditState } from './inline-edit';

type State = InlineEditState<string[]>;
const run = (events: InlineEditEvent<string[]>[], from: State = VIEW) => events.reduce<State>(inlineEditReducer, from);

describe('the inline-edit state machine (spec section 4, "Profile lists")', () => {
  it('starts in view mode; edit copies the saved values into a draft', () => {
    expect(run([])).toEqual({ mode: 'view' });
    expect(run([{ type: 'edit', saved: ['world'] }])).toEqual({ mode: 'edit', draft: ['world'], saving: false, problem: null });
  });

  it('confirm saves the draft, and a successful save goes back to view mode', () => {
    const saving = run([{ type: 'edit', saved: ['world'] }, { type: 'change', draft: ['world', 'science'] }, { type: 'confirm' }]);
    expect(saving).toEqual({ mode: 'edit', draft: ['world', 'science'], saving: true, problem: null });
    expect(inlineEditReducer(saving, { type: 'saved' })).toEqual({ mode: 'view' });
  });

  it('cancel drops the draft: the next edit starts again from the saved values', () => {
    const cancelled = run([{ type: 'edit', saved: ['world'] }, { type: 'change', draft: [] }, { type: 'cancel' }]);
    expect(cancelled).toEqual({ mode: 'view' });
    expect(inlineEditReducer(cancelled, { type: 'edit', saved: ['world'] })).toEqual({ mode: 'edit', draft: ['world'], saving: false, problem: null });
  });

  it('a failed save keeps the draft in edit mode, to try again or cancel', () => {
    const failed = run([{ type: 'edit', saved: [] }, { type: 'change', draft: ['sports'] }, { type: 'confirm' }, { type: 'failed' }]);
    expect(failed).toEqual({ mode: 'edit', draft: ['sports'], saving: false, problem: null });
    expect(inlineEditReducer(failed, { type: 'cancel' })).toEqual({ mode: 'view' });
  });

  it('an invalid draft stays in edit mode with the reason, until it changes', () => {
    const invalid = run([{ type: 'edit', saved: [] }, { type: 'invalid', problem: 'Too many' }]);
    expect(invalid).toMatchObject({ mode: 'edit', problem: 'Too many', saving: false });
    expect(inlineEditReducer(invalid, { type: 'change', draft: ['a'] })).toMatchObject({ problem: null, draft: ['a'] });
  });

  it('holds still while saving: no changes, no second confirm, no cancel', () => {
    const saving = run([{ type: 'edit', saved: ['a'] }, { type: 'change', draft: ['b'] }, { type: 'confirm' }]);
    const events: InlineEditEvent<string[]>[] = [{ type: 'change', draft: ['c'] }, { type: 'confirm' }, { type: 'cancel' }, { type: 'invalid', problem: 'x' }];
    for (const event of events) {
      expect(inlineEditReducer(saving, event)).toBe(saving);
    }
  });

  it('ignores events that make no sense in view mode', () => {
    const events: InlineEditEvent<string[]>[] = [{ type: 'change', draft: ['c'] }, { type: 'confirm' }, { type: 'cancel' }, { type: 'saved' }, { type: 'failed' }];
    for (const event of events) {
      expect(inlineEditReducer(VIEW as State, event)).toEqual({ mode: 'view' });
    }
  });
});
