import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Button } from '@tidings/web-kit/ui/button';
import { VisuallyHidden } from '@tidings/web-kit/ui/visually-hidden';
import type { InlineEditState } from '../lib/inline-edit';
import styles from './editable-list.module.css';

interface EditableListProps<T> {
  /** The list's name: Interests, Following, Blocked Topics. */
  title: string;
  state: InlineEditState<T>;
  onEdit: () => void;
  onConfirm: () => void;
  onCancel: () => void;
  /** The saved values (view mode). */
  view: ReactNode;
  /** The editor of the draft (edit mode). */
  editor: (draft: T, disabled: boolean) => ReactNode;
  /** A line under the list in both modes. */
  note?: string;
}

/**
 * One of YOUR FEED's lists, edited in place: Edit opens the editor on a copy of the saved values;
 * Save sends it, Cancel (or Escape) drops it. Focus moves into the editor on Edit and back to
 * the Edit button when it closes, so keyboard and screen-reader users keep their place.
 */
export function EditableList<T>({ title, state, onEdit, onConfirm, onCancel, view, editor, note }: EditableListProps<T>) {
  const headingId = useId();
  const problemId = useId();
  const editButton = useRef<HTMLButtonElement>(null);
  const editorRef = useRef<HTMLDivElement>(null);
  const previousMode = useRef(state.mode);
  const saving = state.mode === 'edit' && state.saving;

  useEffect(() => {
    if (previousMode.current === state.mode) return;
    previousMode.current = state.mode;
    if (state.mode === 'edit') {
      const editorNode = editorRef.current;
      const first = editorNode?.querySelector<HTMLElement>('[data-autofocus]') ?? editorNode?.querySelector<HTMLElement>('input, button:not(:disabled)');
      first?.focus();
    }
    else editButton.current?.focus();
  }, [state.mode]);

  return (
    <section aria-labelledby={headingId} className={styles.list}>
      <div className={styles.header}>
        <h3 id={headingId} className={styles.title}>
          {title}
        </h3>
        {state.mode === 'view' ? (
          <Button ref={editButton} variant="ghost" className={styles.edit} onClick={onEdit}>
            Edit<VisuallyHidden> {title}</VisuallyHidden>
          </Button>
        ) : null}
      </div>
      {state.mode === 'view' ? (
        view
      ) : (
        <div
          ref={editorRef}
          className={styles.editor}
          aria-busy={saving || undefined}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && !saving) {
              event.stopPropagation();
              onCancel();
            }
          }}
        >
          {editor(state.draft, saving)}
          {state.problem ? (
            <p id={problemId} role="alert" className={styles.problem}>
              {state.problem}
            </p>
          ) : null}
          <div className={styles.actions}>
            <Button variant="secondary" onClick={onCancel} disabled={saving}>
              Cancel<VisuallyHidden> editing {title}</VisuallyHidden>
            </Button>
            <Button onClick={onConfirm} disabled={saving} aria-describedby={state.problem ? problemId : undefined}>
              {saving ? 'Saving...' : 'Save'}
              <VisuallyHidden> {title}</VisuallyHidden>
            </Button>
          </div>
        </div>
      )}
      {note ? <p className={styles.note}>{note}</p> : null}
    </section>
  );
}
