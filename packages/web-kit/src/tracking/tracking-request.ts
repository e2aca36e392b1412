import { apiRequest } from '@tidings/web-kit/api-client';
import { timeZoneHeader } from './device-time-zone';

// The tracking calls' options over the one api client. It always sends the JSON content type (the
// spec's POST /api/articles/read/{id} has no body but a JSON content type) and can send a request
// that survives the page: `keepalive` fetches outlive unload like sendBeacon does, but keep the
// JSON content type, the cookie and the Origin header the gateway's CSRF check reads, and still
// report the answer when the page stays alive. Browsers cap the keepalive bodies in flight at
// 64 KB in all, so callers keep exit payloads well under that.

export type TrackingMethod = 'POST' | 'PUT' | 'PATCH';

export interface TrackingRequestOptions {
  /** Let the request outlive the page (hidden, backgrounded or unloaded). */
  keepalive?: boolean;
  /** Send the device's time zone: reads count towards the streak in the user's calendar days. */
  withTimeZone?: boolean;
}

export type TrackingRequest = (method: TrackingMethod, url: string, body?: unknown, options?: TrackingRequestOptions) => Promise<unknown>;

/** The JSON content type always; the device's time zone when asked. */
export function trackingHeaders(withTimeZone: boolean): Record<string, string> {
  return { 'Content-Type': 'application/json', ...(withTimeZone ? timeZoneHeader() : {}) };
}

export const sendTrackingRequest: TrackingRequest = (method, url, body, { keepalive = false, withTimeZone = false } = {}) =>
  apiRequest<unknown>(method, url, body, { keepalive, headers: trackingHeaders(withTimeZone) });
