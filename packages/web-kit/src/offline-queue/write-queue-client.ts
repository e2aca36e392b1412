import { apiRequest } from '@tidings/web-kit/api-client';
import { onReconnect } from '@tidings/web-kit/offline/connectivity';
import { toast } from '@tidings/web-kit/toast-store';
import { invalidateQueriesStartingWith } from '@tidings/web-kit/tracking/tracking-config';
import { jsonSlot } from '../tracking/tracking-storage';
import { newUuid } from '../tracking/uuid';
import { isQueuedWrite, type NewWrite, type QueuedWrite } from './queued-write';
import { createWriteQueue, type WriteOutcome } from './write-queue';

// The page's one write queue (web-kit is a Module Federation singleton: the shell and every remote
// share it). Screens and the tracking client submit their writes here; the shell tells it who is
// signed in. It goes again when the browser says it is back online, when another tab changes it,
// every 30 s while something waits, and at start (the first sign-in it is told of).

/** localStorage: per browser, shared by the tabs, written synchronously (see write-queue.ts). */
export const WRITE_QUEUE_KEY = 'tidingsWriteQueue';
const RETRY_TICK_MS = 30_000;

const log = (what: string, error?: unknown) => console.warn('[offline-queue]', what, ...(error === undefined ? [] : [error instanceof Error ? error.message : error]));
const refresh = (write: QueuedWrite) => {
  if (write.refresh?.length) invalidateQueriesStartingWith(write.refresh);
};

/**
 * One attempt at a queued write, always with its Idempotency-Key. `keepalive` lets it outlive the
 * page (the browser's 64 KB budget: queued writes are small).
 */
const sendQueuedWrite = (write: QueuedWrite, keepalive: boolean) =>
  apiRequest<unknown>(write.method, write.url, write.body, { keepalive, idempotencyKey: write.id, headers: write.headers });

const queue = createWriteQueue({
  slot: jsonSlot<QueuedWrite[]>('local', WRITE_QUEUE_KEY, (stored) => (Array.isArray(stored) ? stored.filter(isQueuedWrite) : null), () => []),
  send: sendQueuedWrite,
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

/** Intents by target, recomputed only when the queue changes (screens ask on every render). */
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
    void queue.flush();
  });
  setInterval(() => {
    if (queue.pending().length > 0) void queue.flush();
  }, RETRY_TICK_MS);
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

/** The shell: who is signed in (null: nobody). Only that user's writes are sent. */
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

/** The account is gone: its writes can never be sent. */
export function forgetQueuedWrites(userId: string): void {
  queue.forgetUser(userId);
}
