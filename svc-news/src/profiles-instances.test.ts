import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserProfile } from './projection/profile-store.js';
import type { TestApp } from './test/helper.js';
import { twoInstances } from './test/instances.js';

const ROUNDS = 40;
const snapshot = (interest: string): UserProfile => ({ interests: [interest], followingPersonalities: [], blockedTopics: [], goodNewsMode: false });
/** A few milliseconds either way, so the two writes interleave differently from round to round. */
const jitter = () => new Promise((resolve) => setTimeout(resolve, Math.floor(Math.random() * 4)));

// Each round one instance applies an older snapshot of a user and the other a newer one, at the
// same moment (which instance gets which alternates). Whatever the interleaving, the newer one is
// what both instances read afterwards and it says it changed the profile.
describe('preference snapshots applied on two instances at once', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    [a, b] = await twoInstances();
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  async function race(userId: string, base: number, round: number): Promise<void> {
    const [older, newer] = round % 2 === 0 ? [a, b] : [b, a];
    const [, newerChanged] = await Promise.all([
      jitter().then(() => older.app.projection.profiles.apply(userId, snapshot('older'), new Date(base + 1))),
      jitter().then(() => newer.app.projection.profiles.apply(userId, snapshot('newer'), new Date(base + 2))),
    ]);
    const outcome = `round ${round}`;
    expect(newerChanged, outcome).toBe(true);
    expect(await a.app.projection.profiles.stored(userId), outcome).toMatchObject({ interests: ['newer'], updatedAt: new Date(base + 2) });
    for (const t of [a, b]) expect((await t.app.projection.profiles.get(userId, base + 2)).interests, outcome).toEqual(['newer']);
  }

  it("a user's first two snapshots: the newer one wins", async () => {
    const base = Date.now();
    for (let round = 0; round < ROUNDS; round++) await race(`first-${randomUUID()}`, base, round);
  });

  it('two snapshots over a stored one: the newer one wins', async () => {
    const base = Date.now();
    for (let round = 0; round < ROUNDS; round++) {
      const userId = `over-${randomUUID()}`;
      await a.app.projection.profiles.apply(userId, snapshot('stored'), new Date(base));
      await race(userId, base, round);
    }
  });
});
