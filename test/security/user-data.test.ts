import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_DELETED } from '@tidings/contracts/events/user-deleted';
import { userExportSchema } from '@tidings/contracts/user-data';
import { waitFor } from '@tidings/service-kit/testing/session';
import { article, seed } from '../../svc-news/src/test/articles.js';
import { registerThroughGateway, startGatewayStack, type GatewayStack } from '../gateway-stack.js';
import { everywhere, fillEveryService, type SignedIn } from './user-data-helpers.js';

const name = (prefix: string) => `${prefix}_${randomUUID().slice(0, 8)}`;

describe('the user data: export and deletion through the gateway', () => {
  let stack: GatewayStack;
  let articles: [string, string];
  let other: SignedIn;
  let otherRows: Record<string, number>;

  beforeAll(async () => {
    stack = await startGatewayStack();
    articles = (await seed(stack.news.app, [article(), article()])) as [string, string];
    // A bystander with data everywhere: nothing of theirs may change.
    other = await registerThroughGateway(stack, name('bystander'));
    await fillEveryService(stack, other, articles);
    otherRows = await everywhere(stack, other.id);
  }, 60_000);
  afterAll(async () => stack?.close());

  it('exports everything every service holds about the user as one JSON download', async () => {
    const user = await registerThroughGateway(stack, name('exporter'));
    const { sessionId, eventId } = await fillEveryService(stack, user, articles);

    const response = await stack.gateway.inject({ method: 'GET', url: '/api/user/export', headers: { cookie: user.cookie } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="tidings-export-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['cache-control']).toBe('no-store');
    const file = userExportSchema.parse(response.json());
    const [first, second] = articles;

    expect(file.userId).toBe(user.id);
    expect(file.account.profile).toMatchObject({ id: user.id, username: user.username });
    expect(file.account.preferences).toMatchObject({ interests: ['science'], blockedTopics: ['golf'] });
    expect(JSON.stringify(file.account)).not.toMatch(/passwordHash|argon2/);
    expect(file.news.bookmarks).toEqual([expect.objectContaining({ newsId: first, title: expect.any(String) })]);
    expect(file.news.reactions).toEqual([expect.objectContaining({ newsId: first, reactionType: 'like' })]);
    expect(file.news.likes).toEqual([expect.objectContaining({ newsId: first })]);
    expect(file.news.seenArticles.map((row) => `${row.kind}:${row.newsId}`).sort()).toEqual([`read:${first}`, `viewed:${first}`, `viewed:${second}`].sort());
    expect(file.news.feedProfile).toMatchObject({ interests: ['science'], blockedTopics: ['golf'] });
    expect(file.tracking.readingSessions).toEqual([expect.objectContaining({ sessionId, platform: 'web' })]);
    expect(file.tracking.events).toEqual([expect.objectContaining({ eventId, sessionId, eventType: 'card_view', storyId: first, eventData: { position: 1 } })]);
    expect(file.tracking.engagement).toEqual([expect.objectContaining({ newsId: second, engagementType: 'viewed' })]);
    expect(file.tracking.reads).toEqual([expect.objectContaining({ newsId: first, timeSpentSeconds: 42 })]);
    expect(file.tracking.readingDays).toHaveLength(1);
    expect(file.tracking.seenHistory).toEqual([expect.objectContaining({ storyId: second })]);
    // Nothing of the bystander's.
    expect(response.body).not.toContain(other.id);
  });

  it('answers 401 without a session, and 503 USER_EXPORT_UNAVAILABLE (no file) when a service is down', async () => {
    const anonymous = await stack.gateway.inject({ method: 'GET', url: '/api/user/export' });
    expect(anonymous.statusCode).toBe(401);

    const user = await registerThroughGateway(stack, name('outage'));
    const { buildGateway, deadServiceUrl, testConfig } = await import('../../gateway/src/test/helpers.js');
    const gateway = await buildGateway(
      testConfig({
        JWT_PUBLIC_KEY: stack.keys.publicKey,
        AUTH_SERVICE_URL: await listening(stack.auth.app),
        NEWS_SERVICE_URL: await listening(stack.news.app),
        TRACKING_SERVICE_URL: await deadServiceUrl(),
      }),
    );
    try {
      const response = await gateway.inject({ method: 'GET', url: '/api/user/export', headers: { cookie: user.cookie } });
      expect(response.statusCode).toBe(503);
      expect(response.headers['content-disposition']).toBeUndefined();
      expect(response.json()).toMatchObject({ code: 'USER_EXPORT_UNAVAILABLE', services: ['tracking'] });
    } finally {
      await gateway.close();
    }
  });

  it('refuses a deletion with a wrong password and changes nothing', async () => {
    const user = await registerThroughGateway(stack, name('keeper'));
    await fillEveryService(stack, user, articles);
    const before = await everywhere(stack, user.id);

    const wrong = await stack.gateway.inject({ method: 'DELETE', url: '/api/user', headers: { cookie: user.cookie }, payload: { password: 'not-my-password' } });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toMatchObject({ code: 'AUTH_PASSWORD_INCORRECT' });
    expect(wrong.cookies).toEqual([]);
    const missing = await stack.gateway.inject({ method: 'DELETE', url: '/api/user', headers: { cookie: user.cookie }, payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { password: 'Password is required' } });

    // Give any (wrong) erasure time to happen before comparing.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await everywhere(stack, user.id)).toEqual(before);
    const me = await stack.gateway.inject({ method: 'GET', url: '/api/user', headers: { cookie: user.cookie } });
    expect(me.statusCode).toBe(200);
  });

  it('deletes the account: every row of every collection of every service that names the user goes, the session ends', async () => {
    const user = await registerThroughGateway(stack, name('leaver'));
    await fillEveryService(stack, user, articles);
    expect(Object.keys(await everywhere(stack, user.id)).length).toBeGreaterThanOrEqual(10);

    const response = await stack.gateway.inject({ method: 'DELETE', url: '/api/user', headers: { cookie: user.cookie }, payload: { password: user.password } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ deleted: true });
    const cleared = response.cookies.find((cookie) => cookie.name === 'tidings_session');
    expect(cleared?.value).toBe('');

    // The account is gone at once; the other services erase on the user.deleted event.
    const me = await stack.gateway.inject({ method: 'GET', url: '/api/user', headers: { cookie: user.cookie } });
    expect(me.statusCode).toBe(401);
    await waitFor(async () => Object.keys(await everywhere(stack, user.id, user.username)).length === 0, 'the erasure everywhere', 20_000).catch(() => undefined);
    expect(await everywhere(stack, user.id, user.username)).toEqual({});
    expect(await everywhere(stack, other.id)).toEqual(otherRows);

    // The name is free again, and the newcomer inherits nothing.
    const again = await registerThroughGateway(stack, user.username);
    expect(again.id).not.toBe(user.id);
    const file = userExportSchema.parse((await stack.gateway.inject({ method: 'GET', url: '/api/user/export', headers: { cookie: again.cookie } })).json());
    expect([file.news.bookmarks, file.news.seenArticles, file.tracking.events, file.tracking.reads].every((rows) => rows.length === 0)).toBe(true);

    // A replayed user.deleted (new msg id, so JetStream does not drop it) is harmless.
    await stack.auth.app.bus.publish({ subject: USER_DELETED, msgId: `replay-${randomUUID()}`, data: { userId: user.id, deletedAt: new Date().toISOString() } });
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect((await stack.gateway.inject({ method: 'GET', url: '/api/user', headers: { cookie: again.cookie } })).statusCode).toBe(200);
    expect(await everywhere(stack, other.id)).toEqual(otherRows);
    expect(await everywhere(stack, user.id)).toEqual({});
  }, 60_000);
});

async function listening(app: GatewayStack['auth']['app']): Promise<string> {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  return `http://127.0.0.1:${address.port}`;
}
