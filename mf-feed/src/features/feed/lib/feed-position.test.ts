import { describe, expect, it } from 'vitest';
import { FEED_POSITION_KEY, FEED_POSITION_TTL_MS, readFeedPosition, restoreIndex, writeFeedPosition, type FeedPosition } from './feed-position';

const NOW = Date.parse('2025-06-01T12:00:00.000Z');
const IDS = ['a', 'b', 'c', 'd', 'e'];
const saved = (overrides: Partial<FeedPosition> = {}): FeedPosition => ({ activeIndex: 2, timestamp: NOW - 60_000, articleId: 'c', userId: 'u1', ...overrides });

describe('restoreIndex', () => {
  it('nothing saved: the top', () => {
    expect(restoreIndex(null, IDS, NOW, 'u1')).toBe(0);
  });

  it('resumes on the saved article, wherever the new list has it', () => {
    expect(restoreIndex(saved({ activeIndex: 7, articleId: 'd' }), IDS, NOW, 'u1')).toBe(3);
  });

  it('the saved article is gone (viewed, so excluded): the top, where the unseen stories start', () => {
    expect(restoreIndex(saved({ activeIndex: 3, articleId: 'zz' }), IDS, NOW, 'u1')).toBe(0);
  });

  it('an entry with only the spec keys restores the index when within range', () => {
    expect(restoreIndex({ activeIndex: 4, timestamp: NOW - 60_000 }, IDS, NOW, 'u1')).toBe(4);
    expect(restoreIndex({ activeIndex: 5, timestamp: NOW - 60_000 }, IDS, NOW, 'u1')).toBe(0);
    expect(restoreIndex({ activeIndex: -1, timestamp: NOW - 60_000 }, IDS, NOW, 'u1')).toBe(0);
  });

  it('valid for under 30 minutes', () => {
    expect(restoreIndex(saved({ timestamp: NOW - FEED_POSITION_TTL_MS + 1 }), IDS, NOW, 'u1')).toBe(2);
    expect(restoreIndex(saved({ timestamp: NOW - FEED_POSITION_TTL_MS }), IDS, NOW, 'u1')).toBe(0);
    expect(restoreIndex({ activeIndex: 3, timestamp: NOW - FEED_POSITION_TTL_MS - 5 }, IDS, NOW, 'u1')).toBe(0);
  });

  it('a timestamp in the future (clock changed) is not trusted', () => {
    expect(restoreIndex(saved({ timestamp: NOW + 60_000 }), IDS, NOW, 'u1')).toBe(0);
  });

  it("another user's position is not restored", () => {
    expect(restoreIndex(saved({ userId: 'u2' }), IDS, NOW, 'u1')).toBe(0);
  });

  it('an empty list opens at 0', () => {
    expect(restoreIndex(saved(), [], NOW, 'u1')).toBe(0);
  });
});

describe('readFeedPosition / writeFeedPosition', () => {
  it('round-trips through local storage under the feed position key', () => {
    writeFeedPosition(saved());
    expect(JSON.parse(window.localStorage.getItem(FEED_POSITION_KEY)!)).toEqual({ activeIndex: 2, timestamp: NOW - 60_000, articleId: 'c', userId: 'u1' });
    expect(readFeedPosition()).toEqual(saved());
  });

  it('ignores what it cannot read', () => {
    expect(readFeedPosition()).toBeNull();
    window.localStorage.setItem(FEED_POSITION_KEY, '{not json');
    expect(readFeedPosition()).toBeNull();
    window.localStorage.setItem(FEED_POSITION_KEY, JSON.stringify({ activeIndex: 'two', timestamp: 1 }));
    expect(readFeedPosition()).toBeNull();
    window.localStorage.setItem(FEED_POSITION_KEY, JSON.stringify({ activeIndex: 1, timestamp: 5, articleId: 7 }));
    expect(readFeedPosition()).toEqual({ activeIndex: 1, timestamp: 5 });
  });
});
