// Preference changes on two svc-auth instances sharing one database: changes racing for one user
// both stay, each version's snapshot is exactly what was stored, and a change whose writer died
// between its version claim and the user row is applied by the next one.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userPreferencesUpdated, type UserPreferencesUpdated } from '@tidings/contracts/events/user-preferences-updated';
import type { PreferencesBody } from '@tidings/contracts/user';
import { build, registerUser, type TestApp } from './test/helper.js';
import { versionId } from './users/preference-versions.js';

describe('preferences on two svc-auth instances', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await build({ MONGO_DB: `test-auth-${randomUUID()}` });
    b = await build({ MONGO_DB: a.config.MONGO_DB }, a.keys);
  });
  afterAll(async () => {
    await b.app.close();
    await a.close();
  });

  const patch = async (t: TestApp, cookie: string, payload: Record<string, unknown>) => {
    const response = await t.app.inject({ method: 'PATCH', url: '/api/user/preferences', headers: { cookie }, payload });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Record<string, unknown>>();
  };

  it('keeps every one of seven changes to different preferences racing on the two instances', async () => {
    const users = await Promise.all(Array.from({ length: 3 }, () => registerUser(a.app)));
    const changes: PreferencesBody[] = [
      { goodNewsMode: true },
      { darkMode: true },
      { notificationsEnabled: false },
      { onboardingCompleted: true },
      { interests: ['science'] },
      { blockedTopics: ['Storms'] },
      { followingPersonalities: ['Ada Lovelace'] },
    ];
    // Straight to the repositories: no in-process queue, so the two connections race as hard as they can.
    const event = (user: { _id: unknown }, at: Date) => userPreferencesUpdated({ ...pickPreferences(user as Row), userId: String(user._id), updatedAt: at.toISOString() });
    await Promise.all(users.flatMap((user) => changes.map((change, i) => (i % 2 ? a : b).app.users.updatePreferences(user.user.id, change, event))));
    for (const user of users) {
      const row = await a.app.users.findById(user.user.id);
      const stored = pickPreferences(row);
      expect(stored).toEqual(Object.assign({}, ...changes));
      // Seven versions, each computed from the one before; the newest is the row's, its event the row's snapshot.
      const versions = await a.app.users.preferenceVersions.model.find({ userId: user.user.id }).sort({ version: 1 }).lean().exec();
      expect(versions.map((version) => version.base)).toEqual([0, ...versions.slice(0, -1).map((version) => version.version.getTime())]);
      const newest = versions.at(-1);
      expect(newest?.version.getTime()).toBe(row?.preferencesUpdatedAt?.getTime());
      const [event] = Object.values(newest?.outboxPending ?? {}) as Array<{ data: UserPreferencesUpdated }>;
      expect(event && pickPreferences(event.data as unknown as Row)).toEqual(stored);
      expect(event?.data.updatedAt).toBe(newest?.version.toISOString());
    }
  });

  it('applies a change whose writer died after claiming its version before the next change', async () => {
    const user = await registerUser(a.app);
    const row = await a.app.users.findById(user.user.id);
    // What a writer that died between the claim and the row write leaves (its event already relayed).
    await a.app.users.preferenceVersions.model.create({
      _id: versionId(user.user.id, 0),
      userId: user.user.id,
      base: 0,
      version: new Date(Date.now() - 59_000),
      preferences: { ...pickPreferences(row), darkMode: true },
      at: new Date(Date.now() - 60_000),
    });
    const answer = await patch(b, user.cookie, { goodNewsMode: true });
    expect({ darkMode: answer.darkMode, goodNewsMode: answer.goodNewsMode }).toEqual({ darkMode: true, goodNewsMode: true });
    const stored = await a.app.users.findById(user.user.id);
    expect({ darkMode: stored?.darkMode, goodNewsMode: stored?.goodNewsMode }).toEqual({ darkMode: true, goodNewsMode: true });
  });

  it('forgets the versions with the account', async () => {
    const user = await registerUser(a.app);
    await patch(b, user.cookie, { darkMode: true });
    expect(await a.app.users.preferenceVersions.model.countDocuments({ userId: user.user.id })).toBe(1);
    const response = await a.app.inject({ method: 'DELETE', url: '/api/user', headers: { cookie: user.cookie }, payload: { password: user.password } });
    expect(response.statusCode, response.body).toBe(200);
    expect(await a.app.users.preferenceVersions.model.countDocuments({ userId: user.user.id })).toBe(0);
  });
});

type Row = Awaited<ReturnType<TestApp['app']['users']['findById']>>;

function pickPreferences(row: Row) {
  if (!row) throw new Error('user not found');
  const { interests, followingPersonalities, blockedTopics, goodNewsMode, darkMode, notificationsEnabled, onboardingCompleted } = row;
  return { interests, followingPersonalities, blockedTopics, goodNewsMode, darkMode, notificationsEnabled, onboardingCompleted };
}
