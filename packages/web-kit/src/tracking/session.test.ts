import { beforeEach, describe, expect, it, vi } from 'vitest';
import { QUERY_KEYS } from '@tidings/contracts/frontend-registry';
import { stubFetch } from '../testing/fetch-stub';
import { setWriteQueueUser } from '@tidings/web-kit/offline-queue/write-queue-client';
import { createTrackingClient, type TrackingClient, type TrackingClientOptions } from './create-tracking-client';
import { bodiesOf, trackingRoutes } from './testing/tracking-routes';
import { SESSION_ID_KEY, SESSION_START_TIME_KEY, VIEWED_ARTICLE_IDS_KEY } from './tracking-storage';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const ANDROID_UA = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';

describe('tracking session', () => {
  let invalidate: ReturnType<typeof vi.fn<(queryKey: readonly unknown[]) => void>>;
  /** What the shell does once the user query answers: the page's queue sends this user's writes and events. */
  const signedIn = (userId: string) => setWriteQueueUser(userId);
  const newClient = (options: TrackingClientOptions = {}): TrackingClient => createTrackingClient({ invalidate, ...options });

  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2025-03-01T10:00:00Z'));
    invalidate = vi.fn();
  });

  it('starts with a new UUID for the user on the web, then an app_launch event, and stores the id and start time', async () => {
    signedIn('u1');
    const { calls } = stubFetch(trackingRoutes());
    const client = newClient();
    expect(client.startSession('u1')).toBe(true);
    await vi.advanceTimersByTimeAsync(0);

    const [start] = bodiesOf(calls, 'POST', '/api/sessions/start') as { sessionId: string }[];
    expect(start).toEqual({ sessionId: expect.stringMatching(UUID), userId: 'u1', platform: 'web' });
    expect(window.sessionStorage.getItem(SESSION_ID_KEY)).toBe(JSON.stringify(start!.sessionId));
    expect(window.sessionStorage.getItem(SESSION_START_TIME_KEY)).toBe(String(Date.parse('2025-03-01T10:00:00Z')));

    await vi.advanceTimersByTimeAsync(2000);
    expect(bodiesOf(calls, 'POST', '/api/events/batch')).toEqual([
      {
        events: [
          { eventId: expect.stringMatching(UUID), userId: 'u1', sessionId: start!.sessionId, eventType: 'app_launch', eventData: { platform: 'web' }, ts: Date.parse('2025-03-01T10:00:00Z') },
        ],
      },
    ]);
  });

  it("says 'android' when the user agent does", async () => {
    const { calls } = stubFetch(trackingRoutes());
    newClient({ userAgent: () => ANDROID_UA }).startSession('u1');
    expect(bodiesOf(calls, 'POST', '/api/sessions/start')).toEqual([expect.objectContaining({ platform: 'android' })]);
  });

  it('ignores a second start for the same user while active', async () => {
    signedIn('u1');
    const { calls } = stubFetch(trackingRoutes());
    const client = newClient();
    client.startSession('u1');
    expect(client.startSession('u1')).toBe(false);
    await vi.advanceTimersByTimeAsync(2000);
    expect(bodiesOf(calls, 'POST', '/api/sessions/start')).toHaveLength(1);
    expect(bodiesOf(calls, 'POST', '/api/events/batch')).toEqual([{ events: [expect.objectContaining({ eventType: 'app_launch' })] }]);
    expect(invalidate).toHaveBeenCalledTimes(1);
  });

  it('invalidates the unread feed on start, after syncing the stored viewed ids', async () => {
    const { calls } = stubFetch(trackingRoutes());
    window.localStorage.setItem(VIEWED_ARTICLE_IDS_KEY, JSON.stringify({ userId: 'u1', ids: ['a1', 'a2'] }));
    newClient().startSession('u1');
    expect(bodiesOf(calls, 'POST', '/api/articles/sync-viewed')).toEqual([{ viewedArticleIds: ['a1', 'a2'] }]);
    expect(invalidate).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(0);
    expect(invalidate).toHaveBeenCalledWith(QUERY_KEYS.feed);
  });

  it('still refreshes the feed when the sync fails, and skips the sync with nothing viewed', async () => {
    const { calls } = stubFetch({ ...trackingRoutes(), 'POST /api/articles/sync-viewed': () => new Response('down', { status: 503 }) });
    window.localStorage.setItem(VIEWED_ARTICLE_IDS_KEY, JSON.stringify({ userId: 'u1', ids: ['a1'] }));
    newClient().startSession('u1');
    await vi.advanceTimersByTimeAsync(0);
    expect(invalidate).toHaveBeenCalledWith(QUERY_KEYS.feed);

    newClient().startSession('u2'); // another user's viewed ids are not theirs to sync
    expect(bodiesOf(calls, 'POST', '/api/articles/sync-viewed')).toHaveLength(1);
  });

  it('ends with keepalive requests: the session end and the buffered events', async () => {
    const { calls } = stubFetch(trackingRoutes());
    const client = newClient();
    client.startSession('u1');
    const sessionId = client.currentSession()!.sessionId;
    client.track('opened_share', { network: 'copy' }, 'a1');
    client.endSession();

    const [batch] = calls.filter((call) => call.path === '/api/events/batch');
    expect(batch!.init.keepalive).toBe(true);
    expect((batch!.body as { events: { eventType: string }[] }).events.map((event) => event.eventType)).toEqual(['app_launch', 'opened_share']);
    const [end] = calls.filter((call) => call.path === '/api/sessions/end');
    expect(end!.body).toEqual({ sessionId });
    expect(end!.init.keepalive).toBe(true);
    expect(end!.init.headers).toMatchObject({ 'Content-Type': 'application/json' });
    expect(client.currentSession()).toBeNull();
    expect(window.sessionStorage.getItem(SESSION_ID_KEY)).toBeNull();
    client.endSession();
    expect(calls.filter((call) => call.path === '/api/sessions/end')).toHaveLength(1);
  });

  it('restarts on return with a new session id for the known user, and not for another or after sign-out', async () => {
    const { calls } = stubFetch(trackingRoutes());
    const client = newClient();
    expect(client.resumeSession('u1')).toBe(false); // no user known yet: only the feed starts one
    client.startSession('u1');
    const first = client.currentSession()!.sessionId;
    client.endSession();
    expect(client.resumeSession('u2')).toBe(false);
    expect(client.resumeSession('u1')).toBe(true);
    expect(client.currentSession()!.sessionId).not.toBe(first);
    expect(bodiesOf(calls, 'POST', '/api/sessions/start')).toHaveLength(2);

    client.endSessionForSignOut();
    expect(client.currentSession()).toBeNull();
    expect(client.resumeSession('u1')).toBe(false);
    expect(bodiesOf(calls, 'POST', '/api/sessions/end')).toHaveLength(2);
  });

  it("ends another user's session before starting the new one's", () => {
    const { calls } = stubFetch(trackingRoutes());
    const client = newClient();
    client.startSession('u1');
    const first = client.currentSession()!.sessionId;
    client.startSession('u2');
    expect(calls.map((call) => `${call.method} ${call.path}`).filter((key) => key.includes('/api/sessions/'))).toEqual([
      'POST /api/sessions/start',
      'POST /api/sessions/end',
      'POST /api/sessions/start',
    ]);
    expect(bodiesOf(calls, 'POST', '/api/sessions/end')).toEqual([{ sessionId: first }]);
  });

  it('a reload starts a new session; one this tab never ended (the page died) is ended first', () => {
    const { calls } = stubFetch(trackingRoutes());
    newClient().startSession('u1');
    const crashed = JSON.parse(window.sessionStorage.getItem(SESSION_ID_KEY)!) as string;

    const reloaded = newClient();
    reloaded.startSession('u1');
    expect(reloaded.currentSession()!.sessionId).not.toBe(crashed);
    expect(bodiesOf(calls, 'POST', '/api/sessions/end')).toEqual([{ sessionId: crashed }]);
  });

  it('re-sends, on the next start, the events a crashed page left buffered', async () => {
    signedIn('u1');
    const { calls } = stubFetch(trackingRoutes());
    const crashed = newClient();
    crashed.startSession('u1');
    crashed.track('swipe');

    newClient().startSession('u1');
    await vi.advanceTimersByTimeAsync(2000);
    const sent = bodiesOf(calls, 'POST', '/api/events/batch') as { events: { eventType: string }[] }[];
    expect(sent.flatMap((body) => body.events.map((event) => event.eventType))).toEqual(['app_launch', 'swipe', 'app_launch']);
  });

  it('only logs failures: a start the server refuses throws nothing into the app', async () => {
    signedIn('u1');
    stubFetch({});
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const client = newClient();
    expect(() => client.startSession('u1')).not.toThrow();
    await vi.advanceTimersByTimeAsync(2000);
    expect(warn).toHaveBeenCalledWith('[tracking]', 'could not start the session', '404: not stubbed');
    expect(client.pendingEvents()).toHaveLength(1); // the app_launch waits for a better moment
  });
});
