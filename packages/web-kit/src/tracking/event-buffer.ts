import { HttpError } from '@tidings/web-kit/api-client';
import { NetworkError } from '@tidings/web-kit/offline/offline-error';
import { createRetrySchedule } from '../offline-queue/retry-schedule';
import { serialRun } from '../serial-run';
import { BATCH_MAX_CHARS, EXIT_BATCH_MAX_CHARS, nextBatch, type BufferedEvent } from './event-batches';
import { logTrackingFailure } from './tracking-log';
import type { JsonSlot } from './tracking-storage';

// The event buffer (spec sections 7-9): events wait here and go out in one POST /api/events/batch
// 2 s after the last one. Storage is the buffer itself, read and written on every change, so a
// reload or a crash loses nothing, another tab's events are merged rather than overwritten, and an
// event leaves it only once the server took it. A failed flush therefore "puts the events back"
// by never having removed them: they keep their order and go out again later. The server stores
// each eventId once, so sending an event twice (a tab closing mid-flush) is harmless.

export const FLUSH_DELAY_MS = 2000;
/** Undelivered events kept at most (offline for hours); the oldest give way first. */
export const BUFFER_MAX_EVENTS = 1000;

export interface EventBufferOptions {
  slot: JsonSlot<BufferedEvent[]>;
  /** Posts one batch; rejects with an HttpError for a non-ok answer. */
  send: (events: BufferedEvent[], keepalive: boolean) => Promise<unknown>;
  /** The user whose events may go out now (the active session's), or null to hold them. */
  currentUserId: () => string | null;
  maxEvents?: number;
}

export interface EventBuffer {
  add(event: BufferedEvent): void;
  /** Sends everything the current user has buffered, batch by batch, now. */
  flush(): Promise<void>;
  /** The page is going away: one batch that fits a keepalive request, without waiting for it. */
  flushOnExit(userId: string): void;
  /** Events of another user can never be delivered (the server answers 403): they are dropped. */
  dropOtherUsers(userId: string): void;
  pending(): BufferedEvent[];
  dispose(): void;
}

/**
 * Sending them again would fail again: the server refused the events themselves, or the failure
 * was neither the network nor the server (a bug, which must not retry forever unseen).
 */
function isRefused(error: unknown): boolean {
  if (error instanceof HttpError) return [400, 403, 413, 422].includes(error.status);
  return !(error instanceof NetworkError);
}

export function createEventBuffer({ slot, send, currentUserId, maxEvents = BUFFER_MAX_EVENTS }: EventBufferOptions): EventBuffer {
  const inFlight = new Set<string>();
  let flushTimer: ReturnType<typeof setTimeout> | undefined;
  const retries = createRetrySchedule(() => void flush());

  const removeDelivered = (ids: ReadonlySet<string>) => slot.write(slot.read().filter((event) => !ids.has(event.eventId)));
  const readyFor = (userId: string) => slot.read().filter((event) => event.userId === userId && !inFlight.has(event.eventId));

  /** Answers whether the next batch may follow (delivered, or refused for good). */
  async function deliver(batch: BufferedEvent[], keepalive: boolean): Promise<boolean> {
    const ids = new Set(batch.map((event) => event.eventId));
    for (const id of ids) inFlight.add(id);
    try {
      await send(batch, keepalive);
      removeDelivered(ids);
      retries.succeeded();
      return true;
    } catch (error) {
      if (isRefused(error)) {
        removeDelivered(ids);
        logTrackingFailure(`the server refused ${batch.length} events; they are dropped`, error);
        return true;
      }
      logTrackingFailure(`could not send ${batch.length} events; they stay buffered`, error);
      // 401: signed out. They wait for this user's next session instead of retrying.
      retries.failed(!(error instanceof HttpError && error.status === 401));
      return false;
    } finally {
      for (const id of ids) inFlight.delete(id);
    }
  }

  async function drain(): Promise<void> {
    for (;;) {
      const userId = currentUserId();
      if (!userId) return;
      const ready = readyFor(userId);
      if (ready.length === 0) return;
      if (!(await deliver(nextBatch(ready, BATCH_MAX_CHARS), false))) return;
    }
  }

  const drainOnce = serialRun(drain);
  function flush(): Promise<void> {
    clearTimeout(flushTimer);
    flushTimer = undefined;
    return drainOnce();
  }

  return {
    add(event) {
      const events = slot.read();
      events.push(event);
      if (events.length > maxEvents) {
        const dropped = events.splice(0, events.length - maxEvents);
        logTrackingFailure(`the event buffer is full; dropped the ${dropped.length} oldest`);
      }
      slot.write(events);
      clearTimeout(flushTimer);
      flushTimer = setTimeout(() => void flush(), FLUSH_DELAY_MS);
    },
    flush,
    flushOnExit(userId) {
      clearTimeout(flushTimer);
      flushTimer = undefined;
      // In-flight events go again: their ordinary request dies with the unloading page, and the
      // server drops a second copy by eventId.
      const ready = slot.read().filter((event) => event.userId === userId);
      if (ready.length > 0) void deliver(nextBatch(ready, EXIT_BATCH_MAX_CHARS), true);
    },
    dropOtherUsers(userId) {
      const events = slot.read();
      const kept = events.filter((event) => event.userId === userId);
      if (kept.length === events.length) return;
      slot.write(kept);
      logTrackingFailure(`dropped ${events.length - kept.length} events of a user who signed out`);
    },
    pending: () => slot.read(),
    dispose() {
      clearTimeout(flushTimer);
      flushTimer = undefined;
      retries.dispose();
    },
  };
}
