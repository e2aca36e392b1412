/**
 * Errors that mean "the database cannot be reached right now" rather than "this request is
 * wrong" or "our code is wrong": the driver found no server in its selection timeout, the socket
 * dropped, or mongoose's command buffer timed out while disconnected. They answer 503 with a
 * stable code, so a client (and the offline queue) knows to try again later; each is bounded by
 * the connection's timeouts (mongo.ts), so a request during an outage never hangs.
 */
const UNREACHABLE_ERRORS = new Set([
  'MongoServerSelectionError',
  'MongoNetworkError',
  'MongoNetworkTimeoutError',
  'MongoNotConnectedError',
  'MongoTopologyClosedError',
  'MongoPoolClearedError',
  // A server the driver gave up on during an outage: its pool or itself closed under a request,
  // or a connection not free in time. Not seen named in a chaos run's 500 (its logs are not kept),
  // but each means the same: try again shortly.
  'MongoPoolClosedError',
  'MongoServerClosedError',
  'MongoWaitQueueTimeoutError',
]);

export const DATABASE_UNAVAILABLE = 'DATABASE_UNAVAILABLE';
export const DATABASE_UNAVAILABLE_MESSAGE = 'The database is unavailable; please try again shortly';
/** Seconds a client should wait before trying again. */
export const DATABASE_RETRY_AFTER_S = 5;

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 4; depth++) {
    const { name, message } = current as { name?: unknown; message?: unknown };
    if (typeof name === 'string' && UNREACHABLE_ERRORS.has(name)) return true;
    if (name === 'MongooseError' && typeof message === 'string' && message.includes('buffering timed out')) return true;
    // The driver keeps what it wrapped in `errorResponse` (a bulk write's lost connection), others in `cause`.
    const wrapper = current as { cause?: unknown; errorResponse?: unknown };
    current = wrapper.cause ?? wrapper.errorResponse;
  }
  return false;
}
