import { lazy, Suspense, useEffect, useId, useMemo, useRef } from 'react';
import { VisuallyHidden } from '@tidings/web-kit/ui/visually-hidden';
import { BLINDSPOT_HEADING, BLINDSPOT_INTRO } from '../../blindspot/lib/blindspot-texts';
import { useNewsList } from '../api/get-news-list';
import { useDiscoverParams } from '../hooks/use-discover-params';
import { useDiscoverResults } from '../hooks/use-discover-results';
import { mergePages } from '../lib/article-pages';
import { availableCategories } from '../lib/categories';
import { emptyResultsText, resultsCount, resultsHeading } from '../lib/result-texts';
import { CategoryChips } from './category-chips';
import { ResultsEmpty, ResultsError, ResultsSkeleton } from './discover-states';
import { ResultList } from './result-list';
import { SearchBox } from './search-box';
import styles from './discover-screen.module.css';

// The Blindspot view (issue 31) is its own chunk, fetched when the chip is first pressed. Offline
// before it was ever fetched, the view says so instead of failing the screen.
const BlindspotResults = lazy(() =>
  import('../../blindspot/components/blindspot-results').catch(() => ({ default: () => <ResultsError onRetry={() => window.location.reload()} retrying={false} /> })),
);

/** Spec section 2, "Search and browse screen": search, category chips, and the results (or the Blindspot view). */
export function DiscoverScreen() {
  const headingId = useId();
  const { query, category, blindspot, commitQuery, selectCategory, showBlindspot } = useDiscoverParams();
  const list = useNewsList();
  const results = useDiscoverResults({ query, category }, list);

  const listPages = list.data?.pages;
  const available = useMemo(() => availableCategories(mergePages(listPages ?? [])), [listPages]);

  // New results start at their top, under the search bar that stays in place.
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) firstRender.current = false;
    else if (window.scrollY > 0) window.scrollTo({ top: 0 });
  }, [query, category, blindspot]);

  const { status, articles, total, stale } = results;
  return (
    <div className={styles.screen}>
      <VisuallyHidden as="h1">Discover</VisuallyHidden>
      <div className={styles.bar}>
        <SearchBox query={query} onCommit={commitQuery} busy={results.fetching && !results.loadingMore} />
        <CategoryChips available={available} selected={category} onSelect={selectCategory} loading={list.isPending} blindspot={blindspot} onBlindspot={showBlindspot} />
      </div>
      {blindspot ? (
        <section className={styles.results} aria-labelledby={headingId}>
          <header className={styles.header}>
            <h2 id={headingId} className={styles.heading}>
              {BLINDSPOT_HEADING}
            </h2>
            <p className={styles.count}>{BLINDSPOT_INTRO}</p>
          </header>
          <Suspense fallback={<ResultsSkeleton />}>
            <BlindspotResults headingId={headingId} />
          </Suspense>
        </section>
      ) : (
        <section className={styles.results} aria-labelledby={headingId}>
          <header className={styles.header}>
            <h2 id={headingId} className={styles.heading}>
              {resultsHeading(category)}
            </h2>
            {/* Polite, so a screen reader hears how many a search found. */}
            <p className={styles.count} aria-live="polite">
              {status === 'success' && !stale ? resultsCount(total, category) : ''}
            </p>
          </header>
          {status === 'pending' ? (
            <ResultsSkeleton />
          ) : status === 'error' ? (
            <ResultsError onRetry={results.retry} retrying={results.fetching} />
          ) : articles.length === 0 ? (
            <ResultsEmpty text={emptyResultsText(query, category)} onClearSearch={query ? () => commitQuery('', 'submit') : undefined} />
          ) : (
            <div className={styles.list} data-stale={stale || undefined}>
              <ResultList key={`${category}\n${query}`} results={results} query={query} labelledBy={headingId} />
            </div>
          )}
        </section>
      )}
    </div>
  );
}
