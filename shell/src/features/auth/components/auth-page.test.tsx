import { act, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { makeUser } from '@tidings/web-kit/testing/factories';
import { deferred, json, stubFetch } from '@tidings/web-kit/testing/fetch-stub';
import { currentPath, findToast } from '@tidings/web-kit/testing/render-with-providers';
import { USER_QUERY_KEY } from '@tidings/web-kit/user';
import { renderApp } from '../../../test/render-app';
import { loadFormSchemas } from '../lib/form-schemas';
import { preloadAuthPage } from './lazy-auth-page';

vi.mock('../../remotes/load-remote-page', () => ({
  loadRemotePage: async (remote: string, module: string) => ({ default: () => <p>{`${remote}/${module}`}</p> }),
}));

/** The message an input points at with aria-describedby. */
const describedBy = (input: HTMLElement) => document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent;

// /auth is a lazy chunk in the app; loaded first here, it renders synchronously as before.
// So are the forms' rules (form-schemas.ts): validation is synchronous once they are here.
beforeAll(() => Promise.all([preloadAuthPage(), loadFormSchemas()]));

describe('auth page', () => {
  it('shows the title, subtitle and four selling points', () => {
    renderApp('/auth', { user: null });
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to Tidings' })).toBeTruthy();
    expect(screen.getByText('Sign in to access your personalized news feed.')).toBeTruthy();
    for (const point of ['Personalized Feed', 'Quick Read', 'Diverse Sources', 'Save for Later']) {
      expect(screen.getByRole('heading', { name: point })).toBeTruthy();
    }
  });

  it('switches between Login and Register with the tabs and the switch links', async () => {
    const { user } = renderApp('/auth', { user: null });
    expect(screen.getByRole('tab', { name: 'Login' }).getAttribute('aria-selected')).toBe('true');
    await user.click(screen.getByRole('button', { name: "Don't have an account? Register" }));
    expect(screen.getByRole('tab', { name: 'Register' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByLabelText('Confirm password')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Already have an account? Login' }));
    expect(screen.getByRole('tab', { name: 'Login' }).getAttribute('aria-selected')).toBe('true');
  });

  it('shows the login validation messages under the fields', async () => {
    const { user } = renderApp('/auth', { user: null });
    await user.click(screen.getByRole('button', { name: 'Login' }));
    const username = screen.getByLabelText('Username');
    expect(username.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(username)).toBe('Username is required');
    expect(describedBy(screen.getByLabelText('Password'))).toBe('Password is required');
    await user.type(username, 'ada');
    expect(username.getAttribute('aria-invalid')).toBeNull();
  });

  it('shows the register validation messages', async () => {
    const { user } = renderApp('/auth', { user: null });
    await user.click(screen.getByRole('tab', { name: 'Register' }));
    await user.type(screen.getByLabelText('Username'), 'ab');
    await user.type(screen.getByLabelText('Password'), '12345');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(describedBy(screen.getByLabelText('Username'))).toBe('Username must be at least 3 characters');
    expect(describedBy(screen.getByLabelText('Password'))).toBe('Password must be at least 6 characters');
    expect(describedBy(screen.getByLabelText('Confirm password'))).toBe('Please confirm your password');
    await user.type(screen.getByLabelText('Confirm password'), 'other');
    expect(describedBy(screen.getByLabelText('Confirm password'))).toBe('Passwords do not match');
  });

  it('reads "Logging in..." while pending, then stores the user, toasts and opens the feed', async () => {
    const answer = deferred<Response>();
    const { calls } = stubFetch({ 'POST /api/login': () => answer.promise });
    const { user, queryClient } = renderApp('/auth', { user: null });
    await user.type(screen.getByLabelText('Username'), 'ada');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    const pending = await screen.findByRole('button', { name: 'Logging in...' });
    expect(pending.hasAttribute('disabled')).toBe(true);
    expect(calls).toMatchObject([{ method: 'POST', path: '/api/login', body: { username: 'ada', password: 'secret1' } }]);
    await act(async () => answer.resolve(json(makeUser({ username: 'ada' }))));
    expect(await screen.findByText('mf_feed/FeedPage')).toBeTruthy();
    expect(queryClient.getQueryData(USER_QUERY_KEY)).toMatchObject({ username: 'ada' });
    expect(await findToast('Login successful')).toEqual({ description: 'Welcome back, ada!', variant: 'default' });
  });

  it('shows the destructive failure toast when the login is refused', async () => {
    stubFetch({ 'POST /api/login': () => json({ message: 'nope' }, 401) });
    const { user } = renderApp('/auth', { user: null });
    await user.type(screen.getByLabelText('Username'), 'ada');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await findToast('Login failed')).toEqual({ description: 'Invalid username or password. Please try again.', variant: 'destructive' });
    expect(screen.getByRole('button', { name: 'Login' })).toBeTruthy();
  });

  it('appends the retry hint of a 429 to the failure toast', async () => {
    stubFetch({ 'POST /api/login': () => json({ message: 'Try again in 60 seconds.' }, 429) });
    const { user } = renderApp('/auth', { user: null });
    await user.type(screen.getByLabelText('Username'), 'ada');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect((await findToast('Login failed')).description).toBe('Invalid username or password. Please try again. Try again in 60 seconds.');
  });

  it('registers without sending confirmPassword, reads "Registering..." and starts onboarding', async () => {
    const answer = deferred<Response>();
    const { calls } = stubFetch({ 'POST /api/register': () => answer.promise });
    const { user } = renderApp('/auth', { user: null });
    await user.click(screen.getByRole('tab', { name: 'Register' }));
    const panel = screen.getByRole('tabpanel');
    await user.type(within(panel).getByLabelText('Username'), 'grace');
    await user.type(within(panel).getByLabelText('Password'), 'secret1');
    await user.type(within(panel).getByLabelText('Confirm password'), 'secret1');
    await user.click(within(panel).getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('button', { name: 'Registering...' })).toBeTruthy();
    expect(calls).toMatchObject([{ method: 'POST', path: '/api/register', body: { username: 'grace', password: 'secret1' } }]);
    await act(async () => answer.resolve(json(makeUser({ username: 'grace', onboardingCompleted: false }))));
    expect(await screen.findByText('mf_onboarding/OnboardingApp')).toBeTruthy();
    expect(currentPath()).toBe('/onboarding/interests');
    expect(await findToast('Registration successful')).toEqual({ description: 'Welcome to Tidings, grace!', variant: 'default' });
  });

  it('shows the registration failure toast', async () => {
    stubFetch({ 'POST /api/register': () => json({ message: 'taken' }, 409) });
    const { user } = renderApp('/auth', { user: null });
    await user.click(screen.getByRole('tab', { name: 'Register' }));
    await user.type(screen.getByLabelText('Username'), 'grace');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.type(screen.getByLabelText('Confirm password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await findToast('Registration failed')).toEqual({ description: 'Username may already be taken. Please try another.', variant: 'destructive' });
  });
});
