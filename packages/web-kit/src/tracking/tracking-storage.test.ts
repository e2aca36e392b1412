import { describe, expect, it, vi } from 'vitest';
import { SYNC_VIEWED_MAX } from '@tidings/contracts/news';
import { jsonSlot, VIEWED_ARTICLE_IDS_KEY } from './tracking-storage';
import { rememberViewed, viewedIdsOf, viewedIdsSlot } from './viewed-ids';

describe('tracking storage', () => {
  it(`keeps the newest ${SYNC_VIEWED_MAX} viewed ids, an id seen again moving to the end`, () => {
    const slot = viewedIdsSlot();
    for (let index = 0; index < SYNC_VIEWED_MAX + 5; index += 1) rememberViewed(slot, 'u1', `a${index}`);
    rememberViewed(slot, 'u1', 'a10');
    const ids = viewedIdsOf(slot, 'u1');
    expect(ids).toHaveLength(SYNC_VIEWED_MAX);
    expect(ids[0]).toBe('a5');
    expect(ids.at(-1)).toBe('a10');
    expect(viewedIdsSlot().read()?.ids).toEqual(ids); // what a reload reads
  });

  it('starts a new list for another user and ignores ids the server would refuse', () => {
    const slot = viewedIdsSlot();
    rememberViewed(slot, 'u1', 'a1');
    rememberViewed(slot, 'u2', 'b1');
    rememberViewed(slot, 'u2', 'x'.repeat(65));
    expect(viewedIdsOf(slot, 'u1')).toEqual([]);
    expect(viewedIdsOf(slot, 'u2')).toEqual(['b1']);
  });

  it('reads a broken or foreign stored value as nothing', () => {
    window.localStorage.setItem(VIEWED_ARTICLE_IDS_KEY, '{not json');
    expect(viewedIdsSlot().read()).toBeNull();
    window.localStorage.setItem(VIEWED_ARTICLE_IDS_KEY, JSON.stringify(['a1']));
    expect(viewedIdsSlot().read()).toBeNull();
  });

  it('keeps the value in memory, and only logs, when storage refuses it', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    const slot = jsonSlot<number[]>('local', 'k', (stored) => stored as number[], () => []);
    slot.write([1]);
    slot.write([1, 2]);
    expect(slot.read()).toEqual([1, 2]);
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
