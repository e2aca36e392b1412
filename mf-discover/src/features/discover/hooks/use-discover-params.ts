import { useCallback, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { parseCategory, TOP_NEWS, type BrowseCategory } from '../lib/categories';

// The screen's state lives in the URL (`/discover?q=…&category=…`), so reload, back and forward
// and a shared link all show the same results. History gets one entry per search, not one per
// keystroke: the first pause in typing pushes an entry and the rest of that typing replaces it;
// Enter, the clear button and a chip end it. Chips chosen in quick succession (arrowing through
// them) also share one entry. The Blindspot view (`view=blindspot`, issue 31) is one more entry;
// choosing a chip or searching leaves it.

export const QUERY_PARAM = 'q';
export const CATEGORY_PARAM = 'category';
export const VIEW_PARAM = 'view';
export const BLINDSPOT_VIEW = 'blindspot';
/** Chip changes closer together than this make one history entry. */
export const CHIP_COALESCE_MS = 1000;

/** 'typing': a pause while typing; 'submit': Enter or the clear button. */
export type QueryCommit = 'typing' | 'submit';

export interface DiscoverParams {
  /** Trimmed (spec section 5). */
  query: string;
  category: BrowseCategory;
  /** The Blindspot view instead of the results of the query and category. */
  blindspot?: boolean;
}

/** The URL's query string for these params: `q` only with a query, `category` only when chosen. */
export function discoverSearchParams({ query, category, blindspot = false }: DiscoverParams): URLSearchParams {
  const params = new URLSearchParams();
  if (query) params.set(QUERY_PARAM, query);
  if (category !== TOP_NEWS) params.set(CATEGORY_PARAM, category);
  if (blindspot) params.set(VIEW_PARAM, BLINDSPOT_VIEW);
  return params;
}

export function useDiscoverParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = (searchParams.get(QUERY_PARAM) ?? '').trim();
  const category = parseCategory(searchParams.get(CATEGORY_PARAM));
  const blindspot = searchParams.get(VIEW_PARAM) === BLINDSPOT_VIEW;
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
      if (next !== query || (blindspot && next)) {
        write({ query: next, category }, how === 'typing' && typingEntry.current);
        if (how === 'typing') typingEntry.current = true;
      }
      if (how === 'submit') typingEntry.current = false;
    },
    [query, category, blindspot, write],
  );

  const selectCategory = useCallback(
    (next: BrowseCategory) => {
      if (next === category && !blindspot) return;
      const now = performance.now();
      write({ query, category: next }, now - lastChipChange.current < CHIP_COALESCE_MS);
      lastChipChange.current = now;
      typingEntry.current = false;
    },
    [query, category, blindspot, write],
  );

  /** The Blindspot chip: on leaves the search (its results are not shown there), off goes back to the category. */
  const showBlindspot = useCallback(
    (on: boolean) => {
      if (on === blindspot) return;
      write({ query: on ? '' : query, category, blindspot: on }, false);
      lastChipChange.current = Number.NEGATIVE_INFINITY;
      typingEntry.current = false;
    },
    [query, category, blindspot, write],
  );

  return { query, category, blindspot, commitQuery, selectCategory, showBlindspot };
}
