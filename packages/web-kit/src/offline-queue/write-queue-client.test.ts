import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDEMPOTENCY_KEY_HEADER } from '@tidings/contracts/idempotency-protocol';
import { json, stubFetch } from '../testing/fetch-stub';

// The page's queue over the real api client: what it sends, and what it finds stored by the
// version before issue 28 (writes under the same key; the event buffer it replaced, moved over).

const event = { eventId: '00000000-0000-4000-8000-000000000001', userId: 'u1', sessionId: '00000000-0000-4000-8000-000000000000', eventType: 'swipe', ts: 500 };
const write = { id: 'key-1', userId: 'u1', method: 'PUT', url: '/api/news/n1/reaction', body: { reactionType: 'like' }, createdAt: 1000 };

/** A fresh page: the module runs again, as on a reload. */
async function loadPage() {
  vi.resetModules();
  return import('@tidings/web-kit/offline-queue/write-queue-client');
}

describe("the page's durable queue", () => {
  beforeEach(() => vi.useFakeTimers({ now: 60_000 }));
  afterEach(async () => (await import('@tidings/web-kit/offline-queue/write-queue-client')).setWriteQueueUser(null));

  it('sends the writes stored before events joined the queue, with their keys, and takes over the old event buffer', async () => {
    window.localStorage.setItem('tidingsWriteQueue', JSON.stringify([write]));
    window.localStorage.setItem('trackingEventBuffer', JSON.stringify([event]));
    const { calls } = stubFetch({ 'PUT /api/news/n1/reaction': () => json({ reaction: 'like' }), 'POST /api/events/batch': () => json({ accepted: 1, duplicates: 0 }) });
    const page = await loadPage();
    expect(window.localStorage.getItem('trackingEventBuffer')).toBeNull();
    expect(page.pageEventQueue.pendingEvents()).toEqual([event]);

    page.setWriteQueueUser('u1');
    await vi.advanceTimersByTimeAsync(2000);
    expect(calls.map((call) => [call.method, call.path, call.body])).toEqual([
      ['PUT', '/api/news/n1/reaction', { reactionType: 'like' }],
      ['POST', '/api/events/batch', { events: [event] }],
    ]);
    expect(calls[0]!.init.headers).toMatchObject({ [IDEMPOTENCY_KEY_HEADER]: 'key-1' });
    expect(calls[1]!.init.headers).toMatchObject({ 'Content-Type': 'application/json' });
    expect(JSON.parse(window.localStorage.getItem(page.WRITE_QUEUE_KEY)!)).toEqual([]);
  });

  it('sends the events again as soon as any answer follows a network failure', async () => {
    let online = false;
    const { calls } = stubFetch({
      'POST /api/events/batch': () => (online ? json({ accepted: 1, duplicates: 0 }) : Promise.reject(new TypeError('Failed to fetch'))),
      'GET /api/user': () => json(null),
    });
    const page = await loadPage();
    const { apiGet } = await import('@tidings/web-kit/api-client');
    page.setWriteQueueUser('u1');
    page.pageEventQueue.addEvent(event);
    await vi.advanceTimersByTimeAsync(2000);
    expect(page.pageEventQueue.pendingEvents()).toEqual([event]);
    online = true;
    await apiGet('/api/user');
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.filter((call) => call.path === '/api/events/batch')).toHaveLength(2);
    expect(page.pageEventQueue.pendingEvents()).toEqual([]);
  });
});
