// Identical writes sent at the same moment to two instances of a service (as a load balancer
// would spread a client's retry or a double tap) on one database: exactly one record each, and
// the loser answers what a repeat answers — never a 5xx. Each service's per-key locks are its own
// process's, so only the stored data (unique indexes, insert-first) can decide these races.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from '@tidings/service-kit/testing/session';
import { article, seed } from '../../svc-news/src/test/articles.js';
import { knownArticles } from '../../svc-tracking/src/test/helper.js';
import { registerThroughGateway, startGatewayStack, type GatewayStack } from '../gateway-stack.js';

/** Rounds of each race: one pair alone may happen not to overlap (register hashes a password: fewer). */
const ROUNDS = 12;
const REGISTER_ROUNDS = 6;

describe('racing identical writes through two instances of each service', () => {
  let stack: GatewayStack;
  let cookie: string;
  let userId: string;
  beforeAll(async () => {
    stack = await startGatewayStack({ instances: 2 });
    ({ cookie, id: userId } = await registerThroughGateway(stack, `racer-${randomUUID().slice(0, 8)}`));
  });
  afterAll(() => stack.close());

  /** The same request on both instances at once; answers the two status codes, sorted. */
  async function race(service: 'auth' | 'news' | 'tracking', request: InjectOptions): Promise<LightMyRequestResponse[]> {
    const apps: FastifyInstance[] = stack.instances[service].map((instance) => instance.app);
    const answers = await Promise.all(apps.map((app) => app.inject({ ...request, headers: { cookie, ...request.headers } })));
    for (const answer of answers) expect(answer.statusCode, answer.body).toBeLessThan(500);
    return answers;
  }
  const statuses = (answers: LightMyRequestResponse[]) => answers.map((answer) => answer.statusCode).sort();
  const count = (app: FastifyInstance, collection: string, filter: Record<string, unknown>) => app.db.collection(collection).countDocuments(filter);
  const articles = async (n: number) => {
    const ids = await seed(stack.news.app, Array.from({ length: n }, (_, i) => article({ title: `Race ${i} ${randomUUID()}` })));
    await knownArticles(stack.tracking, ...ids);
    return ids;
  };

  it('register: one account, the other answer 409 AUTH_USERNAME_TAKEN', async () => {
    for (let round = 0; round < REGISTER_ROUNDS; round++) {
      const username = `twin-${randomUUID().slice(0, 8)}`;
      const answers = await race('auth', { method: 'POST', url: '/api/register', payload: { username, password: 'Harbour-lights-42' }, headers: { cookie: '' } });
      expect(statuses(answers)).toEqual([201, 409]);
      expect(answers.find((answer) => answer.statusCode === 409)!.json().code).toBe('AUTH_USERNAME_TAKEN');
      expect(await count(stack.auth.app, 'users', { username })).toBe(1);
    }
  });

  it('bookmark: one bookmark, the other answer 400 BOOKMARK_ALREADY_EXISTS', async () => {
    for (const newsId of await articles(ROUNDS)) {
      const answers = await race('news', { method: 'POST', url: `/api/bookmarks/${newsId}` });
      expect(statuses(answers)).toEqual([201, 400]);
      expect(answers.find((answer) => answer.statusCode === 400)!.json().code).toBe('BOOKMARK_ALREADY_EXISTS');
      expect(await count(stack.news.app, 'bookmarks', { userId, newsId })).toBe(1);
    }
  });

  it('like: one reaction and one like, both answers the same state', async () => {
    for (const newsId of await articles(ROUNDS)) {
      const answers = await race('news', { method: 'PUT', url: `/api/news/${newsId}/reaction`, payload: { reactionType: 'like' } });
      expect(statuses(answers)).toEqual([200, 200]);
      for (const answer of answers) expect(answer.json()).toMatchObject({ reaction: 'like', likes: 1 });
      expect(await count(stack.news.app, 'reactions', { userId, newsId })).toBe(1);
      expect(await count(stack.news.app, 'likes', { userId, newsId })).toBe(1);
    }
  });

  it('read: one read record, one reading day', async () => {
    for (const newsId of await articles(ROUNDS)) {
      const answers = await race('tracking', { method: 'POST', url: `/api/news/${newsId}/read`, payload: { timeSpentSeconds: 0 } });
      expect(statuses(answers)).toEqual([200, 200]);
      expect(await count(stack.tracking.app, 'read_articles', { userId, newsId })).toBe(1);
    }
    expect(await count(stack.tracking.app, 'reading_days', { userId })).toBe(1);
  });

  it('engagement: one engagement and one seen_history row', async () => {
    const sessionId = randomUUID();
    for (const newsId of await articles(ROUNDS)) {
      const answers = await race('tracking', { method: 'POST', url: '/api/engagement', payload: { sessionId, newsId, engagementType: 'viewed' } });
      expect(statuses(answers)).toEqual([200, 200]);
      expect(await count(stack.tracking.app, 'article_engagement', { userId, newsId })).toBe(1);
      expect(await count(stack.tracking.app, 'seen_history', { userId, storyId: newsId })).toBe(1);
    }
  });

  it('event: the same eventId in two batches stores one event', async () => {
    const sessionId = randomUUID();
    const eventIds = Array.from({ length: ROUNDS }, () => randomUUID());
    for (const eventId of eventIds) {
      const answers = await race('tracking', { method: 'POST', url: '/api/events/batch', payload: { events: [{ eventId, sessionId, eventType: 'card_swipe' }] } });
      expect(statuses(answers)).toEqual([200, 200]);
    }
    // Stored exactly once, whether the answer waited for the store or for a durable queue before it.
    await waitFor(async () => (await count(stack.tracking.app, 'tracking_events', { eventId: { $in: eventIds } })) >= ROUNDS, 'the events to be stored');
    await new Promise((resolve) => setTimeout(resolve, 500));
    for (const eventId of eventIds) expect(await count(stack.tracking.app, 'tracking_events', { eventId })).toBe(1);
  });
});
