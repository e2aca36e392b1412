// Helpers of the user-data tests: give a user rows in every service through the gateway, and scan
// every collection of every service's database for anything that names them.
import { randomUUID } from 'node:crypto';
import type { Connection } from 'mongoose';
import { expect } from 'vitest';
import { waitFor } from '@tidings/service-kit/testing/session';
import type { GatewayStack } from '../gateway-stack.js';

export interface SignedIn {
  id: string;
  username: string;
  password: string;
  cookie: string;
}

async function call(stack: GatewayStack, user: SignedIn, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object, idempotencyKey?: string) {
  const headers = { cookie: user.cookie, ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}) };
  const response = await stack.gateway.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
  return response;
}

/**
 * Preferences, a bookmark, a reaction, a reading session, engagement, a read, an event, a synced
 * view. The bookmark and the read carry an Idempotency-Key as the app's write queue sends them, so
 * their remembered answers (`idempotency_keys`) are scanned too.
 */
export async function fillEveryService(stack: GatewayStack, user: SignedIn, [first, second]: [string, string]): Promise<{ sessionId: string; eventId: string }> {
  const sessionId = randomUUID();
  const eventId = randomUUID();
  await call(stack, user, 'PATCH', '/api/user/preferences', { interests: ['science'], blockedTopics: ['golf'] });
  await call(stack, user, 'POST', '/api/bookmarks', { newsId: first }, randomUUID());
  await call(stack, user, 'PUT', `/api/news/${first}/reaction`, { reactionType: 'like' });
  await call(stack, user, 'POST', '/api/sessions/start', { sessionId, platform: 'web' });
  await call(stack, user, 'POST', '/api/engagement', { sessionId, newsId: second, engagementType: 'viewed' });
  await call(stack, user, 'POST', `/api/news/${first}/read`, { timeSpentSeconds: 42 }, randomUUID());
  await call(stack, user, 'POST', '/api/events/batch', { events: [{ eventId, sessionId, eventType: 'card_view', storyId: first, eventData: { position: 1 }, ts: Date.now() }] });
  await call(stack, user, 'POST', '/api/articles/sync-viewed', { viewedArticleIds: [first] });
  // svc-tracking stores the accepted event from its intake moments after the answer.
  await waitFor(async () => (await stack.tracking.app.db.collection('tracking_events').countDocuments({ eventId })) === 1, 'the event in svc-tracking');
  // The events svc-news projects (preferences, the view and the read) arrive through NATS.
  // The preferences, not only the registration's snapshot, which may come first and is a row too.
  await waitFor(async () => (await stack.news.app.projection.profiles.stored(user.id))?.interests.includes('science') === true, 'the preferences in svc-news');
  await waitFor(async () => ((await rowsNaming(stack.news.app.db, user.id)).get('user_seen') ?? 0) >= 3, 'the views and the read in svc-news');
  return { sessionId, eventId };
}

/**
 * Every document of every collection in the database, serialised, that contains one of `needles`
 * in any field, counted per collection. Generic on purpose: a collection added later is scanned too.
 */
export async function rowsNaming(connection: Connection, ...needles: string[]): Promise<Map<string, number>> {
  const db = connection.db!;
  const found = new Map<string, number>();
  for (const { name } of await db.listCollections({}, { nameOnly: true }).toArray()) {
    if (name.startsWith('system.')) continue;
    for (const document of await db.collection(name).find({}).toArray()) {
      const text = JSON.stringify(document);
      if (needles.some((needle) => text.includes(needle))) found.set(name, (found.get(name) ?? 0) + 1);
    }
  }
  return found;
}

/** Every service's rows that name the user (id or username), keyed `service/collection`. */
export async function everywhere(stack: GatewayStack, ...needles: string[]): Promise<Record<string, number>> {
  const result: Record<string, number> = {};
  for (const [service, app] of [['auth', stack.auth.app], ['news', stack.news.app], ['tracking', stack.tracking.app]] as const) {
    for (const [collection, count] of await rowsNaming(app.db, ...needles)) result[`${service}/${collection}`] = count;
  }
  return result;
}
