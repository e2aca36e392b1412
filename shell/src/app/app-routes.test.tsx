import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { makeUser } from '@tidings/web-kit/testing/factories';
import { currentPath } from '@tidings/web-kit/testing/render-with-providers';
import { renderApp } from '../test/render-app';
import { preloadAuthPage } from '../features/auth/components/lazy-auth-page';

// Remote pages are stood in by a paragraph naming the module the slot asked for.
vi.mock('../features/remotes/load-remote-page', () => ({
  loadRemotePage: async (remote: string, module: string) => ({ default: () => <p>{`${remote}/${module}`}</p> }),
}));


// /auth is a lazy chunk in the app; loaded first here, it renders synchronously as before.
beforeAll(preloadAuthPage);

describe('route table and guards', () => {
  it('shows a loading spinner while the signed-in state loads', () => {
    vi.stubGlobal('fetch', () => new Promise(() => undefined));
    renderApp('/');
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
  });

  it('sends a visitor from a protected route to /auth', async () => {
    renderApp('/profile', { user: null });
    expect(await screen.findByRole('heading', { name: 'Welcome to Tidings' })).toBeTruthy();
    expect(currentPath()).toBe('/auth');
  });

  it('treats a 401 from /api/user as a visitor', async () => {
    vi.stubGlobal('fetch', async () => new Response('', { status: 401, statusText: 'Unauthorized' }));
    renderApp('/discover');
    expect(await screen.findByRole('heading', { name: 'Welcome to Tidings' })).toBeTruthy();
  });

  it('sends a signed-in user from /auth to the feed', async () => {
    renderApp('/auth', { user: makeUser() });
    expect(await screen.findByText('mf_feed/FeedPage')).toBeTruthy();
    expect(currentPath()).toBe('/');
  });

  it.each([
    ['/discover', 'mf_discover/DiscoverPage'],
    ['/bookmarks', 'mf_profile/BookmarksPage'],
    ['/profile', 'mf_profile/ProfilePage'],
    ['/onboarding/personalities', 'mf_onboarding/OnboardingApp'],
  ])('renders %s from its remote', async (route, module) => {
    renderApp(route, { user: makeUser() });
    expect(await screen.findByText(module)).toBeTruthy();
    expect(currentPath()).toBe(route);
  });

  it('redirects /onboarding to its first step', async () => {
    renderApp('/onboarding', { user: makeUser({ onboardingCompleted: false }) });
    expect(await screen.findByText('mf_onboarding/OnboardingApp')).toBeTruthy();
    expect(currentPath()).toBe('/onboarding/interests');
  });

  it('takes a user who has not finished onboarding from the feed to onboarding', async () => {
    renderApp('/profile', { user: makeUser({ onboardingCompleted: false }) });
    expect(await screen.findByText('mf_onboarding/OnboardingApp')).toBeTruthy();
    expect(currentPath()).toBe('/onboarding/interests');
  });

  it('shows the not-found page with a link home for any other path', async () => {
    renderApp('/no/such/page', { user: null });
    expect(screen.getByRole('heading', { name: '404 Page Not Found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to your feed' }).getAttribute('href')).toBe('/');
  });
});
