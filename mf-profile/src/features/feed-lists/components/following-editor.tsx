import { useDeferredValue, useId, useMemo, useState } from 'react';
import { Search } from 'lucide-react';
import { Button } from '@tidings/web-kit/ui/button';
import { Spinner } from '@tidings/web-kit/ui/spinner';
import { usePersonalities } from '@tidings/web-kit/queries/personalities';
import { VisuallyHidden } from '@tidings/web-kit/ui/visually-hidden';
import { matchesPersonality } from '../lib/personality-search';
import styles from './following-editor.module.css';

interface FollowingEditorProps {
  draft: readonly string[];
  onChange: (draft: string[]) => void;
  disabled: boolean;
}

interface Choice {
  name: string;
  description: string;
}

/**
 * The suggested personalities (GET /api/personalities) to follow or unfollow, searched like
 * onboarding's list. Names followed earlier that the catalogue does not list stay offered, first,
 * so they can be unfollowed.
 */
export function FollowingEditor({ draft, onChange, disabled }: FollowingEditorProps) {
  const personalities = usePersonalities();
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const selected = new Set(draft);

  const choices = useMemo<Choice[]>(() => {
    const known = personalities.data ?? [];
    const knownNames = new Set(known.map((person) => person.name));
    const others = draft.filter((name) => !knownNames.has(name)).map((name) => ({ name, description: 'Followed by name' }));
    return [...others, ...known];
  }, [personalities.data, draft]);
  const matches = choices.filter((choice) => matchesPersonality(choice, deferredQuery));
  const toggle = (name: string) => onChange(selected.has(name) ? draft.filter((item) => item !== name) : [...draft, name]);

  return (
    <div className={styles.editor}>
      <label className={styles.search}>
        <Search aria-hidden="true" size={18} className={styles.searchIcon} />
        <VisuallyHidden>Search personalities</VisuallyHidden>
        <input
          type="search"
          className={styles.searchInput}
          placeholder="Search personalities..."
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          data-autofocus
        />
      </label>
      {personalities.isPending ? (
        <div className={styles.status}>
          <Spinner label="Loading personalities" />
        </div>
      ) : personalities.isError ? (
        <div className={styles.status} role="alert">
          <p>Failed to load personalities.</p>
          <Button variant="secondary" onClick={() => void personalities.refetch()}>
            Try again
          </Button>
        </div>
      ) : matches.length === 0 ? (
        <p className={styles.empty}>No personalities found matching your search</p>
      ) : (
        <ul className={styles.people} aria-label="Personalities">
          {matches.map((choice) => (
            <li key={choice.name}>
              <PersonToggle choice={choice} selected={selected.has(choice.name)} disabled={disabled} onToggle={toggle} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

interface PersonToggleProps {
  choice: Choice;
  selected: boolean;
  disabled: boolean;
  onToggle: (name: string) => void;
}

/** Named by the person's name alone ("Ada Lovelace, toggle button, pressed"); the line under it is its description. */
function PersonToggle({ choice, selected, disabled, onToggle }: PersonToggleProps) {
  const id = useId();
  return (
    <button
      type="button"
      className={styles.toggle}
      aria-pressed={selected}
      aria-labelledby={`${id}-name`}
      aria-describedby={`${id}-description`}
      disabled={disabled}
      onClick={() => onToggle(choice.name)}
    >
      <span className={styles.mark} aria-hidden="true">
        {selected ? '✓' : '+'}
      </span>
      <span className={styles.text}>
        <span id={`${id}-name`} className={styles.name}>
          {choice.name}
        </span>
        <span id={`${id}-description`} className={styles.description}>
          {choice.description}
        </span>
      </span>
    </button>
  );
}
