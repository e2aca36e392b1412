import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser, TestClock, twoInstances, type TestApp } from './test/helper.js';

// Two svc-tracking instances on one database: the per-user lock of a session start is this
// process's only, so what holds across instances must come from what is stored.
describe('session starts for one user on two instances', () => {
  const clockA = new TestClock();
  const clockB = new TestClock();
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    [a, b] = await twoInstances(clockA, clockB);
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

  it('never reactivates a session ended on one instance while the other records activity in it', async () => {
    const now = new Date();
    const sessions = await Promise.all(Array.from({ length: 30 }, () => a.app.readingSessions.create({ sessionId: randomUUID(), userId: randomUUID(), platform: 'web' }, now)));
    await Promise.all(
      sessions.flatMap((session) => [
        a.app.readingSessions.touch(session.sessionId, session.userId, new Date(now.getTime() + 1)),
        b.app.readingSessions.end(session.sessionId, new Date(now.getTime() + 1)),
        a.app.readingSessions.touch(session.sessionId, session.userId, new Date(now.getTime() + 2)),
      ]),
    );
    const after = await Promise.all(sessions.map((session) => a.app.readingSessions.find(session.sessionId)));
    expect(after.map((session) => session?.isActive)).toEqual(sessions.map(() => false));
    expect(after.every((session) => session?.sessionEndTs instanceof Date)).toBe(true);
  });

  it('keeps a session on another platform that saw activity on the other instance within 30 minutes', async () => {
    const userId = randomUUID();
    const at = (minutes: number) => new Date(Date.now() + minutes * 60_000);
    const sessions = a.app.readingSessions;
    const [touched, idle] = await Promise.all(['android', 'ios'].map((platform) => sessions.create({ sessionId: randomUUID(), userId, platform }, at(0))));
    await b.app.readingSessions.touch(touched!.sessionId, userId, at(20));
    await b.app.readingSessions.touch(idle!.sessionId, userId, at(0.5));
    const web = await sessions.create({ sessionId: randomUUID(), userId, platform: 'web' }, at(31));
    expect(await sessions.endReplaced(web, at(1), at(31))).toBe(1);
    expect((await sessions.find(touched!.sessionId))?.isActive).toBe(true);
    expect((await sessions.find(idle!.sessionId))?.isActive).toBe(false);
  });
});
