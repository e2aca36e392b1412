import { act, fireEvent, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { makeUser } from '@tidings/web-kit/testing/factories';
import { deferred, json, stubFetch } from '@tidings/web-kit/testing/fetch-stub';
import { renderApp } from '../../../test/render-app';
import { loadFormSchemas } from '../lib/form-schemas';
import { preloadAuthPage } from './lazy-auth-page';

vi.mock('../../remotes/load-remote-page', () => ({
  loadRemotePage: async () => ({ default: () => <p>page</p> }),
}));

// /auth is a lazy chunk in the app; loaded first here, it renders synchronously as before.
// So are the forms' rules (form-schemas.ts): validation is synchronous once they are here.
beforeAll(() => Promise.all([preloadAuthPage(), loadFormSchemas()]));

describe('Quick Test Login', () => {
  it('fills in the test account and submits it after 100 ms', async () => {
    vi.useFakeTimers();
    const { calls } = stubFetch({ 'POST /api/login': () => json(makeUser({ username: 'testuser' })) });
    renderApp('/auth', { user: null });

    fireEvent.click(screen.getByRole('button', { name: 'Quick Test Login' }));
    expect((screen.getByLabelText('Username') as HTMLInputElement).value).toBe('testuser');
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('password123');

    await act(async () => vi.advanceTimersByTime(99));
    expect(calls).toEqual([]);
    await act(async () => vi.advanceTimersByTime(1));
    // Signed in on the feed, the reading session starts too (the tracking lifecycle's own tests).
    expect(calls.filter((call) => call.path === '/api/login')).toMatchObject([{ method: 'POST', path: '/api/login', body: { username: 'testuser', password: 'password123' } }]);
  });
});

describe('Quick Test Login follows the server (GET /api/config)', () => {
  it('is not offered when the server has the test account off', () => {
    renderApp('/auth', { user: null, clientConfig: { quickTestLogin: false } });
    expect(screen.getByRole('button', { name: 'Login' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Quick Test Login' })).toBeNull();
  });

  it('shows the form only once the answer is in, with the button from its first paint', async () => {
    const answer = deferred<Response>();
    stubFetch({ 'GET /api/config': () => answer.promise });
    renderApp('/auth', { user: null, clientConfig: 'fetch' });
    expect(screen.queryByRole('button', { name: 'Login' })).toBeNull();
    await act(async () => answer.resolve(json({ quickTestLogin: true })));
    expect(await screen.findByRole('button', { name: 'Login' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Quick Test Login' })).toBeTruthy();
  });

  it('is not offered when the server cannot say', async () => {
    stubFetch({ 'GET /api/config': () => json({ message: 'down' }, 503) });
    renderApp('/auth', { user: null, clientConfig: 'fetch' });
    expect(await screen.findByRole('button', { name: 'Login' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Quick Test Login' })).toBeNull();
  });
});
