import { useState, type FormEvent } from 'react';
import { Button } from '@tidings/web-kit/ui/button';
import { Input } from '@tidings/web-kit/ui/input';
import { topicLabelProblem } from '../lib/topic-texts';
import styles from './topics.module.css';

interface FollowTopicFormProps {
  busy: boolean;
  /** Follows the label; answers whether it was saved (the field then empties). */
  onFollow: (label: string) => Promise<boolean>;
  /** Asks how long to mute the label. */
  onMute: (label: string) => void;
  /** The server's refusal (the limit of topics), shown under the field. */
  refusal: string | null;
}

/** A keyword to follow (or mute): checked here against the contract's bounds before it is sent. */
export function FollowTopicForm({ busy, onFollow, onMute, refusal }: FollowTopicFormProps) {
  const [label, setLabel] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const checked = (): string | null => {
    const found = topicLabelProblem(label);
    setProblem(found);
    return found ? null : label.trim();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const valid = checked();
    if (valid && (await onFollow(valid))) setLabel('');
  };
  const mute = () => {
    const valid = checked();
    if (valid) onMute(valid);
  };

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <Input
        label="Follow a keyword"
        hint="A word or a phrase, like “port strike”"
        value={label}
        onChange={(event) => {
          setLabel(event.target.value);
          if (problem) setProblem(null);
        }}
        error={problem ?? refusal ?? undefined}
        autoComplete="off"
        enterKeyHint="done"
      />
      <div className={styles.formActions}>
        <Button type="submit" disabled={busy}>
          Follow
        </Button>
        <Button variant="secondary" onClick={mute} disabled={busy}>
          Mute…
        </Button>
      </div>
    </form>
  );
}
