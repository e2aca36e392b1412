import { z } from 'zod';
import { IDEMPOTENCY_KEY_HEADER } from './idempotency-protocol.js';

export { IDEMPOTENCY_ERROR_CODES, IDEMPOTENCY_KEY_HEADER, IDEMPOTENT_REPLAY_HEADER } from './idempotency-protocol.js';

// Idempotent writes (issue 10: writes made offline are queued on the device and replayed). The
// client gives each write its own key and sends the same key with every retry of it; the service
// remembers the first answer under (user, key) and answers a replay with it, changing nothing.

/** A client-generated key: a UUID fits, so does any 16–64 URL-safe characters. */
export const idempotencyKeySchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{16,64}$/, 'An Idempotency-Key is 16 to 64 letters, digits, - or _ (a UUID fits)');

/** A route's headers with the optional key (other headers pass). */
export const idempotencyHeadersSchema = z.looseObject({ [IDEMPOTENCY_KEY_HEADER]: idempotencyKeySchema.optional() });

