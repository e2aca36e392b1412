// Read-your-writes for preferences across services. svc-news learns of a change from svc-auth's
// `user.preferences.updated` event, which lands a little after PATCH /api/user/preferences has
// answered (the outbox publishes it, one svc-news instance's durable consumer stores it, the other
// instances notice when their cached profile is re-read). The browser refetches the feed the
// moment the PATCH answers, so svc-auth also sets this cookie: which user changed and the
// snapshot's `updatedAt`. svc-news answers a feed request that carries it from a profile at least
// that new, waiting briefly for the event if it has not landed yet. The cookie is only a freshness
// hint: a forged one can only slow its own sender's feed down, by the bounded wait.

import type {} from '@fastify/cookie';
import type { FastifyRequest } from 'fastify';

export const PREFERENCES_VERSION_COOKIE = 'tidings_prefs';
/** Long enough to outlive any lag of the event; after that the cached profiles are current anyway. */
export const PREFERENCES_VERSION_MAX_AGE_S = 300;

/** `<userId>.<updatedAt in ms>` */
export function preferencesVersionValue(userId: string, updatedAt: Date): string {
  return `${userId}.${updatedAt.getTime()}`;
}

/**
 * The time (ms) a request's profile must be at least as new as, or null when the cookie is
 * absent, malformed, or another user's (the browser was signed in as someone else before).
 */
export function parsePreferencesVersion(value: string | undefined, userId: string): number | null {
  if (!value) return null;
  const dot = value.lastIndexOf('.');
  if (dot <= 0 || value.slice(0, dot) !== userId) return null;
  const at = Number(value.slice(dot + 1));
  return Number.isSafeInteger(at) && at > 0 ? at : null;
}

/** The version a signed-in request's cookie names for its own user (see parsePreferencesVersion). */
export function requestPreferencesVersion(request: FastifyRequest): number | null {
  return parsePreferencesVersion(request.cookies[PREFERENCES_VERSION_COOKIE], request.userId);
}
