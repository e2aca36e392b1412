import { submitWrite } from '@tidings/web-kit/offline-queue/write-queue-client';
import { trackingHeaders, type TrackingRequest } from './tracking-request';

/** The answer of a tracking write that waits on the device (offline) instead of the server's. */
export const QUEUED_ON_DEVICE = Symbol('queued on the device');

/**
 * The tracking client's writes through the page's write queue (issue 10): each is stored on the
 * device before it leaves and sent again, with its Idempotency-Key, until the server answers — so
 * reading time, engagement and session ends made offline, or in a tab closed offline, arrive once
 * when the connection is back. Answers QUEUED_ON_DEVICE when it waits; a refusal rejects.
 */
export const durableTrackingRequest: TrackingRequest = async (method, url, body, { keepalive = false, withTimeZone = false } = {}) => {
  const outcome = await submitWrite({ method, url, body, headers: trackingHeaders(withTimeZone) }, { keepalive });
  if (outcome.status === 'refused') throw outcome.error;
  return outcome.status === 'queued' ? QUEUED_ON_DEVICE : outcome.body;
};
