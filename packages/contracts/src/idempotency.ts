import { z } from 'zod';

// Idempotent writes (issue 10: writes made offline are queued on the device and replayed). The
// client gives each write its own key and sends the same key with every retry of it; the service
// remembers the first answer under (user, key) and answers a replay with it, changing nothing.

/** The request header carrying the key (RFC draft "The Idempotency-Key HTTP Header Field"). */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
/** Set on an answer that repeats the stored answer of an earlier request with the same key. */
export const IDEMPOTENT_REPLAY_HEADER = 'idempotent-replayed';

/** A client-generated key: a UUID fits, so does any 16–64 URL-safe characters. */
export const idempotencyKeySchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{16,64}$/, 'An Idempotency-Key is 16 to 64 letters, digits, - or _ (a UUID fits)');

/** A route's headers with the optional key (other headers pass). */
export const idempotencyHeadersSchema = z.looseObject({ [IDEMPOTENCY_KEY_HEADER]: idempotencyKeySchema.optional() });

export const IDEMPOTENCY_ERROR_CODES = {
  /** A request with this key is still being answered (a concurrent replay): retry shortly. */
  inProgress: 'IDEMPOTENCY_KEY_IN_PROGRESS',
  /** The key was used for a different request (method, path or body): a client bug. */
  reused: 'IDEMPOTENCY_KEY_REUSED',
} as const;
