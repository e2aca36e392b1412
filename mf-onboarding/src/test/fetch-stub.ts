import type { PublicUser } from '@tidings/contracts/user';
import { vi } from 'vitest';

export interface RecordedCall {
  method: string;
  url: string;
  body: unknown;
}

type Reply = Response | Promise<Response>;
/** Keyed by "METHOD /path", e.g. "PATCH /api/user/preferences". */
export type Routes = Record<string, () => Reply>;

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** Stubs fetch for one test; unknown routes answer 404 so a stray call fails loudly. */
export function stubFetch(routes: Routes) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const url = String(input);
    calls.push({ method, url, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined });
    const route = routes[`${method} ${url}`];
    return route ? route() : new Response('not stubbed', { status: 404, statusText: 'Not Found' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    callsTo: (method: string, url: string) => calls.filter((c) => c.method === method && c.url === url),
  };
}

/** A promise the test resolves when it wants the server to answer. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

export function makeUser(overrides: Partial<PublicUser> = {}): PublicUser {
  return {
    id: 'u1',
    username: 'reader',
    interests: [],
    followingPersonalities: [],
    blockedTopics: [],
    darkMode: false,
    notificationsEnabled: true,
    goodNewsMode: false,
    onboardingCompleted: false,
    createdAt: '2025-01-01T00:00:00.000Z',
    currentStreak: 0,
    maxStreak: 0,
    lastStreakDate: null,
    articlesReadToday: 0,
    totalArticlesRead: 0,
    ...overrides,
  };
}
