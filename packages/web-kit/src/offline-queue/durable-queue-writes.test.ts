import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../api-client';
import { NetworkError } from '../offline/offline-error';
import { jsonSlot } from '../tracking/tracking-storage';
import { createDurableQueue, type DurableQueue } from './durable-queue';
import { isQueueEntry, type QueueEntry } from './queue-entry';
import { QUEUED_WRITE_MAX_AGE_MS, type QueuedWrite } from './queued-write';

// The durable queue's writes (issue 10); its events are in durable-queue-events.test.ts, the two
// together in durable-queue.test.ts.

const KEY = 'testQueue';
const slot = () => jsonSlot<QueueEntry[]>('local', KEY, (stored) => (Array.isArray(stored) ? stored.filter(isQueueEntry) : null), () => []);
const offline = () => new NetworkError('/api/bookmarks', { cause: new TypeError('Failed to fetch') });
const refusal = (status: number, code: string) => new HttpError(status, JSON.stringify({ statusCode: status, code }), '');
const bookmark = (newsId: string, on: boolean) =>
  on
    ? { method: 'POST' as const, url: `/api/bookmarks/${newsId}`, target: `bookmark:${newsId}`, intent: true, doneCodes: ['BOOKMARK_ALREADY_EXISTS'] }
    : { method: 'DELETE' as const, url: `/api/bookmarks/${newsId}`, target: `bookmark:${newsId}`, intent: false, doneCodes: ['BOOKMARK_NOT_FOUND'] };

describe('durable queue: writes', () => {
  let sent: Array<{ method: string; url: string; id: string; body: unknown; keepalive: boolean }>;
  let send: ReturnType<typeof vi.fn<(write: QueuedWrite, keepalive: boolean) => Promise<unknown>>>;
  let ids: number;
  let clock: number;
  const queues: DurableQueue[] = [];
  /** A queue over the page's storage; a second one is what the next page (a reopened tab) sees. */
  const newQueue = (user: string | null = 'u1', onRefused?: (write: QueuedWrite) => void, onDelivered?: (write: QueuedWrite, delivery: { answered: boolean }) => void) => {
    const queue = createDurableQueue({ slot: slot(), sendWrite: send, sendEvents: vi.fn(), newId: () => `key-${String((ids += 1)).padStart(12, '0')}`, now: () => clock, onRefused, onDelivered });
    queue.setUser(user);
    queues.push(queue);
    return queue;
  };

  beforeEach(() => {
    vi.useFakeTimers();
    sent = [];
    ids = 0;
    clock = 1_000_000;
    send = vi.fn(async (write: QueuedWrite, keepalive: boolean) => {
      sent.push({ method: write.method, url: write.url, id: write.id, body: write.body, keepalive });
      return { ok: true };
    });
  });
  afterEach(() => queues.splice(0).forEach((queue) => queue.dispose()));

  it('sends a write at once while online and answers the server', async () => {
    const queue = newQueue();
    expect(await queue.submit(bookmark('n1', true))).toEqual({ status: 'sent', body: { ok: true }, alreadyDone: false });
    expect(queue.pending()).toEqual([]);
  });

  it('keeps a write that met no network, with its key, and sends it with the same key when the retry comes', async () => {
    const queue = newQueue();
    send.mockRejectedValueOnce(offline());
    expect(await queue.submit({ method: 'PATCH', url: '/api/news/n1/read', body: { additionalTimeSpentSeconds: 7 } })).toEqual({ status: 'queued' });
    expect(queue.pending()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(2000);
    expect(send.mock.calls.map(([write]) => write.id)).toEqual(['key-000000000001', 'key-000000000001']);
    expect(queue.pending()).toEqual([]);
  });

  it('survives the page: a tab closed offline sends its writes, in order, from the next page', async () => {
    send.mockRejectedValue(offline());
    const first = newQueue();
    await first.submit(bookmark('n1', true));
    await first.submit({ method: 'PUT', url: '/api/news/n2/reaction', body: { reactionType: 'like' }, target: 'reaction:n2', intent: 'like' });
    await first.flush();
    first.dispose();
    send.mockReset().mockImplementation(async (write: QueuedWrite, keepalive: boolean) => void sent.push({ method: write.method, url: write.url, id: write.id, body: write.body, keepalive }));
    sent = [];
    const next = newQueue();
    await next.flush();
    expect(sent.map((write) => `${write.method} ${write.url} ${write.id}`)).toEqual(['POST /api/bookmarks/n1 key-000000000001', 'PUT /api/news/n2/reaction key-000000000002']);
  });

  it('coalesces writes of one target: bookmark then unbookmark offline sends only the unbookmark', async () => {
    send.mockRejectedValue(offline());
    const queue = newQueue();
    await queue.submit(bookmark('n1', true));
    expect(queue.intentOf('bookmark:n1')).toEqual({ intent: true });
    await queue.submit(bookmark('n1', false));
    expect(queue.intentOf('bookmark:n1')).toEqual({ intent: false });
    expect(queue.pending().map((write) => write.method)).toEqual(['DELETE']);
  });

  it('merges waiting preference saves into one', async () => {
    send.mockRejectedValue(offline());
    const queue = newQueue();
    await queue.submit({ method: 'PATCH', url: '/api/user/preferences', body: { darkMode: true, goodNewsMode: true }, target: 'preferences', merge: true });
    await queue.submit({ method: 'PATCH', url: '/api/user/preferences', body: { darkMode: false }, target: 'preferences', merge: true });
    expect(queue.pending().map((write) => write.body)).toEqual([{ darkMode: false, goodNewsMode: true }]);
  });

  it("treats a done code as delivered, and drops a refused write (telling whoever must know)", async () => {
    const refused = vi.fn();
    const queue = newQueue('u1', refused);
    send.mockRejectedValueOnce(refusal(400, 'BOOKMARK_ALREADY_EXISTS')).mockRejectedValueOnce(refusal(404, 'NEWS_ARTICLE_NOT_FOUND'));
    expect(await queue.submit(bookmark('n1', true))).toEqual({ status: 'sent', body: undefined, alreadyDone: true });
    const outcome = await queue.submit(bookmark('gone', true));
    expect(outcome.status).toBe('refused');
    expect(refused).toHaveBeenCalledWith(expect.objectContaining({ url: '/api/bookmarks/gone' }), expect.any(HttpError));
    expect(queue.pending()).toEqual([]);
  });

  it('retries 5xx, 429 and a replay still in progress; stops the round so the order holds', async () => {
    const queue = newQueue();
    send.mockRejectedValueOnce(new HttpError(503, '', 'Service Unavailable')).mockRejectedValueOnce(refusal(409, 'IDEMPOTENCY_KEY_IN_PROGRESS'));
    expect(await queue.submit(bookmark('n1', true))).toEqual({ status: 'queued' });
    expect(await queue.submit(bookmark('n2', true))).toEqual({ status: 'queued' });
    await vi.advanceTimersByTimeAsync(2000);
    await vi.advanceTimersByTimeAsync(4000);
    expect(sent.map((write) => write.url)).toEqual(['/api/bookmarks/n1', '/api/bookmarks/n2']);
    expect(queue.pending()).toEqual([]);
  });

  it("a screen's write that a failing server answers 5xx at once is refused, not kept: the screen shows its error", async () => {
    const refused = vi.fn();
    const queue = newQueue('u1', refused);
    const failure = new HttpError(500, 'boom', 'Internal Server Error');
    send.mockRejectedValueOnce(failure);
    expect(await queue.submit(bookmark('n1', false), { failOnServerError: true })).toEqual({ status: 'refused', error: failure });
    expect(queue.pending()).toEqual([]);
    expect(refused).not.toHaveBeenCalled();
    // Offline it still waits on the device.
    send.mockRejectedValueOnce(offline());
    expect(await queue.submit(bookmark('n2', false), { failOnServerError: true })).toEqual({ status: 'queued' });
  });

  it("is per user: a 401 waits for a sign-in, and never sends one user's writes as another", async () => {
    const queue = newQueue('alice');
    send.mockRejectedValueOnce(offline());
    await queue.submit(bookmark('n1', true));
    queue.setUser('bob');
    await queue.flush();
    expect(sent).toEqual([]);
    queue.setUser('alice');
    send.mockRejectedValueOnce(new HttpError(401, '', 'Unauthorized'));
    await queue.flush();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(send).toHaveBeenCalledTimes(2);
    queue.setUser(null);
    queue.setUser('alice');
    await queue.flush();
    expect(sent.map((write) => write.url)).toEqual(['/api/bookmarks/n1']);
  });

  it('on the way out sends at once with keepalive when nothing older waits, else keeps it for the next page', async () => {
    const queue = newQueue();
    await queue.submit({ method: 'POST', url: '/api/news/n1/read', body: { timeSpentSeconds: 4 } }, { keepalive: true });
    expect(sent).toEqual([expect.objectContaining({ keepalive: true })]);
    send.mockRejectedValueOnce(offline());
    await queue.submit(bookmark('n1', true));
    expect(await queue.submit({ method: 'POST', url: '/api/news/n1/read', body: { timeSpentSeconds: 9 } }, { keepalive: true })).toEqual({ status: 'queued' });
    expect(queue.pending().map((write) => write.url)).toEqual(['/api/bookmarks/n1', '/api/news/n1/read']);
  });

  it('drops writes older than the server remembers their keys', async () => {
    send.mockRejectedValue(offline());
    const queue = newQueue();
    await queue.submit(bookmark('n1', true));
    clock += QUEUED_WRITE_MAX_AGE_MS + 1;
    expect(queue.pending()).toEqual([]);
  });

  it('without a signed-in user sends as it is and stores nothing', async () => {
    const queue = newQueue(null);
    expect(await queue.submit(bookmark('n1', true))).toMatchObject({ status: 'sent' });
    send.mockRejectedValueOnce(offline());
    await expect(queue.submit(bookmark('n1', true))).rejects.toThrow(NetworkError);
    expect(window.localStorage.getItem(KEY)).toBeNull();
  });

  it('drops a write that failed for a reason other than the network or the server, and rejects its caller', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const queue = newQueue();
    send.mockRejectedValueOnce(new TypeError("Cannot read properties of undefined (reading 'id')"));
    await expect(queue.submit(bookmark('n1', true))).rejects.toThrow(TypeError);
    expect(queue.pending()).toEqual([]);
    // The next write is not held back by it.
    expect(await queue.submit(bookmark('n2', true))).toMatchObject({ status: 'sent' });
  });

  it('says whether the caller got the answer, so a refresh happens once: by the screen, or by the queue for a replay', async () => {
    const delivered: Array<{ url: string; answered: boolean }> = [];
    const queue = newQueue('u1', undefined, (write, { answered }) => delivered.push({ url: write.url, answered }));
    await queue.submit(bookmark('n1', true));
    send.mockRejectedValueOnce(offline());
    expect(await queue.submit(bookmark('n2', true))).toEqual({ status: 'queued' });
    await queue.retryNow();
    expect(delivered).toEqual([
      { url: '/api/bookmarks/n1', answered: true },
      { url: '/api/bookmarks/n2', answered: false },
    ]);
  });
});
