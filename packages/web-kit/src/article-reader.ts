import { useCallback } from 'react';
import { matchPath, useLocation, useNavigate, type Location } from 'react-router';
import { create } from 'zustand';
import type { NewsArticle } from '@tidings/contracts/news';

// The article reader is one overlay for the whole page. mf-feed exposes it (`mf_feed/ArticleReader`)
// and the shell renders it; any app opens it through `useArticleReader()`. Which article is open
// lives in the browser history (a pushed entry's state, or the share link `/news/{id}`), so the
// phone's back button closes it and reload keeps it. Articles handed to `open()` are remembered
// here, so the reader shows them at once instead of fetching them again.

/** History state key holding the open article's id. */
export const READER_STATE_KEY = 'tidingsReader';
/** History state key: how many reader entries are stacked (related articles open on top). */
export const READER_DEPTH_KEY = 'tidingsReaderDepth';
/** The share link's route (spec section 2): the reader over the feed. */
export const SHARE_LINK_PATH = '/news/:id';

export const shareLinkFor = (origin: string, id: string) => `${origin}/news/${encodeURIComponent(id)}`;

export type ReaderTarget = { article: NewsArticle } | { id: string };

/** Props of the exposed `ArticleReader` module's default export. */
export interface ArticleReaderProps {
  articleId: string;
  /** The article as the opener had it; shown at once while the reader loads anything else. */
  initialArticle?: NewsArticle;
  /** Closes the reader entirely (close button, Escape, backdrop), however many articles deep. */
  onClose: () => void;
  /** One step back: the article this one was opened from, or closed (the top bar's back). */
  onBack: () => void;
  /** Opens another article in the same reader (related and similar articles). */
  onOpenArticle: (target: ReaderTarget) => void;
}

/** Whether the reader module could be loaded: set by the shell's reader slot. */
export type ReaderAvailability = 'unknown' | 'ready' | 'failed';

interface ArticleReaderState {
  availability: ReaderAvailability;
  /** Articles handed to open(), by id (bounded). */
  known: ReadonlyMap<string, NewsArticle>;
  setAvailability: (availability: ReaderAvailability) => void;
  remember: (article: NewsArticle) => void;
}

const KNOWN_MAX = 50;

export const useArticleReaderStore = create<ArticleReaderState>((set, get) => ({
  availability: 'unknown',
  known: new Map(),
  setAvailability: (availability) => set({ availability }),
  remember: (article) => {
    const known = new Map(get().known);
    known.delete(article.id);
    known.set(article.id, article);
    if (known.size > KNOWN_MAX) known.delete(known.keys().next().value!);
    set({ known });
  },
}));

export interface OpenReader {
  id: string;
  /** 'history': opened in the app (back closes it); 'link': the page is the share link. */
  via: 'history' | 'link';
  /** Reader entries pushed on the history (related articles stack); 0 for the share link itself. */
  depth: number;
}

/** The article the reader shows for this location, if any. */
export function readerFromLocation(location: Pick<Location, 'pathname' | 'state'>): OpenReader | null {
  const state = location.state as Record<string, unknown> | null | undefined;
  const fromState = state?.[READER_STATE_KEY];
  if (typeof fromState === 'string' && fromState !== '') {
    const depth = state?.[READER_DEPTH_KEY];
    return { id: fromState, via: 'history', depth: typeof depth === 'number' && depth >= 1 ? depth : 1 };
  }
  const link = matchPath(SHARE_LINK_PATH, location.pathname);
  return link?.params.id ? { id: link.params.id, via: 'link', depth: 0 } : null;
}

/** Opens the source in a new tab: what a caller does when the reader cannot be loaded. */
export function openSourceInNewTab(article: Pick<NewsArticle, 'sourceUrl'>): void {
  window.open(article.sourceUrl, '_blank', 'noopener,noreferrer');
}

export function useArticleReader() {
  const navigate = useNavigate();
  const location = useLocation();
  const current = readerFromLocation(location);

  /**
   * Opens the reader on top of the current page (a new history entry). Answers false when the
   * reader cannot be loaded; the source then opened in a new tab when the article was given.
   */
  const open = useCallback(
    (target: ReaderTarget): boolean => {
      const { availability, remember } = useArticleReaderStore.getState();
      const article = 'article' in target ? target.article : undefined;
      if (availability === 'failed') {
        if (article) openSourceInNewTab(article);
        return false;
      }
      if (article) remember(article);
      const id = article?.id ?? ('id' in target ? target.id : '');
      const depth = (readerFromLocation(location)?.depth ?? 0) + 1;
      const state = { ...((location.state as Record<string, unknown> | null) ?? {}), [READER_STATE_KEY]: id, [READER_DEPTH_KEY]: depth };
      void navigate({ pathname: location.pathname, search: location.search, hash: location.hash }, { state });
      return true;
    },
    [navigate, location],
  );

  const overShareLink = matchPath(SHARE_LINK_PATH, location.pathname) !== null;

  /**
   * Closes it: back past every reader entry to the page it was opened over, or, when that page
   * is a share link, to the feed (going back would land on the link and reopen it).
   */
  const close = useCallback(() => {
    if (!current) return;
    if (current.via === 'history' && !overShareLink) void navigate(-current.depth);
    else void navigate('/', { replace: true });
  }, [navigate, current, overShareLink]);

  /** One step back: the article this one was opened from, or closed. The phone's back does the same. */
  const back = useCallback(() => {
    if (!current) return;
    if (current.via === 'history') void navigate(-1);
    else void navigate('/', { replace: true });
  }, [navigate, current]);

  return { openId: current?.id ?? null, open, close, back };
}
