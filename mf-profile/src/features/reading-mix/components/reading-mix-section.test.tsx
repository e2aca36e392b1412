import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { RATINGS_NOTE, type SourceRatingsResponse } from '@tidings/contracts/story';
import { readingLogSlot, rememberRead } from '@tidings/web-kit/reading-log/reading-log';
import { makeUser } from '@tidings/web-kit/testing/factories';
import { json, stubFetch } from '@tidings/web-kit/testing/fetch-stub';
import { renderWithProviders } from '@tidings/web-kit/testing/render-with-providers';
import { ReadingMixSection } from './reading-mix-section';

const DAY = 24 * 60 * 60 * 1000;
const rating = (side: 'left' | 'centre' | 'right') => ({ side, leaning: side === 'left' ? -0.6 : side === 'right' ? 0.6 : 0, credibility: 0.8, country: 'IE', ownership: 'independent' as const });
const RATINGS: SourceRatingsResponse = {
  note: RATINGS_NOTE,
  ratings: [
    { source: 'Harbour Post', site: 'https://harbour.example', rating: rating('left') },
    { source: 'Valley Ledger', site: 'https://valley.example', rating: rating('centre') },
    { source: 'Northern Courier', site: 'https://northern.example', rating: rating('right') },
  ],
};

const user = makeUser();
const read = (id: string, source: string, daysAgo = 1, userId = user.id) => rememberRead(readingLogSlot(), userId, { id, source, at: Date.now() - daysAgo * DAY });

function renderMix(answer: () => Response | Promise<Response> = () => json(RATINGS)) {
  const server = stubFetch({ 'GET /api/source-ratings': answer });
  renderWithProviders(<ReadingMixSection userId={user.id} />, { user, path: '/profile' });
  return { server, section: () => screen.getByRole('region', { name: 'YOUR READING MIX' }) };
}

describe('YOUR READING MIX', () => {
  // The section's body is its own chunk: loaded once here, so no test waits on its first transform.
  beforeAll(() => import('./reading-mix-content'));
  beforeEach(() => window.localStorage.clear());

  it('shows the last 30 days of reads by side: a bar, the figures as text and where ratings come from', async () => {
    read('a1', 'Harbour Post');
    read('a2', 'Northern Courier');
    read('a3', 'Northern Courier', 3);
    read('a4', 'Unlisted Gazette', 10);
    read('old', 'Harbour Post', 31);
    const { section } = renderMix();
    expect(await within(section()).findByText('4 articles from 3 outlets in the last 30 days')).toBeTruthy();
    const figure = (term: string) => within(section()).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(figure('Articles')).toBe('1 left · 0 centre · 2 right · 1 unrated');
    expect(figure('Outlets')).toBe('1 left · 0 centre · 1 right · 1 unrated');
    expect(within(section()).getByText(RATINGS_NOTE)).toBeTruthy();
    // The bar is a picture of those figures: hidden from assistive technology, which reads the text.
    const bar = section().querySelector('[data-side="right"]')!;
    expect((bar as HTMLElement).style.width).toBe('50%');
    expect(bar.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('says so when nothing was read in the last 30 days, without asking for ratings', async () => {
    read('old', 'Harbour Post', 31);
    const { server } = renderMix();
    expect(await screen.findByRole('heading', { level: 3, name: 'Nothing read in the last 30 days' })).toBeTruthy();
    expect(server.callsTo('GET', '/api/source-ratings')).toEqual([]);
  });

  it("shows this user's reads only: another user's on the same browser are not theirs", async () => {
    read('a1', 'Harbour Post', 1, 'someone-else');
    renderMix();
    expect(await screen.findByRole('heading', { level: 3, name: 'Nothing read in the last 30 days' })).toBeTruthy();
  });

  it('an error loading the ratings is an alert with a way to try again', async () => {
    read('a1', 'Harbour Post');
    let fail = true;
    const { server } = renderMix(() => (fail ? new Response('down', { status: 503 }) : json(RATINGS)));
    expect((await screen.findByRole('alert')).textContent).toContain('The outlet ratings could not be loaded. Please try again.');
    fail = false;
    screen.getByRole('button', { name: 'Try again' }).click();
    expect(await screen.findByText('1 article from 1 outlet in the last 30 days')).toBeTruthy();
    expect(server.callsTo('GET', '/api/source-ratings')).toHaveLength(2);
  });

  it('offline, it says the ratings are not here yet', async () => {
    read('a1', 'Harbour Post');
    renderMix(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await screen.findByText('You are offline: the outlet ratings your reading mix needs have not been loaded yet.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
