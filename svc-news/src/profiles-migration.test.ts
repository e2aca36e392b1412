import { onTestFinished, describe, expect, it } from 'vitest';
import { build } from './test/helper.js';

const profile = (interest: string) => ({ interests: [interest], followingPersonalities: [], blockedTopics: [], goodNewsMode: false });

// Before snapshots, `user_profiles` held one document per user: `_id` the user id, no `userId`.
describe('profiles stored one document per user, before snapshots', () => {
  it('become snapshots when two instances start on them at once; a newer snapshot already stored stays', async () => {
    const first = await build();
    onTestFinished(() => first.close());
    const profiles = first.app.db.collection<{ _id: string; updatedAt: Date }>('user_profiles');
    await profiles.insertMany([
      { _id: 'ann', ...profile('science'), updatedAt: new Date('2025-03-01T10:00:00Z') },
      { _id: 'bo', ...profile('sports'), updatedAt: new Date('2025-03-01T10:00:00Z') },
    ]);
    // Bo's newer snapshot arrived through an instance already running the new code.
    expect(await first.app.projection.profiles.apply('bo', profile('music'), new Date('2025-03-02T10:00:00Z'))).toBe(true);

    const started = await Promise.all([build({ MONGO_DB: first.config.MONGO_DB }), build({ MONGO_DB: first.config.MONGO_DB })]);
    for (const t of started) onTestFinished(() => t.app.close());

    for (const t of [first, ...started]) {
      expect(await t.app.projection.profiles.stored('ann')).toEqual({ ...profile('science'), updatedAt: new Date('2025-03-01T10:00:00Z') });
      expect((await t.app.projection.profiles.stored('bo'))?.interests).toEqual(['music']);
    }
    // One snapshot per user, nothing of the old shape left.
    expect(await profiles.countDocuments({ userId: { $exists: false } })).toBe(0);
    expect(await profiles.countDocuments({ userId: 'ann' })).toBe(1);
    expect(await profiles.countDocuments({ userId: 'bo' })).toBe(1);
    // An older snapshot arriving afterwards still changes nothing.
    expect(await started[0].app.projection.profiles.apply('ann', profile('golf'), new Date('2025-02-01T10:00:00Z'))).toBe(false);
    expect((await started[1].app.projection.profiles.stored('ann'))?.interests).toEqual(['science']);
  });
});
