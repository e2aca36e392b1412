import { isBufferedEvent, nextBatch, type BufferedEvent } from '../tracking/event-batches';
import { isQueuedWrite, QUEUE_MAX_WRITES, type QueuedWrite } from './queued-write';

// What the device's one durable queue stores (see durable-queue.ts): writes, each sent alone with
// its Idempotency-Key, and tracked events, sent together in POST /api/events/batch.

/** One tracked event waiting; `id` is its eventId (the server stores each once). */
export interface QueuedEvent {
  kind: 'event';
  id: string;
  userId: string;
  createdAt: number;
  event: BufferedEvent;
}

/** Writes have no `kind`: the queue held only writes, under the same key, before events joined it. */
export type QueueEntry = QueuedWrite | QueuedEvent;

export const queuedEvent = (event: BufferedEvent, createdAt: number): QueuedEvent => ({ kind: 'event', id: event.eventId, userId: event.userId, createdAt, event });

/** A stored value that looks like an entry (a light check: storage is ours). */
export function isQueueEntry(value: unknown): value is QueueEntry {
  if (isQueuedWrite(value)) return true;
  const entry = value as Partial<QueuedEvent> | null;
  return entry?.kind === 'event' && typeof entry.createdAt === 'number' && isBufferedEvent(entry.event);
}

/** At most `max` entries of `kind`: the oldest of that kind give way. */
export function capped(entries: QueueEntry[], kind: QueueEntry['kind'], max: number): QueueEntry[] {
  let over = entries.filter((entry) => entry.kind === kind).length - max;
  return over <= 0 ? entries : entries.filter((entry) => entry.kind !== kind || over-- <= 0);
}

/**
 * Adds `write` to `queue`: a waiting write of the same user and target is replaced (its body
 * merged in first when `write.merge`). Answers the new queue and the ids it replaced.
 */
export function withWrite(queue: readonly QueueEntry[], write: QueuedWrite): { queue: QueueEntry[]; replaced: string[] } {
  const sameTarget = (other: QueueEntry): other is QueuedWrite =>
    !other.kind && write.target !== undefined && other.userId === write.userId && other.target === write.target;
  const older = queue.filter(sameTarget);
  const mergeOf = (pick: (other: QueuedWrite) => unknown) => Object.assign({}, ...older.map((other) => (isPlainObject(pick(other)) ? pick(other) : {})), pick(write));
  const merged =
    write.merge && older.length > 0 && isPlainObject(write.body)
      ? { ...write, body: mergeOf((other) => other.body), ...(isPlainObject(write.intent) ? { intent: mergeOf((other) => other.intent) } : {}) }
      : write;
  return { queue: capped([...queue.filter((other) => !sameTarget(other)), merged], undefined, QUEUE_MAX_WRITES), replaced: older.map((other) => other.id) };
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export const isEvent = (entry: QueueEntry): entry is QueuedEvent => entry.kind === 'event';
export const isWrite = (entry: QueueEntry): entry is QueuedWrite => !isEvent(entry);

/** The events at the head of `entries` that make one request of at most `maxChars`. */
export function batchOf(entries: QueueEntry[], maxChars: number): QueuedEvent[] {
  const run: QueuedEvent[] = [];
  for (const entry of entries) {
    if (!isEvent(entry)) break;
    run.push(entry);
  }
  return run.slice(0, nextBatch(run.map((entry) => entry.event), maxChars).length);
}
