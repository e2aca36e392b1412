import styles from './sample-label.module.css';

/** What the label says: the same words on every card, in the reader and in bookmarks. */
export const SAMPLE_LABEL_TEXT = 'Sample story';

export interface SampleLabelProps {
  className?: string;
}

/**
 * Marks a story of the starter set (`sample: true`): written for the app, not a report of real
 * events. Plain text in a quiet outlined pill — the words carry the meaning, not the colour — and
 * it never wraps or shrinks, so it stays whole next to a source name that is cut instead.
 */
export function SampleLabel({ className }: SampleLabelProps) {
  return <span className={className ? `${styles.label} ${className}` : styles.label}>{SAMPLE_LABEL_TEXT}</span>;
}
