// The Idempotency-Key protocol's names, without zod: the browser's write queue sends and reads
// them at first load (idempotency.ts builds the schemas).

/** The request header carrying the key (RFC draft "The Idempotency-Key HTTP Header Field"). */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
/** Set on an answer that repeats the stored answer of an earlier request with the same key. */
export const IDEMPOTENT_REPLAY_HEADER = 'idempotent-replayed';

export const IDEMPOTENCY_ERROR_CODES = {
  /** A request with this key is still being answered (a concurrent replay): retry shortly. */
  inProgress: 'IDEMPOTENCY_KEY_IN_PROGRESS',
  /** The key was used for a different request (method, path or body): a client bug. */
  reused: 'IDEMPOTENCY_KEY_REUSED',
} as const;
