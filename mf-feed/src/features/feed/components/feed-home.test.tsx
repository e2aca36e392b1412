import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { EDITION_TEXTS } from '@tidings/contracts/briefing-texts';
import { makeArticle, makeUser } from '@tidings/web-kit/testing/factories';
import { json, stubFetch } from '@tidings/web-kit/testing/fetch-stub';
import { currentPath, renderWithProviders } from '@tidings/web-kit/testing/render-with-providers';
import { useFeedStore } from '../stores/feed-store';
import { FeedHome } from './feed-home';

const user = makeUser({ id: 'u1' });
const articles = ['a', 'b'].map((id) => makeArticle({ id, title: `Title ${id}`, publishedAt: new Date().toISOString() }));
const edition = { date: '2026-03-02', timeZone: 'UTC', builtAt: new Date().toISOString(), nextAt: new Date(Date.now() + 3_600_000).toISOString(), items: [], read: [] };

function renderHome(path = '/') {
  const server = stubFetch({
    'GET /api/news/filtered': () => json(articles),
    'GET /api/bookmarks/check/a': () => json({ isBookmarked: false }),
    'GET /api/bookmarks/check/b': () => json({ isBookmarked: false }),
    'GET /api/edition': () => json(edition),
  });
  return { server, ...renderWithProviders(<FeedHome />, { user, path }) };
}

const tab = (name: string) => screen.getByRole('link', { name });

beforeEach(() => {
  useFeedStore.getState().reset();
  vi.unstubAllGlobals();
});

describe('FeedHome', () => {
  it('shows the feed under "For you" by default, with Listen for its cards', async () => {
    const { server } = renderHome();
    await screen.findByRole('link', { name: 'Title a' });
    expect(tab(EDITION_TEXTS.feedTab).getAttribute('aria-current')).toBe('page');
    expect(tab(EDITION_TEXTS.tab).getAttribute('aria-current')).toBeNull();
    expect(screen.getByRole('navigation', { name: 'Feed views' })).toBeTruthy();
    // Fetched once the page has settled: not part of the feed's first load.
    expect(await screen.findByRole('button', { name: 'Listen' }, { timeout: 8000 })).toBeTruthy();
    expect(server.callsTo('GET', '/api/edition')).toHaveLength(0);
  });

  it('opens today\'s edition at /?view=today from the "Today" tab, and goes back to the feed from "For you"', async () => {
    const { user: events } = renderHome();
    await screen.findByRole('link', { name: 'Title a' });
    await events.click(tab(EDITION_TEXTS.tab));
    expect(currentPath()).toBe('/?view=today');
    expect(await screen.findByRole('heading', { level: 1, name: EDITION_TEXTS.empty })).toBeTruthy();
    expect(tab(EDITION_TEXTS.tab).getAttribute('aria-current')).toBe('page');
    expect(screen.queryByRole('link', { name: 'Title a' })).toBeNull();

    await events.click(tab(EDITION_TEXTS.feedTab));
    expect(currentPath()).toBe('/');
    expect(await screen.findByRole('link', { name: 'Title a' })).toBeTruthy();
  });
});
