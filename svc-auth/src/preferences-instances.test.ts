// Preference changes on two svc-auth instances sharing one database: changes racing for one user
// all stay, and each change's event carries exactly the snapshot that change stored.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userPreferencesUpdated, type UserPreferencesUpdated } from '@tidings/contracts/events/user-preferences-updated';
import type { PreferencesBody } from '@tidings/contracts/user';
import type { PendingEventFields } from '@tidings/service-kit/pending-events';
import { build, registerUser, type TestApp } from './test/helper.js';

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
      // Seven events in the row, each change's snapshot computed on top of the one before; the newest is the row's.
      const { outboxPending } = (await a.app.users.model.findById(user.user.id).lean<PendingEventFields>().exec()) ?? {};
      const events = (Object.values(outboxPending ?? {}) as Array<{ data: UserPreferencesUpdated }>).map((e) => e.data);
      events.sort((x, y) => x.updatedAt.localeCompare(y.updatedAt));
      expect(events).toHaveLength(7);
      expect(new Set(events.map((e) => e.updatedAt)).size).toBe(7);
      for (const [i, e] of events.entries()) {
        const applied = changes.filter((change) => Object.entries(change).every(([field, value]) => JSON.stringify(e[field as keyof UserPreferencesUpdated]) === JSON.stringify(value)));
        expect(applied.length, `event ${i} holds the changes before it and its own`).toBeGreaterThanOrEqual(i + 1);
      }
      expect(pickPreferences(events.at(-1) as unknown as Row)).toEqual(stored);
      expect(events.at(-1)?.updatedAt).toBe(row?.preferencesUpdatedAt?.toISOString());
    }
  });
});

type Row = Awaited<ReturnType<TestApp['app']['users']['findById']>>;

function pickPreferences(row: Row) {
  if (!row) throw new Error('user not found');
  const { interests, followingPersonalities, blockedTopics, goodNewsMode, darkMode, notificationsEnabled, onboardingCompleted } = row;
  return { interests, followingPersonalities, blockedTopics, goodNewsMode, darkMode, notificationsEnabled, onboardingCompleted };
}
