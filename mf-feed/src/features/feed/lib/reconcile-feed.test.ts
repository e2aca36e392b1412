import { describe, expect, it } from 'vitest';
import type { NewsArticle } from '@tidings/contracts/news';
import { makeArticle } from '@tidings/web-kit/testing/factories';
import { freshView, moveTo, reconcileFeed, SEEN_KEPT_MAX, type FeedView } from './reconcile-feed';

const list = (...ids: string[]): NewsArticle[] => ids.map((id) => makeArticle({ id }));
const ids = (view: FeedView) => view.items.map((article) => article.id);
const currentId = (view: FeedView) => view.items[view.index]?.id;

/** A view that opened on `items` and was moved through `path` (indexes), in order. */
function browsed(items: NewsArticle[], ...path: number[]): FeedView {
  return path.reduce(moveTo, freshView(items, 0));
}

describe('freshView', () => {
  it('opens at the index given, clamped to the list', () => {
    expect(currentId(freshView(list('a', 'b', 'c'), 1))).toBe('b');
    expect(currentId(freshView(list('a', 'b'), 9))).toBe('b');
    expect(freshView([], 3).index).toBe(0);
  });

  it('drops repeated ids', () => {
    expect(ids(freshView(list('a', 'b', 'a'), 0))).toEqual(['a', 'b']);
  });
});

describe('reconcileFeed: a refetch keeps the card in view', () => {
  it('the card in view is still listed: it stays in view, the unseen ones follow in the new order', () => {
    const view = browsed(list('a', 'b', 'c', 'd', 'e'), 1, 2);
    const next = reconcileFeed(view, list('e', 'c', 'd', 'f'));
    expect(currentId(next)).toBe('c');
    expect(ids(next)).toEqual(['a', 'b', 'c', 'e', 'd', 'f']);
  });

  it('the card in view was excluded (viewed, then read): it stays in view until the reader moves on', () => {
    const view = browsed(list('a', 'b', 'c', 'd'), 1);
    const next = reconcileFeed(view, list('c', 'd', 'x'));
    expect(currentId(next)).toBe('b');
    expect(next.index).toBe(1);
    expect(ids(next)).toEqual(['a', 'b', 'c', 'd', 'x']);
  });

  it('seen cards stay behind the reader to swipe back to, even when the server no longer lists them', () => {
    const view = browsed(list('a', 'b', 'c', 'd', 'e'), 1, 2, 3, 1);
    const next = reconcileFeed(view, list('e', 'f'));
    expect(currentId(next)).toBe('b');
    expect(ids(next)).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
  });

  it('unseen cards the server dropped leave the queue', () => {
    const view = browsed(list('a', 'b', 'c', 'd'), 1);
    expect(ids(reconcileFeed(view, list('d')))).toEqual(['a', 'b', 'd']);
  });

  it('an empty answer keeps what was seen rather than emptying the screen', () => {
    const view = browsed(list('a', 'b', 'c'), 1);
    const next = reconcileFeed(view, []);
    expect(ids(next)).toEqual(['a', 'b']);
    expect(currentId(next)).toBe('b');
  });

  it('kept cards take the fresh copy from the server', () => {
    const view = browsed(list('a', 'b'), 1);
    const next = reconcileFeed(view, [makeArticle({ id: 'b', title: 'Updated', sourceCount: 3 })]);
    expect(next.items[1]).toMatchObject({ id: 'b', title: 'Updated', sourceCount: 3 });
  });

  it('a card reached by wrapping round stays where it is in the list', () => {
    const view = browsed(list('a', 'b', 'c', 'd'), 3);
    const next = reconcileFeed(view, list('b', 'c', 'x'));
    expect(ids(next)).toEqual(['a', 'd', 'b', 'c', 'x']);
    expect(currentId(next)).toBe('d');
  });

  it('the same answer twice changes nothing', () => {
    const view = browsed(list('a', 'b', 'c'), 1);
    const once = reconcileFeed(view, list('c', 'd'));
    const twice = reconcileFeed(once, list('c', 'd'));
    expect(ids(twice)).toEqual(ids(once));
    expect(twice.index).toBe(once.index);
  });

  it(`keeps at most ${SEEN_KEPT_MAX} seen cards, dropping the oldest, never the one in view`, () => {
    const many = list(...Array.from({ length: SEEN_KEPT_MAX + 10 }, (_, i) => `s${i}`));
    const view = browsed(many, ...many.map((_, i) => i));
    const next = reconcileFeed(view, list('new'));
    expect(next.items).toHaveLength(SEEN_KEPT_MAX + 1);
    expect(ids(next)[0]).toBe('s10');
    expect(currentId(next)).toBe(`s${SEEN_KEPT_MAX + 9}`);
  });

  it('nothing on screen yet: takes the answer as it is', () => {
    const next = reconcileFeed(freshView([], 0), list('a', 'b'));
    expect(ids(next)).toEqual(['a', 'b']);
    expect(next.index).toBe(0);
  });
});

describe('moveTo', () => {
  it('marks the card moved to as seen; the same index or a missing card changes nothing', () => {
    const view = freshView(list('a', 'b'), 0);
    const moved = moveTo(view, 1);
    expect([...moved.seen]).toEqual(['a', 'b']);
    expect(moveTo(moved, 1)).toBe(moved);
    expect(moveTo(moved, 5)).toBe(moved);
  });
});
