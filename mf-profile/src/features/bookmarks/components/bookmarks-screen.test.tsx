import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { BOOKMARK_KEY_PREFIX, QUERY_KEYS } from '@tidings/contracts/frontend-registry';
import type { Bookmark } from '@tidings/contracts/news';
import { useArticleReader } from '@tidings/web-kit/article-reader';
import { makeArticle, makeUser } from '@tidings/web-kit/testing/factories';
import { deferred, json, stubFetch, type Routes } from '@tidings/web-kit/testing/fetch-stub';
import { findToast, renderWithProviders, toastTitles } from '@tidings/web-kit/testing/render-with-providers';
import { BookmarksScreen } from './bookmarks-screen';

// A user id that is not 1: the spec's client hard-codes 1, ours must send the real one.
const user = makeUser({ id: '665f1c2ab3d4e5f601234567' });
const LIST = `/api/bookmarks/${user.id}`;
const bookmark = (id: string): Bookmark => ({ id: `b-${id}`, news: makeArticle({ id, title: `Title ${id}`, source: `Source ${id}` }), createdAt: '2025-01-02T00:00:00.000Z' });
const saved = [bookmark('n1'), bookmark('n2'), bookmark('n3')];

/** Shows which article the reader has open, as the shell's reader slot would. */
function ReaderProbe() {
  const { openId } = useArticleReader();
  return <output aria-label="Reader">{openId ?? 'closed'}</output>;
}

function renderBookmarks(routes: Routes) {
  const server = stubFetch(routes);
  const view = renderWithProviders(
    <>
      <BookmarksScreen />
      <ReaderProbe />
    </>,
    { user, path: '/bookmarks' },
  );
  return { server, ...view };
}

const items = () => within(screen.getByRole('list', { name: 'Saved articles' })).getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

describe('the bookmarks screen', () => {
  it("loads the signed-in user's bookmarks by their real id, with a skeleton of 3 meanwhile", async () => {
    const answer = deferred<Response>();
    const { server } = renderBookmarks({ [`GET ${LIST}`]: () => answer.promise });
    expect(screen.getByRole('heading', { level: 1, name: 'Your Bookmarks' })).toBeTruthy();
    const skeleton = screen.getByRole('status', { name: 'Loading bookmarks' });
    expect(skeleton.children).toHaveLength(3);
    expect(server.calls.map((call) => `${call.method} ${call.path}`)).toEqual([`GET ${LIST}`]);
    answer.resolve(json(saved));
    await screen.findByRole('list', { name: 'Saved articles' });
    expect(items()).toEqual(['Title n1', 'Title n2', 'Title n3']);
    expect(screen.queryByRole('status', { name: 'Loading bookmarks' })).toBeNull();
  });

  it('shows each item with its title, content, source, date and a named remove button', async () => {
    renderBookmarks({ [`GET ${LIST}`]: () => json([saved[0]]) });
    const item = (await screen.findByRole('heading', { level: 2, name: 'Title n1' })).closest('li')!;
    expect(within(item).getByText(saved[0]!.news.content)).toBeTruthy();
    expect(within(item).getByText('Source n1')).toBeTruthy();
    expect(within(item).getByText('Jan 1, 25').getAttribute('datetime')).toBe(saved[0]!.news.publishedAt);
    expect(within(item).getByRole('button', { name: 'Remove bookmark: Title n1' })).toBeTruthy();
    expect(within(item).getByRole('link', { name: 'Title n1' }).getAttribute('href')).toBe('/news/n1');
  });

  it('a saved sample story keeps its "Sample story" label; a real one has none', async () => {
    const sample: Bookmark = { ...bookmark('s1'), news: makeArticle({ id: 's1', title: 'Title s1', sample: true }) };
    renderBookmarks({ [`GET ${LIST}`]: () => json([sample, saved[0]]) });
    const sampleItem = (await screen.findByRole('heading', { level: 2, name: 'Title s1' })).closest('li')!;
    expect(within(sampleItem).getByText('Sample story')).toBeTruthy();
    const realItem = screen.getByRole('heading', { level: 2, name: 'Title n1' }).closest('li')!;
    expect(within(realItem).queryByText('Sample story')).toBeNull();
  });

  it('says so when the load fails, and Try again loads again', async () => {
    let calls = 0;
    const { user: pointer } = renderBookmarks({ [`GET ${LIST}`]: () => (calls++ === 0 ? new Response('down', { status: 503 }) : json(saved)) });
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to load bookmarks. Please try again.');
    await pointer.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('list', { name: 'Saved articles' });
  });

  it('an answer that is not a list is the error state too', async () => {
    renderBookmarks({ [`GET ${LIST}`]: () => json({ bookmarks: saved }) });
    await screen.findByText('Failed to load bookmarks. Please try again.');
  });

  it('has an empty state', async () => {
    renderBookmarks({ [`GET ${LIST}`]: () => json([]) });
    await screen.findByRole('heading', { name: 'No bookmarks yet' });
    expect(screen.getByText('Your saved articles will appear here')).toBeTruthy();
  });

  it('tapping an item opens it in the reader, over this screen', async () => {
    const { user: pointer } = renderBookmarks({ [`GET ${LIST}`]: () => json(saved) });
    await pointer.click(await screen.findByRole('link', { name: 'Title n2' }));
    expect(screen.getByRole('status', { name: 'Reader' }).textContent).toBe('n2');
    expect(screen.getByRole('status', { name: 'Current path' }).textContent).toBe('/bookmarks');
  });
});

describe('removing a bookmark', () => {
  it('takes it off the list at once, deletes it with the real user id, and confirms with a toast', async () => {
    const answer = deferred<Response>();
    let removed = false;
    const { server, user: pointer } = renderBookmarks({
      [`GET ${LIST}`]: () => json(removed ? [saved[0], saved[2]] : saved),
      [`DELETE ${LIST}/n2`]: () => {
        removed = true;
        return answer.promise;
      },
    });
    await pointer.click(await screen.findByRole('button', { name: 'Remove bookmark: Title n2' }));
    // Optimistic: gone before the server has answered.
    expect(items()).toEqual(['Title n1', 'Title n3']);
    expect(server.callsTo('DELETE', `${LIST}/n2`)).toHaveLength(1);
    answer.resolve(json({ removed: true, newsId: 'n2' }));
    expect(await findToast('Bookmark removed')).toEqual({ description: 'The article has been removed from your bookmarks', variant: 'default' });
    // Everything bookmark-shaped is refetched afterwards (the reader's and the feed's checks too).
    await waitFor(() => expect(server.callsTo('GET', LIST)).toHaveLength(2));
    expect(items()).toEqual(['Title n1', 'Title n3']);
  });

  it('puts it back where it was when the server refuses, with the error toast', async () => {
    const answer = deferred<Response>();
    const { user: pointer } = renderBookmarks({ [`GET ${LIST}`]: () => json(saved), [`DELETE ${LIST}/n2`]: () => answer.promise });
    await pointer.click(await screen.findByRole('button', { name: 'Remove bookmark: Title n2' }));
    expect(items()).toEqual(['Title n1', 'Title n3']);
    answer.resolve(new Response('boom', { status: 500 }));
    expect(await findToast('Error')).toEqual({ description: 'Failed to remove bookmark. Please try again.', variant: 'destructive' });
    expect(items()).toEqual(['Title n1', 'Title n2', 'Title n3']);
    expect(toastTitles()).toEqual(['Error']);
  });

  it('a bookmark already gone on the server (404) counts as removed', async () => {
    const { user: pointer } = renderBookmarks({
      [`GET ${LIST}`]: () => json(saved),
      [`DELETE ${LIST}/n1`]: () => json({ statusCode: 404, code: 'BOOKMARK_NOT_FOUND', error: 'Not Found', message: 'No such bookmark' }, 404),
    });
    await pointer.click(await screen.findByRole('button', { name: 'Remove bookmark: Title n1' }));
    await findToast('Bookmark removed');
  });

  it('two quick removals: the list is refetched only once both have settled, so neither comes back in between', async () => {
    const first = deferred<Response>();
    const second = deferred<Response>();
    let removed = false;
    const { server, user: pointer } = renderBookmarks({
      [`GET ${LIST}`]: () => json(removed ? [saved[1]] : saved),
      [`DELETE ${LIST}/n1`]: () => first.promise,
      [`DELETE ${LIST}/n3`]: () => second.promise,
    });
    await pointer.click(await screen.findByRole('button', { name: 'Remove bookmark: Title n1' }));
    await pointer.click(screen.getByRole('button', { name: 'Remove bookmark: Title n3' }));
    expect(items()).toEqual(['Title n2']);
    await act(async () => first.resolve(json({ removed: true, newsId: 'n1' })));
    expect(server.callsTo('GET', LIST)).toHaveLength(1);
    expect(items()).toEqual(['Title n2']);
    removed = true;
    await act(async () => second.resolve(json({ removed: true, newsId: 'n3' })));
    await waitFor(() => expect(server.callsTo('GET', LIST)).toHaveLength(2));
    expect(items()).toEqual(['Title n2']);
  });
});

describe('bookmarks toggled elsewhere', () => {
  it('show here at once: the list key starts with the prefix the reader and the feed invalidate', async () => {
    let answer = saved.slice(0, 1);
    const { server, queryClient } = renderBookmarks({ [`GET ${LIST}`]: () => json(answer) });
    await screen.findByRole('heading', { level: 2, name: 'Title n1' });
    expect(String(QUERY_KEYS.bookmarks(user.id)[0]).startsWith(BOOKMARK_KEY_PREFIX)).toBe(true);
    answer = saved;
    // What the reader's and the feed's toggles do after a change.
    await act(() => queryClient.invalidateQueries({ predicate: ({ queryKey }) => String(queryKey[0]).startsWith(BOOKMARK_KEY_PREFIX) }));
    await screen.findByRole('heading', { level: 2, name: 'Title n3' });
    expect(server.callsTo('GET', LIST)).toHaveLength(2);
  });
});
