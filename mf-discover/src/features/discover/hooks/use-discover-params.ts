import { useCallback, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { parseCategory, TOP_NEWS, type BrowseCategory } from '../lib/categories';

// The screen's state lives in the URL (`/discover?q=…&category=…`), so reload, back and forward
// and a shared link all show the same results. History gets one entry per search, not one per
// keystroke: the first pause in typing pushes an entry and the rest of that typing replaces it;
// Enter, the clear button and a chip end it. Chips chosen in quick succession (arrowing through
// them) also share one entry.

export const QUERY_PARAM = 'q';
export const CATEGORY_PARAM = 'category';
/** Chip changes closer together than this make one history entry. */
export const CHIP_COALESCE_MS = 1000;

/** 'typing': a pause while typing; 'submit': Enter or the clear button. */
export type QueryCommit = 'typing' | 'submit';

export interface DiscoverParams {
  /** Trimmed (spec section 5). */
  query: string;
  category: BrowseCategory;
}

/** The URL's query string for these params: `q` only with a query, `category` only when chosen. */
export function discoverSearchParams({ query, category }: DiscoverParams): URLSearchParams {
  const params = new URLSearchParams();
  if (query) params.set(QUERY_PARAM, query);
  if (category !== TOP_NEWS) params.set(CATEGORY_PARAM, category);
  return params;
}

export function useDiscoverParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = (searchParams.get(QUERY_PARAM) ?? '').trim();
  const category = parseCategory(searchParams.get(CATEGORY_PARAM));
  /** The current entry was pushed by the typing still going on. */
  const typingEntry = useRef(false);
  const lastChipChange = useRef(Number.NEGATIVE_INFINITY);

  const write = useCallback(
    (next: DiscoverParams, replace: boolean) => setSearchParams(discoverSearchParams(next), { replace }),
    [setSearchParams],
  );

  const commitQuery = useCallback(
    (raw: string, how: QueryCommit) => {
      const next = raw.trim();
      if (next !== query) {
        write({ query: next, category }, how === 'typing' && typingEntry.current);
        if (how === 'typing') typingEntry.current = true;
      }
      if (how === 'submit') typingEntry.current = false;
    },
    [query, category, write],
  );

  const selectCategory = useCallback(
    (next: BrowseCategory) => {
      if (next === category) return;
      const now = performance.now();
      write({ query, category: next }, now - lastChipChange.current < CHIP_COALESCE_MS);
      lastChipChange.current = now;
      typingEntry.current = false;
    },
    [query, category, write],
  );

  return { query, category, commitQuery, selectCategory };
}
