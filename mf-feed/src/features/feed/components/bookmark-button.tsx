import { Bookmark } from 'lucide-react';
import { useIsBookmarked } from '../api/get-bookmark-check';
import { useToggleBookmark } from '../api/toggle-bookmark';
import styles from './card-actions.module.css';

/** The card's bookmark toggle: filled and pressed when saved; shows the flip while it is sent. */
export function BookmarkButton({ newsId }: { newsId: string }) {
  const saved = useIsBookmarked(newsId);
  const toggle = useToggleBookmark(newsId);
  const shown = toggle.isPending ? !saved : saved;
  return (
    <button
      type="button"
      className={styles.iconButton}
      aria-label="Bookmark"
      aria-pressed={shown}
      data-active={shown || undefined}
      // Not `disabled`: that would drop keyboard focus while the request runs.
      aria-disabled={toggle.isPending || undefined}
      onClick={() => {
        if (!toggle.isPending) toggle.mutate(saved);
      }}
    >
      <Bookmark aria-hidden="true" size={22} fill={shown ? 'currentColor' : 'none'} />
    </button>
  );
}
