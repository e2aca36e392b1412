// Before anything that loads @use-gesture/react.
import '../../../test/pointer-events';
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { QUERY_KEYS } from '@tidings/contracts/frontend-registry';
import { useArticleReader } from '@tidings/web-kit/article-reader';
import { makeArticle, makeUser } from '@tidings/web-kit/testing/factories';
import { deferred, json, stubFetch, type Routes } from '@tidings/web-kit/testing/fetch-stub';
import { currentPath, findToast, renderWithProviders } from '@tidings/web-kit/testing/render-with-providers';
import { NewsCard } from './news-card';

const article = makeArticle({ id: 'n1', title: 'Harbour reopens', content: 'Ferries run again.', reason: 'Because you follow World · 2 h ago', publishedAt: new Date().toISOString() });

function renderCard(routes: Routes, card = article) {
  const server = stubFetch(routes);
  return { server, ...renderWithProviders(<NewsCard article={card} current />, { user: makeUser() }) };
}

const bookmark = () => screen.getByRole('button', { name: 'Bookmark' });

describe('NewsCard', () => {
  it('shows the title, the content, the source and the age', () => {
    renderCard({ 'GET /api/bookmarks/check/n1': () => json({ isBookmarked: false }) });
    const card = screen.getByRole('article', { name: 'Harbour reopens' });
    expect(within(card).getByText('Ferries run again.')).toBeTruthy();
    expect(within(card).getByText(article.source)).toBeTruthy();
    expect(within(card).getByText('Just now').getAttribute('data-tone')).toBe('green');
  });

  it('says in words that a starter-corpus story is a sample; a real story has no such label', () => {
    renderCard({ 'GET /api/bookmarks/check/s1': () => json({ isBookmarked: false }) }, makeArticle({ id: 's1', title: 'Festival fills the old harbour', sample: true }));
    const card = screen.getByRole('article', { name: 'Festival fills the old harbour' });
    expect(within(card).getByText('Sample story')).toBeTruthy();
  });

  it('a real story has no sample label', () => {
    renderCard({ 'GET /api/bookmarks/check/n1': () => json({ isBookmarked: false }) });
    expect(within(screen.getByRole('article', { name: 'Harbour reopens' })).queryByText('Sample story')).toBeNull();
  });

  it('shows the saved state from the bookmark check', async () => {
    renderCard({ 'GET /api/bookmarks/check/n1': () => json({ isBookmarked: true }) });
    await waitFor(() => expect(bookmark().getAttribute('aria-pressed')).toBe('true'));
  });

  it('bookmarks with a POST and shows it saved', async () => {
    let saved = false;
    const { server, user, queryClient } = renderCard({
      'GET /api/bookmarks/check/n1': () => json({ isBookmarked: saved }),
      'POST /api/bookmarks/n1': () => {
        saved = true;
        return json({ id: 'b1' }, 201);
      },
    });
    // Another screen's bookmark list, cached: it must learn about the change.
    queryClient.setQueryDefaults(QUERY_KEYS.bookmarks('u1'), { gcTime: Infinity });
    queryClient.setQueryData(QUERY_KEYS.bookmarks('u1'), []);
    await user.click(bookmark());
    await waitFor(() => expect(bookmark().getAttribute('aria-pressed')).toBe('true'));
    expect(queryClient.getQueryState(QUERY_KEYS.bookmarks('u1'))?.isInvalidated).toBe(true);
    expect(server.callsTo('POST', '/api/bookmarks/n1')).toHaveLength(1);
    expect(server.callsTo('DELETE', '/api/bookmarks/n1')).toHaveLength(0);
  });

  it('a 400 (already bookmarked) is followed by a DELETE: the bookmark is removed', async () => {
    let saved = true;
    const { server, user } = renderCard({
      'GET /api/bookmarks/check/n1': () => json({ isBookmarked: saved }),
      'POST /api/bookmarks/n1': () => json({ code: 'BOOKMARK_ALREADY_EXISTS' }, 400),
      'DELETE /api/bookmarks/n1': () => {
        saved = false;
        return json({ removed: true, newsId: 'n1' });
      },
    });
    await waitFor(() => expect(bookmark().getAttribute('aria-pressed')).toBe('true'));
    await user.click(bookmark());
    await waitFor(() => expect(server.callsTo('DELETE', '/api/bookmarks/n1')).toHaveLength(1));
    await waitFor(() => expect(bookmark().getAttribute('aria-pressed')).toBe('false'));
    const order = server.calls.filter((call) => call.path === '/api/bookmarks/n1').map((call) => call.method);
    expect(order).toEqual(['POST', 'DELETE']);
  });

  it('shows the flip while the request runs, and ignores taps meanwhile', async () => {
    const answer = deferred<Response>();
    const { server, user } = renderCard({
      'GET /api/bookmarks/check/n1': () => json({ isBookmarked: false }),
      'POST /api/bookmarks/n1': () => answer.promise,
    });
    await user.click(bookmark());
    expect(bookmark().getAttribute('aria-pressed')).toBe('true');
    await user.click(bookmark());
    expect(server.callsTo('POST', '/api/bookmarks/n1')).toHaveLength(1);
    answer.resolve(json({ id: 'b1' }, 201));
    await waitFor(() => expect(bookmark().getAttribute('aria-disabled')).toBeNull());
  });

  it('a failed toggle says so and leaves the state as it was', async () => {
    const { user } = renderCard({
      'GET /api/bookmarks/check/n1': () => json({ isBookmarked: false }),
      'POST /api/bookmarks/n1': () => new Response('down', { status: 503 }),
    });
    await user.click(bookmark());
    expect((await findToast('Action failed')).variant).toBe('destructive');
    expect(bookmark().getAttribute('aria-pressed')).toBe('false');
  });

  it("'Why this story?' explains the feed's reason in a sheet", async () => {
    const { user } = renderCard({ 'GET /api/bookmarks/check/n1': () => json({ isBookmarked: false }) });
    const button = screen.getByRole('button', { name: 'Why this story?' });
    await user.click(button);
    // The sheet's code loads on the first tap.
    const sheet = await screen.findByRole('dialog', { name: 'Why this story?' });
    expect(within(sheet).getByText('Because you follow World.')).toBeTruthy();
    expect(within(sheet).getByText('Published 2 h ago.')).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(button));
  });

  it('Share opens the share dialog for this article', async () => {
    const { user } = renderCard({ 'GET /api/bookmarks/check/n1': () => json({ isBookmarked: false }) });
    await user.click(screen.getByRole('button', { name: 'Share' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share' });
    expect(within(dialog).getByRole('button', { name: 'Copy Link' })).toBeTruthy();
  });

  it("several sources get a link to the story's full coverage, not the reader", async () => {
    stubFetch({ 'GET /api/bookmarks/check/n1': () => json({ isBookmarked: false }) });
    function ReaderProbe() {
      return <output aria-label="Reader">{useArticleReader().openId ?? 'closed'}</output>;
    }
    const { user } = renderWithProviders(
      <>
        <NewsCard article={{ ...article, sourceCount: 3 }} current />
        <ReaderProbe />
      </>,
      { user: makeUser() },
    );
    const sources = screen.getByRole('link', { name: '3 sources: see full coverage' });
    expect(sources.getAttribute('href')).toBe('/story/n1');
    // Keyboard: Tab reaches it, Enter follows it.
    sources.focus();
    await user.keyboard('{Enter}');
    expect(currentPath()).toBe('/story/n1');
    expect(screen.getByRole('status', { name: 'Reader' }).textContent).toBe('closed');
  });

  it('no reason, no control; several sources get a link', () => {
    renderCard({ 'GET /api/bookmarks/check/n2': () => json({ isBookmarked: false }) }, makeArticle({ id: 'n2', sourceCount: 4 }));
    expect(screen.queryByRole('button', { name: 'Why this story?' })).toBeNull();
    expect(screen.getByRole('link', { name: '4 sources: see full coverage' })).toBeTruthy();
  });

  it('a single-source story has no sources link', () => {
    renderCard({ 'GET /api/bookmarks/check/n1': () => json({ isBookmarked: false }) });
    expect(screen.queryByRole('link', { name: /sources/ })).toBeNull();
  });

  it('says when a story the reader read has moved on', () => {
    renderCard({ 'GET /api/bookmarks/check/n4': () => json({ isBookmarked: false }) }, makeArticle({ id: 'n4', title: 'Strike talks', sourceCount: 3, updates: 2 }));
    expect(within(screen.getByRole('article', { name: 'Strike talks' })).getByText('Updated: 2 new developments')).toBeTruthy();
  });

  it('no updates, no label', () => {
    renderCard({ 'GET /api/bookmarks/check/n1': () => json({ isBookmarked: false }) });
    expect(screen.queryByText(/^Updated:/)).toBeNull();
  });

  it('an article without a picture shows its category cover, not a broken image', () => {
    const { container } = renderCard({ 'GET /api/bookmarks/check/n3': () => json({ isBookmarked: false }) }, makeArticle({ id: 'n3', image_url: null, category: 'science' }));
    expect(container.querySelector('img')).toBeNull();
    expect(within(screen.getByRole('article')).getByText('science')).toBeTruthy();
  });
});
