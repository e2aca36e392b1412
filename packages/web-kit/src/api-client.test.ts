import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDEMPOTENCY_KEY_HEADER } from '@tidings/contracts/idempotency-protocol';
import {
  apiGet,
  apiRequest,
  apiResponse,
  HttpError,
  observeGetAnswers,
  resetSessionRenewalForTest,
  SESSION_RENEW_HEADER,
  SESSION_RENEW_MIN_INTERVAL_MS,
} from './api-client';
import { isOnline, resetConnectivityForTest } from './offline/connectivity';
import { isOfflineError, NetworkError, OfflineError } from './offline/offline-error';
import { json, stubFetch } from './testing/fetch-stub';
import { sendTrackingRequest } from './tracking/tracking-request';

const due = (body: unknown = {}) => {
  const response = json(body);
  response.headers.set(SESSION_RENEW_HEADER, 'due');
  return response;
};

describe('sliding session renewal', () => {
  beforeEach(() => resetSessionRenewalForTest());
  afterEach(() => vi.useRealTimers());

  it('renews when a response is marked due — from reads, writes and tracking posts — at most once per interval', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { callsTo } = stubFetch({
      'GET /api/news': () => due([]),
      'PATCH /api/user/preferences': () => due(),
      'PATCH /api/news/1/read': () => due(),
      'POST /api/session/renew': () => json({ expiresAt: new Date().toISOString() }),
    });
    await apiGet('/api/news');
    await apiRequest('PATCH', '/api/user/preferences', { darkMode: true });
    expect(callsTo('POST', '/api/session/renew')).toHaveLength(1);
    expect(callsTo('POST', '/api/session/renew')[0]!.init).toMatchObject({ credentials: 'include' });

    vi.setSystemTime(Date.now() + SESSION_RENEW_MIN_INTERVAL_MS + 1);
    await sendTrackingRequest('PATCH', '/api/news/1/read', { additionalTimeSpentSeconds: 30 });
    expect(callsTo('POST', '/api/session/renew')).toHaveLength(2);
  });

  it('does not renew when nothing is due, and ignores a failed renewal', async () => {
    const { callsTo } = stubFetch({ 'GET /api/news': () => json([]), 'GET /api/bookmarks': () => due([]) });
    await apiGet('/api/news');
    expect(callsTo('POST', '/api/session/renew')).toHaveLength(0);
    // The renewal answers 404 here (not stubbed): the call that triggered it still succeeds.
    await expect(apiGet('/api/bookmarks')).resolves.toEqual([]);
    expect(callsTo('POST', '/api/session/renew')).toHaveLength(1);
  });
});

describe('the one api client', () => {
  beforeEach(() => resetConnectivityForTest());
  afterEach(() => vi.unstubAllGlobals());

  it('sends writes with the idempotency key and keepalive when asked, and JSON only with a body', async () => {
    const { calls } = stubFetch({ 'POST /api/x': () => json({ ok: true }), 'DELETE /api/x': () => new Response(null, { status: 204 }) });
    await expect(apiRequest('POST', '/api/x', { a: 1 }, { keepalive: true, idempotencyKey: 'k-1', headers: { 'x-time-zone': 'Europe/Dublin' } })).resolves.toEqual({ ok: true });
    await expect(apiRequest('DELETE', '/api/x')).resolves.toBeUndefined();
    expect(calls[0]!.init).toMatchObject({
      method: 'POST',
      credentials: 'include',
      keepalive: true,
      body: '{"a":1}',
      headers: { 'Content-Type': 'application/json', [IDEMPOTENCY_KEY_HEADER]: 'k-1', 'x-time-zone': 'Europe/Dublin' },
    });
    expect(calls[1]!.init).toMatchObject({ method: 'DELETE', keepalive: false, body: undefined, headers: {} });
  });

  it('reads without caches and fails in the spec’s format', async () => {
    const { calls } = stubFetch({ 'GET /api/gone': () => new Response('', { status: 410, statusText: 'Gone' }) });
    const failure = apiGet('/api/gone');
    await expect(failure).rejects.toBeInstanceOf(HttpError);
    await expect(failure).rejects.toThrow('410: Gone');
    expect(calls[0]!.init).toMatchObject({ credentials: 'include', headers: { 'Cache-Control': 'no-cache', Pragma: 'no-cache' } });
  });

  it('turns only fetch’s own rejection into NetworkError, and marks the page offline', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    const failure = apiRequest('PUT', '/api/x', {});
    await expect(failure).rejects.toBeInstanceOf(NetworkError);
    expect(isOfflineError(await failure.catch((error: unknown) => error))).toBe(true);
    expect(isOnline()).toBe(false);
  });

  it('lets an error from reading the answer, or from our code, through as itself: not offline', async () => {
    stubFetch({ 'GET /api/broken': () => new Response('{"not json', { status: 200 }) });
    const failure = apiGet('/api/broken').catch((error: unknown) => error);
    const error = await failure;
    expect(error).toBeInstanceOf(SyntaxError);
    expect(isOfflineError(error)).toBe(false);
    expect(isOfflineError(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false);
    expect(isOnline()).toBe(true);
  });

  it('keeps an abort an abort', async () => {
    const controller = new AbortController();
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new DOMException('aborted', 'AbortError'))));
    controller.abort();
    await expect(apiGet('/api/news', { signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
    expect(isOnline()).toBe(true);
  });

  it('tells its observers of answers and 401s, and lets one stand in when the network fails', async () => {
    const answered: string[] = [];
    const unauthorized: string[] = [];
    const stop = observeGetAnswers({
      answered: (url) => answered.push(url),
      unauthorized: (url) => unauthorized.push(url),
      standIn: (url) => (url === '/api/kept' ? Promise.resolve({ found: true, body: ['saved'] }) : url === '/api/kept-none' ? Promise.resolve({ found: false }) : undefined),
    });
    try {
      stubFetch({ 'GET /api/kept': () => json(['fresh']), 'GET /api/user': () => json({}, 401) });
      await expect(apiGet('/api/kept')).resolves.toEqual(['fresh']);
      await expect(apiGet('/api/user', { on401ReturnNull: true })).resolves.toBeNull();
      expect(answered).toEqual(['/api/kept']);
      expect(unauthorized).toEqual(['/api/user']);

      vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
      await expect(apiGet('/api/kept')).resolves.toEqual(['saved']);
      await expect(apiGet('/api/kept-none')).rejects.toBeInstanceOf(OfflineError);
      const other = apiGet('/api/other');
      await expect(other).rejects.toBeInstanceOf(NetworkError);
      await expect(other).rejects.not.toBeInstanceOf(OfflineError);
    } finally {
      stop();
    }
  });

  it('answers a response for callers that need its headers', async () => {
    stubFetch({ 'GET /api/list': () => new Response('[]', { status: 200, headers: { 'x-total-count': '7' } }) });
    const response = await apiResponse('/api/list');
    expect(response.headers.get('x-total-count')).toBe('7');
  });
});
