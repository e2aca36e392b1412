import { describe, expect, it } from 'vitest';
import { articlesToKeep, bookmarkedIds, RECENT_DAYS, RECENT_MAX, withOpened } from './keep-policy';

const DAY = 24 * 60 * 60 * 1000;

describe('keep policy', () => {
  it('keeps the opened list newest first, without repeats, within the window and the cap', () => {
    let list = withOpened([], 'a', 0);
    list = withOpened(list, 'b', DAY);
    list = withOpened(list, 'a', 2 * DAY);
    expect(list.map((entry) => entry.id)).toEqual(['a', 'b']);
    expect(withOpened(list, 'c', (RECENT_DAYS + 1.5) * DAY).map((entry) => entry.id)).toEqual(['c', 'a']);
    let many = list;
    for (let i = 0; i < RECENT_MAX + 10; i += 1) many = withOpened(many, `n${i}`, 3 * DAY);
    expect(many).toHaveLength(RECENT_MAX);
    expect(many[0]!.id).toBe(`n${RECENT_MAX + 9}`);
  });

  it('keeps every bookmark, however old, and the recent articles', () => {
    const opened = [
      { id: 'fresh', at: 10 * DAY },
      { id: 'stale', at: 1 * DAY },
    ];
    expect([...articlesToKeep(['old-bookmark'], opened, 10 * DAY)].sort()).toEqual(['fresh', 'old-bookmark']);
  });

  it('reads the ids of a bookmarks answer and nothing from anything else', () => {
    expect(bookmarkedIds([{ id: 'b1', news: { id: 'n1' } }, { id: 'b2' }, null])).toEqual(['n1']);
    expect(bookmarkedIds({ error: 'x' })).toEqual([]);
  });
});
