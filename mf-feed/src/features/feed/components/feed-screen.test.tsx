import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { QUERY_KEYS } from '@tidings/contracts/frontend-registry';
import { makeArticle, makeUser } from '@tidings/web-kit/testing/factories';
import { deferred, json, stubFetch } from '@tidings/web-kit/testing/fetch-stub';
import { renderWithProviders } from '@tidings/web-kit/testing/render-with-providers';
import { reloadPage } from '../../../lib/reload-page';
import { FEED_POSITION_KEY } from '../lib/feed-position';
import { useFeedStore } from '../stores/feed-store';
import { FeedScreen } from './feed-screen';

vi.mock('../../../lib/reload-page', () => ({ reloadPage: vi.fn() }));

const user = makeUser({ id: 'u1' });
const articles = ['a', 'b', 'c'].map((id) => makeArticle({ id, title: `Title ${id}`, publishedAt: new Date().toISOString() }));
const bookmarkCheck = () => json({ isBookmarked: false });

function renderFeed(feedAnswer: () => Response | Promise<Response>) {
  const checks = Object.fromEntries(['a', 'b', 'c', 'd'].map((id) => [`GET /api/bookmarks/check/${id}`, bookmarkCheck]));
  const server = stubFetch({ 'GET /api/news/filtered': feedAnswer, ...checks });
  return { server, ...renderWithProviders(<FeedScreen />, { user }) };
}

const currentTitle = () => screen.getByRole('article').querySelector('h2')?.textContent;

beforeEach(() => useFeedStore.getState().reset());

describe('FeedScreen states', () => {
  it('shows the skeleton while the feed loads, fetching /api/news/filtered?{timestamp}', async () => {
    const answer = deferred<Response>();
    const { server } = renderFeed(() => answer.promise);
    screen.getByRole('status', { name: 'Loading news' });
    expect(server.callsTo('GET', '/api/news/filtered')[0]!.url).toMatch(/^\/api\/news\/filtered\?\d{13}$/);
    answer.resolve(json(articles));
    await screen.findByRole('link', { name: 'Title a' });
    expect(screen.queryByRole('status', { name: 'Loading news' })).toBeNull();
  });

  it('does not fetch for a visitor', () => {
    const server = stubFetch({});
    renderWithProviders(<FeedScreen />, { user: null });
    expect(server.callsTo('GET', '/api/news/filtered')).toHaveLength(0);
  });

  it("a failed load shows 'Failed to load news'; 'Try again' reloads the page", async () => {
    const { user: pointer } = renderFeed(() => new Response('boom', { status: 500 }));
    await screen.findByText('Failed to load news');
    await pointer.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('an answer that is not a list is an error too', async () => {
    renderFeed(() => json({ items: articles }));
    await screen.findByText('Failed to load news');
  });

  it("an empty feed offers 'Refresh feed', which fetches again", async () => {
    let answers = 0;
    const { server, user: pointer } = renderFeed(() => json(answers++ === 0 ? [] : articles));
    await screen.findByText('No fresh articles available');
    await pointer.click(screen.getByRole('button', { name: 'Refresh feed' }));
    await screen.findByRole('link', { name: 'Title a' });
    expect(server.callsTo('GET', '/api/news/filtered')).toHaveLength(2);
  });
});

describe('FeedScreen position', () => {
  it('resumes on the saved article when it is still in the feed', async () => {
    window.localStorage.setItem(FEED_POSITION_KEY, JSON.stringify({ activeIndex: 5, timestamp: Date.now() - 60_000, articleId: 'c', userId: 'u1' }));
    renderFeed(() => json(articles));
    await screen.findByRole('article');
    expect(currentTitle()).toBe('Title c');
  });

  it('saves the position on every move, with the article in view', async () => {
    const { user: pointer } = renderFeed(() => json(articles));
    await screen.findByRole('article');
    await pointer.click(screen.getByRole('button', { name: 'Next story' }));
    const saved = JSON.parse(window.localStorage.getItem(FEED_POSITION_KEY)!) as Record<string, unknown>;
    expect(saved).toMatchObject({ activeIndex: 1, articleId: 'b', userId: 'u1' });
    expect(Date.now() - (saved.timestamp as number)).toBeLessThan(5_000);
  });

  it('saves again when the page is hidden', async () => {
    renderFeed(() => json(articles));
    await screen.findByRole('article');
    window.localStorage.removeItem(FEED_POSITION_KEY);
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(JSON.parse(window.localStorage.getItem(FEED_POSITION_KEY)!)).toMatchObject({ activeIndex: 0, articleId: 'a' });
    window.localStorage.removeItem(FEED_POSITION_KEY);
    window.dispatchEvent(new Event('pagehide'));
    expect(JSON.parse(window.localStorage.getItem(FEED_POSITION_KEY)!)).toMatchObject({ activeIndex: 0, articleId: 'a' });
  });

  it('a refetch that no longer lists the card in view leaves it in view', async () => {
    let answers = 0;
    const { user: pointer, queryClient } = renderFeed(() => json(answers++ === 0 ? articles : [articles[2], makeArticle({ id: 'd', title: 'Title d' })]));
    await screen.findByRole('article');
    await pointer.click(screen.getByRole('button', { name: 'Next story' }));
    expect(currentTitle()).toBe('Title b');
    await act(() => queryClient.invalidateQueries({ queryKey: QUERY_KEYS.feed }));
    await waitFor(() => expect(answers).toBe(2));
    expect(currentTitle()).toBe('Title b');
    await pointer.click(screen.getByRole('button', { name: 'Next story' }));
    expect(currentTitle()).toBe('Title c');
    await pointer.click(screen.getByRole('button', { name: 'Next story' }));
    expect(currentTitle()).toBe('Title d');
  });
});
