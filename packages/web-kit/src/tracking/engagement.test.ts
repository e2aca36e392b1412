import { beforeEach, describe, expect, it, vi } from 'vitest';
import { QUERY_KEYS } from '@tidings/contracts/frontend-registry';
import { TIME_ZONE_HEADER } from '@tidings/contracts/tracking';
import { setWriteQueueUser } from '@tidings/web-kit/offline-queue/write-queue-client';
import { createQueryClient } from '../query-client';
import { stubFetch } from '../testing/fetch-stub';
import { createTrackingClient, type TrackingClient } from './create-tracking-client';
import { bodiesOf, trackingRoutes } from './testing/tracking-routes';
import { configureTracking, invalidateQuery } from './tracking-config';
import { VIEWED_ARTICLE_IDS_KEY } from './tracking-storage';

describe('engagement, time spent, touches and events', () => {
  let client: TrackingClient;
  let invalidate: ReturnType<typeof vi.fn<(queryKey: readonly unknown[]) => void>>;

  beforeEach(() => {
    vi.useFakeTimers();
    invalidate = vi.fn();
    client = createTrackingClient({ invalidate });
  });

  const started = () => {
    client.startSession('u1');
    invalidate.mockClear();
    return client.currentSession()!.sessionId;
  };

  it('posts the engagement with the session id and remembers the article as viewed', async () => {
    const { calls } = stubFetch(trackingRoutes());
    const sessionId = started();
    client.recordEngagement('a1', 'viewed');
    expect(bodiesOf(calls, 'POST', '/api/engagement')).toEqual([{ sessionId, newsId: 'a1', engagementType: 'viewed' }]);
    expect(JSON.parse(window.localStorage.getItem(VIEWED_ARTICLE_IDS_KEY)!)).toEqual({ userId: 'u1', ids: ['a1'] });
  });

  it('suppresses an identical post within 1 s, and not after', async () => {
    const { calls } = stubFetch(trackingRoutes());
    started();
    client.recordEngagement('a1', 'viewed');
    await vi.advanceTimersByTimeAsync(999);
    client.recordEngagement('a1', 'viewed');
    client.recordEngagement('a2', 'viewed'); // another article is not identical
    client.recordEngagement('a1', 'read'); // nor another type
    expect(bodiesOf(calls, 'POST', '/api/engagement')).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(1);
    client.recordEngagement('a1', 'viewed');
    expect(bodiesOf(calls, 'POST', '/api/engagement')).toHaveLength(4);
  });

  it('a read refreshes the streak and the feed, once the server took it, and carries the time zone', async () => {
    const { calls } = stubFetch(trackingRoutes());
    started();
    client.recordEngagement('a1', 'read');
    expect(invalidate).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(0);
    expect(invalidate.mock.calls).toEqual([[QUERY_KEYS.streak], [QUERY_KEYS.feed]]);
    expect(calls.at(-1)!.init.headers).toMatchObject({ [TIME_ZONE_HEADER]: expect.any(String) });

    client.recordEngagement('a2', 'viewed');
    await vi.advanceTimersByTimeAsync(0);
    expect(invalidate).toHaveBeenCalledTimes(2);
  });

  it('a read that fails refreshes nothing and is only logged', async () => {
    stubFetch({ ...trackingRoutes(), 'POST /api/engagement': () => new Response('', { status: 500, statusText: 'Internal Server Error' }) });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    started();
    client.recordEngagement('a1', 'read');
    await vi.advanceTimersByTimeAsync(0);
    expect(invalidate).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith('[tracking]', "could not record 'read' for a1", '500: Internal Server Error');
  });

  it('through the configured QueryClient, a read refetches the streak and the feed', async () => {
    stubFetch(trackingRoutes());
    const queryClient = createQueryClient();
    const spy = vi.spyOn(queryClient, 'invalidateQueries');
    configureTracking({ queryClient });
    const real = createTrackingClient({ invalidate: invalidateQuery });
    real.startSession('u1');
    spy.mockClear();
    real.recordEngagement('a1', 'read');
    await vi.advanceTimersByTimeAsync(0);
    expect(spy.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([QUERY_KEYS.streak, QUERY_KEYS.feed]);
  });

  it('waits for the session when a card is seen before it starts', () => {
    const { calls } = stubFetch(trackingRoutes());
    client.recordEngagement('a1', 'viewed');
    client.track('swipe');
    expect(calls).toEqual([]);
    const sessionId = started();
    expect(bodiesOf(calls, 'POST', '/api/engagement')).toEqual([{ sessionId, newsId: 'a1', engagementType: 'viewed' }]);
    expect(client.pendingEvents().map((event) => [event.eventType, event.sessionId])).toEqual([
      ['app_launch', sessionId],
      ['swipe', sessionId],
    ]);
  });

  it('forgets waiting work on sign-out', () => {
    const { calls } = stubFetch(trackingRoutes());
    started();
    client.endSession();
    client.recordEngagement('a1', 'viewed');
    client.endSessionForSignOut();
    client.startSession('u2');
    expect(bodiesOf(calls, 'POST', '/api/engagement')).toEqual([]);
  });

  it('sends the time spent in whole milliseconds, and nothing for none', () => {
    const { calls } = stubFetch(trackingRoutes());
    client.recordTimeSpent('a1', 6400.4);
    client.recordTimeSpent('a1', 0);
    client.recordTimeSpent('a2', 7000, { keepalive: true });
    const sent = calls.filter((call) => call.path === '/api/engagement/time');
    expect(sent.map((call) => [call.method, call.body, call.init.keepalive])).toEqual([
      ['PUT', { newsId: 'a1', timeSpentMs: 6400 }, false],
      ['PUT', { newsId: 'a2', timeSpentMs: 7000 }, true],
    ]);
  });

  it('tracks a touch at most once per 3 s', async () => {
    setWriteQueueUser('u1'); // the shell says who is signed in: the page's queue sends their events
    const { calls } = stubFetch(trackingRoutes());
    started();
    client.trackTouch('a1');
    await vi.advanceTimersByTimeAsync(1000);
    client.trackTouch('a1');
    await vi.advanceTimersByTimeAsync(1999);
    client.trackTouch('a1');
    await vi.advanceTimersByTimeAsync(1);
    client.trackTouch('a2');
    await vi.advanceTimersByTimeAsync(2000);
    const sent = (bodiesOf(calls, 'POST', '/api/events/batch') as { events: { eventType: string; storyId?: string }[] }[]).flatMap((body) => body.events);
    expect(sent.filter((event) => event.eventType === 'touch').map((event) => event.storyId)).toEqual(['a1', 'a2']);
  });

  it('does not buffer an event the server would refuse (and so never blocks a batch)', () => {
    stubFetch(trackingRoutes());
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    started();
    client.track('x'.repeat(51));
    client.track('ok', { 'a.b': 1 });
    client.track('fine', { depth: 1 }, 'a1');
    expect(client.pendingEvents().map((event) => event.eventType)).toEqual(['app_launch', 'fine']);
    expect(warn).toHaveBeenCalledTimes(2);
  });
});
