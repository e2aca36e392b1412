import { useEffect, useRef, useState } from 'react';
import { Button } from '@tidings/web-kit/ui/button';
import { Spinner } from '@tidings/web-kit/ui/spinner';
import type { DiscoverResults } from '../hooks/use-discover-results';
import { useLoadMore } from '../hooks/use-load-more';
import { ResultCard } from './result-card';
import styles from './result-list.module.css';

/** Cards added to the page at a time as the end of the list nears. */
export const REVEAL_STEP = 20;

export interface ResultListProps {
  results: DiscoverResults;
  query: string;
  /** The heading that names the list. */
  labelledBy: string;
}

/**
 * The results as a feed (the ARIA pattern for a list that grows as it scrolls): a page of cards
 * at first, more as the end comes near — from what is loaded, then from the next page of the
 * server's answer, fetched a little ahead. Mount it afresh (`key`) for each query and category.
 */
export function ResultList({ results, query, labelledBy }: ResultListProps) {
  const { articles, total, hasMore, loadingMore, loadMoreFailed, loadMore } = results;
  const [shown, setShown] = useState(REVEAL_STEP);
  const visible = articles.slice(0, shown);
  const more = shown < articles.length || hasMore;
  // -1 (unknown) only when more may come and the server did not say how many.
  const setSize = hasMore && total <= articles.length ? -1 : total;

  const sentinelRef = useLoadMore(() => {
    if (shown < articles.length) setShown(shown + REVEAL_STEP);
    // The next page is asked for while a page of cards is still in hand, so scrolling never waits.
    if (shown + 2 * REVEAL_STEP > articles.length && !loadMoreFailed) loadMore();
  }, visible.length + articles.length);

  // "Show more" (the keyboard's way, and the fallback without scrolling) moves focus to the first
  // new card, as soon as it is there: otherwise the button would hold focus below all of them.
  const feedRef = useRef<HTMLDivElement>(null);
  const [focusAt, setFocusAt] = useState<number | null>(null);
  const showMore = () => {
    setFocusAt(shown);
    setShown(shown + REVEAL_STEP);
    if (shown + 2 * REVEAL_STEP > articles.length) loadMore();
  };
  useEffect(() => {
    if (focusAt === null || focusAt >= visible.length) return;
    feedRef.current?.querySelectorAll('article')[focusAt]?.querySelector('a')?.focus();
    setFocusAt(null);
  }, [focusAt, visible.length]);

  return (
    <>
      <div ref={feedRef} role="feed" className={styles.feed} aria-labelledby={labelledBy} aria-busy={loadingMore || undefined}>
        {visible.map((article, index) => (
          <ResultCard key={article.id} article={article} query={query} position={index + 1} setSize={setSize} />
        ))}
      </div>
      <div ref={sentinelRef} className={styles.sentinel} />
      <div className={styles.footer}>
        {loadMoreFailed ? (
          <div role="alert" className={styles.footerRow}>
            <p>Couldn&apos;t load more articles.</p>
            <Button variant="secondary" onClick={loadMore}>
              Try again
            </Button>
          </div>
        ) : loadingMore && shown >= articles.length ? (
          <Spinner label="Loading more articles" />
        ) : more ? (
          <Button variant="ghost" onClick={showMore}>
            Show more
          </Button>
        ) : articles.length > REVEAL_STEP ? (
          <p className={styles.end}>You&apos;re all caught up</p>
        ) : null}
      </div>
    </>
  );
}
