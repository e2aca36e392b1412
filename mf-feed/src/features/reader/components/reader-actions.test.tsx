import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { QUERY_KEYS } from '@tidings/contracts/frontend-registry';
import { deferred, json, stubFetch } from '@tidings/web-kit/testing/fetch-stub';
import { findToast } from '@tidings/web-kit/testing/render-with-providers';
import { articleHeading, renderReader, routes, READER_TEST_TIMEOUT_MS } from './reader-fixtures';

const bookmark = () => screen.getByRole('button', { name: 'Bookmark' });
const pressed = (button: HTMLElement) => button.getAttribute('aria-pressed');

describe('reader bookmark toggle', { timeout: READER_TEST_TIMEOUT_MS }, () => {
  it('starts from the server check and adds, then removes, only when the answers are ok', async () => {
    const { callsTo } = stubFetch(
      routes({
        'POST /api/bookmarks': () => json({ id: 'b1', news: {}, createdAt: '' }, 201),
        'DELETE /api/bookmarks/n1': () => json({ removed: true, newsId: 'n1' }),
      }),
    );
    const { user } = renderReader();
    await articleHeading('Harbour bridge reopens');
    expect(pressed(bookmark())).toBe('false');

    await user.click(bookmark());
    expect(await findToast('Bookmark added')).toEqual({ description: 'Article saved to your bookmarks', variant: 'default' });
    expect(pressed(bookmark())).toBe('true');
    expect(callsTo('POST', '/api/bookmarks')[0]?.body).toEqual({ newsId: 'n1' });

    await user.click(bookmark());
    expect(await findToast('Bookmark removed')).toEqual({ description: 'Article removed from your bookmarks', variant: 'default' });
    expect(pressed(bookmark())).toBe('false');
    expect(callsTo('DELETE', '/api/bookmarks/n1')).toHaveLength(1);
  });

  it('does not flip before the answer, nor when it fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const answer = deferred<Response>();
    stubFetch(routes({ 'GET /api/bookmarks/check/n1': () => json({ isBookmarked: true }), 'DELETE /api/bookmarks/n1': () => answer.promise }));
    const { user } = renderReader();
    await articleHeading('Harbour bridge reopens');
    await waitFor(() => expect(pressed(bookmark())).toBe('true'));

    await user.click(bookmark());
    expect(pressed(bookmark())).toBe('true');
    answer.resolve(new Response('boom', { status: 500, statusText: 'Internal Server Error' }));
    expect(await findToast('Action failed')).toEqual({ description: 'Could not update bookmark status', variant: 'destructive' });
    expect(pressed(bookmark())).toBe('true');
  });

  it('refreshes every bookmark list and check on the page', async () => {
    stubFetch(routes({ 'POST /api/bookmarks': () => json({ id: 'b1', news: {}, createdAt: '' }, 201) }));
    const { user, queryClient } = renderReader();
    // Cached as the feed and the bookmarks screen would hold them (kept: no observer here).
    for (const key of [QUERY_KEYS.bookmarks('u1'), QUERY_KEYS.bookmarkCheck('other'), QUERY_KEYS.feed]) queryClient.setQueryDefaults(key, { gcTime: Infinity });
    queryClient.setQueryData(QUERY_KEYS.bookmarks('u1'), []);
    queryClient.setQueryData(QUERY_KEYS.bookmarkCheck('other'), { isBookmarked: false });
    queryClient.setQueryData(QUERY_KEYS.feed, []);
    await articleHeading('Harbour bridge reopens');
    await user.click(bookmark());
    await findToast('Bookmark added');
    expect(queryClient.getQueryState(QUERY_KEYS.bookmarks('u1'))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(QUERY_KEYS.bookmarkCheck('other'))?.isInvalidated).toBe(true);
    // The feed itself is not reloaded under the reader for a bookmark.
    expect(queryClient.getQueryState(QUERY_KEYS.feed)?.isInvalidated).toBe(false);
  });
});

describe('reader reactions', { timeout: READER_TEST_TIMEOUT_MS }, () => {
  const like = () => screen.getByRole('button', { name: 'Like' });
  const dislike = () => screen.getByRole('button', { name: 'Dislike' });

  it("shows the caller's reaction and the counts, and switches it", async () => {
    const { callsTo } = stubFetch(
      routes({
        'GET /api/news/n1/reaction': () => json({ reaction: 'like', likes: 3, dislikes: 1 }),
        'PUT /api/news/n1/reaction': (call) => json({ reaction: (call.body as { reactionType: string | null }).reactionType, likes: 2, dislikes: 2 }),
      }),
    );
    const { user } = renderReader();
    await articleHeading('Harbour bridge reopens');
    await waitFor(() => expect(pressed(like())).toBe('true'));
    expect(pressed(dislike())).toBe('false');
    expect(like().getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('3 likes')).toBeTruthy();

    await user.click(dislike());
    expect(pressed(dislike())).toBe('true');
    expect(pressed(like())).toBe('false');
    await waitFor(() => expect(screen.getByText('2 dislikes')).toBeTruthy());
    expect(callsTo('PUT', '/api/news/n1/reaction')[0]?.body).toEqual({ reactionType: 'dislike' });
  });

  it('takes a reaction back with null, and rolls back when the call fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { callsTo } = stubFetch(
      routes({
        'GET /api/news/n1/reaction': () => json({ reaction: 'like', likes: 3, dislikes: 1 }),
        'PUT /api/news/n1/reaction': () => new Response('down', { status: 503, statusText: 'Service Unavailable' }),
      }),
    );
    const { user } = renderReader();
    await articleHeading('Harbour bridge reopens');
    await waitFor(() => expect(pressed(like())).toBe('true'));
    await user.click(like());
    expect(await findToast('Action failed')).toEqual({ description: 'Could not update your reaction', variant: 'destructive' });
    expect(callsTo('PUT', '/api/news/n1/reaction')[0]?.body).toEqual({ reactionType: null });
    expect(pressed(like())).toBe('true');
    expect(screen.getByText('3 likes')).toBeTruthy();
  });
});
