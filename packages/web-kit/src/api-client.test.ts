import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiGet, apiRequest, resetSessionRenewalForTest, SESSION_RENEW_HEADER, SESSION_RENEW_MIN_INTERVAL_MS } from './api-client';
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
