import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PREFERENCES_VERSION_COOKIE, preferencesVersionValue } from '@tidings/service-kit/preferences-version';
import type { UserProfile } from './projection/profile-store.js';
import { article, seed } from './test/articles.js';
import { build, sessionCookie, type TestApp } from './test/helper.js';

const base: UserProfile = { interests: [], followingPersonalities: [], blockedTopics: [], goodNewsMode: false };

// Two svc-news instances on one database. The users' durable consumer is shared in production, so
// a preferences event is stored by one instance (`writer` here) while the browser's next feed
// request may reach the other (`reader`), whose cached profile is re-read only every 30 s.
describe('the feed right after a preferences change, whichever instance answers', () => {
  let writer: TestApp;
  let reader: TestApp;
  beforeAll(async () => {
    writer = await build();
    reader = await build({ MONGO_DB: writer.config.MONGO_DB });
    await seed(writer.app, [article({ title: 'Sunny story', sentiment: 'positive', source: 'Outlet A' }), article({ title: 'Grim story', sentiment: 'negative', source: 'Outlet B' })]);
  });
  afterAll(async () => {
    await reader.close();
    await writer.close();
  });

  const change = (userId: string, profile: Partial<UserProfile>, at: number) => writer.app.projection.profiles.apply(userId, { ...base, ...profile }, new Date(at));
  async function titles(userId: string, version?: string): Promise<string[]> {
    const session = sessionCookie(reader.keys.privateKey, { sub: userId });
    const cookie = version ? `${session}; ${PREFERENCES_VERSION_COOKIE}=${version}` : session;
    const response = await reader.app.inject({ url: '/api/news/filtered', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    return response.json<Array<{ title: string }>>().map((item) => item.title).sort();
  }

  it('obeys the change the version cookie names at once, and waits for one that has not landed yet', async () => {
    const userId = `u-${randomUUID()}`;
    const t0 = Date.now() - 60_000;
    await change(userId, {}, t0);
    expect(await titles(userId)).toEqual(['Grim story', 'Sunny story']);

    // Good-news mode switched on; the event has been stored by the other instance.
    const t1 = t0 + 1000;
    await change(userId, { goodNewsMode: true }, t1);
    // Without the cookie the reader still answers from its cached profile (what the cookie is for) …
    expect(await titles(userId)).toEqual(['Grim story', 'Sunny story']);
    // … with it, from the new one.
    expect(await titles(userId, preferencesVersionValue(userId, new Date(t1)))).toEqual(['Sunny story']);

    // The next change's event is still on its way when the feed is asked for: the answer waits for it.
    const t2 = t1 + 1000;
    let settled = false;
    const pending = titles(userId, preferencesVersionValue(userId, new Date(t2))).finally(() => {
      settled = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(settled).toBe(false);
    await change(userId, { blockedTopics: ['Sunny'] }, t2);
    expect(await pending).toEqual(['Grim story']);
  });

  it("ignores another user's version cookie (the browser was signed in as someone else)", async () => {
    const userId = `u-${randomUUID()}`;
    const t0 = Date.now() - 60_000;
    await change(userId, {}, t0);
    expect(await titles(userId)).toEqual(['Grim story', 'Sunny story']);
    await change(userId, { goodNewsMode: true }, t0 + 1000);
    expect(await titles(userId, preferencesVersionValue('someone-else', new Date(t0 + 1000)))).toEqual(['Grim story', 'Sunny story']);
    expect(await titles(userId, 'not-a-version')).toEqual(['Grim story', 'Sunny story']);
  });

  it('does not hold the feed back for long when the change never arrives (its event stuck in an outage)', async () => {
    const userId = `u-${randomUUID()}`;
    await change(userId, { goodNewsMode: true }, Date.now() - 60_000);
    const startedAt = Date.now();
    expect(await titles(userId, preferencesVersionValue(userId, new Date(Date.now() + 3_600_000)))).toEqual(['Sunny story']);
    // The bounded wait (2 s), plus a loaded machine's slack.
    expect(Date.now() - startedAt).toBeLessThan(10_000);
  });
});
