import type { NewsArticle } from '@tidings/contracts/news';

// A refetch (window focus, session start, a read) must never move the card under the reader's
// thumb. The server's answer leaves out everything viewed — the card in view included, once it
// has been viewed or read — so taking it as it comes would swap the story being read for another.
//
// Rule: the cards the user has had in view stay, in the order they were, and the card in view
// stays in view; every story not yet seen follows them, in the server's fresh order (its best
// unseen pick comes next). So a read story stays until the reader moves on, and stays behind
// them to swipe back to; unseen stories the server no longer offers drop out of the queue.

/** Seen cards kept behind the reader across refetches; older ones drop off the front. */
export const SEEN_KEPT_MAX = 100;

export interface FeedView {
  items: readonly NewsArticle[];
  index: number;
  /** Ids of the cards that have been in view (the current one included). */
  seen: ReadonlySet<string>;
}

/** The list without repeated ids (first wins). */
export function uniqueById(articles: readonly NewsArticle[]): NewsArticle[] {
  const ids = new Set<string>();
  return articles.filter((article) => !ids.has(article.id) && Boolean(ids.add(article.id)));
}

/** A freshly loaded list with nothing kept: the feed opens at `index` (clamped). */
export function freshView(incoming: readonly NewsArticle[], index: number): FeedView {
  const items = uniqueById(incoming);
  const at = items.length === 0 ? 0 : Math.min(Math.max(index, 0), items.length - 1);
  return { items, index: at, seen: new Set(items[at] ? [items[at].id] : []) };
}

export function reconcileFeed(view: FeedView, incoming: readonly NewsArticle[]): FeedView {
  const current = view.items[view.index];
  if (!current) return freshView(incoming, 0);

  const fresh = new Map(uniqueById(incoming).map((article) => [article.id, article]));
  // A kept card takes the server's newer copy when there is one (its reason, its source count).
  let kept = view.items.filter((article) => article.id === current.id || view.seen.has(article.id)).map((article) => fresh.get(article.id) ?? article);
  while (kept.length > SEEN_KEPT_MAX && kept[0]!.id !== current.id) kept = kept.slice(1);

  const keptIds = new Set(kept.map((article) => article.id));
  const items = [...kept, ...[...fresh.values()].filter((article) => !keptIds.has(article.id))];
  return {
    items,
    index: items.findIndex((article) => article.id === current.id),
    seen: new Set([...[...view.seen].filter((id) => keptIds.has(id)), current.id]),
  };
}

/** The view after moving to `index`: that card is now seen. */
export function moveTo(view: FeedView, index: number): FeedView {
  const article = view.items[index];
  if (!article || index === view.index) return view;
  return { ...view, index, seen: view.seen.has(article.id) ? view.seen : new Set([...view.seen, article.id]) };
}
