import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EVENTS_PER_BATCH_MAX } from '@tidings/contracts/tracking';
import { HttpError } from '../api-client';
import { NetworkError } from '../offline/offline-error';
import type { BufferedEvent } from '../tracking/event-batches';
import { jsonSlot } from '../tracking/tracking-storage';
import { createDurableQueue, type DurableQueue } from './durable-queue';
import { isQueueEntry, type QueueEntry } from './queue-entry';

// The durable queue's tracked events (spec sections 7-9; they had a buffer of their own before
// issue 28): batched 2 s after the last one, kept until the server took them.

const SESSION = '00000000-0000-4000-8000-000000000000';
let counter = 0;
const event = (overrides: Partial<BufferedEvent> = {}): BufferedEvent => {
  counter += 1;
  return { eventId: `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`, userId: 'u1', sessionId: SESSION, eventType: `e${counter}`, ts: counter, ...overrides };
};
const KEY = 'testQueue';
const slot = () => jsonSlot<QueueEntry[]>('local', KEY, (stored) => (Array.isArray(stored) ? stored.filter(isQueueEntry) : null), () => []);
const types = (events: BufferedEvent[]) => events.map((sent) => sent.eventType);

describe('durable queue: events', () => {
  let sent: BufferedEvent[][];
  let send: ReturnType<typeof vi.fn<(events: BufferedEvent[], keepalive: boolean) => Promise<unknown>>>;
  const buffers: DurableQueue[] = [];
  /** A queue over the page's storage, 'u1' signed in; a second one is what a reload sees. */
  const newBuffer = (maxEvents?: number) => {
    const buffer = createDurableQueue({ slot: slot(), sendWrite: vi.fn(), sendEvents: send, newId: () => 'unused', now: () => Date.now(), maxEvents });
    buffer.setUser('u1');
    buffers.push(buffer);
    return buffer;
  };

  beforeEach(() => {
    vi.useFakeTimers();
    sent = [];
    send = vi.fn(async (events: BufferedEvent[]) => {
      sent.push(events);
    });
  });
  afterEach(() => buffers.splice(0).forEach((buffer) => buffer.dispose()));

  it('flushes 2 s after the last event, in one batch, in order', async () => {
    const buffer = newBuffer();
    const first = event();
    buffer.addEvent(first);
    await vi.advanceTimersByTimeAsync(1500);
    const second = event();
    buffer.addEvent(second);
    await vi.advanceTimersByTimeAsync(1999);
    expect(send).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toEqual([[first, second]]);
    expect(send.mock.calls[0]![1]).toBe(false);
    expect(buffer.pendingEvents()).toEqual([]);
  });

  it('puts a failed flush back: the events stay, in order, and go out with the next one', async () => {
    const buffer = newBuffer();
    send.mockRejectedValueOnce(new NetworkError('/api/events/batch', { cause: new TypeError('Failed to fetch') }));
    const [a, b] = [event(), event()];
    buffer.addEvent(a);
    buffer.addEvent(b);
    await vi.advanceTimersByTimeAsync(2000);
    expect(send).toHaveBeenCalledTimes(1);
    expect(sent).toEqual([]);
    expect(buffer.pendingEvents()).toEqual([a, b]);

    const c = event();
    buffer.addEvent(c);
    await vi.advanceTimersByTimeAsync(2000);
    expect(sent).toEqual([[a, b, c]]);
    expect(buffer.pendingEvents()).toEqual([]);
  });

  it('retries a failed flush on its own, backing off, with no new event', async () => {
    const buffer = newBuffer();
    send.mockRejectedValueOnce(new HttpError(503, '', 'Service Unavailable')).mockRejectedValueOnce(new HttpError(503, '', 'Service Unavailable'));
    buffer.addEvent(event());
    await vi.advanceTimersByTimeAsync(2000);
    await vi.advanceTimersByTimeAsync(2000);
    expect(send).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(3999);
    expect(send).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toHaveLength(1);
    expect(buffer.pendingEvents()).toEqual([]);
  });

  it('survives a reload: a fresh buffer over the same storage sends what the last one held', async () => {
    const before = newBuffer();
    const [a, b] = [event(), event()];
    before.addEvent(a);
    before.addEvent(b);
    before.dispose(); // the page is gone before the flush

    const after = newBuffer();
    expect(after.pendingEvents()).toEqual([a, b]);
    await after.flush();
    expect(sent).toEqual([[a, b]]);
    expect(JSON.parse(window.localStorage.getItem(KEY)!)).toEqual([]);
  });

  it(`sends at most ${EVENTS_PER_BATCH_MAX} events per request`, async () => {
    const buffer = newBuffer();
    for (let index = 0; index < EVENTS_PER_BATCH_MAX + 20; index += 1) buffer.addEvent(event());
    await vi.advanceTimersByTimeAsync(2000);
    expect(sent.map((batch) => batch.length)).toEqual([EVENTS_PER_BATCH_MAX, 20]);
  });

  it('keeps at most its bound, dropping the oldest', () => {
    const buffer = newBuffer(3);
    const added = [event(), event(), event(), event()];
    added.forEach((each) => buffer.addEvent(each));
    expect(types(buffer.pendingEvents())).toEqual(types(added.slice(1)));
  });

  it('drops a batch the server refuses (it would be refused again) and sends the rest', async () => {
    const buffer = newBuffer();
    send.mockRejectedValueOnce(new HttpError(400, '{"code":"VALIDATION_FAILED"}', 'Bad Request'));
    buffer.addEvent(event());
    await vi.advanceTimersByTimeAsync(2000);
    expect(buffer.pendingEvents()).toEqual([]);
  });

  it('holds events while nobody is signed in and after a 401, without retrying', async () => {
    const buffer = newBuffer();
    buffer.setUser(null);
    const a = event();
    buffer.addEvent(a);
    await vi.advanceTimersByTimeAsync(2000);
    expect(send).not.toHaveBeenCalled();

    send.mockRejectedValueOnce(new HttpError(401, '', 'Unauthorized'));
    buffer.setUser('u1');
    await buffer.flush();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(send).toHaveBeenCalledTimes(1);
    expect(buffer.pendingEvents()).toEqual([a]);
  });

  it('sends only the current user’s events, and drops another user’s when asked', async () => {
    const buffer = newBuffer();
    const mine = event();
    const theirs = event({ userId: 'u2' });
    buffer.addEvent(theirs);
    buffer.addEvent(mine);
    await buffer.flush();
    expect(sent).toEqual([[mine]]);
    buffer.dropOtherUsersEvents('u1');
    expect(buffer.pendingEvents()).toEqual([]);
  });

  it('on exit sends one keepalive batch that fits the browser’s budget and keeps the rest stored', async () => {
    const buffer = newBuffer();
    const big = { blob: 'x'.repeat(8000) };
    for (let index = 0; index < 10; index += 1) buffer.addEvent(event({ eventData: big }));
    buffer.sendEventsOnExit('u1');
    expect(send).toHaveBeenCalledTimes(1);
    const [batch, keepalive] = send.mock.calls[0]!;
    expect(keepalive).toBe(true);
    expect(JSON.stringify({ events: batch }).length).toBeLessThan(64 * 1024);
    expect(batch.length).toBeGreaterThan(0);
    await vi.advanceTimersByTimeAsync(0);
    expect(buffer.pendingEvents()).toHaveLength(10 - batch.length);
    // The debounced flush was cancelled: nothing else goes while the page is away.
    await vi.advanceTimersByTimeAsync(2000);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('never sends an event twice while it is in flight', async () => {
    const buffer = newBuffer();
    let answer!: () => void;
    send.mockImplementationOnce((events) => new Promise((resolve) => (answer = () => resolve(sent.push(events)))));
    buffer.addEvent(event());
    await vi.advanceTimersByTimeAsync(2000);
    void buffer.flush();
    await vi.advanceTimersByTimeAsync(0);
    expect(send).toHaveBeenCalledTimes(1);
    answer();
    await vi.advanceTimersByTimeAsync(0);
    expect(buffer.pendingEvents()).toEqual([]);
  });

  it('on exit sends in-flight events again with keepalive: their ordinary request dies with the page', async () => {
    const buffer = newBuffer();
    send.mockImplementationOnce(() => new Promise(() => undefined));
    const inFlight = event();
    buffer.addEvent(inFlight);
    await vi.advanceTimersByTimeAsync(2000);
    const later = event();
    buffer.addEvent(later);
    buffer.sendEventsOnExit('u1');
    await vi.advanceTimersByTimeAsync(0);
    expect(send).toHaveBeenCalledTimes(2);
    const [batch, keepalive] = send.mock.calls[1]!;
    expect(keepalive).toBe(true);
    expect(batch).toEqual([inFlight, later]);
  });
});
