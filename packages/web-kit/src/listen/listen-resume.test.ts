import { describe, expect, it, vi } from 'vitest';
import { forgetReadsOnDevice } from '../tracking/tracking-client';
import { LISTEN_RESUME_KEY, useListenFlag } from './listen-flag';
import { LISTEN_RESUME_MAX_AGE_MS, LISTEN_RESUME_MAX_ITEMS, listenResumeSlot, saveListen, savedListenFor, type SavedListen } from './listen-resume';

const items = (count: number) => Array.from({ length: count }, (_, n) => ({ newsId: `n${n}`, title: `Title ${n}`, text: `Text ${n}.`, source: 'Daily Example' }));
const saved = (over: Partial<SavedListen> = {}): SavedListen => ({ userId: 'u1', origin: 'edition', items: items(3), index: 1, chunk: 2, rate: 1.5, savedAt: 1_000, ...over });

describe('the saved queue', () => {
  it('is offered back to the same user, where it stopped', () => {
    saveListen(listenResumeSlot(), saved());
    expect(savedListenFor(listenResumeSlot(), 'u1', 2_000)).toEqual(saved());
  });

  it('is not offered to another user, nor after a week', () => {
    saveListen(listenResumeSlot(), saved());
    expect(savedListenFor(listenResumeSlot(), 'u2', 2_000)).toBeNull();
    expect(savedListenFor(listenResumeSlot(), 'u1', 1_000 + LISTEN_RESUME_MAX_AGE_MS + 1)).toBeNull();
  });

  it('ignores what it does not understand', () => {
    window.localStorage.setItem(LISTEN_RESUME_KEY, JSON.stringify({ ...saved(), index: 7 }));
    expect(savedListenFor(listenResumeSlot(), 'u1', 2_000)).toBeNull();
    window.localStorage.setItem(LISTEN_RESUME_KEY, JSON.stringify({ ...saved(), origin: 'radio' }));
    expect(savedListenFor(listenResumeSlot(), 'u1', 2_000)).toBeNull();
    window.localStorage.setItem(LISTEN_RESUME_KEY, '{not json');
    expect(savedListenFor(listenResumeSlot(), 'u1', 2_000)).toBeNull();
  });

  it('keeps a long queue from the current item on', () => {
    saveListen(listenResumeSlot(), saved({ items: items(LISTEN_RESUME_MAX_ITEMS + 20), index: 30 }));
    const back = savedListenFor(listenResumeSlot(), 'u1', 2_000)!;
    expect(back.items).toHaveLength(LISTEN_RESUME_MAX_ITEMS);
    expect(back.items[back.index]!.newsId).toBe('n30');
  });

  it('goes on logout or account deletion, with the reading log (forgetReadsOnDevice)', async () => {
    saveListen(listenResumeSlot(), saved());
    useListenFlag.setState({ active: true });
    forgetReadsOnDevice();
    expect(window.localStorage.getItem(LISTEN_RESUME_KEY)).toBeNull();
    await vi.waitFor(() => expect(useListenFlag.getState().active).toBe(false));
  });
});
