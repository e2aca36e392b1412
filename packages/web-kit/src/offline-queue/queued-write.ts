// One write waiting on the device (issue 10: writes made offline are queued and replayed). Its
// `id` is the Idempotency-Key it is sent with every time, so the server applies it once however
// often a lost answer makes the app send it again.

import type { WriteMethod } from '@tidings/web-kit/api-client';

/** What a screen or the tracking client asks to send. */
export interface NewWrite {
  method: WriteMethod;
  url: string;
  body?: unknown;
  /** Sent as they are (the tracking calls' JSON content type and x-time-zone). */
  headers?: Record<string, string>;
  /**
   * What the write sets, e.g. `bookmark:<newsId>`: a newer write of the same target replaces a
   * waiting older one (bookmark then unbookmark sends only the unbookmark). Only for writes that
   * set a state; never for writes that add (reading time).
   */
  target?: string;
  /** Merge a waiting older body (and intent) into this one instead (preferences: each save names some fields). */
  merge?: boolean;
  /** What the user asked for, shown by screens until it is delivered (true = bookmarked, 'like'). */
  intent?: unknown;
  /** Error codes that mean the state is already so (BOOKMARK_ALREADY_EXISTS on an add): done. */
  doneCodes?: string[];
  /** Query-key prefixes (their first element) to refresh once it is delivered or refused. */
  refresh?: string[];
  /** A toast for the user when the server refuses it later (they were shown it as done). */
  refusedNote?: { title: string; description: string };
}

export interface QueuedWrite extends NewWrite {
  /** Only events carry a kind (queue-entry.ts): what the queue stored before them reads as is. */
  kind?: never;
  id: string;
  /** Whose write it is: it is only ever sent while this user is signed in. */
  userId: string;
  createdAt: number;
}

/** Older entries are dropped unsent: the server remembers write keys for 7 days (service-kit's idempotency). */
export const QUEUED_WRITE_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
/** At most this many wait (offline for days); the oldest give way first. */
export const QUEUE_MAX_WRITES = 500;

const METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** A stored value that looks like a queued write (a light check: storage is ours). */
export function isQueuedWrite(value: unknown): value is QueuedWrite {
  if (typeof value !== 'object' || value === null) return false;
  const write = value as Record<string, unknown>;
  return (
    typeof write.id === 'string' &&
    typeof write.userId === 'string' &&
    typeof write.url === 'string' &&
    write.url.startsWith('/api/') &&
    typeof write.method === 'string' &&
    METHODS.has(write.method) &&
    typeof write.createdAt === 'number'
  );
}
