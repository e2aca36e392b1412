import { HttpError } from '@tidings/web-kit/api-client';
import { serialRun } from '../serial-run';
import { BATCH_MAX_CHARS, EXIT_BATCH_MAX_CHARS, type BufferedEvent } from '../tracking/event-batches';
import type { JsonSlot } from '../tracking/tracking-storage';
import { failureOf } from './attempt-failure';
import { batchOf, capped, isEvent, isWrite, queuedEvent, withWrite, type QueueEntry, type QueuedEvent } from './queue-entry';
import { QUEUED_WRITE_MAX_AGE_MS, type NewWrite, type QueuedWrite } from './queued-write';
import { createRetrySchedule } from './retry-schedule';

// The device's one durable queue (issues 10 and 28): the screens' and the tracking client's writes
// and the tracked events. Everything is stored first, in `localStorage`, written synchronously (a
// write made in the last moment of a page is kept even if the tab dies before the request leaves;
// the tabs share it), and leaves the store only when the server answered: taken, already so, or
// refused. Entries go out oldest first, for the signed-in user they belong to: a write alone with
// its Idempotency-Key, neighbouring events together in one POST /api/events/batch. Events gather
// until 2 s after the newest one (spec section 9) and never hold back a write. A network failure
// stops the round until the next retry (2 s doubling to a minute, or the connection coming back);
// a 5xx or a 429 stops its kind only (events' trouble must not keep a bookmark waiting); a 401
// stops everything until someone signs in; a refusal drops the entry.

/** Spec section 9: events are flushed 2 s after the last one. */
export const FLUSH_DELAY_MS = 2000;
/** Undelivered events kept at most (offline for hours); the oldest give way first. */
export const QUEUE_MAX_EVENTS = 1000;

export type WriteOutcome =
  /** The server took it; `alreadyDone` when it answered one of the write's done codes. */
  | { status: 'sent'; body: unknown; alreadyDone: boolean }
  /** It waits on the device and will be sent later (or was replaced by a newer write). */
  | { status: 'queued' }
  /** The server refused it for good (a 4xx): it was dropped. */
  | { status: 'refused'; error: HttpError };

export interface DurableQueueOptions {
  slot: JsonSlot<QueueEntry[]>;
  /** Sends one write with its key; rejects with an HttpError for a non-ok answer, a NetworkError for no network. */
  sendWrite: (write: QueuedWrite, keepalive: boolean) => Promise<unknown>;
  /** Posts one batch of events, likewise. */
  sendEvents: (events: BufferedEvent[], keepalive: boolean) => Promise<unknown>;
  newId: () => string;
  now: () => number;
  /** `answered`: the caller that submitted it got the server's answer (and refreshes what it shows). */
  onDelivered?: (write: QueuedWrite, delivery: { answered: boolean }) => void;
  onRefused?: (write: QueuedWrite, error: HttpError) => void;
  log?: (what: string, error?: unknown) => void;
  maxEvents?: number;
}

/** What the tracking client needs of the queue. */
export interface EventQueue {
  addEvent(event: BufferedEvent): void;
  /** Sends everything of the signed-in user now, events still gathering included. */
  flush(): Promise<void>;
  /** The page is going away: one batch of `userId`'s events that fits a keepalive request. */
  sendEventsOnExit(userId: string): void;
  /** Events of another user can never be delivered (the server answers 403): they are dropped. */
  dropOtherUsersEvents(userId: string): void;
  pendingEvents(): BufferedEvent[];
}

type Step = 'next' | 'kind' | 'all';

/** The server answered one of the write's done codes: the state is already so. */
const isAlreadyDone = (write: QueuedWrite, error: unknown) => error instanceof HttpError && write.doneCodes?.includes(error.code!) === true;
const ALREADY_DONE: WriteOutcome = { status: 'sent', body: undefined, alreadyDone: true };

export function createDurableQueue({ slot, sendWrite, sendEvents, newId, now, onDelivered, onRefused, log = () => undefined, maxEvents = QUEUE_MAX_EVENTS }: DurableQueueOptions) {
  let userId: string | null = null;
  /** A 401 answered: nothing goes until a user signs in again. */
  let signedOut = false;
  let disposed = false;
  /** The next round sends events still gathering too (flush, the connection back). */
  let sendGathering = false;
  let gatherTimer: ReturnType<typeof setTimeout> | undefined;
  const retries = createRetrySchedule(() => void round());
  const inFlight = new Set<string>();
  const waiting = new Map<string, { resolve: (outcome: WriteOutcome) => void; reject: (error: unknown) => void }>();
  const listeners = new Set<() => void>();

  const notify = () => listeners.forEach((listener) => listener());
  /** Listeners hear changes of the writes (screens show their intents); events change often. */
  function store(entries: QueueEntry[], writesChanged = true) {
    slot.write(entries);
    if (writesChanged) notify();
  }
  const remove = (ids: ReadonlySet<string>, writesChanged: boolean) => store(slot.read().filter((entry) => !ids.has(entry.id)), writesChanged);
  function settle(id: string, outcome: WriteOutcome) {
    waiting.get(id)?.resolve(outcome);
    waiting.delete(id);
  }

  /** Everything stored, oldest first; what is past its age is dropped here. */
  function stored(): QueueEntry[] {
    const all = slot.read();
    const fresh = all.filter((entry) => now() - entry.createdAt <= QUEUED_WRITE_MAX_AGE_MS);
    if (fresh.length !== all.length) {
      log(`dropped ${all.length - fresh.length} entries older than 7 days`);
      store(fresh);
    }
    return fresh;
  }
  const mine = (): QueueEntry[] => (userId === null ? [] : stored().filter((entry) => entry.userId === userId));

  /**
   * What may go now, oldest first: not on its way already, and no events while the user's newest
   * is younger than the flush delay — computed from the store, so every tab agrees.
   */
  function ready(withGathering: boolean): QueueEntry[] {
    const entries = mine();
    const newestEvent = Math.max(...entries.filter(isEvent).map((entry) => entry.createdAt));
    const gathering = !withGathering && now() - newestEvent < FLUSH_DELAY_MS;
    return entries.filter((entry) => !inFlight.has(entry.id) && !(gathering && isEvent(entry)));
  }

  /**
   * One request: a write, or a batch of events. Answers what may follow: anything (it went, or was
   * dropped), nothing of its kind (its endpoint answered 5xx, 429…: the other kind's may be well),
   * or nothing (no network, or signed out).
   */
  async function deliver(entries: QueueEntry[], keepalive: boolean, failOnServerError = false): Promise<Step> {
    const ids = new Set(entries.map((entry) => entry.id));
    const write = entries.find(isWrite);
    const what = write ? `${write.method} ${write.url}` : `${entries.length} events`;
    ids.forEach((id) => inFlight.add(id));
    try {
      const body = await (write ? sendWrite(write, keepalive) : sendEvents((entries as QueuedEvent[]).map((entry) => entry.event), keepalive));
      return done(ids, write, { status: 'sent', body, alreadyDone: false });
    } catch (error) {
      if (write && isAlreadyDone(write, error)) return done(ids, write, ALREADY_DONE);
      // A screen's write that reached a failing server is not an offline write: the screen shows
      // its error and puts things back (spec), so nothing waits unseen on the device.
      const screenError = failOnServerError && error instanceof HttpError && error.status >= 500;
      const failure = screenError ? 'refused' : failureOf(error, !write);
      if (failure === 'hold' || failure === 'retry') {
        if (failure === 'hold') signedOut = true;
        else retries.failed();
        log(`${what} waits ${failure === 'hold' ? 'for a sign-in' : 'for a retry'}`, error);
        if (write) settle(write.id, { status: 'queued' });
        return failure === 'retry' && error instanceof HttpError ? 'kind' : 'all';
      }
      remove(ids, write !== undefined);
      if (failure === 'bug') {
        console.error(`[offline-queue] ${what} failed, not for the network: dropped`, error);
        waiting.get(write?.id ?? '')?.reject(error);
        waiting.delete(write?.id ?? '');
        return 'next';
      }
      if (!screenError) log(`${what} refused: dropped`, error);
      if (write && !screenError) onRefused?.(write, error as HttpError);
      if (write) settle(write.id, { status: 'refused', error: error as HttpError });
      return 'next';
    } finally {
      ids.forEach((id) => inFlight.delete(id));
    }
  }

  function done(ids: ReadonlySet<string>, write: QueuedWrite | undefined, outcome: WriteOutcome): Step {
    remove(ids, write !== undefined);
    retries.succeeded();
    if (write) {
      onDelivered?.(write, { answered: waiting.has(write.id) });
      settle(write.id, outcome);
    }
    return 'next';
  }

  async function drain(): Promise<void> {
    const withGathering = sendGathering;
    sendGathering = false;
    const waitingKinds = new Set<unknown>();
    while (!signedOut && !disposed) {
      const next = ready(withGathering).filter((entry) => !waitingKinds.has(entry.kind));
      const head = next[0];
      if (!head) break;
      const step = await deliver(isEvent(head) ? batchOf(next, BATCH_MAX_CHARS) : [head], false);
      if (step === 'all') break;
      if (step === 'kind') waitingKinds.add(head.kind);
    }
    // What did not go this round waits on the device: tell whoever is waiting for an answer.
    for (const id of [...waiting.keys()]) if (!inFlight.has(id)) settle(id, { status: 'queued' });
  }

  /** A round of what is due; events still gathering wait for their delay. */
  const round = serialRun(drain);

  function flush(): Promise<void> {
    clearTimeout(gatherTimer);
    sendGathering = true;
    return round();
  }

  return {
    /**
     * Stores the write, sends it — at once unless an older entry of the user waits for its retry,
     * then after it — and answers its outcome. `keepalive` (the page is going away): what cannot
     * go at once is kept for the next page. Without a signed-in user nothing can be queued: it is
     * sent as it is.
     */
    submit(input: NewWrite, { keepalive = false, failOnServerError = false } = {}): Promise<WriteOutcome> {
      if (userId === null) return sendUnqueued(input, keepalive);
      const write: QueuedWrite = { ...input, id: newId(), userId, createdAt: now() };
      const { queue, replaced } = withWrite(stored(), write);
      store(queue);
      for (const id of replaced) settle(id, { status: 'queued' });
      const outcome = new Promise<WriteOutcome>((resolve, reject) => waiting.set(write.id, { resolve, reject }));
      // Writes already on their way do not hold it back, nor events; one waiting for its retry does (order).
      const olderWaits = ready(false).some((older) => older.id !== write.id && isWrite(older));
      if (signedOut || olderWaits) {
        if (keepalive) settle(write.id, { status: 'queued' });
        else void round();
      } else {
        // At once, not on the next turn of a round: a page going away has no next turn.
        void deliver([write], keepalive, failOnServerError).then((step) => {
          if (step === 'next' && ready(false).some(isWrite)) void round();
        });
      }
      return outcome;
    },
    /** Stores an event; it goes with its neighbours 2 s after the newest (or with the next flush). */
    addEvent(event: BufferedEvent): void {
      const entries = [...stored(), queuedEvent(event, now())];
      const kept = capped(entries, 'event', maxEvents);
      if (kept.length < entries.length) log('full: dropped the oldest event');
      store(kept, false);
      clearTimeout(gatherTimer);
      gatherTimer = setTimeout(() => void round(), FLUSH_DELAY_MS);
    },
    flush,
    /** A round of what is due (another tab changed the store, a periodic retry). */
    flushDue: round,
    sendEventsOnExit(forUser: string): void {
      clearTimeout(gatherTimer);
      // In-flight events go again: their ordinary request dies with the unloading page, and the
      // server drops a second copy by eventId.
      const events = stored().filter((entry) => isEvent(entry) && entry.userId === forUser);
      const batch = batchOf(events, EXIT_BATCH_MAX_CHARS);
      if (batch.length > 0) void deliver(batch, true);
    },
    dropOtherUsersEvents(forUser: string): void {
      const entries = stored();
      const kept = entries.filter((entry) => !isEvent(entry) || entry.userId === forUser);
      if (kept.length === entries.length) return;
      store(kept, false);
      log(`dropped ${entries.length - kept.length} events of another user`);
    },
    pendingEvents: (): BufferedEvent[] => stored().filter(isEvent).map((entry) => entry.event),
    /** The signed-in user (null: none). Only their entries go out; a sign-in ends a 401's wait. */
    setUser(next: string | null) {
      if (next === userId) return;
      userId = next;
      signedOut = false;
      retries.reset();
      notify();
      if (next !== null) void round();
    },
    /** The connection is back: try now rather than at the next retry. */
    retryNow() {
      retries.reset();
      return flush();
    },
    /** The current user's writes still waiting. */
    pending: (): QueuedWrite[] => mine().filter(isWrite),
    /** The intent of the user's newest waiting write of `target`, if one waits. */
    intentOf(target: string): { intent: unknown } | undefined {
      const write = mine().findLast((entry): entry is QueuedWrite => isWrite(entry) && entry.target === target);
      return write ? { intent: write.intent } : undefined;
    },
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Drops everything of `id` (an account that is gone). */
    forgetUser(id: string) {
      const all = slot.read();
      const kept = all.filter((entry) => entry.userId !== id);
      if (kept.length !== all.length) store(kept);
    },
    /** Another tab changed the store. */
    storageChanged: notify,
    dispose() {
      disposed = true;
      clearTimeout(gatherTimer);
      retries.dispose();
      listeners.clear();
    },
  };

  async function sendUnqueued(input: NewWrite, keepalive: boolean): Promise<WriteOutcome> {
    const write: QueuedWrite = { ...input, id: newId(), userId: '', createdAt: now() };
    try {
      return { status: 'sent', body: await sendWrite(write, keepalive), alreadyDone: false };
    } catch (error) {
      if (isAlreadyDone(write, error)) return ALREADY_DONE;
      if (error instanceof HttpError) return { status: 'refused', error };
      throw error;
    }
  }
}

export type DurableQueue = ReturnType<typeof createDurableQueue>;
