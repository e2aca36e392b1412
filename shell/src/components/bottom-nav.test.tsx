import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeUser } from '@tidings/web-kit/testing/factories';
import { renderApp } from '../test/render-app';

vi.mock('../features/remotes/load-remote-page', () => ({
  loadRemotePage: async (remote: string, module: string) => ({ default: () => <p>{`${remote}/${module}`}</p> }),
}));

const nav = () => screen.queryByRole('navigation', { name: 'Main' });
const current = () => screen.getAllByRole('link').filter((link) => link.getAttribute('aria-current') === 'page').map((link) => link.textContent);

describe('bottom navigation', () => {
  it('has Discover, Feed and Profile tabs linking to their routes', async () => {
    renderApp('/', { user: makeUser() });
    await screen.findByText('mf_feed/FeedPage');
    const links = screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Discover', '/discover'],
      ['Feed', '/'],
      ['Profile', '/profile'],
    ]);
  });

  it.each([
    ['/', 'Feed'],
    ['/discover', 'Discover'],
    ['/profile', 'Profile'],
    ['/bookmarks', 'Profile'],
  ])('marks the active tab on %s', async (route, tab) => {
    renderApp(route, { user: makeUser() });
    expect(nav()).toBeTruthy();
    expect(current()).toEqual([tab]);
  });

  it.each(['/onboarding/interests', '/onboarding/preferences'])('is hidden on %s', async (route) => {
    renderApp(route, { user: makeUser({ onboardingCompleted: false }) });
    await screen.findByText('mf_onboarding/OnboardingApp');
    expect(nav()).toBeNull();
  });

  it('is hidden on /auth', () => {
    renderApp('/auth', { user: null });
    expect(nav()).toBeNull();
  });
});
