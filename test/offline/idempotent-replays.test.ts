// Issue 10, "writes made offline are queued and replayed, idempotently": the app sends a queued
// write again until an answer arrives, with the same Idempotency-Key each time. Through the
// gateway, on the real engines: a replayed write stores one row and adds its time once, also when
// the replay reaches another instance of the service, and races between replays keep one.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { article, seed } from '../../svc-news/src/test/articles.js';
import { waitFor } from '../../svc-tracking/src/test/helper.js';
import { addServiceInstance, registerThroughGateway, startGatewayStack, type ExtraInstance, type GatewayStack } from '../gateway-stack.js';

type Method = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

function originOf(app: FastifyInstance): string {
  const address = app.server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

describe('idempotent writes through the gateway', () => {
  let stack: GatewayStack;
  let newsId: string;
  const extra: ExtraInstance[] = [];
  beforeAll(async () => {
    // Two instances of each service (issue 12): a replay may reach either, through the gateway's balancing.
    stack = await startGatewayStack({ instances: 2 });
    [newsId] = (await seed(stack.news.app, [article()])) as [string];
    await waitFor(async () => (await stack.tracking.app.db.collection('known_articles').countDocuments({ _id: newsId as never })) === 1, 'svc-tracking to know the article');
  });
  afterAll(async () => {
    await Promise.all(extra.map((instance) => instance.close()));
    await stack?.close();
  });

  const send = (cookie: string, method: Method, url: string, payload?: unknown, key?: string): Promise<LightMyRequestResponse> =>
    stack.gateway.inject({ method, url, headers: { cookie, ...(key ? { 'idempotency-key': key } : {}) }, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });
  const count = (app: 'news' | 'tracking', collection: string, filter: Record<string, unknown>) => stack[app].app.db.collection(collection).countDocuments(filter);
  const readSeconds = async (userId: string) => (await stack.tracking.app.db.collection('read_articles').findOne({ userId, newsId }))?.timeSpentSeconds as number | undefined;
  const fresh = () => registerThroughGateway(stack, `offline_${randomUUID().slice(0, 8)}`);

  it('a replayed bookmark answers the first answer and stores one bookmark', async () => {
    const user = await fresh();
    const key = randomUUID();
    const first = await send(user.cookie, 'POST', '/api/bookmarks', { newsId }, key);
    expect(first.statusCode, first.body).toBe(201);
    const replay = await send(user.cookie, 'POST', '/api/bookmarks', { newsId }, key);
    expect(replay.statusCode, replay.body).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(first.json());
    expect(await count('news', 'bookmarks', { userId: user.id })).toBe(1);

    // Without the key the same write is the spec's 400 (the feed's toggle relies on it).
    const unkeyed = await send(user.cookie, 'POST', '/api/bookmarks', { newsId });
    expect([unkeyed.statusCode, unkeyed.json<{ code: string }>().code]).toEqual([400, 'BOOKMARK_ALREADY_EXISTS']);

    // A removal replayed after a new bookmark does not remove the new one.
    const removeKey = randomUUID();
    expect((await send(user.cookie, 'DELETE', `/api/bookmarks/${newsId}`, undefined, removeKey)).statusCode).toBe(200);
    expect((await send(user.cookie, 'POST', `/api/bookmarks/${newsId}`, undefined, randomUUID())).statusCode).toBe(201);
    const lateReplay = await send(user.cookie, 'DELETE', `/api/bookmarks/${newsId}`, undefined, removeKey);
    expect(lateReplay.statusCode).toBe(200);
    expect(await count('news', 'bookmarks', { userId: user.id })).toBe(1);
  });

  it('a replayed like keeps one like', async () => {
    const user = await fresh();
    const key = randomUUID();
    for (let i = 0; i < 3; i += 1) {
      const response = await send(user.cookie, 'PUT', `/api/news/${newsId}/reaction`, { reactionType: 'like' }, key);
      expect(response.statusCode, response.body).toBe(200);
    }
    expect(await count('news', 'likes', { userId: user.id })).toBe(1);
    expect(await count('news', 'reactions', { userId: user.id })).toBe(1);
  });

  it('replayed reading time adds its seconds once, on the same or another instance of svc-tracking', async () => {
    const user = await fresh();
    const open = randomUUID();
    expect((await send(user.cookie, 'POST', `/api/news/${newsId}/read`, { timeSpentSeconds: 0 }, open)).statusCode).toBe(200);
    const postKey = randomUUID();
    const patchKey = randomUUID();
    for (let i = 0; i < 2; i += 1) {
      expect((await send(user.cookie, 'POST', `/api/news/${newsId}/read`, { timeSpentSeconds: 20 }, postKey)).statusCode).toBe(200);
      expect((await send(user.cookie, 'PATCH', `/api/news/${newsId}/read`, { additionalTimeSpentSeconds: 7 }, patchKey)).statusCode).toBe(200);
    }
    expect(await readSeconds(user.id)).toBe(27);

    // The same key at a second instance (another gateway route, same database): still once.
    const second = await addServiceInstance(stack, 'tracking');
    extra.push(second);
    const direct = await fetch(`${second.url}/api/news/${newsId}/read`, {
      method: 'PATCH',
      headers: { cookie: user.cookie, 'content-type': 'application/json', 'idempotency-key': patchKey },
      body: JSON.stringify({ additionalTimeSpentSeconds: 7 }),
    });
    expect(direct.status).toBe(200);
    expect(direct.headers.get('idempotent-replayed')).toBe('true');
    expect(await readSeconds(user.id)).toBe(27);

    // Concurrent replays of a fresh key: one runs, the others wait (409) or repeat its answer.
    const raceKey = randomUUID();
    const answers = await Promise.all(
      [originOf(stack.tracking.app), second.url, originOf(stack.tracking.app), second.url].map((base) =>
        fetch(`${base}/api/news/${newsId}/read`, {
          method: 'PATCH',
          headers: { cookie: user.cookie, 'content-type': 'application/json', 'idempotency-key': raceKey },
          body: JSON.stringify({ additionalTimeSpentSeconds: 5 }),
        }).then((response) => response.status),
      ),
    );
    expect(answers.every((status) => status === 200 || status === 409), String(answers)).toBe(true);
    expect(await readSeconds(user.id)).toBe(32);
  });

  it('replayed engagement time adds once; the same key for another request is 422 and changes nothing', async () => {
    const user = await fresh();
    expect((await send(user.cookie, 'POST', '/api/engagement', { sessionId: randomUUID(), newsId, engagementType: 'viewed' }, randomUUID())).statusCode).toBe(200);
    const key = randomUUID();
    for (let i = 0; i < 3; i += 1) expect((await send(user.cookie, 'PUT', '/api/engagement/time', { newsId, timeSpentMs: 1500 }, key)).statusCode).toBe(200);
    const misuse = await send(user.cookie, 'PUT', '/api/engagement/time', { newsId, timeSpentMs: 9000 }, key);
    expect([misuse.statusCode, misuse.json<{ code: string }>().code]).toEqual([422, 'IDEMPOTENCY_KEY_REUSED']);
    const row = await stack.tracking.app.db.collection('article_engagement').findOne({ userId: user.id, newsId });
    expect(row?.timeSpentMs).toBe(1500);
  });

  it('keys are per user, and a malformed key is a 400 that changes nothing', async () => {
    const [alice, bob] = [await fresh(), await fresh()];
    const key = randomUUID();
    expect((await send(alice.cookie, 'POST', '/api/bookmarks', { newsId }, key)).statusCode).toBe(201);
    const bobs = await send(bob.cookie, 'POST', '/api/bookmarks', { newsId }, key);
    expect(bobs.statusCode).toBe(201);
    expect(bobs.headers['idempotent-replayed']).toBeUndefined();
    const bad = await send(bob.cookie, 'PUT', `/api/news/${newsId}/reaction`, { reactionType: 'like' }, 'short');
    expect([bad.statusCode, bad.json<{ code: string }>().code]).toEqual([400, 'VALIDATION_FAILED']);
    expect(await count('news', 'reactions', { userId: bob.id })).toBe(0);
  });
});
