import { STREAMS } from '@tidings/contracts/events/streams';
import { USER_REGISTERED, type UserRegistered } from '@tidings/contracts/events/user-registered';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { build, UNREACHABLE_NATS_URL, uniqueName, waitFor, type TestApp } from './test/helper.js';
import { findEvent } from '@tidings/service-kit/testing/jetstream';

describe('user.registered on JetStream, through the outbox', () => {
  const apps: TestApp[] = [];
  afterEach(async () => {
    for (const t of apps.splice(0).reverse()) await t.close();
  });

  it('publishes user.registered with the new user and a msg id JetStream dedupes on', async () => {
    const t = await build();
    apps.push(t);
    const username = uniqueName('evented');
    const response = await t.app.inject({ method: 'POST', url: '/api/register', headers: { 'x-request-id': 'req-123' }, payload: { username, password: 'secret123' } });
    const user = response.json<{ id: string; createdAt: string }>();

    const event = await findEvent<UserRegistered>(inject('natsUrl'), STREAMS.users.name, USER_REGISTERED, (data) => data.userId === user.id);
    expect(event.subject).toBe('user.registered');
    expect(event.msgId).toBe(`user.registered:${user.id}`);
    expect(event.data).toEqual({
      userId: user.id,
      username,
      interests: [],
      followingPersonalities: [],
      blockedTopics: [],
      goodNewsMode: false,
      registeredAt: user.createdAt,
      requestId: 'req-123',
    });
  });

  it('registers while NATS is unreachable, keeps the event, and publishes it once NATS is there', async () => {
    const offline = await build({ NATS_URL: UNREACHABLE_NATS_URL, TEST_ACCOUNT_ENABLED: 'false' });
    apps.push(offline);
    const ready = await offline.app.inject('/readyz');
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'not ready' });

    const response = await offline.app.inject({ method: 'POST', url: '/api/register', payload: { username: uniqueName('offline'), password: 'secret123' } });
    expect(response.statusCode).toBe(201);
    const user = response.json<{ id: string }>();
    expect(await offline.app.outbox.pending()).toBe(1);

    // The same database, now with NATS reachable: the outbox drains on connect.
    const online = await build({ MONGO_DB: offline.config.MONGO_DB, TEST_ACCOUNT_ENABLED: 'false' });
    apps.push(online);
    const event = await findEvent<UserRegistered>(inject('natsUrl'), STREAMS.users.name, USER_REGISTERED, (data) => data.userId === user.id);
    expect(event.msgId).toBe(`user.registered:${user.id}`);
    await waitFor(async () => (await online.app.outbox.pending()) === 0, 'the outbox to drain');
  });
});
