import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deferred, stubFetch, type RecordedCall } from '@tidings/web-kit/testing/fetch-stub';
import { makeArticle } from '@tidings/web-kit/testing/factories';
import { currentPath } from '@tidings/web-kit/testing/render-with-providers';
import { articlesOf, articlesResponse, renderDiscover } from '../../../test/discover-fixtures';
import { stubIntersectionObserver } from '../../../test/intersection-observer';

const LIST = [...articlesOf('science', 2), ...articlesOf('space', 2)];
const searchBox = () => screen.getByRole('searchbox', { name: 'Search news' }) as HTMLInputElement;
const searchUrls = (calls: RecordedCall[]) => calls.filter((call) => call.path === '/api/news/search').map((call) => call.url);
const titles = () => within(screen.getByRole('feed')).getAllByRole('article').map((card) => card.querySelector('h3')?.textContent);

function serve(search: (call: RecordedCall) => Response | Promise<Response>) {
  stubIntersectionObserver();
  return stubFetch({ 'GET /api/news': () => articlesResponse(LIST), 'GET /api/news/search': search });
}

describe('Discover: searching', () => {
  it('typing searches after a short pause, with the query trimmed, and puts it in the URL', async () => {
    const { calls } = serve(() => articlesResponse([makeArticle({ title: 'Mars rover wakes up' })]));
    renderDiscover();
    await screen.findByText('4 articles');
    fireEvent.change(searchBox(), { target: { value: '  mars rover ' } });
    // Not on the keystroke: after the pause.
    expect(searchUrls(calls)).toEqual([]);
    await waitFor(() => expect(searchUrls(calls)).toEqual(['/api/news/search?q=mars%20rover&limit=30']));
    await screen.findByText('1 article');
    expect(currentPath()).toBe('/discover?q=mars+rover');
    // The typed text stays as typed; only what is sent is trimmed.
    expect(searchBox().value).toBe('  mars rover ');
  });

  it('Enter searches at once', async () => {
    const { calls } = serve(() => articlesResponse([]));
    const { user } = renderDiscover();
    await screen.findByText('4 articles');
    await user.type(searchBox(), 'comet{Enter}');
    expect(searchUrls(calls)).toEqual(['/api/news/search?q=comet&limit=30']);
    expect(await screen.findByText('No news found matching your search.')).toBeTruthy();
  });

  it('an empty or blank query is not sent: the list comes from GET /api/news again', async () => {
    const { calls } = serve(() => articlesResponse([makeArticle({ title: 'Comet tails' })]));
    const { user } = renderDiscover('/discover?q=comet');
    await screen.findByText('1 article');
    await user.clear(searchBox());
    await user.type(searchBox(), '   {Enter}');
    await screen.findByText('4 articles');
    expect(searchUrls(calls)).toEqual(['/api/news/search?q=comet&limit=30']);
    expect(currentPath()).toBe('/discover');
  });

  it("a search's words are marked in the titles", async () => {
    serve(() => articlesResponse([makeArticle({ title: 'Rover finds water on Mars' })]));
    renderDiscover('/discover?q=mars%20rover');
    const card = await screen.findByRole('article', { name: 'Rover finds water on Mars' });
    expect([...card.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['Rover', 'Mars']);
  });

  it('the clear button and Escape empty the search and keep focus in the box', async () => {
    serve(() => articlesResponse([makeArticle({ title: 'Comet tails' })]));
    const { user } = renderDiscover('/discover?q=comet');
    await screen.findByText('1 article');
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(searchBox().value).toBe('');
    expect(document.activeElement).toBe(searchBox());
    expect(currentPath()).toBe('/discover');
    await user.type(searchBox(), 'tails{Enter}');
    expect(currentPath()).toBe('/discover?q=tails');
    await user.keyboard('{Escape}');
    expect(searchBox().value).toBe('');
    expect(currentPath()).toBe('/discover');
  });
});

describe('Discover: the URL holds the query and the category', () => {
  it('a link to /discover?q=…&category=… opens that search', async () => {
    const { calls } = serve(() => articlesResponse([makeArticle({ title: 'Mars rover', category: 'space' })]));
    renderDiscover('/discover?q=mars&category=space');
    expect(searchBox().value).toBe('mars');
    expect(screen.getByRole('radio', { name: 'Space', checked: true })).toBeTruthy();
    await screen.findByRole('heading', { level: 2, name: 'Space' });
    await screen.findByText('1 article');
    expect(searchUrls(calls)).toEqual(['/api/news/search?q=mars&category=space&limit=30']);
  });

  it('back and forward restore the search box, the chip and the results', async () => {
    serve((call) => articlesResponse(call.url.includes('science') ? articlesOf('science', 2, 'Science') : articlesOf('space', 1, 'Space')));
    const { user } = renderDiscover('/discover?q=mars&category=space');
    await screen.findByText('1 article');
    await user.click(screen.getByRole('radio', { name: 'Science' }));
    await screen.findByText('2 articles');
    expect(currentPath()).toBe('/discover?q=mars&category=science');

    await user.click(screen.getByRole('button', { name: 'History back' }));
    expect(currentPath()).toBe('/discover?q=mars&category=space');
    expect(screen.getByRole('radio', { name: 'Space', checked: true })).toBeTruthy();
    await screen.findByText('1 article');
    expect(titles()).toEqual(['Space story 1']);

    await user.click(screen.getByRole('button', { name: 'History forward' }));
    expect(screen.getByRole('radio', { name: 'Science', checked: true })).toBeTruthy();
    await screen.findByText('2 articles');
  });

  it('one history entry per search, not per keystroke', async () => {
    serve((call) => articlesResponse([makeArticle({ title: new URL(call.url, 'http://x').searchParams.get('q') ?? '' })]));
    const { user } = renderDiscover('/discover');
    await screen.findByText('4 articles');
    fireEvent.change(searchBox(), { target: { value: 'mar' } });
    await waitFor(() => expect(currentPath()).toBe('/discover?q=mar'));
    fireEvent.change(searchBox(), { target: { value: 'mars' } });
    await waitFor(() => expect(currentPath()).toBe('/discover?q=mars'));
    await user.click(screen.getByRole('button', { name: 'History back' }));
    expect(currentPath()).toBe('/discover');
    expect(searchBox().value).toBe('');
    await screen.findByText('4 articles');
  });
});

describe('Discover: answers that come late', () => {
  it('never replace the results of a newer search', async () => {
    const answers = new Map<string, ReturnType<typeof deferred<Response>>>();
    const { calls } = serve((call) => {
      const answer = deferred<Response>();
      answers.set(new URL(call.url, 'http://x').searchParams.get('q') ?? '', answer);
      return answer.promise;
    });
    renderDiscover();
    await screen.findByText('4 articles');
    fireEvent.change(searchBox(), { target: { value: 'cli' } });
    await waitFor(() => expect(answers.has('cli')).toBe(true));
    fireEvent.change(searchBox(), { target: { value: 'climate' } });
    await waitFor(() => expect(answers.has('climate')).toBe(true));

    answers.get('climate')!.resolve(articlesResponse([makeArticle({ id: 'new', title: 'Climate deal agreed' })]));
    await screen.findByRole('article', { name: 'Climate deal agreed' });
    await act(async () => answers.get('cli')!.resolve(articlesResponse([makeArticle({ id: 'old', title: 'Clinic opens' })])));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(titles()).toEqual(['Climate deal agreed']);
    expect(searchUrls(calls)).toHaveLength(2);
  });
});
