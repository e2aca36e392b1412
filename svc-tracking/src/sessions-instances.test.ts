import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, signedInUser, TestClock, type TestApp } from './test/helper.js';

// Two svc-tracking instances on one database: the per-user lock of a session start is this
// process's only, so what holds across instances must come from what is stored.
describe('session starts for one user on two instances', () => {
  const clockA = new TestClock();
  const clockB = new TestClock();
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await build({ clock: clockA });
    b = await build({ clock: clockB, keys: a.keys, env: { MONGO_DB: a.config.MONGO_DB } });
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  const start = (t: TestApp, cookie: string, sessionId: string) =>
    t.app.inject({ method: 'POST', url: '/api/sessions/start', headers: { cookie }, payload: { sessionId, platform: 'web' } });
  const active = async (userId: string) =>
    (await a.app.db.collection('sessions').find({ userId, isActive: true }).toArray()).map((row) => row.sessionId as string);

  it('leave exactly one active when they race (the newer one)', async () => {
    clockA.set(Date.now());
    clockB.set(clockA.now());
    const users = Array.from({ length: 20 }, () => signedInUser(a));
    const pairs = users.map(() => [randomUUID(), randomUUID()] as const);
    const answers = await Promise.all(users.flatMap(({ cookie }, i) => [start(a, cookie, pairs[i]![0]), start(b, cookie, pairs[i]![1])]));
    for (const answer of answers) expect(answer.statusCode).toBe(200);
    const left = await Promise.all(users.map(({ userId }) => active(userId)));
    expect(left.map((ids) => ids.length)).toEqual(users.map(() => 1));
    // Same start time on both clocks: the order is the session id's.
    expect(left).toEqual(pairs.map(([first, second]) => [first < second ? second : first]));
  });

  it('never lets an older session end a newer one (the other instance’s clock is behind)', async () => {
    const { userId, cookie } = signedInUser(a);
    clockA.set(Date.now());
    clockB.set(clockA.now().getTime() - 5000);
    const newer = randomUUID();
    const older = randomUUID();
    expect((await start(a, cookie, newer)).statusCode).toBe(200);
    const late = await start(b, cookie, older);
    expect(late.statusCode).toBe(200);
    // The late start answers its session as ended: a newer one already replaced it.
    expect(late.json()).toMatchObject({ sessionId: older, isActive: false });
    expect(await active(userId)).toEqual([newer]);
  });
});
