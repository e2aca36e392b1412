import { create } from 'zustand';
import type { NewsArticle } from '@tidings/contracts/news';
import { readFeedPosition, restoreIndex } from '../lib/feed-position';
import { freshView, moveTo, reconcileFeed, uniqueById, type FeedView } from '../lib/reconcile-feed';

// The list on screen and the card in view. It lives outside the page component so leaving the
// feed for another tab and coming back keeps the reader's place (the page remounts and refetches;
// the refetch is reconciled like any other). A reload starts from the saved position instead.

interface FeedState {
  /** Whose feed this is: another user's sign-in starts afresh. */
  userId: string | null;
  /** False until the first answer was placed. */
  loaded: boolean;
  view: FeedView;
  /** Places a server answer: restored position on the first one, reconciled after. */
  receive: (userId: string, incoming: readonly NewsArticle[], now?: number) => void;
  go: (index: number) => void;
  reset: () => void;
}

const EMPTY_VIEW: FeedView = { items: [], index: 0, seen: new Set() };

export const useFeedStore = create<FeedState>((set, get) => ({
  userId: null,
  loaded: false,
  view: EMPTY_VIEW,
  receive: (userId, incoming, now = Date.now()) => {
    const { userId: previousUser, view } = get();
    const continuing = previousUser === userId && view.items.length > 0;
    const items = uniqueById(incoming);
    const next = continuing
      ? reconcileFeed(view, items)
      : freshView(items, restoreIndex(readFeedPosition(), items.map((article) => article.id), now, userId));
    set({ userId, loaded: true, view: next });
  },
  go: (index) => set({ view: moveTo(get().view, index) }),
  reset: () => set({ userId: null, loaded: false, view: EMPTY_VIEW }),
}));
