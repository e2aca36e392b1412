import { vi } from 'vitest';

// One fetch stub for every web test: answers by "METHOD /path" (the query string is ignored, so
// `/api/news/filtered?1700000000` matches "GET /api/news/filtered"); anything else is a 404 so a
// stray call fails loudly. Every call is recorded.

export interface RecordedCall {
  method: string;
  /** The URL as requested, query string included. */
  url: string;
  path: string;
  body: unknown;
  init: RequestInit;
}

type Reply = Response | Promise<Response>;
/** Keyed by "METHOD /path", e.g. "PATCH /api/user/preferences". */
export type Routes = Record<string, (call: RecordedCall) => Reply>;

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** Stubs global fetch for one test (vitest's unstubGlobals restores it). */
export function stubFetch(routes: Routes) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const url = String(input instanceof Request ? input.url : input);
    const path = new URL(url, 'http://localhost').pathname;
    const body = typeof init.body === 'string' && init.body !== '' ? (JSON.parse(init.body) as unknown) : undefined;
    const call = { method, url, path, body, init };
    calls.push(call);
    const route = routes[`${method} ${path}`];
    return route ? route(call) : new Response('not stubbed', { status: 404, statusText: 'Not Found' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetchMock,
    calls,
    callsTo: (method: string, path: string) => calls.filter((call) => call.method === method && call.path === path),
  };
}

/** A promise the test resolves when it wants the server to answer. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((onResolve, onReject) => {
    resolve = onResolve;
    reject = onReject;
  });
  return { promise, resolve, reject };
}
