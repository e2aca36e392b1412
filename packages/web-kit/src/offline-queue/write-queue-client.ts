import { apiRequest } from '@tidings/web-kit/api-client';
import { onReconnect } from '@tidings/web-kit/offline/connectivity';
import { toast } from '@tidings/web-kit/toast-store';
import { invalidateQueriesStartingWith } from '@tidings/web-kit/tracking/tracking-config';
import { isBufferedEvent } from '../tracking/event-batches';
import { jsonSlot } from '../tracking/tracking-storage';
import { newUuid } from '../tracking/uuid';
import { createDurableQueue, type EventQueue, type WriteOutcome } from './durable-queue';
import { isQueueEntry, type QueueEntry } from './queue-entry';
import type { NewWrite, QueuedWrite } from './queued-write';

// The page's one durable queue (web-kit is a Module Federation singleton: the shell and every
// remote share it). Screens and the tracking client submit their writes here, and the tracking
// client its events; the shell tells it who is signed in. It goes again when the browser says it
// is back online, when another tab changes it, every 30 s, and at start (the first sign-in it is
// told of).

/** localStorage: per browser, shared by the tabs, written synchronously (see durable-queue.ts). */
export const WRITE_QUEUE_KEY = 'tidingsWriteQueue';
/** Where events waited before they joined the writes (issue 28). */
const LEGACY_EVENTS_KEY = 'trackingEventBuffer';
const RETRY_TICK_MS = 30_000;

const log = (what: string, error?: unknown) => console.warn('[offline-queue]', what, ...(error === undefined ? [] : [error instanceof Error ? error.message : error]));
const refresh = (write: QueuedWrite) => {
  if (write.refresh?.length) invalidateQueriesStartingWith(write.refresh);
};

const slot = jsonSlot<QueueEntry[]>('local', WRITE_QUEUE_KEY, (stored) => (Array.isArray(stored) ? stored.filter(isQueueEntry) : null), () => []);
const queue = createDurableQueue({
  slot,
  // Always with its Idempotency-Key. `keepalive` lets it outlive the page (the browser's 64 KB
  // budget: queued writes are small, exit batches are cut to fit).
  sendWrite: (write, keepalive) => apiRequest<unknown>(write.method, write.url, write.body, { keepalive, idempotencyKey: write.id, headers: write.headers }),
  sendEvents: (events, keepalive) => apiRequest<unknown>('POST', '/api/events/batch', { events }, { keepalive }),
  newId: newUuid,
  now: () => Date.now(),
  // A screen that got the answer refreshes what it shows itself (once); a write delivered later,
  // with nobody waiting for it, refreshes here.
  onDelivered: (write, { answered }) => {
    if (!answered) refresh(write);
  },
  onRefused: (write) => {
    refresh(write);
    if (write.refusedNote) toast({ ...write.refusedNote, variant: 'destructive' });
  },
  log,
});

// What the event buffer before issue 28 still holds (events made offline) joins the queue, once.
const legacyEvents = jsonSlot('local', LEGACY_EVENTS_KEY, (stored) => (Array.isArray(stored) ? stored.filter(isBufferedEvent) : null), () => []);
legacyEvents.read().forEach(queue.addEvent);
legacyEvents.remove();

/** The tracking client's side of the page's queue. */
export const pageEventQueue: EventQueue = queue;

/** Intents by target, recomputed only when the writes change (screens ask on every render). */
let intents = new Map<string, string>();
queue.subscribe(() => {
  intents = new Map();
});

if (typeof window !== 'undefined') {
  window.addEventListener('online', () => void queue.retryNow());
  // Also when any answer from the network follows a failed fetch (the browser may not notice).
  onReconnect(() => void queue.retryNow());
  window.addEventListener('storage', (event) => {
    if (event.key !== WRITE_QUEUE_KEY) return;
    queue.storageChanged();
    void queue.flushDue();
  });
  setInterval(() => void queue.flushDue(), RETRY_TICK_MS);
}

export interface SubmitOptions {
  /** The page is going away: the request outlives it. */
  keepalive?: boolean;
  /**
   * A screen's write (not tracking): tell the user, quietly, when it waits on the device, and when
   * the server itself answers 5xx at once, answer `refused` so the screen shows its error.
   */
  note?: boolean;
}

/** Stores the write and sends it in turn; see WriteOutcome. */
export async function submitWrite(write: NewWrite, { keepalive = false, note = false }: SubmitOptions = {}): Promise<WriteOutcome> {
  const outcome = await queue.submit(write, { keepalive, failOnServerError: note });
  if (outcome.status === 'queued' && note) {
    toast({ title: 'Saved on this device', description: "It will be sent when you're back online." });
  }
  return outcome;
}

/** The shell: who is signed in (null: nobody). Only that user's writes and events are sent. */
export function setWriteQueueUser(userId: string | null): void {
  queue.setUser(userId);
}

/** What the user's newest waiting write of `target` asks for, as JSON ('null' when none waits). */
export function pendingIntentJson(target: string): string {
  let json = intents.get(target);
  if (json === undefined) {
    json = JSON.stringify(queue.intentOf(target) ?? null);
    intents.set(target, json);
  }
  return json;
}

export function subscribeWriteQueue(listener: () => void): () => void {
  return queue.subscribe(listener);
}

/** The current user's writes still waiting (tests, diagnostics). */
export function pendingWrites(): QueuedWrite[] {
  return queue.pending();
}

/** The account is gone: its writes and events can never be sent. */
export function forgetQueuedWrites(userId: string): void {
  queue.forgetUser(userId);
}
