import { IDEMPOTENCY_ERROR_CODES } from '@tidings/contracts/idempotency-protocol';
import { HttpError } from '@tidings/web-kit/api-client';
import { NetworkError } from '@tidings/web-kit/offline/offline-error';
import { serialRun } from '../serial-run';
import type { JsonSlot } from '../tracking/tracking-storage';
import { QUEUED_WRITE_MAX_AGE_MS, withWrite, type NewWrite, type QueuedWrite } from './queued-write';
import { createRetrySchedule } from './retry-schedule';

// The device's queue of writes (issue 10). Every write is stored first and leaves the store only
// when the server answered it: sent, already so, or refused. The store is `localStorage`, written
// synchronously, so a write made in the last moment of a page (the reading time on close) is kept
// even if the tab dies before the request leaves. Writes go out one at a time, oldest first, for
// the signed-in user they belong to; a network failure, a 5xx or a 429 stops the round until the
// next retry (2 s doubling to a minute, or the browser's `online`), a 401 until someone signs in.
// Any other failure is a bug, not a reason to wait: the write is dropped and its caller rejected.

export type WriteOutcome =
  /** The server took it; `alreadyDone` when it answered one of the write's done codes. */
  | { status: 'sent'; body: unknown; alreadyDone: boolean }
  /** It waits on the device and will be sent later (or was replaced by a newer write). */
  | { status: 'queued' }
  /** The server refused it for good (a 4xx): it was dropped. */
  | { status: 'refused'; error: HttpError };

export interface WriteQueueOptions {
  slot: JsonSlot<QueuedWrite[]>;
  /** Sends one write with its key; rejects with an HttpError for a non-ok answer, a NetworkError for no network. */
  send: (write: QueuedWrite, keepalive: boolean) => Promise<unknown>;
  newId: () => string;
  now: () => number;
  /** `answered`: the caller that submitted it got the server's answer (and refreshes what it shows). */
  onDelivered?: (write: QueuedWrite, delivery: { answered: boolean }) => void;
  onRefused?: (write: QueuedWrite, error: HttpError) => void;
  log?: (what: string, error?: unknown) => void;
}

/** Answers about this attempt, not the write: it waits and goes again. */
function isTransient(error: HttpError): boolean {
  if (error.status === 409) return error.code === IDEMPOTENCY_ERROR_CODES.inProgress;
  return error.status >= 500 || error.status === 408 || error.status === 425 || error.status === 429;
}

export function createWriteQueue({ slot, send, newId, now, onDelivered, onRefused, log = () => undefined }: WriteQueueOptions) {
  let userId: string | null = null;
  /** A 401 answered: nothing goes until a user signs in again. */
  let signedOut = false;
  let disposed = false;
  const retries = createRetrySchedule(() => void flush());
  const inFlight = new Set<string>();
  const waiting = new Map<string, { resolve: (outcome: WriteOutcome) => void; reject: (error: unknown) => void }>();
  const listeners = new Set<() => void>();

  const notify = () => listeners.forEach((listener) => listener());
  function store(queue: QueuedWrite[]) {
    slot.write(queue);
    notify();
  }
  const remove = (id: string) => store(slot.read().filter((write) => write.id !== id));
  function settle(id: string, outcome: WriteOutcome) {
    waiting.get(id)?.resolve(outcome);
    waiting.delete(id);
  }

  /** The current user's writes, oldest first; those past their age are dropped here. */
  function pendingForUser(): QueuedWrite[] {
    const all = slot.read();
    const fresh = all.filter((write) => now() - write.createdAt <= QUEUED_WRITE_MAX_AGE_MS);
    if (fresh.length !== all.length) {
      log(`dropped ${all.length - fresh.length} writes older than 7 days, unsent`);
      store(fresh);
    }
    return userId === null ? [] : fresh.filter((write) => write.userId === userId);
  }

  /** Answers whether the next write may follow. */
  async function deliver(write: QueuedWrite, keepalive: boolean, failOnServerError = false): Promise<boolean> {
    inFlight.add(write.id);
    try {
      const body = await send(write, keepalive);
      return done(write, { status: 'sent', body, alreadyDone: false });
    } catch (error) {
      if (error instanceof HttpError && error.code !== undefined && write.doneCodes?.includes(error.code)) {
        return done(write, { status: 'sent', body: undefined, alreadyDone: true });
      }
      // A screen's write that reached a failing server is not an offline write: the screen shows
      // its error and puts things back (spec), so nothing waits unseen on the device.
      if (failOnServerError && error instanceof HttpError && error.status >= 500) {
        remove(write.id);
        settle(write.id, { status: 'refused', error });
        return true;
      }
      if (error instanceof HttpError && error.status === 401) {
        signedOut = true;
        log('signed out: queued writes wait for the next sign-in', error);
      } else if (error instanceof NetworkError || (error instanceof HttpError && isTransient(error))) {
        log(`could not send ${write.method} ${write.url}; it stays queued`, error);
        retries.failed();
      } else if (!(error instanceof HttpError)) {
        // Not the network, not the server: sending it again would fail again.
        remove(write.id);
        console.error('[offline-queue] a write failed for a reason that is not the network; it is dropped', error);
        waiting.get(write.id)?.reject(error);
        waiting.delete(write.id);
        return true;
      } else {
        remove(write.id);
        log(`the server refused ${write.method} ${write.url}; it is dropped`, error);
        onRefused?.(write, error);
        settle(write.id, { status: 'refused', error });
        return true;
      }
      settle(write.id, { status: 'queued' });
      return false;
    } finally {
      inFlight.delete(write.id);
    }
  }

  function done(write: QueuedWrite, outcome: WriteOutcome): boolean {
    remove(write.id);
    retries.succeeded();
    onDelivered?.(write, { answered: waiting.has(write.id) });
    settle(write.id, outcome);
    return true;
  }

  async function drain(): Promise<void> {
    while (!signedOut && !disposed) {
      const next = pendingForUser().find((write) => !inFlight.has(write.id));
      if (!next || !(await deliver(next, false))) break;
    }
    // What did not go this round waits on the device: tell whoever is waiting for an answer.
    for (const id of [...waiting.keys()]) if (!inFlight.has(id)) settle(id, { status: 'queued' });
  }

  const flush = serialRun(drain);

  return {
    /**
     * Stores the write, sends it — at once unless an older write of the user waits for its retry,
     * then after it — and answers its outcome. `keepalive` (the page is going away): what cannot
     * go at once is kept for the next page. Without a signed-in user nothing can be queued: it is
     * sent as it is.
     */
    submit(input: NewWrite, { keepalive = false, failOnServerError = false } = {}): Promise<WriteOutcome> {
      if (userId === null) return sendUnqueued(input, keepalive);
      const write: QueuedWrite = { ...input, id: newId(), userId, createdAt: now() };
      const { queue, replaced } = withWrite(slot.read(), write);
      store(queue);
      for (const id of replaced) settle(id, { status: 'queued' });
      const outcome = new Promise<WriteOutcome>((resolve, reject) => waiting.set(write.id, { resolve, reject }));
      // Writes already on their way do not hold it back; one waiting for its retry does (order).
      const olderWaits = pendingForUser().some((older) => older.id !== write.id && !inFlight.has(older.id));
      if (signedOut || olderWaits) {
        if (keepalive) settle(write.id, { status: 'queued' });
        else void flush();
      } else {
        // At once, not on the next turn of a round: a page going away has no next turn.
        void deliver(write, keepalive, failOnServerError).then((next) => {
          if (next && pendingForUser().some((other) => !inFlight.has(other.id))) void flush();
        });
      }
      return outcome;
    },
    flush,
    /** The signed-in user (null: none). Only their writes go out; a sign-in ends a 401's wait. */
    setUser(next: string | null) {
      if (next === userId) return;
      userId = next;
      signedOut = false;
      notify();
      if (next !== null) void flush();
    },
    /** The connection is back: try now rather than at the next retry. */
    retryNow() {
      retries.reset();
      return flush();
    },
    /** The current user's writes still waiting. */
    pending: (): QueuedWrite[] => pendingForUser(),
    /** The intent of the user's newest waiting write of `target`, if one waits. */
    intentOf(target: string): { intent: unknown } | undefined {
      const write = pendingForUser().findLast((queued) => queued.target === target);
      return write ? { intent: write.intent } : undefined;
    },
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Drops every write of `id` (an account that is gone). */
    forgetUser(id: string) {
      const all = slot.read();
      const kept = all.filter((write) => write.userId !== id);
      if (kept.length !== all.length) store(kept);
    },
    /** Another tab changed the store. */
    storageChanged: notify,
    dispose() {
      disposed = true;
      retries.dispose();
      listeners.clear();
    },
  };

  async function sendUnqueued(input: NewWrite, keepalive: boolean): Promise<WriteOutcome> {
    const write: QueuedWrite = { ...input, id: newId(), userId: '', createdAt: now() };
    try {
      return { status: 'sent', body: await send(write, keepalive), alreadyDone: false };
    } catch (error) {
      if (error instanceof HttpError && error.code !== undefined && write.doneCodes?.includes(error.code)) return { status: 'sent', body: undefined, alreadyDone: true };
      if (error instanceof HttpError) return { status: 'refused', error };
      throw error;
    }
  }
}

export type WriteQueue = ReturnType<typeof createWriteQueue>;
