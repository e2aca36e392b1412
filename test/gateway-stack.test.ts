import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KEYED_WRITES } from '../gateway/src/retry-policy.js';
import { article, seed } from '../svc-news/src/test/articles.js';
import { waitFor } from '../svc-tracking/src/test/helper.js';
import { registerThroughGateway, startGatewayStack, type GatewayStack } from './gateway-stack.js';

describe('the backend behind a real gateway', () => {
  let stack: GatewayStack;
  beforeAll(async () => {
    stack = await startGatewayStack({ instances: 2, gateway: { HEALTH_DETAILS: 'true' } });
  });
  afterAll(async () => stack?.close());

  it('registers a user through the gateway and every service accepts the session', async () => {
    const user = await registerThroughGateway(stack, `reader_${randomUUID().slice(0, 8)}`);
    for (const url of ['/api/user', '/api/news/filtered', '/api/user/streak']) {
      const response = await stack.gateway.inject({ method: 'GET', url, headers: { cookie: user.cookie } });
      expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    }
  });

  it('runs two ready instances of each service behind the gateway', async () => {
    const ready = await stack.gateway.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    const services = ready.json<{ services: Record<string, { instances: { ready: boolean }[] }> }>().services;
    for (const name of ['auth', 'news', 'tracking']) expect(services[name]!.instances.map((instance) => instance.ready)).toEqual([true, true]);
  });

  it('the gateway sends again exactly the writes the services document as honouring Idempotency-Key', async () => {
    const document = (await stack.gateway.inject({ url: '/api/openapi.json' })).json<{ paths: Record<string, Record<string, { parameters?: { in: string; name: string }[] }>> }>();
    const documented = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) => operation.parameters?.some((parameter) => parameter.in === 'header' && parameter.name === 'idempotency-key'))
        .map(([method]) => `${method.toUpperCase()} ${anyParameterName(path)}`),
    );
    const retried = KEYED_WRITES.map((write) => `${write.method} ${anyParameterName(write.pattern.replace(/:(\w+)/g, '{$1}'))}`);
    expect(retried.sort()).toEqual(documented.sort());
  });
});

describe('one instance of each service killed behind the gateway', () => {
  let stack: GatewayStack;
  beforeAll(async () => {
    stack = await startGatewayStack({ instances: 2 });
  });
  afterAll(async () => stack?.close());

  it('the other instances answer every read and write, with no 503', async () => {
    const user = await registerThroughGateway(stack, `reader_${randomUUID().slice(0, 8)}`);
    const [newsId] = (await seed(stack.news.app, [article()])) as [string];
    await waitFor(async () => (await stack.tracking.app.db.collection('known_articles').countDocuments({ _id: newsId as never })) === 1, 'svc-tracking to know the article');
    // The second instances close (their sockets with them); the gateway has not been told.
    await Promise.all([stack.instances.auth[1]!.close(), stack.instances.news[1]!.close(), stack.instances.tracking[1]!.close()]);
    const failed: string[] = [];
    for (let i = 0; i < 6; i++) {
      for (const url of ['/api/user', '/api/news/filtered', '/api/user/streak', `/api/bookmarks/${user.id}`]) {
        const response = await stack.gateway.inject({ url, headers: { cookie: user.cookie } });
        if (response.statusCode !== 200) failed.push(`${url}: ${response.statusCode} ${response.body}`);
      }
    }
    const bookmark = await stack.gateway.inject({ method: 'POST', url: '/api/bookmarks', headers: { cookie: user.cookie, 'idempotency-key': randomUUID() }, payload: { newsId } });
    expect(bookmark.statusCode, bookmark.body).toBe(201);
    const read = await stack.gateway.inject({ method: 'POST', url: `/api/news/${newsId}/read`, headers: { cookie: user.cookie }, payload: { timeSpentSeconds: 5 } });
    expect(read.statusCode, read.body).toBe(200);
    expect(failed).toEqual([]);
  });
});

/** OpenAPI names one parameter per path position (`/api/bookmarks/{id}` documents `{userId}` and `{newsId}` too): compare by shape. */
function anyParameterName(path: string): string {
  return path.replace(/\{[^}]+\}/g, '{}');
}
