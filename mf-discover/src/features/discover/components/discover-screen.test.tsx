import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useArticleReaderStore } from '@tidings/web-kit/article-reader';
import { deferred, stubFetch } from '@tidings/web-kit/testing/fetch-stub';
import { makeArticle } from '@tidings/web-kit/testing/factories';
import { currentPath } from '@tidings/web-kit/testing/render-with-providers';
import { articlesOf, articlesResponse, renderDiscover } from '../../../test/discover-fixtures';
import { stubIntersectionObserver } from '../../../test/intersection-observer';

const LIST = [...articlesOf('science', 2), ...articlesOf('Breaking News', 1), ...articlesOf('sports', 1)];
const heading = (name: string) => screen.findByRole('heading', { level: 2, name });
const feed = () => screen.getByRole('feed');

describe('Discover: top news and the article list', () => {
  it("shows every article under 'Top Stories' with its count, from GET /api/news only", async () => {
    stubIntersectionObserver();
    const { callsTo } = stubFetch({ 'GET /api/news': () => articlesResponse(LIST) });
    renderDiscover();
    await heading('Top Stories');
    await screen.findByText('4 articles');
    expect(within(feed()).getAllByRole('article')).toHaveLength(4);
    expect(callsTo('GET', '/api/news').map((call) => call.url)).toEqual(['/api/news']);
    expect(callsTo('GET', '/api/news/search')).toEqual([]);
    expect(screen.getByRole('searchbox', { name: 'Search news' }).getAttribute('placeholder')).toBe('Search news...');
  });

  it("a card shows the picture's placeholder, title, source and published date", async () => {
    stubIntersectionObserver();
    const article = makeArticle({ id: 'x1', title: 'Tides turn', source: 'Harbour Post', image_url: '/covers/x1.svg', publishedAt: '2024-03-04T15:05:00.000Z' });
    stubFetch({ 'GET /api/news': () => articlesResponse([article]) });
    const { container } = renderDiscover();
    const card = await screen.findByRole('article', { name: 'Tides turn' });
    expect(within(card).getByRole('link', { name: 'Tides turn' }).getAttribute('href')).toBe('/news/x1');
    within(card).getByText('Harbour Post');
    expect(card.querySelector('time')?.getAttribute('datetime')).toBe('2024-03-04T15:05:00.000Z');
    expect(card.querySelector('time')?.textContent).toMatch(/^Mar [45], 2024$/);
    expect(container.querySelector('[data-status="loading"] img')?.getAttribute('src')).toBe('/covers/x1.svg');
    screen.getByText('1 article');
  });

  it('loading shows a skeleton of 5 cards', async () => {
    stubIntersectionObserver();
    const answer = deferred<Response>();
    stubFetch({ 'GET /api/news': () => answer.promise });
    renderDiscover();
    const skeleton = await screen.findByRole('status', { name: 'Loading news' });
    expect(skeleton.children).toHaveLength(5);
    answer.resolve(articlesResponse(LIST));
    await waitFor(() => expect(screen.queryByRole('status', { name: 'Loading news' })).toBeNull());
  });

  it("a failed load says 'Failed to load news. Please try again.' and 'Try again' fetches again", async () => {
    stubIntersectionObserver();
    let fail = true;
    const { callsTo } = stubFetch({ 'GET /api/news': () => (fail ? new Response('down', { status: 500 }) : articlesResponse(LIST)) });
    const { user } = renderDiscover();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to load news. Please try again.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await screen.findByText('4 articles');
    expect(callsTo('GET', '/api/news')).toHaveLength(2);
  });

  it('an answer that is not a list is an error too', async () => {
    stubIntersectionObserver();
    stubFetch({ 'GET /api/news': () => new Response(JSON.stringify({ items: [] }), { headers: { 'Content-Type': 'application/json' } }) });
    renderDiscover();
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to load news. Please try again.');
  });
});

describe('Discover: category chips', () => {
  it("offers 'Top News' and only the categories some article belongs to, and says which is chosen", async () => {
    stubIntersectionObserver();
    stubFetch({ 'GET /api/news': () => articlesResponse(LIST) });
    renderDiscover();
    const group = await screen.findByRole('group', { name: 'Categories' });
    await waitFor(() => expect(within(group).getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual(['Top News', 'Breaking News', 'Sports', 'Science']));
    expect(within(group).getByRole('radio', { name: 'Top News', checked: true })).toBeTruthy();
  });

  it("breaking news: its heading and ' • Latest first'; the search asks for the category", async () => {
    stubIntersectionObserver();
    const breaking = articlesOf('breaking news', 3);
    const { callsTo } = stubFetch({ 'GET /api/news': () => articlesResponse(LIST), 'GET /api/news/search': () => articlesResponse(breaking) });
    const { user } = renderDiscover();
    await user.click(await screen.findByRole('radio', { name: 'Breaking News' }));
    await heading('Breaking News');
    await screen.findByText('3 articles • Latest first');
    expect(callsTo('GET', '/api/news/search').map((call) => call.url)).toEqual(['/api/news/search?category=breaking%20news&limit=30']);
    expect(currentPath()).toBe('/discover?category=breaking+news');
  });

  it('arrow keys move the choice; a category heading is its name', async () => {
    stubIntersectionObserver();
    stubFetch({ 'GET /api/news': () => articlesResponse(LIST), 'GET /api/news/search': (call) => articlesResponse(call.url.includes('sports') ? articlesOf('sports', 2) : []) });
    const { user } = renderDiscover();
    await user.click(await screen.findByRole('radio', { name: 'Breaking News' }));
    await user.keyboard('{ArrowRight}');
    const sports = screen.getByRole('radio', { name: 'Sports', checked: true });
    expect(document.activeElement).toBe(sports);
    await heading('Sports');
    await screen.findByText('2 articles');
  });

  it("a category without articles says 'No articles found for {category}.'", async () => {
    stubIntersectionObserver();
    stubFetch({ 'GET /api/news': () => articlesResponse(LIST), 'GET /api/news/search': () => articlesResponse([]) });
    renderDiscover('/discover?category=science');
    await screen.findByText('No articles found for Science.');
    screen.getByText('0 articles');
  });
});

describe('Discover: opening a result', () => {
  it('a tap opens the article reader over the list, with the article at hand', async () => {
    stubIntersectionObserver();
    stubFetch({ 'GET /api/news': () => articlesResponse(LIST), 'GET /api/news/search': () => articlesResponse(articlesOf('science', 2)) });
    const { user } = renderDiscover('/discover?category=science');
    await user.click(await screen.findByRole('link', { name: 'science story 2' }));
    expect(screen.getByRole('status', { name: 'Reader' }).textContent).toBe('science-2');
    expect(currentPath()).toBe('/discover?category=science');
    expect(useArticleReaderStore.getState().known.get('science-2')?.title).toBe('science story 2');
  });
});
