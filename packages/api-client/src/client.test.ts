import { describe, expect, it } from 'vitest';
import { createTidingsClient } from './client.js';

/** A fetch that records each request and answers `body`. */
function recordingFetch(body: unknown) {
  const requests: Request[] = [];
  const fetch = async (request: Request) => {
    requests.push(request);
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  };
  return { requests, fetch };
}

describe('createTidingsClient', () => {
  it('signs every call with the token as a bearer and sends it to the base URL', async () => {
    const { requests, fetch } = recordingFetch({ currentStreak: 3 });
    const tidings = createTidingsClient({ baseUrl: 'https://tidings.example/', token: 'tid_abc', fetch });
    const { data } = await tidings.GET('/api/user/streak');
    expect(data).toEqual({ currentStreak: 3 });
    expect(requests[0]?.url).toBe('https://tidings.example/api/user/streak');
    expect(requests[0]?.headers.get('authorization')).toBe('Bearer tid_abc');
  });

  it('fills path parameters and sends JSON bodies', async () => {
    const { requests, fetch } = recordingFetch({});
    const tidings = createTidingsClient({ baseUrl: 'https://tidings.example', token: 'tid_abc', fetch });
    await tidings.PUT('/api/news/{id}/reaction', { params: { path: { id: 'a1' } }, body: { reactionType: 'like' } });
    expect(requests[0]?.url).toBe('https://tidings.example/api/news/a1/reaction');
    expect(await requests[0]?.json()).toEqual({ reactionType: 'like' });
  });

  it('sends no authorization without a token (public calls)', async () => {
    const { requests, fetch } = recordingFetch([]);
    await createTidingsClient({ baseUrl: 'https://tidings.example', fetch }).GET('/api/categories');
    expect(requests[0]?.headers.get('authorization')).toBeNull();
  });
});
