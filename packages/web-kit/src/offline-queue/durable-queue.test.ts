import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../api-client';
import { NetworkError } from '../offline/offline-error';
import type { BufferedEvent } from '../tracking/event-batches';
import { jsonSlot } from '../tracking/tracking-storage';
import { createDurableQueue, FLUSH_DELAY_MS, type DurableQueue } from './durable-queue';
import { isQueueEntry, type QueueEntry } from './queue-entry';
import type { NewWrite, QueuedWrite } from './queued-write';

// Writes and events in the one queue (issue 28): one store, one order, one retry loop. The kinds
// alone are in durable-queue-writes.test.ts and durable-queue-events.test.ts.

const KEY = 'testQueue';
const slot = () => jsonSlot<QueueEntry[]>('local', KEY, (stored) => (Array.isArray(stored) ? stored.filter(isQueueEntry) : null), () => []);
const offline = () => new NetworkError('/api', { cause: new TypeError('Failed to fetch') });
const bookmark = (newsId: string): NewWrite => ({ method: 'POST', url: `/api/bookmarks/${newsId}`, target: `bookmark:${newsId}`, intent: true });

describe('durable queue: writes and events together', () => {
  /** What went out, in order: `POST /api/bookmarks/n1`, or `events e1,e2`; keepalive marked. */
  let sent: string[];
  let attempts: string[];
  let failure: (() => unknown) | null;
  let counter: number;
  const queues: DurableQueue[] = [];

  const attempt = (what: string) => {
    attempts.push(what);
    const error = failure?.();
    if (error) return Promise.reject(error);
    sent.push(what);
    return Promise.resolve({ ok: true });
  };
  const keepaliveMark = (keepalive: boolean) => (keepalive ? ' (keepalive)' : '');
  /** A tab's queue over the shared storage, 'u1' signed in; another one is another tab or the next page. */
  const newQueue = (user: string | null = 'u1') => {
    const queue = createDurableQueue({
      slot: slot(),
      sendWrite: (write: QueuedWrite, keepalive) => attempt(`${write.method} ${write.url}${keepaliveMark(keepalive)}`),
      sendEvents: (events: BufferedEvent[], keepalive) => attempt(`events ${events.map((event) => event.eventType).join(',')}${keepaliveMark(keepalive)}`),
      newId: () => `key-${(counter += 1)}`,
      now: () => Date.now(),
    });
    queue.setUser(user);
    queues.push(queue);
    return queue;
  };
  const event = (eventType: string, userId = 'u1'): BufferedEvent => {
    counter += 1;
    return { eventId: `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`, userId, sessionId: '00000000-0000-4000-8000-000000000000', eventType, ts: Date.now() };
  };
  const kinds = () => (JSON.parse(window.localStorage.getItem(KEY) ?? '[]') as QueueEntry[]).map((entry) => (entry.kind === 'event' ? entry.event.eventType : entry.url));

  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    sent = [];
    attempts = [];
    failure = null;
    counter = 0;
  });
  afterEach(() => queues.splice(0).forEach((queue) => queue.dispose()));

  /** Offline: a write, two events, a write, an event — all stored, in the order they were made. */
  async function madeOffline(queue: DurableQueue) {
    failure = offline;
    await queue.submit(bookmark('n1'));
    queue.addEvent(event('e1'));
    queue.addEvent(event('e2'));
    await queue.submit(bookmark('n2'));
    queue.addEvent(event('e3'));
    await vi.advanceTimersByTimeAsync(FLUSH_DELAY_MS);
    expect(kinds()).toEqual(['/api/bookmarks/n1', 'e1', 'e2', '/api/bookmarks/n2', 'e3']);
  }

  it('sends what waited oldest first across kinds, neighbouring events in one batch', async () => {
    const queue = newQueue();
    await madeOffline(queue);
    failure = null;
    await queue.retryNow();
    expect(sent).toEqual(['POST /api/bookmarks/n1', 'events e1,e2', 'POST /api/bookmarks/n2', 'events e3']);
    expect(kinds()).toEqual([]);
  });

  it('lets a new write go at once while events still gather for their batch, which goes 2 s after the last', async () => {
    const queue = newQueue();
    queue.addEvent(event('e1'));
    expect(await queue.submit(bookmark('n1'))).toMatchObject({ status: 'sent' });
    expect(sent).toEqual(['POST /api/bookmarks/n1']);
    await vi.advanceTimersByTimeAsync(FLUSH_DELAY_MS - 1);
    expect(sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toEqual(['POST /api/bookmarks/n1', 'events e1']);
  });

  it('survives a crash: the next page sends both kinds from the one store, in order', async () => {
    const crashed = newQueue();
    await madeOffline(crashed);
    crashed.dispose();
    failure = null;
    sent = [];
    const next = newQueue(null);
    expect(next.pending().map((write) => write.url)).toEqual([]);
    next.setUser('u1'); // the shell learns who is signed in: the round starts
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toEqual(['POST /api/bookmarks/n1', 'events e1,e2', 'POST /api/bookmarks/n2', 'events e3']);
  });

  it('stops the whole round when the network fails, whichever kind met it, and goes on at the next retry', async () => {
    const queue = newQueue();
    await madeOffline(queue);
    attempts = [];
    failure = () => (attempts.length === 2 ? offline() : null);
    await queue.retryNow();
    expect(attempts).toEqual(['POST /api/bookmarks/n1', 'events e1,e2']);
    expect(kinds()).toEqual(['e1', 'e2', '/api/bookmarks/n2', 'e3']);
    failure = null;
    await vi.advanceTimersByTimeAsync(2000);
    expect(sent).toEqual(['POST /api/bookmarks/n1', 'events e1,e2', 'POST /api/bookmarks/n2', 'events e3']);
  });

  it.each([
    ['a 5xx', () => new HttpError(503, '', 'Service Unavailable')],
    ['a 429', () => new HttpError(429, '{"code":"RATE_LIMITED"}', 'Too Many Requests')],
  ])('stops only the kind that met %s: the other goes on, and it follows at the next retry, in order', async (_, error) => {
    const queue = newQueue();
    await madeOffline(queue);
    // The events' endpoint is in trouble: the bookmarks still go.
    attempts = [];
    failure = () => (attempts.at(-1)!.startsWith('events') ? error() : null);
    await queue.retryNow();
    expect(attempts).toEqual(['POST /api/bookmarks/n1', 'events e1,e2', 'POST /api/bookmarks/n2']);
    expect(kinds()).toEqual(['e1', 'e2', 'e3']);
    failure = null;
    await vi.advanceTimersByTimeAsync(2000);
    expect(sent.slice(2)).toEqual(['events e1,e2,e3']);

    // The writes' turn: the first one's answer stops the writes behind it, not the events.
    sent = [];
    await madeOffline(queue);
    attempts = [];
    failure = () => (attempts.length === 1 ? error() : null);
    await queue.retryNow();
    expect(attempts).toEqual(['POST /api/bookmarks/n1', 'events e1,e2,e3']);
    expect(kinds()).toEqual(['/api/bookmarks/n1', '/api/bookmarks/n2']);
    await vi.advanceTimersByTimeAsync(2000);
    expect(sent).toEqual(['events e1,e2,e3', 'POST /api/bookmarks/n1', 'POST /api/bookmarks/n2']);
  });

  it('holds both kinds after a 401 until someone signs in, without retrying', async () => {
    const queue = newQueue();
    await madeOffline(queue);
    failure = () => new HttpError(401, '', 'Unauthorized');
    attempts = [];
    await queue.retryNow();
    queue.addEvent(event('e4'));
    await queue.submit(bookmark('n3'));
    await vi.advanceTimersByTimeAsync(120_000);
    expect(attempts).toEqual(['POST /api/bookmarks/n1']);
    failure = null;
    queue.setUser(null);
    queue.setUser('u1');
    await queue.flush();
    expect(sent).toEqual(['POST /api/bookmarks/n1', 'events e1,e2', 'POST /api/bookmarks/n2', 'events e3,e4', 'POST /api/bookmarks/n3']);
  });

  it('drops what the server refuses, of either kind, and sends what follows in the same round', async () => {
    const onRefused = vi.fn();
    const queue = createDurableQueue({
      slot: slot(),
      sendWrite: (write) => attempt(write.url),
      sendEvents: (events) => attempt(`events ${events.map((each) => each.eventType).join(',')}`),
      newId: () => `key-${(counter += 1)}`,
      now: () => Date.now(),
      onRefused,
    });
    queues.push(queue);
    queue.setUser('u1');
    await madeOffline(queue);
    failure = () =>
      attempts.at(-1) === '/api/bookmarks/n1'
        ? new HttpError(404, '{"code":"NEWS_ARTICLE_NOT_FOUND"}', 'Not Found')
        : attempts.at(-1) === 'events e1,e2'
          ? new HttpError(400, '{"code":"VALIDATION_FAILED"}', 'Bad Request')
          : null;
    await queue.retryNow();
    expect(sent).toEqual(['/api/bookmarks/n2', 'events e3']);
    expect(onRefused).toHaveBeenCalledTimes(1);
    expect(onRefused).toHaveBeenCalledWith(expect.objectContaining({ url: '/api/bookmarks/n1' }), expect.any(HttpError));
    expect(kinds()).toEqual([]);
  });

  it('on the way out sends the last write and one batch of events with keepalive, at once, and keeps what failed', async () => {
    const queue = newQueue();
    queue.addEvent(event('e1'));
    queue.addEvent(event('e2'));
    queue.sendEventsOnExit('u1');
    await queue.submit({ method: 'POST', url: '/api/sessions/end', body: { sessionId: 's' } }, { keepalive: true });
    expect(sent).toEqual(['events e1,e2 (keepalive)', 'POST /api/sessions/end (keepalive)']);
    // Offline on the way out: both stay for the next page, and nothing else goes while it is away.
    failure = offline;
    queue.addEvent(event('e3'));
    queue.sendEventsOnExit('u1');
    expect(await queue.submit({ method: 'POST', url: '/api/sessions/end', body: { sessionId: 't' } }, { keepalive: true })).toEqual({ status: 'queued' });
    expect(kinds()).toEqual(['e3', '/api/sessions/end']);
    expect(attempts.slice(2)).toEqual(['events e3 (keepalive)', 'POST /api/sessions/end (keepalive)']);
  });

  it('two tabs share one store: each sends the other’s waiting entries but never events still gathering, and a write sent by both goes once', async () => {
    const tabA = newQueue();
    const tabB = newQueue();
    // Tab A queued a write offline; tab B, online, hears the change and sends it.
    failure = offline;
    await tabA.submit(bookmark('n1'));
    failure = null;
    await tabB.flushDue();
    expect(sent).toEqual(['POST /api/bookmarks/n1']);
    expect(tabA.pending()).toEqual([]);

    // Tab A's events gather: tab B, told of the change, leaves them; tab A's timer sends them once.
    tabA.addEvent(event('e1'));
    await vi.advanceTimersByTimeAsync(1000);
    tabB.addEvent(event('e2'));
    await tabA.flushDue();
    await tabB.flushDue();
    expect(sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(FLUSH_DELAY_MS);
    expect(sent).toEqual(['POST /api/bookmarks/n1', 'events e1,e2']);

    // Neither tab sees the other's requests, so both may send one write at once: the server
    // applies it once and answers the second "in progress", which waits for its retry — by then
    // the first tab's answer has removed it from the store, and it never goes a third time.
    let answer!: () => void;
    const slowTab = createDurableQueue({
      slot: slot(),
      sendWrite: (write) => new Promise((resolve) => (answer = () => resolve(sent.push(`slow tab ${write.url}`)))),
      sendEvents: () => Promise.resolve(),
      newId: () => `key-${(counter += 1)}`,
      now: () => Date.now(),
    });
    queues.push(slowTab);
    slowTab.setUser('u1');
    const slow = slowTab.submit(bookmark('n2'));
    failure = () => new HttpError(409, '{"code":"IDEMPOTENCY_KEY_IN_PROGRESS"}', 'Conflict');
    await tabB.flushDue();
    expect(attempts.at(-1)).toBe('POST /api/bookmarks/n2');
    expect(kinds()).toEqual(['/api/bookmarks/n2']);
    failure = null;
    answer();
    expect(await slow).toMatchObject({ status: 'sent' });
    expect(kinds()).toEqual([]);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(attempts.filter((what) => what.includes('n2'))).toHaveLength(1);
    expect(sent.at(-1)).toBe('slow tab /api/bookmarks/n2');
  });

  it("keeps another user's writes for their next sign-in but drops their events when a session starts", async () => {
    const queue = newQueue('u2');
    failure = offline;
    await queue.submit(bookmark('n1'));
    queue.addEvent(event('e1', 'u2'));
    queue.setUser('u1');
    queue.dropOtherUsersEvents('u1');
    expect(kinds()).toEqual(['/api/bookmarks/n1']);
    failure = null;
    queue.setUser('u2');
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toEqual(['POST /api/bookmarks/n1']);
  });
});
