import { screen, waitFor } from '@testing-library/react';
import type { PublicUser } from '@tidings/contracts/user';
import { useThemeStore } from '@tidings/web-kit/theme-store';
import { USER_QUERY_KEY } from '@tidings/web-kit/user';
import { describe, expect, it } from 'vitest';
import { makeUser } from '@tidings/web-kit/testing/factories';
import { deferred, json, stubFetch, type Routes } from '@tidings/web-kit/testing/fetch-stub';
import { currentPath, findToast, toastTitles } from '@tidings/web-kit/testing/render-with-providers';
import { INTERESTS_STORAGE_KEY, PERSONALITIES_STORAGE_KEY } from '../../../lib/onboarding-storage';
import { renderOnboarding } from '../../../test/render-onboarding';

const PATCH_URL = '/api/user/preferences';

function stubApi(overrides: Routes = {}) {
  return stubFetch({
    'GET /api/user': () => json(makeUser({ onboardingCompleted: false, interests: ['world'], followingPersonalities: ['Saved Person'] })),
    [`PATCH ${PATCH_URL}`]: () => json({ ok: true }),
    ...overrides,
  });
}

function storeChoices() {
  window.localStorage.setItem(INTERESTS_STORAGE_KEY, JSON.stringify(['ireland', 'sports', 'science']));
  window.localStorage.setItem(PERSONALITIES_STORAGE_KEY, JSON.stringify(['Ada Lovelace']));
}


async function findCompleteButton() {
  return screen.findByRole('button', { name: 'Complete Setup' });
}

describe('preferences step', () => {
  it('shows "Checking authentication..." while the sign-in check runs', async () => {
    const answer = deferred<Response>();
    stubApi({ 'GET /api/user': () => answer.promise });
    renderOnboarding('/onboarding/preferences');

    expect(screen.getByText('Checking authentication...')).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Checking authentication...' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Complete Setup' })).toBeNull();

    answer.resolve(json(makeUser({ onboardingCompleted: false })));
    expect(await screen.findByRole('heading', { name: 'Almost there!' })).toBeTruthy();
    expect(screen.queryByText('Checking authentication...')).toBeNull();
  });

  it('offers the two switches with their hints and the defaults off / on', async () => {
    stubApi();
    const { user } = renderOnboarding('/onboarding/preferences');

    await findCompleteButton();
    expect(screen.getByText('Set your preferences to complete setup')).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuetext')).toBe('Step 3 of 3');
    const darkMode = screen.getByRole('switch', { name: 'Dark Mode' });
    const notifications = screen.getByRole('switch', { name: 'Notifications' });
    expect(darkMode.getAttribute('aria-checked')).toBe('false');
    expect(notifications.getAttribute('aria-checked')).toBe('true');
    expect(screen.getByText('Enable for low-light environments').id).toBe(darkMode.getAttribute('aria-describedby'));
    expect(screen.getByText('Stay updated with breaking news').id).toBe(notifications.getAttribute('aria-describedby'));

    await user.click(darkMode);
    expect(darkMode.getAttribute('aria-checked')).toBe('true');
  });

  it('asks to log in and sends nothing when there is no user', async () => {
    const api = stubApi({ 'GET /api/user': () => new Response('', { status: 401 }) });
    const { user } = renderOnboarding('/onboarding/preferences');

    await user.click(await findCompleteButton());

    expect(await findToast('Authentication required')).toEqual({
      description: 'Please log in to complete onboarding',
      variant: 'destructive',
    });
    expect(api.callsTo('PATCH', PATCH_URL)).toHaveLength(0);
    expect(currentPath()).toBe('/onboarding/preferences');
  });

  it('saves every choice, reads "Setting up..." meanwhile, then welcomes the user on /', async () => {
    storeChoices();
    const answer = deferred<Response>();
    // The refetch after the save never answers here, so the cache shows what the client patched.
    let userCalls = 0;
    const api = stubApi({
      'GET /api/user': () => (++userCalls === 1 ? json(makeUser({ onboardingCompleted: false })) : new Promise<Response>(() => {})),
      [`PATCH ${PATCH_URL}`]: () => answer.promise,
    });
    const { user, queryClient } = renderOnboarding('/onboarding/preferences');

    await findCompleteButton();
    await user.click(screen.getByRole('switch', { name: 'Dark Mode' }));
    await user.click(screen.getByRole('switch', { name: 'Notifications' }));
    await user.click(screen.getByRole('button', { name: 'Complete Setup' }));

    const busy = await screen.findByRole('button', { name: 'Setting up...' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    expect(api.callsTo('PATCH', PATCH_URL).map((c) => c.body)).toEqual([
      {
        interests: ['ireland', 'sports', 'science'],
        followingPersonalities: ['Ada Lovelace'],
        darkMode: true,
        notificationsEnabled: false,
        onboardingCompleted: true,
      },
    ]);

    answer.resolve(json({ ok: true }));

    await waitFor(() => expect(currentPath()).toBe('/'));
    const welcome = await findToast('Welcome to Tidings');
    expect(welcome.description).toBe('Your preferences have been saved.');
    expect(welcome.variant).toBe('default');
    expect(window.localStorage.getItem(INTERESTS_STORAGE_KEY)).toBeNull();
    expect(window.localStorage.getItem(PERSONALITIES_STORAGE_KEY)).toBeNull();
    // The shell's guard reads the cached user: it must know onboarding is done before the refetch.
    expect(queryClient.getQueryData<PublicUser>(USER_QUERY_KEY)?.onboardingCompleted).toBe(true);
    expect(userCalls).toBe(2);
    expect(useThemeStore.getState().darkMode).toBe(true);
    expect(document.documentElement.classList.contains('dark')).toBe(true);
  });

  it("falls back to the user's saved lists when nothing is stored", async () => {
    const api = stubApi();
    const { user } = renderOnboarding('/onboarding/preferences');

    await user.click(await findCompleteButton());

    await waitFor(() => expect(currentPath()).toBe('/'));
    expect(api.callsTo('PATCH', PATCH_URL).map((c) => c.body)).toEqual([
      {
        interests: ['world'],
        followingPersonalities: ['Saved Person'],
        darkMode: false,
        notificationsEnabled: true,
        onboardingCompleted: true,
      },
    ]);
  });

  it('stays with an error toast and keeps the stored choices when the save fails', async () => {
    storeChoices();
    stubApi({ [`PATCH ${PATCH_URL}`]: () => new Response('down', { status: 500 }) });
    const { user } = renderOnboarding('/onboarding/preferences');

    await user.click(await findCompleteButton());

    expect(await findToast('Error')).toEqual({
      description: 'Failed to save your preferences. Please try again.',
      variant: 'destructive',
    });
    expect(currentPath()).toBe('/onboarding/preferences');
    expect(await findCompleteButton()).toBeTruthy();
    expect(window.localStorage.getItem(INTERESTS_STORAGE_KEY)).not.toBeNull();
    expect(toastTitles()).not.toContain('Welcome to Tidings');
  });

  it('goes back to personalities', async () => {
    stubApi({ 'GET /api/personalities': () => json([]) });
    const { user } = renderOnboarding('/onboarding/preferences');

    await findCompleteButton();
    await user.click(screen.getByRole('button', { name: 'Back' }));

    expect(await screen.findByRole('heading', { name: 'Who Do You Follow?' })).toBeTruthy();
    await waitFor(() => expect(currentPath()).toBe('/onboarding/personalities'));
  });
});
