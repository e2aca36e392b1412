import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TIME_ZONE_HEADER } from '@tidings/contracts/tracking';
import { json, stubFetch } from '../testing/fetch-stub';
import { createReadingTimer, READING_TICK_MS, type ReadingTimer } from './reading-timer';
import { readingRoutes } from './testing/tracking-routes';
import { pendingWrites, setWriteQueueUser } from '@tidings/web-kit/offline-queue/write-queue-client';
import { durableTrackingRequest } from './durable-request';
import { sendTrackingRequest } from './tracking-request';

describe('reading timer', () => {
  let visible: boolean;
  let timer: ReadingTimer;
  const open = () => {
    timer = createReadingTimer('a1', { request: sendTrackingRequest, isPageVisible: () => visible, now: () => Date.now() });
    timer.open();
  };
  /** Time passing in the reader, with the 30 s beat the hook runs. */
  const read = async (ms: number) => {
    for (let left = ms; left > 0; ) {
      const step = Math.min(left, READING_TICK_MS - (Date.now() % READING_TICK_MS));
      await vi.advanceTimersByTimeAsync(step);
      left -= step;
      if (Date.now() % READING_TICK_MS === 0) timer.tick();
    }
  };

  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(0);
    visible = true;
  });

  it('on open records the read twice: for the feed (no body, JSON type) and with zero time for the streak', async () => {
    const { calls } = stubFetch(readingRoutes('a1'));
    open();
    await vi.advanceTimersByTimeAsync(0);
    const [feedRead, streakRead] = calls;
    expect([feedRead!.method, feedRead!.path, feedRead!.init.body]).toEqual(['POST', '/api/articles/read/a1', undefined]);
    expect(feedRead!.init.headers).toMatchObject({ 'Content-Type': 'application/json' });
    expect([streakRead!.method, streakRead!.path, streakRead!.body]).toEqual(['POST', '/api/news/a1/read', { timeSpentSeconds: 0 }]);
    expect(streakRead!.init.headers).toMatchObject({ [TIME_ZONE_HEADER]: expect.any(String) });
  });

  it('sends the time every 30 s as whole seconds, and the rest on close', async () => {
    const { calls, callsTo } = stubFetch(readingRoutes('a1'));
    open();
    await read(30_000);
    expect(callsTo('PATCH', '/api/news/a1/read').map((call) => call.body)).toEqual([{ additionalTimeSpentSeconds: 30 }]);
    await read(42_400);
    expect(callsTo('PATCH', '/api/news/a1/read').map((call) => call.body)).toEqual([{ additionalTimeSpentSeconds: 30 }, { additionalTimeSpentSeconds: 30 }]);
    timer.close();
    const last = calls.at(-1)!;
    expect([last.method, last.body, last.init.keepalive]).toEqual(['PATCH', { additionalTimeSpentSeconds: 12 }, true]);
    timer.close();
    expect(callsTo('PATCH', '/api/news/a1/read')).toHaveLength(3);
  });

  it('skips a beat when no more than 5 s is unsent', async () => {
    const { callsTo } = stubFetch(readingRoutes('a1'));
    open();
    await read(25_000);
    visible = false;
    timer.pageHidden(); // sends the 25 s
    await read(4_000);
    visible = true;
    timer.pageVisible();
    await read(1_000); // the beat at 30 s: 1 s unsent
    expect(callsTo('PATCH', '/api/news/a1/read').map((call) => call.body)).toEqual([{ additionalTimeSpentSeconds: 25 }]);
    await read(30_000); // the beat at 60 s: the 1 s left unsent and 30 s more
    expect(callsTo('PATCH', '/api/news/a1/read').map((call) => call.body)).toEqual([{ additionalTimeSpentSeconds: 25 }, { additionalTimeSpentSeconds: 31 }]);
  });

  it('counts only visible time, and sends what it has (surviving unload) when the page hides', async () => {
    const { calls } = stubFetch(readingRoutes('a1'));
    open();
    await read(8_000);
    visible = false;
    timer.pageHidden();
    const hidden = calls.at(-1)!;
    expect([hidden.body, hidden.init.keepalive]).toEqual([{ additionalTimeSpentSeconds: 8 }, true]);
    await read(600_000);
    visible = true;
    timer.pageVisible();
    await read(3_000);
    timer.close();
    expect(calls.filter((call) => call.method === 'PATCH').map((call) => call.body)).toEqual([{ additionalTimeSpentSeconds: 8 }, { additionalTimeSpentSeconds: 3 }]);
  });

  it('sends nothing on close under half a second', async () => {
    const { callsTo } = stubFetch(readingRoutes('a1'));
    open();
    await read(400);
    timer.close();
    expect(callsTo('PATCH', '/api/news/a1/read')).toEqual([]);
  });

  it('sends the time as a POST while the open has not been recorded, and puts back time that failed', async () => {
    let failOpen = true;
    const { calls } = stubFetch({
      ...readingRoutes('a1'),
      'POST /api/news/a1/read': () => (failOpen ? new Response('', { status: 503, statusText: 'Service Unavailable' }) : json({})),
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    open();
    await read(30_000);
    expect(calls.filter((call) => call.path === '/api/news/a1/read').map((call) => [call.method, call.body])).toEqual([
      ['POST', { timeSpentSeconds: 0 }],
      ['POST', { timeSpentSeconds: 30 }],
    ]);
    await vi.advanceTimersByTimeAsync(0);
    expect(warn).toHaveBeenCalledTimes(2);
    failOpen = false;
    await read(30_000);
    timer.close();
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.filter((call) => call.path === '/api/news/a1/read').map((call) => [call.method, call.body]).slice(2)).toEqual([
      ['POST', { timeSpentSeconds: 60 }],
    ]);
  });

  it('falls back to a POST when a PATCH finds no read to add to', async () => {
    const { calls } = stubFetch({ ...readingRoutes('a1'), 'PATCH /api/news/a1/read': () => json({ code: 'TRACKING_READ_NOT_FOUND' }, 404) });
    open();
    await read(30_000);
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.filter((call) => call.path === '/api/news/a1/read').map((call) => [call.method, call.body])).toEqual([
      ['POST', { timeSpentSeconds: 0 }],
      ['PATCH', { additionalTimeSpentSeconds: 30 }],
      ['POST', { timeSpentSeconds: 30 }],
    ]);
  });

  it('only logs a failed open', async () => {
    stubFetch({});
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(open).not.toThrow();
    await vi.advanceTimersByTimeAsync(0);
    expect(warn).toHaveBeenCalledWith('[tracking]', 'could not record the read of a1', '404: not stubbed');
  });

  it('offline, keeps the read and its time on the device — as a POST, sent once the network is back with the same keys', async () => {
    setWriteQueueUser('u1');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let offline = true;
    const { calls } = stubFetch(readingRoutes('a1'));
    const stubbed = globalThis.fetch;
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => (offline ? Promise.reject(new TypeError('Failed to fetch')) : stubbed(input, init)));
    timer = createReadingTimer('a1', { request: durableTrackingRequest, isPageVisible: () => visible, now: () => Date.now() });
    timer.open();
    await read(12_000);
    timer.close();
    await vi.advanceTimersByTimeAsync(0);
    const waiting = pendingWrites().map((write) => [write.method, write.url, write.body]);
    expect(waiting).toEqual([
      ['POST', '/api/articles/read/a1', undefined],
      ['POST', '/api/news/a1/read', { timeSpentSeconds: 0 }],
      ['POST', '/api/news/a1/read', { timeSpentSeconds: 12 }],
    ]);
    const keys = pendingWrites().map((write) => write.id);
    offline = false;
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.map((call) => [call.method, call.path, new Headers(call.init.headers).get('idempotency-key')])).toEqual(
      waiting.map(([method, url], index) => [method, url, keys[index]]),
    );
    expect(pendingWrites()).toEqual([]);
    warn.mockRestore();
  });
});
