import { useEffect, useId, useLayoutEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Search, X } from 'lucide-react';
import { SEARCH_QUERY_MAX } from '@tidings/contracts/news-limits';
import { VisuallyHidden } from '@tidings/web-kit/ui/visually-hidden';
import type { QueryCommit } from '../hooks/use-discover-params';
import styles from './search-box.module.css';

/** Typing searches after this pause; Enter searches at once. */
export const SEARCH_DEBOUNCE_MS = 300;

export interface SearchBoxProps {
  /** The URL's (trimmed) query. */
  query: string;
  onCommit: (text: string, how: QueryCommit) => void;
  /** Results for the query are on their way. */
  busy: boolean;
}

const isTouchScreen = () => window.matchMedia?.('(pointer: coarse)').matches ?? false;

/** Spec section 2: the search box, placeholder 'Search news...'. */
export function SearchBox({ query, onCommit, busy }: SearchBoxProps) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(query);
  // The timer fires after renders; it must commit with the screen's latest category.
  const commit = useRef(onCommit);
  useLayoutEffect(() => {
    commit.current = onCommit;
  });

  // Queries this box sent to the URL that the URL does not show yet: the router applies them in a
  // transition, so one may land after more has been typed, and must not undo that typing.
  const [pending, setPending] = useState<readonly string[]>([]);
  const send = (value: string, how: QueryCommit) => {
    // Only a different query changes the URL (and so ever arrives back here).
    if (value.trim() !== query) setPending((current) => [...current, value.trim()]);
    commit.current(value, how);
  };
  const sendRef = useRef(send);
  useLayoutEffect(() => {
    sendRef.current = send;
  });

  // The URL's query changed. Our own commit arriving leaves the text alone; a change from
  // elsewhere (back, forward) shows its query, unless the text says it already (a trailing
  // space being typed is not undone).
  const [shownQuery, setShownQuery] = useState(query);
  if (query !== shownQuery) {
    setShownQuery(query);
    const ours = pending.indexOf(query);
    if (ours >= 0) {
      setPending(pending.slice(ours + 1));
    } else {
      if (pending.length > 0) setPending([]);
      if (text.trim() !== query) setText(query);
    }
  }

  useEffect(() => {
    if (text.trim() === query) return;
    const timer = window.setTimeout(() => sendRef.current(text, 'typing'), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, query]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    send(text, 'submit');
    // On a phone, Enter means "show me": the keyboard steps aside for the results.
    if (isTouchScreen()) inputRef.current?.blur();
  };

  const clear = () => {
    setText('');
    send('', 'submit');
    inputRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape' && text !== '') {
      event.preventDefault();
      clear();
    }
  };

  return (
    <form role="search" className={styles.form} onSubmit={submit}>
      <VisuallyHidden as="label" htmlFor={inputId}>
        Search news
      </VisuallyHidden>
      <span className={styles.icon} data-busy={busy || undefined} aria-hidden="true">
        <Search size={18} strokeWidth={2.25} />
      </span>
      <input
        ref={inputRef}
        id={inputId}
        className={styles.input}
        type="search"
        placeholder="Search news..."
        value={text}
        maxLength={SEARCH_QUERY_MAX}
        enterKeyHint="search"
        autoComplete="off"
        autoCorrect="off"
        spellCheck={false}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
      />
      {text !== '' ? (
        <button type="button" className={styles.clear} onClick={clear} aria-label="Clear search">
          <X size={16} strokeWidth={2.5} aria-hidden="true" />
        </button>
      ) : null}
    </form>
  );
}
