import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BlindspotStory } from '@tidings/contracts/story';
import { deferred, json, stubFetch } from '@tidings/web-kit/testing/fetch-stub';
import { currentPath } from '@tidings/web-kit/testing/render-with-providers';
import { articlesOf, articlesResponse, renderDiscover } from '../../../test/discover-fixtures';
import { stubIntersectionObserver } from '../../../test/intersection-observer';

const story = (overrides: Partial<BlindspotStory> = {}): BlindspotStory => ({
  id: 'b1',
  title: 'Harbour tolls to double',
  publishedAt: '2026-03-04T15:05:00.000Z',
  category: 'business',
  coveredBy: 'left',
  spectrum: { left: 3, centre: 0, right: 0, unrated: 1 },
  sourceCount: 4,
  sample: false,
  ...overrides,
});

const LIST = articlesOf('science', 2);
const blindspotChip = () => screen.getByRole('button', { name: 'Blindspot' });

function renderWith(blindspot: () => Response | Promise<Response>, path = '/discover') {
  stubIntersectionObserver();
  const server = stubFetch({ 'GET /api/news': () => articlesResponse(LIST), 'GET /api/news/blindspot': blindspot });
  return { ...renderDiscover(path), server };
}

describe('Discover: the Blindspot chip', () => {
  // The view is its own chunk: loaded once here, so no test waits on its first transform.
  beforeAll(() => import('./blindspot-results'));

  it('is a toggle button after Top News; pressing it lists the blindspots, each opening /story/{id}', async () => {
    const { user, server } = renderWith(() =>
      json([story(), story({ id: 'b2', title: 'Valley rail line closes', coveredBy: 'right', spectrum: { left: 0, centre: 1, right: 3, unrated: 0 }, sample: true })])
    );
    await screen.findByText('2 articles');
    expect(blindspotChip().getAttribute('aria-pressed')).toBe('false');
    expect(server.callsTo('GET', '/api/news/blindspot')).toEqual([]);

    await user.click(blindspotChip());
    expect(blindspotChip().getAttribute('aria-pressed')).toBe('true');
    expect(currentPath()).toBe('/discover?view=blindspot');
    expect(await screen.findByRole('heading', { level: 2, name: 'Blindspot' })).toBeTruthy();
    // No category is chosen meanwhile.
    expect(screen.queryByRole('radio', { checked: true })).toBeNull();

    const list = await screen.findByRole('list', { name: 'Blindspot' });
    const [left, right] = within(list).getAllByRole('article');
    expect(within(left!).getByRole('link', { name: 'Harbour tolls to double' }).getAttribute('href')).toBe('/story/b1');
    within(left!).getByText('Covered mostly by left-leaning outlets');
    within(left!).getByText('3 left · 0 centre · 0 right · 1 unrated');
    expect(within(left!).queryByText('Sample story')).toBeNull();
    within(right!).getByText('Covered mostly by right-leaning outlets');
    within(right!).getByText('0 left · 1 centre · 3 right');
    within(right!).getByText('Sample story');
    screen.getByText('2 stories');

    await user.click(within(left!).getByRole('link', { name: 'Harbour tolls to double' }));
    expect(currentPath()).toBe('/story/b1');
  });

  it('pressed again, or a category chosen, goes back to the results', async () => {
    const { user } = renderWith(() => json([story()]), '/discover?view=blindspot');
    await screen.findByRole('list', { name: 'Blindspot' });
    await user.click(blindspotChip());
    expect(currentPath()).toBe('/discover');
    await screen.findByRole('heading', { level: 2, name: 'Top Stories' });

    await user.click(blindspotChip());
    await screen.findByRole('list', { name: 'Blindspot' });
    await user.click(screen.getByRole('radio', { name: 'Top News' }));
    expect(currentPath()).toBe('/discover');
    expect(screen.getByRole('radio', { name: 'Top News', checked: true })).toBeTruthy();
    expect(blindspotChip().getAttribute('aria-pressed')).toBe('false');
  });

  it('searching leaves the view for the results', async () => {
    const { user } = renderWith(() => json([story()]), '/discover?view=blindspot');
    await screen.findByRole('list', { name: 'Blindspot' });
    await user.type(screen.getByRole('searchbox', { name: 'Search news' }), 'science{Enter}');
    await waitFor(() => expect(currentPath()).toBe('/discover?q=science'));
    expect(blindspotChip().getAttribute('aria-pressed')).toBe('false');
  });

  it('shows a skeleton while loading, then says so when there are none', async () => {
    const answer = deferred<Response>();
    renderWith(() => answer.promise, '/discover?view=blindspot');
    expect(await screen.findByRole('status', { name: 'Loading blindspots' })).toBeTruthy();
    answer.resolve(json([]));
    expect(await screen.findByRole('heading', { level: 3, name: 'No blindspots right now' })).toBeTruthy();
    screen.getByText('0 stories');
  });

  it('a failed load is an alert with Try again', async () => {
    let fail = true;
    const { user, server } = renderWith(() => (fail ? new Response('down', { status: 500 }) : json([story()])), '/discover?view=blindspot');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to load blindspots. Please try again.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await screen.findByRole('list', { name: 'Blindspot' });
    expect(server.callsTo('GET', '/api/news/blindspot')).toHaveLength(2);
  });

  it('offline, it says so calmly', async () => {
    renderWith(() => Promise.reject(new TypeError('Failed to fetch')), '/discover?view=blindspot');
    expect(await screen.findByText('You are offline. Blindspots show again when you are back online.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
