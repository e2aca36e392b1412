import { STREAMS } from '@tidings/contracts/events/streams';
import { USER_PREFERENCES_UPDATED, type UserPreferencesUpdated } from '@tidings/contracts/events/user-preferences-updated';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { build, registerUser, type TestApp } from './test/helper.js';
import { findEvent, findEvents } from '@tidings/service-kit/testing/jetstream';
import { PREFERENCES_VERSION_COOKIE, PREFERENCES_VERSION_MAX_AGE_S } from '@tidings/service-kit/preferences-version';

describe('PATCH /api/user/preferences', () => {
  let t: TestApp;
  let account: Awaited<ReturnType<typeof registerUser>>;
  beforeAll(async () => {
    t = await build();
    account = await registerUser(t.app);
  });
  afterAll(() => t.close());

  const patch = (payload: unknown, cookie: string | null = account.cookie) =>
    t.app.inject({ method: 'PATCH', url: '/api/user/preferences', headers: cookie ? { cookie } : {}, payload: payload as object });

  it('answers 401 when not signed in', async () => {
    expect((await patch({ darkMode: true }, null)).statusCode).toBe(401);
  });

  it.each([
    [{}, 'body', 'Send at least one preference to change'],
    [{ darkMode: true, isAdmin: true }, 'isAdmin', 'Unrecognized key: "isAdmin"'],
    [{ darkMode: 'yes' }, 'darkMode', 'Invalid input: expected boolean, received string'],
    [{ interests: ['sports', 'knitting'] }, 'interests.1', undefined],
    [{ blockedTopics: ['  '] }, 'blockedTopics.0', 'Topics cannot be empty'],
    [{ blockedTopics: ['x'.repeat(61)] }, 'blockedTopics.0', 'Topics must be at most 60 characters'],
  ])('rejects %j with 400', async (payload, field, message) => {
    const response = await patch(payload);
    expect(response.statusCode).toBe(400);
    const body = response.json<{ code: string; message: string; fields: Record<string, string> }>();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.fields[field]).toBeTruthy();
    if (message) expect(body.message).toBe(message);
  });

  it('changes only the given fields, dedupes lists, answers the updated user and keeps it', async () => {
    const response = await patch({
      interests: ['sports', 'technology', 'sports'],
      blockedTopics: ['Politics', 'politics', 'celebrity gossip'],
      followingPersonalities: ['Serena Williams', 'Serena Williams'],
      darkMode: true,
      onboardingCompleted: true,
    });
    expect(response.statusCode).toBe(200);
    const expected = {
      id: account.user.id,
      interests: ['sports', 'technology'],
      blockedTopics: ['Politics', 'celebrity gossip'],
      followingPersonalities: ['Serena Williams'],
      darkMode: true,
      notificationsEnabled: true,
      goodNewsMode: false,
      onboardingCompleted: true,
    };
    expect(response.json()).toMatchObject(expected);
    expect(response.body).not.toMatch(/passwordHash/);
    expect((await t.app.inject({ url: '/api/user', headers: { cookie: account.cookie } })).json()).toMatchObject(expected);

    const second = await patch({ goodNewsMode: true });
    expect(second.json()).toMatchObject({ ...expected, goodNewsMode: true });
  });

  it('publishes user.preferences.updated with the full snapshot on JetStream', async () => {
    const other = await registerUser(t.app);
    const response = await patch({ notificationsEnabled: false, interests: ['world', 'science', 'health'] }, other.cookie);
    expect(response.statusCode).toBe(200);

    const event = await findEvent<UserPreferencesUpdated>(
      inject('natsUrl'),
      STREAMS.users.name,
      USER_PREFERENCES_UPDATED,
      (data) => data.userId === other.user.id,
    );
    expect(event.data).toEqual({
      userId: other.user.id,
      interests: ['world', 'science', 'health'],
      followingPersonalities: [],
      blockedTopics: [],
      goodNewsMode: false,
      darkMode: false,
      notificationsEnabled: false,
      onboardingCompleted: false,
      updatedAt: expect.any(String),
      requestId: expect.any(String),
    });
    expect(event.msgId).toMatch(new RegExp(`^${USER_PREFERENCES_UPDATED}:${other.user.id}:[0-9a-f-]{36}$`));
    // The relay deletes the outbox row after the publish is acknowledged, so it may still be
    // there the moment the event is seen: it must be gone soon after.
    await expect.poll(() => t.app.outbox.pending()).toBe(0);
  });

  it("sets the preferences' version cookie: the user and the published snapshot's updatedAt, for svc-news's next feed", async () => {
    const other = await registerUser(t.app);
    const response = await patch({ goodNewsMode: true }, other.cookie);
    expect(response.statusCode).toBe(200);
    const version = response.cookies.find((cookie) => cookie.name === PREFERENCES_VERSION_COOKIE);
    expect(version).toMatchObject({ path: '/', httpOnly: true, sameSite: 'Lax', maxAge: PREFERENCES_VERSION_MAX_AGE_S });
    const event = await findEvent<UserPreferencesUpdated>(inject('natsUrl'), STREAMS.users.name, USER_PREFERENCES_UPDATED, (data) => data.userId === other.user.id);
    expect(version?.value).toBe(`${other.user.id}.${new Date(event.data.updatedAt).getTime()}`);
    // A refused change sets nothing.
    expect((await patch({ goodNewsMode: 'yes' }, other.cookie)).cookies.map((cookie) => cookie.name)).not.toContain(PREFERENCES_VERSION_COOKIE);
  });

  it('publishes one event per change, even for changes made at the same moment', async () => {
    const racer = await registerUser(t.app);
    const responses = await Promise.all(Array.from({ length: 5 }, (_, i) => patch({ followingPersonalities: [`Person ${i}`] }, racer.cookie)));
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const events = await findEvents<UserPreferencesUpdated>(inject('natsUrl'), STREAMS.users.name, USER_PREFERENCES_UPDATED, (data) => data.userId === racer.user.id, 5);
    expect(new Set(events.map((event) => event.msgId)).size).toBe(5);
    expect(events.map((event) => event.data.followingPersonalities[0]).sort()).toEqual(['Person 0', 'Person 1', 'Person 2', 'Person 3', 'Person 4']);
  });
});
