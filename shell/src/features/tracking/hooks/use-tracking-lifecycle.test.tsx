import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import type { PublicUser } from '@tidings/contracts/user';
import { createQueryClient } from '@tidings/web-kit/query-client';
import { QUERY_KEYS } from '@tidings/contracts/frontend-registry';
import { stubFetch, type RecordedCall } from '@tidings/web-kit/testing/fetch-stub';
import { makeUser } from '@tidings/web-kit/testing/factories';
import { resetPageVisibility, restorePageFromCache, setPageVisibility, unloadPage } from '@tidings/web-kit/tracking/testing/page-visibility-driver';
import { trackingRoutes } from '@tidings/web-kit/tracking/testing/tracking-routes';
import { resetTrackingClient } from '@tidings/web-kit/tracking/tracking-client';
import { USER_QUERY_KEY } from '@tidings/web-kit/user';
import { useTrackingLifecycle } from './use-tracking-lifecycle';

function Shell() {
  useTrackingLifecycle();
  return (
    <Routes>
      <Route path="*" element={<Link to="/profile">Profile</Link>} />
      <Route path="/profile" element={<Link to="/">Feed</Link>} />
    </Routes>
  );
}

// web-kit's package exports map `testing/*` to .ts files only, so its .tsx render helper is out of
// reach from here: the same providers, in a few lines.
function renderWithProviders(ui: React.ReactElement, { path, user }: { path: string; user: PublicUser | null }) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(USER_QUERY_KEY, user);
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
  return { queryClient, user: userEvent.setup({ advanceTimers: vi.advanceTimersByTime }) };
}

const sessionCalls = (calls: RecordedCall[]) =>
  calls.filter((call) => call.path.startsWith('/api/sessions/')).map((call) => `${call.path.slice('/api/sessions/'.length)} ${(call.body as { sessionId: string }).sessionId}`);

describe('the shell’s tracking lifecycle', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => {
    resetTrackingClient();
    resetPageVisibility();
    window.localStorage.clear();
    window.sessionStorage.clear();
  });

  it('starts a session when a signed-in user opens the feed, and refreshes the feed', async () => {
    const { calls } = stubFetch(trackingRoutes());
    const invalidate = vi.spyOn(QueryClient.prototype, 'invalidateQueries');
    renderWithProviders(<Shell />, { path: '/', user: makeUser({ id: 'u1' }) });
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(calls.filter((call) => call.path === '/api/sessions/start').map((call) => call.body)).toEqual([
      { sessionId: expect.any(String), userId: 'u1', platform: 'web' },
    ]);
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toContainEqual(QUERY_KEYS.feed);
  });

  it('starts one on the share link too, and none for a visitor or on other screens', async () => {
    const { calls } = stubFetch(trackingRoutes());
    renderWithProviders(<Shell />, { path: '/profile', user: makeUser() });
    renderWithProviders(<Shell />, { path: '/', user: null });
    expect(sessionCalls(calls)).toEqual([]);
    renderWithProviders(<Shell />, { path: '/news/a1', user: makeUser() });
    expect(sessionCalls(calls)).toHaveLength(1);
  });

  it('keeps one session across screens, ends it when hidden and starts a new one on return, wherever the user is', async () => {
    const { calls } = stubFetch(trackingRoutes());
    const { user } = renderWithProviders(<Shell />, { path: '/', user: makeUser() });
    await user.click(screen.getByRole('link', { name: 'Profile' }));
    await user.click(screen.getByRole('link', { name: 'Feed' }));
    const [first] = sessionCalls(calls);
    expect(sessionCalls(calls)).toEqual([first]);

    act(() => setPageVisibility('hidden'));
    await user.click(screen.getByRole('link', { name: 'Profile' }));
    act(() => setPageVisibility('visible'));
    const [start, end, restart] = sessionCalls(calls);
    expect(end).toBe(first!.replace('start', 'end'));
    expect(restart).toMatch(/^start /);
    expect(restart).not.toBe(start);
    const ended = calls.find((call) => call.path === '/api/sessions/end')!;
    expect(ended.init.keepalive).toBe(true);
  });

  it('ends on unload (and restarts when the back-forward cache brings the page back)', async () => {
    const { calls } = stubFetch(trackingRoutes());
    renderWithProviders(<Shell />, { path: '/', user: makeUser() });
    act(() => unloadPage(true));
    expect(sessionCalls(calls).map((call) => call.split(' ')[0])).toEqual(['start', 'end']);
    act(() => restorePageFromCache());
    expect(sessionCalls(calls).map((call) => call.split(' ')[0])).toEqual(['start', 'end', 'start']);
  });

  it('does not start while the page is hidden, but as soon as it shows', async () => {
    const { calls } = stubFetch(trackingRoutes());
    setPageVisibility('hidden');
    renderWithProviders(<Shell />, { path: '/', user: makeUser() });
    expect(sessionCalls(calls)).toEqual([]);
    act(() => setPageVisibility('visible'));
    expect(sessionCalls(calls)).toHaveLength(1);
  });

  it('ends the session when the user signs out, and does not restart it for a visitor', async () => {
    const { calls } = stubFetch(trackingRoutes());
    const { queryClient } = renderWithProviders(<Shell />, { path: '/', user: makeUser() });
    await act(async () => {
      queryClient.setQueryData(USER_QUERY_KEY, null);
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(sessionCalls(calls).map((call) => call.split(' ')[0])).toEqual(['start', 'end']);
    act(() => setPageVisibility('hidden'));
    act(() => setPageVisibility('visible'));
    expect(sessionCalls(calls)).toHaveLength(2);
  });
});
