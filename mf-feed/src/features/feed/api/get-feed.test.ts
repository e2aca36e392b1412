import { afterEach, describe, expect, it, vi } from 'vitest';
import { startEarly } from '@tidings/web-kit/early-answer';
import { FeedFormatError, getFeed } from './get-feed';

afterEach(() => vi.unstubAllGlobals());

const story = { id: 'a1', title: 'A story' };

function stubFeedAnswers(...bodies: unknown[]) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(bodies.shift()), { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('getFeed', () => {
  it('takes the stories the shell asked for while the page started, then asks the server itself', async () => {
    const fetchMock = stubFeedAnswers([story], [story, { id: 'b2', title: 'Another' }]);
    startEarly('/api/news/filtered');
    expect(await getFeed()).toEqual([story]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(await getFeed()).toHaveLength(2);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(String((fetchMock.mock.calls[1] as unknown[])[0])).toMatch(/^\/api\/news\/filtered\?\d+$/);
  });

  it('skips entries that cannot be cards and refuses an answer that is not a list', async () => {
    stubFeedAnswers([story, { id: 'x' }], { stories: [] });
    expect(await getFeed()).toEqual([story]);
    await expect(getFeed()).rejects.toBeInstanceOf(FeedFormatError);
  });
});
