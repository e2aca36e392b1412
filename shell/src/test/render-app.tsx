import { render } from '@testing-library/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { MemoryRouter, useLocation } from 'react-router';
import type { PublicUser } from '@tidings/contracts/user';
import { createQueryClient } from '@tidings/web-kit/query-client';
import { USER_QUERY_KEY } from '@tidings/web-kit/user';
import { AppRoutes } from '../app/app-routes';

export function makeUser(overrides: Partial<PublicUser> = {}): PublicUser {
  return {
    id: 'u1',
    username: 'ada',
    interests: [],
    followingPersonalities: [],
    blockedTopics: [],
    darkMode: false,
    notificationsEnabled: true,
    goodNewsMode: false,
    onboardingCompleted: true,
    createdAt: '2025-01-01T00:00:00.000Z',
    currentStreak: 0,
    maxStreak: 0,
    lastStreakDate: null,
    articlesReadToday: 0,
    totalArticlesRead: 0,
    ...overrides,
  };
}

/** Shows the current path so tests can assert redirects. */
function CurrentPath() {
  return <output data-testid="path">{useLocation().pathname}</output>;
}

export interface RenderAppOptions {
  /** A user (signed in), null (visitor) or undefined (left to fetch /api/user). */
  user?: PublicUser | null;
}

export function renderApp(path: string, { user }: RenderAppOptions = {}): { queryClient: QueryClient } {
  const queryClient = createQueryClient();
  if (user !== undefined) queryClient.setQueryData(USER_QUERY_KEY, user);
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <CurrentPath />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { queryClient };
}

/** A fetch stub answering by "METHOD /path"; anything else is a 404. */
export function stubFetch(routes: Record<string, () => Response | Promise<Response>>) {
  const calls: { key: string; body: unknown }[] = [];
  const fetchMock = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${init.method ?? 'GET'} ${url.pathname}`;
    calls.push({ key, body: init.body ? JSON.parse(String(init.body)) : undefined });
    const handler = routes[key];
    return handler ? handler() : new Response('Not Found', { status: 404, statusText: 'Not Found' });
  };
  return { fetchMock, calls };
}

export const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
