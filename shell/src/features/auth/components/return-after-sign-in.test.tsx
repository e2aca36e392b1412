import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeUser } from '@tidings/web-kit/testing/factories';
import { json, stubFetch } from '@tidings/web-kit/testing/fetch-stub';
import { currentPath } from '@tidings/web-kit/testing/render-with-providers';
import { USER_QUERY_KEY } from '@tidings/web-kit/user';
import { renderApp } from '../../../test/render-app';
import { QUICK_LOGIN_DELAY_MS } from './login-form';

// Remote pages (and the reader) are stood in by a paragraph naming the module that was loaded;
// onboarding's stand-in ends the way mf-onboarding does, on the feed.
vi.mock('../../remotes/load-remote-page', async () => {
  const { Link } = await import('react-router');
  return {
    loadRemotePage: async (remote: string, module: string) => ({
      default: () => (
        <>
          <p>{`${remote}/${module}`}</p>
          {module === 'OnboardingApp' ? <Link to="/">Finish onboarding</Link> : null}
        </>
      ),
    }),
  };
});

const path = currentPath;

// Whole sign-in flows through the real forms: more than vitest's 5 s default on a loaded 2-core CI.
describe('share links and the return after sign-in', { timeout: 15_000 }, () => {
  it('opens /news/{id} for a signed-in user over the feed', async () => {
    renderApp('/news/abc', { user: makeUser() });
    expect(await screen.findByText('mf_feed/FeedPage')).toBeTruthy();
    expect(await screen.findByText('mf_feed/ArticleReader')).toBeTruthy();
    expect(path()).toBe('/news/abc');
  });

  it('sends a visitor to /auth and back to the article after login', async () => {
    stubFetch({ 'POST /api/login': () => json(makeUser()) });
    const { user } = renderApp('/news/abc', { user: null });
    expect(await screen.findByRole('heading', { name: 'Welcome to Tidings' })).toBeTruthy();
    expect(path()).toBe('/auth');

    await user.type(screen.getByLabelText('Username'), 'ada');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    // The way back is a router transition that first imports the feed's and the reader's routes,
    // which vitest transforms on first use: past testing-library's 1 s default, now and then.
    await waitFor(() => expect(path()).toBe('/news/abc'), { timeout: 5_000 });
    expect(await screen.findByText('mf_feed/ArticleReader')).toBeTruthy();
  });

  it('brings a visitor back after Quick Test Login too', async () => {
    vi.useFakeTimers();
    stubFetch({ 'POST /api/login': () => json(makeUser({ username: 'testuser' })) });
    renderApp('/news/abc', { user: null });
    fireEvent.click(screen.getByRole('button', { name: 'Quick Test Login' }));
    await act(async () => vi.advanceTimersByTime(QUICK_LOGIN_DELAY_MS));
    vi.useRealTimers();
    await waitFor(() => expect(path()).toBe('/news/abc'));
  });

  it('takes a new account through onboarding first, then on to the article', async () => {
    stubFetch({ 'POST /api/register': () => json(makeUser({ onboardingCompleted: false }), 201) });
    const { user, queryClient } = renderApp('/news/abc', { user: null });
    await user.click(await screen.findByRole('tab', { name: 'Register' }));
    await user.type(screen.getByLabelText('Username'), 'newbie');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.type(screen.getByLabelText('Confirm password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(path()).toBe('/onboarding/interests'));

    // Onboarding completes: the user is saved as onboarded and mf-onboarding goes to the feed.
    act(() => queryClient.setQueryData(USER_QUERY_KEY, makeUser({ onboardingCompleted: true })));
    await user.click(await screen.findByRole('link', { name: 'Finish onboarding' }));
    await waitFor(() => expect(path()).toBe('/news/abc'));
    expect(await screen.findByText('mf_feed/ArticleReader')).toBeTruthy();
    expect(sessionStorage.getItem('tidings:return-after-onboarding')).toBeNull();
  });

  it('never returns to /auth itself or to another site', async () => {
    const { returnPathFrom } = await import('../lib/after-sign-in');
    expect(returnPathFrom({ from: '/news/abc?x=1' })).toBe('/news/abc?x=1');
    expect(returnPathFrom({ from: '/auth' })).toBeNull();
    expect(returnPathFrom({ from: '//evil.example/x' })).toBeNull();
    expect(returnPathFrom({ from: 'https://evil.example' })).toBeNull();
    expect(returnPathFrom(null)).toBeNull();
  });
});
