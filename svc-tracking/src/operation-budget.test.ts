// What one request of a reader's cadence costs in database operations. Each operation is a round
// trip and CPU in this service and in the engine, and a reader sends a tracking write every few
// seconds: the readers benchmark is held or lost on these counts. A change that adds one to a route
// must raise its budget here, on purpose. Background work (the outbox's drain and sweep, the event
// store's bulk inserts) is left out.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_DELETED } from '@tidings/contracts/events/user-deleted';
import { build, knownArticles, signedInUser, type TestApp } from './test/helper.js';

interface Operation {
  collectionName: string;
  method: string;
  params: unknown[];
}

/**
 * The outbox's drain and sweep; tracking_events, which no request here writes itself: the event
 * store's consumer writes the intake's batches, the retention sweep deletes the old ones; and work
 * for another user — the erasures of the users other test files deleted, which this app's
 * user.deleted consumer (its durable delivers the whole stream) may be catching up on meanwhile.
 */
function isBackground({ collectionName, params }: Operation, userId: string): boolean {
  if (collectionName === 'tracking_events' || collectionName === 'outbox') return true;
  const filter = (params[0] ?? {}) as Record<string, unknown>;
  if ('userId' in filter && filter.userId !== userId) return true;
  return JSON.stringify(filter).includes('outboxPendingAt');
}

describe('database operations per request', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build();
    await knownArticles(t, 'article-1', 'article-2', 'article-3');
  });
  afterAll(() => t.close());

  it('stay within each route’s budget', async () => {
    const { cookie, userId } = signedInUser(t);
    const operations: Operation[] = [];
    const listener = (operation: Operation) => isBackground(operation, userId) || operations.push(operation);
    t.app.db.on('operation-start', listener);
    const counted = async (method: 'POST' | 'PUT' | 'PATCH' | 'GET', url: string, payload?: Record<string, unknown>) => {
      operations.length = 0;
      const headers = { cookie, 'x-time-zone': 'Europe/Dublin', ...(method === 'GET' ? {} : { 'idempotency-key': randomUUID() }) };
      const response = await t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
      expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(200);
      return operations.map((operation) => `${operation.collectionName}.${operation.method}`);
    };
    // Other users' deletions, as other test files leave them in the shared stream: this app erases
    // them while the requests below are counted.
    for (let i = 0; i < 30; i++) {
      await t.app.bus.publish({ subject: USER_DELETED, msgId: randomUUID(), data: { userId: `gone-${randomUUID()}`, deletedAt: new Date().toISOString() } });
    }
    const sessionId = randomUUID();
    await counted('POST', '/api/sessions/start', { sessionId });
    await knownArticleCache(t);

    const spent = {
      'first view': await counted('POST', '/api/engagement', { sessionId, newsId: 'article-1', engagementType: 'viewed' }),
      'read of a viewed card': await counted('POST', '/api/engagement', { sessionId, newsId: 'article-1', engagementType: 'read' }),
      'time on the card': await counted('PUT', '/api/engagement/time', { newsId: 'article-1', timeSpentMs: 6000 }),
      'reader opened': await counted('POST', '/api/news/article-2/read', { timeSpentSeconds: 0 }),
      'reader closed': await counted('PATCH', '/api/news/article-2/read', { additionalTimeSpentSeconds: 10 }),
      'events batch': await counted('POST', '/api/events/batch', { events: [{ eventId: randomUUID(), sessionId, storyId: 'article-1', eventType: 'card_view', eventData: {} }] }),
      streak: await counted('GET', '/api/user/streak'),
    };
    t.app.db.off('operation-start', listener);

    // Idempotency claim and completion are two of each write's operations.
    const budget: Record<keyof typeof spent, number> = {
      'first view': 7, // + the session's activity, the row read, inserted, its events cleared, seen history
      'read of a viewed card': 10, // + the read: its row, the reading day, its events cleared
      'time on the card': 5,
      'reader opened': 4, // the day was marked by the read above: remembered, not inserted again
      'reader closed': 4,
      'events batch': 0, // published to the intake stream; stored by its consumer, in bulk
      streak: 3,
    };
    const over = Object.entries(spent).filter(([route, operations]) => operations.length > budget[route as keyof typeof spent]);
    expect(over.map(([route, operations]) => `${route}: ${operations.length} (${operations.join(', ')})`)).toEqual([]);
  });
});

/** The article directory remembers the articles it looked up: a feed's are looked up at its first swipe. */
async function knownArticleCache(t: TestApp): Promise<void> {
  for (const newsId of ['article-1', 'article-2', 'article-3']) await t.app.articles.require(newsId);
}
