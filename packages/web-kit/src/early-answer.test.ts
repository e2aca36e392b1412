import { afterEach, describe, expect, it, vi } from 'vitest';
import { dropEarly, EARLY_ANSWER_MAX_AGE_MS, startEarly, takeEarly } from './early-answer';

afterEach(() => vi.unstubAllGlobals());

function stubFetch(body: unknown) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('early requests', () => {
  it('hands a request started early to the screen, once, with the URL it asked for', async () => {
    const fetchMock = stubFetch([{ id: 'a', title: 'A' }]);
    startEarly('/api/news/filtered', () => 1_000);
    expect(fetchMock).toHaveBeenCalledWith('/api/news/filtered?1000', expect.objectContaining({ credentials: 'include' }));
    const early = takeEarly('/api/news/filtered', () => 2_000);
    expect(early?.url).toBe('/api/news/filtered?1000');
    await expect((await early!.response).json()).resolves.toEqual([{ id: 'a', title: 'A' }]);
    expect(takeEarly('/api/news/filtered', () => 2_000)).toBeUndefined();
  });

  it('hands over nothing stale, and nothing for a path never started', () => {
    stubFetch([]);
    startEarly('/api/news/filtered', () => 1_000);
    expect(takeEarly('/api/news/filtered', () => 1_000 + EARLY_ANSWER_MAX_AGE_MS + 1)).toBeUndefined();
    expect(takeEarly('/api/user/streak')).toBeUndefined();
  });

  it('hands over nothing once the page has moved on', () => {
    stubFetch([]);
    startEarly('/api/news/filtered');
    dropEarly();
    expect(takeEarly('/api/news/filtered')).toBeUndefined();
  });

  it('leaves a failure to the screen that takes it, and is no unhandled rejection before', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    startEarly('/api/news/filtered');
    await new Promise((resolve) => setTimeout(resolve, 10));
    await expect(takeEarly('/api/news/filtered')!.response).rejects.toThrow('Failed to fetch');
  });
});
