// The event intake's guarantees on the real engines: an event accepted (persisted in JetStream)
// is stored even when the instance that took it dies before its insert, and the unique eventId
// index keeps a redelivered or re-published event from being stored twice.
import { randomUUID } from 'node:crypto';
import { jetstream } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { afterAll, describe, expect, it } from 'vitest';
import { USER_DELETED } from '@tidings/contracts/events/user-deleted';
import { USER_DATA_EXPORT_PATH } from '@tidings/contracts/user-data';
import { encodeEvent } from './events/intake-message.js';
import { userSubject } from './events/intake-stream.js';
import { build, signedInUser, waitFor, type TestApp } from './test/helper.js';

const batchOf = (count: number) => ({
  events: Array.from({ length: count }, () => ({ eventId: randomUUID(), sessionId: randomUUID(), eventType: 'scroll', eventData: { depth: 0.5 } })),
});

describe('the event intake', () => {
  const apps: TestApp[] = [];
  afterAll(async () => {
    for (const app of apps.reverse()) await app.close();
  });

  it('an instance that dies between the publish ack and its insert loses nothing: another stores the events, once', async () => {
    const first = await build({ env: { EVENTS_ACK_WAIT: '1s' } });
    apps.push(first);
    // The first instance takes the events from the intake and never finishes inserting them (it
    // hangs, as a process killed mid-insert would): nothing of them is acked.
    let pulled = 0;
    let crash: (error: Error) => void = () => undefined;
    first.app.trackingEvents.insertMany = (docs) => {
      pulled += docs.length;
      return new Promise((_, reject) => (crash = reject));
    };
    const { userId, cookie } = signedInUser(first);
    const batch = batchOf(30);
    const answer = await first.app.inject({ method: 'POST', url: '/api/events/batch', headers: { cookie }, payload: batch });
    expect([answer.statusCode, answer.json()]).toEqual([200, { accepted: 30, duplicates: 0 }]);
    await waitFor(() => pulled > 0, 'the first instance to pull the events');

    // A second instance of the deployment (same database, so the same durable consumer).
    const second = await build({ keys: first.keys, env: { MONGO_DB: first.config.MONGO_DB, EVENTS_ACK_WAIT: '1s' } });
    apps.push(second);
    const collection = second.app.db.collection('tracking_events');
    await waitFor(async () => (await collection.countDocuments({ userId })) === 30, 'the second instance to store the redelivered events');
    expect((await collection.distinct('eventId', { userId })).sort()).toEqual(batch.events.map((event) => event.eventId).sort());
    crash(new Error('the first instance died'));
    expect(await second.app.eventService.intake.pendingFor(userId)).toBe(0);
  });

  it('an event published again past the duplicate window is acked as stored, not stored twice', async () => {
    const t = await build();
    apps.push(t);
    const { userId, cookie } = signedInUser(t);
    const batch = batchOf(3);
    expect((await t.app.inject({ method: 'POST', url: '/api/events/batch', headers: { cookie }, payload: batch })).json()).toEqual({ accepted: 3, duplicates: 0 });
    const collection = t.app.db.collection('tracking_events');
    await waitFor(async () => (await collection.countDocuments({ userId })) === 3, 'the batch to be stored');

    // As a replay after the broker forgot the ids would arrive: the same events, new message ids.
    const nc = await connect({ servers: t.config.NATS_URL });
    try {
      const js = jetstream(nc);
      const [stored] = await collection.find({ userId }).limit(1).toArray();
      const record = { ...(stored as unknown as Parameters<typeof encodeEvent>[0]) };
      await js.publish(userSubject(t.app.db.name, userId), encodeEvent(record), { msgID: randomUUID() });
    } finally {
      await nc.close();
    }
    await waitFor(async () => (await t.app.eventService.intake.pendingFor(userId)) === 0, 'the replay to be acked');
    expect(await collection.countDocuments({ userId })).toBe(3);
  });

  /** An app whose inserts wait until `release()`: accepted events stay in the intake meanwhile. */
  async function heldApp(env: Record<string, string> = {}) {
    const t = await build({ env });
    apps.push(t);
    const insertMany = t.app.trackingEvents.insertMany.bind(t.app.trackingEvents);
    let held = true;
    let pulled = 0;
    let landed = 0;
    t.app.trackingEvents.insertMany = async (docs) => {
      pulled += docs.length;
      await waitFor(() => !held, 'the test to let inserts through', 30_000);
      const result = await insertMany(docs);
      landed += docs.length - result.failed.size;
      return result;
    };
    return { t, pulled: () => pulled, landed: () => landed, release: () => (held = false) };
  }

  it("the export waits until the user's accepted events are stored", async () => {
    const { t, release } = await heldApp();
    const { cookie } = signedInUser(t);
    expect((await t.app.inject({ method: 'POST', url: '/api/events/batch', headers: { cookie }, payload: batchOf(5) })).statusCode).toBe(200);
    setTimeout(release, 300);
    const exported = await t.app.inject({ method: 'GET', url: USER_DATA_EXPORT_PATH, headers: { cookie } });
    expect(exported.json<{ events: unknown[] }>().events).toHaveLength(5);
  });

  it('a deleted user keeps no event: those waiting in the intake are dropped, those being stored are erased again', async () => {
    const { t, pulled, landed, release } = await heldApp({ USER_ERASE_SWEEP: '3s' });
    const { userId, cookie } = signedInUser(t);
    expect((await t.app.inject({ method: 'POST', url: '/api/events/batch', headers: { cookie }, payload: batchOf(5) })).statusCode).toBe(200);
    await waitFor(() => pulled() > 0, 'the consumer to take the events');
    await t.app.bus.publish({ subject: USER_DELETED, msgId: randomUUID(), data: { userId, deletedAt: new Date().toISOString() } });
    await waitFor(async () => (await t.app.eventService.intake.pendingFor(userId)) === 0, 'the intake to drop the user’s events');
    // The insert that held them goes through after the erasure; the sweep erases them again.
    release();
    const collection = t.app.db.collection('tracking_events');
    await waitFor(() => landed() === 5, 'the held insert to land');
    await waitFor(async () => (await collection.countDocuments({ userId })) === 0, 'the sweep to erase them', 15_000);
  });
});
