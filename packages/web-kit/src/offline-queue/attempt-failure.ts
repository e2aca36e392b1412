import { IDEMPOTENCY_ERROR_CODES } from '@tidings/contracts/idempotency-protocol';
import { HttpError } from '@tidings/web-kit/api-client';
import { NetworkError } from '@tidings/web-kit/offline/offline-error';

/**
 * What a failed attempt of the durable queue means for what it carried: wait and go again
 * (`retry`), wait for a sign-in (`hold`), drop it as the server said (`refused`), or drop it as a
 * bug (not the network, not the server: sending it again would fail again).
 */
export type Failure = 'retry' | 'hold' | 'refused' | 'bug';

/** The meaning of one failed attempt; a batch of events is refused only for what is wrong with it. */
export function failureOf(error: unknown, isBatch: boolean): Failure {
  if (error instanceof NetworkError) return 'retry';
  // Not the network, not the server: sending it again would fail again.
  if (!(error instanceof HttpError)) return 'bug';
  if (error.status === 401) return 'hold';
  const { status } = error;
  if (status >= 500 || status === 408 || status === 425 || status === 429) return 'retry';
  if (status === 409 && error.code === IDEMPOTENCY_ERROR_CODES.inProgress) return 'retry';
  // A batch is refused only for what is wrong with its events; another 4xx (a route missing
  // mid-deploy) is about the moment. A write's 4xx is about the write.
  return !isBatch || [400, 403, 413, 422].includes(status) ? 'refused' : 'retry';
}
