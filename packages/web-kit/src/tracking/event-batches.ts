import { EVENTS_PER_BATCH_MAX } from '@tidings/contracts/tracking';

/** The client-side tracked event (spec section 3), as buffered and as posted. */
export interface BufferedEvent {
  eventId: string;
  userId: string;
  sessionId: string;
  eventType: string;
  eventData?: Record<string, unknown>;
  storyId?: string;
  /** When it happened on the device, epoch milliseconds. */
  ts: number;
}

/** A batch's body stays well under the server's 1 MB limit (events carry up to 8 KB of data). */
export const BATCH_MAX_CHARS = 900_000;
/**
 * What one exit flush may send: the browser allows 64 KB of keepalive bodies in flight in all,
 * shared with the session end and the last reading time. Whatever does not fit stays stored and
 * goes out with the next start.
 */
export const EXIT_BATCH_MAX_CHARS = 48_000;

const ENVELOPE_CHARS = '{"events":[]}'.length;

/**
 * The longest prefix of `events` that makes one POST /api/events/batch: at most the server's
 * batch size and `maxChars` of JSON. The first event always goes, so one large event cannot
 * block the ones behind it (the client never buffers one bigger than the server allows).
 */
export function nextBatch(events: readonly BufferedEvent[], maxChars: number, maxCount = EVENTS_PER_BATCH_MAX): BufferedEvent[] {
  const batch: BufferedEvent[] = [];
  let chars = ENVELOPE_CHARS;
  for (const event of events) {
    if (batch.length === maxCount) break;
    const size = JSON.stringify(event).length + 1;
    if (batch.length > 0 && chars + size > maxChars) break;
    batch.push(event);
    chars += size;
  }
  return batch;
}

/** A stored value that looks like a buffered event (a light check: storage is ours). */
export function isBufferedEvent(value: unknown): value is BufferedEvent {
  if (typeof value !== 'object' || value === null) return false;
  const event = value as Record<string, unknown>;
  return (
    typeof event.eventId === 'string' &&
    typeof event.userId === 'string' &&
    typeof event.sessionId === 'string' &&
    typeof event.eventType === 'string' &&
    typeof event.ts === 'number'
  );
}
