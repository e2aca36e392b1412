import { highlightParts } from '../lib/highlight';
import styles from './highlighted-text.module.css';

/** The text with the search's words in `<mark>`, which assistive technology can announce. */
export function HighlightedText({ text, query }: { text: string; query: string }) {
  if (!query) return text;
  return highlightParts(text, query).map((part, index) =>
    part.match ? (
      <mark key={index} className={styles.mark}>
        {part.text}
      </mark>
    ) : (
      part.text
    ),
  );
}
