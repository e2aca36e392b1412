import { observeGetAnswers } from '@tidings/web-kit/api-client';
import { whenPageSettled } from '@tidings/web-kit/when-page-settled';
import { isCheckSayingBookmarked, savedRouteOf, type SavedRoute } from './saved-routes';

// Offline reading plugged into the api client: the client only tells its observers about answers,
// so it never imports this layer (no import cycle through the prefetch, which reads through the
// client). Kept routes (saved-routes) have their successful answers stored for the last known
// user, and when the network fails the stored one stands in. The IndexedDB side loads lazily:
// first-load JavaScript stays small.

const savedAnswers = () => import('./saved-answers');

/**
 * Keeping an answer waits until the page has settled (or the user acts): the IndexedDB code then
 * loads after the first screen instead of in it, on every route. The answers wait in memory, in
 * their order. A stand-in is asked for at once: the network has failed and the screen needs it.
 */
function afterFirstScreen(): Promise<void> {
  return new Promise((resolve) => whenPageSettled(resolve));
}

/** A bookmarks list, or a check saying "bookmarked": what those articles need offline is fetched ahead. */
async function prefetchFor(route: SavedRoute, userId: string, body: unknown): Promise<void> {
  if (route.kind === 'bookmarks') {
    const { prefetchBookmarks } = await import('./bookmark-prefetch');
    void prefetchBookmarks(userId, body);
  } else if (route.articleId && isCheckSayingBookmarked(route.path, body)) {
    const { prefetchBookmarkedArticle } = await import('./bookmark-prefetch');
    void prefetchBookmarkedArticle(userId, route.articleId);
  }
}

let stop: (() => void) | null = null;

/**
 * Starts keeping answers for offline reading; idempotent (the query client calls it at creation).
 * `firstScreen` resolves when storing may begin (tests start at once).
 */
export function keepAnswersForOffline(firstScreen: () => Promise<void> = afterFirstScreen): void {
  if (stop) return;
  let ready: Promise<void> | undefined;
  const store = () => (ready ??= firstScreen()).then(savedAnswers);
  stop = observeGetAnswers({
    answered(url, body) {
      const route = savedRouteOf(url);
      if (!route) return;
      void store()
        .then((saved) => saved.keepAnswer(url, body))
        .then((userId) => (userId ? prefetchFor(route, userId, body) : undefined))
        .catch(() => undefined);
    },
    // The server says signed out: the device forgets its user (a reload offline shows /auth).
    unauthorized(url) {
      if (!savedRouteOf(url)) return;
      void store()
        .then((saved) => saved.forgetUser())
        .catch(() => undefined);
    },
    standIn(url) {
      if (!savedRouteOf(url)) return undefined;
      return savedAnswers().then((store) => store.savedAnswer(url));
    },
  });
}

/** Tests only. */
export function stopKeepingAnswersForTest(): void {
  stop?.();
  stop = null;
}
