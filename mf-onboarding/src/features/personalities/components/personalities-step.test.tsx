import { screen, within } from '@testing-library/react';
import type { Personality } from '@tidings/contracts/catalogue-api';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeUser } from '@tidings/web-kit/testing/factories';
import { deferred, json, stubFetch, type Routes } from '@tidings/web-kit/testing/fetch-stub';
import { currentPath, findToast } from '@tidings/web-kit/testing/render-with-providers';
import { PERSONALITIES_STORAGE_KEY } from '../../../lib/onboarding-storage';
import { renderOnboarding } from '../../../test/render-onboarding';

const PATCH_URL = '/api/user/preferences';
const PEOPLE: Personality[] = [
  { id: 'p1', name: 'Ada Lovelace', description: 'Mathematician and first programmer', category: 'business' },
  { id: 'p2', name: 'Serena Williams', description: 'Tennis champion', category: 'sports' },
  { id: 'p3', name: 'Taylor Swift', description: 'Singer-songwriter', category: 'entertainment' },
];

function stubApi(overrides: Routes = {}) {
  return stubFetch({
    'GET /api/user': () => json(makeUser({ onboardingCompleted: false })),
    'GET /api/personalities': () => json(PEOPLE),
    [`PATCH ${PATCH_URL}`]: () => json({ ok: true }),
    ...overrides,
  });
}


async function findCard(name: string) {
  return screen.findByRole('button', { name });
}

describe('personalities step', () => {
  // The screen downloads the response schema beside its request; here that first import is a
  // transform of zod, slower than the 1 s the queries wait.
  beforeAll(() => import('@tidings/contracts/catalogue-api'));

  it('shows a loading skeleton, then each personality as a toggle with its description', async () => {
    const answer = deferred<Response>();
    stubApi({ 'GET /api/personalities': () => answer.promise });
    renderOnboarding('/onboarding/personalities');

    expect(screen.getByRole('heading', { name: 'Who Do You Follow?' })).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuetext')).toBe('Step 2 of 3');
    expect(screen.getByRole('status', { name: 'Loading personalities...' })).toBeTruthy();

    answer.resolve(json(PEOPLE));
    const card = await findCard('Ada Lovelace');
    expect(card.getAttribute('aria-pressed')).toBe('false');
    // Named by exactly the text it shows in bold, described by the line under it.
    expect(card.textContent).toBe('Ada Lovelace');
    expect(document.getElementById(card.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Mathematician and first programmer');
    expect(screen.queryByRole('status', { name: 'Loading personalities...' })).toBeNull();
  });

  it('filters by a case-insensitive substring and says when nothing matches', async () => {
    stubApi();
    const { user } = renderOnboarding('/onboarding/personalities');
    await findCard('Ada Lovelace');
    const search = screen.getByRole('searchbox', { name: 'Search personalities' });
    expect(search.getAttribute('placeholder')).toBe('Search personalities...');

    await user.type(search, 'WILL');
    expect(await findCard('Serena Williams')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Ada Lovelace' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Taylor Swift' })).toBeNull();

    await user.clear(search);
    await user.type(search, 'singer');
    expect(await findCard('Taylor Swift')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Serena Williams' })).toBeNull();

    await user.clear(search);
    await user.type(search, 'zzz');
    expect(await screen.findByText('No personalities found matching your search')).toBeTruthy();
  });

  it('saves the followed names, then goes to preferences', async () => {
    const api = stubApi();
    const { user } = renderOnboarding('/onboarding/personalities');

    await user.click(await findCard('Taylor Swift'));
    await user.click(screen.getByRole('button', { name: 'Ada Lovelace' }));
    expect(screen.getByRole('button', { name: 'Taylor Swift' }).getAttribute('aria-pressed')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await screen.findByRole('heading', { name: 'Almost there!' });
    expect(currentPath()).toBe('/onboarding/preferences');
    expect(api.callsTo('PATCH', PATCH_URL).map((c) => c.body)).toEqual([
      { followingPersonalities: ['Taylor Swift', 'Ada Lovelace'] },
    ]);
  });

  it('needs no minimum: continuing with nobody sends an empty list', async () => {
    const api = stubApi();
    const { user } = renderOnboarding('/onboarding/personalities');
    await findCard('Ada Lovelace');

    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await screen.findByRole('heading', { name: 'Almost there!' });
    expect(api.callsTo('PATCH', PATCH_URL).map((c) => c.body)).toEqual([{ followingPersonalities: [] }]);
  });

  it('goes back to interests', async () => {
    stubApi();
    const { user } = renderOnboarding('/onboarding/personalities');

    await user.click(screen.getByRole('button', { name: 'Back' }));

    expect(await screen.findByRole('heading', { name: 'Choose Your Interests' })).toBeTruthy();
    expect(currentPath()).toBe('/onboarding/interests');
  });

  it('stays with an error toast when the save fails', async () => {
    stubApi({ [`PATCH ${PATCH_URL}`]: () => new Response('nope', { status: 503 }) });
    const { user } = renderOnboarding('/onboarding/personalities');

    await user.click(await findCard('Serena Williams'));
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await findToast('Error')).toEqual({
      description: 'Failed to save your personality selection',
      variant: 'destructive',
    });
    expect(currentPath()).toBe('/onboarding/personalities');
  });

  it('keeps the choice across a reload and over the user’s saved list', async () => {
    stubApi({ 'GET /api/user': () => json(makeUser({ onboardingCompleted: false, followingPersonalities: ['Ada Lovelace'] })) });
    const first = renderOnboarding('/onboarding/personalities');
    // With nothing stored, the user's saved list is the starting point.
    await screen.findByRole('button', { name: 'Ada Lovelace', pressed: true });

    await first.user.click(screen.getByRole('button', { name: 'Ada Lovelace' }));
    await first.user.click(screen.getByRole('button', { name: 'Serena Williams' }));
    expect(JSON.parse(window.localStorage.getItem(PERSONALITIES_STORAGE_KEY) ?? 'null')).toEqual(['Serena Williams']);

    first.unmount();
    renderOnboarding('/onboarding/personalities');

    expect(await screen.findByRole('button', { name: 'Serena Williams', pressed: true })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ada Lovelace', pressed: false })).toBeTruthy();
  });

  it('shows an error state with a retry that loads the list again', async () => {
    let attempts = 0;
    stubApi({
      'GET /api/personalities': () => {
        attempts += 1;
        return attempts === 1 ? new Response('down', { status: 502 }) : json(PEOPLE);
      },
    });
    const { user } = renderOnboarding('/onboarding/personalities');

    const alert = await screen.findByRole('alert');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect(await findCard('Taylor Swift')).toBeTruthy();
    expect(attempts).toBe(2);
  });
});
