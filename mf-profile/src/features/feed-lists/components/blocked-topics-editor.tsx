import { useState, type FormEvent } from 'react';
import { Plus, X } from 'lucide-react';
import { Button } from '@tidings/web-kit/ui/button';
import { Input } from '@tidings/web-kit/ui/input';
import chip from '../../../components/ui/chip.module.css';
import { newTopicProblem } from '../lib/preference-limits';
import { topicSuggestions } from '../lib/topic-suggestions';
import styles from './blocked-topics-editor.module.css';

interface BlockedTopicsEditorProps {
  draft: readonly string[];
  onChange: (draft: string[]) => void;
  disabled: boolean;
}

/**
 * Blocked topics are typed freely (Enter or Add) or picked from suggestions — the categories and
 * interests articles are labelled with, narrowed by what is typed. Each blocked topic can be
 * taken off again.
 */
export function BlockedTopicsEditor({ draft, onChange, disabled }: BlockedTopicsEditorProps) {
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const suggestions = topicSuggestions(text, draft);

  function add(topic: string) {
    const issue = newTopicProblem(topic, draft);
    if (issue) return setProblem(issue);
    onChange([...draft, topic.trim()]);
    setText('');
    setProblem(null);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    add(text);
  }

  return (
    <div className={styles.editor}>
      {draft.length > 0 ? (
        <ul className={chip.chips} aria-label="Blocked topics">
          {draft.map((topic) => (
            <li key={topic} className={`${chip.chip} ${styles.blocked}`}>
              {topic}
              <button type="button" className={styles.unblock} aria-label={`Unblock ${topic}`} disabled={disabled} onClick={() => onChange(draft.filter((item) => item !== topic))}>
                <X aria-hidden="true" size={14} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <form className={styles.form} onSubmit={submit} noValidate>
        <Input
          label="Block a topic"
          className={styles.field}
          value={text}
          placeholder="e.g. celebrity gossip"
          autoComplete="off"
          enterKeyHint="done"
          error={problem ?? undefined}
          disabled={disabled}
          onChange={(event) => {
            setText(event.target.value);
            setProblem(null);
          }}
          data-autofocus
        />
        <Button type="submit" variant="secondary" className={styles.add} disabled={disabled}>
          <Plus aria-hidden="true" size={16} />
          Add
        </Button>
      </form>
      {suggestions.length > 0 ? (
        <div role="group" aria-label="Suggested topics" className={chip.chips}>
          {suggestions.map((topic) => (
            <button key={topic} type="button" className={chip.toggle} aria-label={`Block ${topic}`} disabled={disabled} onClick={() => add(topic)}>
              <span className={chip.mark} aria-hidden="true">
                +
              </span>
              {topic}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
