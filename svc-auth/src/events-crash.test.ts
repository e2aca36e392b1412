import { STREAMS } from '@tidings/contracts/events/streams';
import { USER_PREFERENCES_UPDATED, type UserPreferencesUpdated } from '@tidings/contracts/events/user-preferences-updated';
import { USER_REGISTERED, type UserRegistered } from '@tidings/contracts/events/user-registered';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { findEvent } from '@tidings/service-kit/testing/jetstream';
import { build, registerUser, uniqueName, waitFor, type TestApp } from './test/helper.js';

describe('a crash between a user write and its outbox write', () => {
  const apps: TestApp[] = [];
  afterEach(async () => {
    for (const t of apps.splice(0).reverse()) await t.close();
  });

  it('loses neither user.registered nor user.preferences.updated: the next instance publishes them', async () => {
    const crashed = await build({ TEST_ACCOUNT_ENABLED: 'false' });
    apps.push(crashed);
    const { user, cookie } = await registerUser(crashed.app);
    // From here every way into the outbox fails, as in a process killed right after the write.
    const dead = () => Promise.reject(new Error('process killed'));
    crashed.app.outbox.enqueue = dead;
    crashed.app.outbox.relay = dead;
    const username = uniqueName('crashed');
    const register = await crashed.app.inject({ method: 'POST', url: '/api/register', payload: { username, password: 'secret123' } });
    expect(register.statusCode).toBe(500);
    const patch = await crashed.app.inject({ method: 'PATCH', url: '/api/user/preferences', headers: { cookie }, payload: { interests: ['science'] } });
    expect(patch.statusCode).toBe(500);
    const stored = await crashed.app.db.collection('users').findOne({ username });
    expect(stored).not.toBeNull();

    const restarted = await build({ MONGO_DB: crashed.config.MONGO_DB, TEST_ACCOUNT_ENABLED: 'false' });
    apps.push(restarted);
    // The sweep takes what a writer left longer than its grace ago (preference events travel in the user row too).
    await restarted.app.db.collection('users').updateMany({ outboxPendingAt: { $exists: true } }, { $set: { outboxPendingAt: new Date(Date.now() - 60_000) } });
    const registered = await findEvent<UserRegistered>(inject('natsUrl'), STREAMS.users.name, USER_REGISTERED, (data) => data.username === username);
    expect(registered.data.userId).toBe(stored!._id.toString());
    const updated = await findEvent<UserPreferencesUpdated>(inject('natsUrl'), STREAMS.users.name, USER_PREFERENCES_UPDATED, (data) => data.userId === user.id);
    expect(updated.data.interests).toEqual(['science']);
    const pending = async (collection: string) => restarted.app.db.collection(collection).countDocuments({ outboxPending: { $exists: true } });
    await waitFor(async () => (await pending('users')) === 0, 'the events to be relayed');
  }, 30_000);
});
