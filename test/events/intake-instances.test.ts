// Issue 12, "events at 20 000 per second, exactly once": POST /api/events/batch answers once the
// batch is durable in JetStream, and one durable consumer, shared by the svc-tracking instances,
// stores it. Through the gateway and a second instance, on the real engines: every event is
// stored exactly once whichever instance accepted it, both instances store, and replays store nothing.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { waitFor } from '../../svc-tracking/src/test/helper.js';
import { addServiceInstance, registerThroughGateway, startGatewayStack, type ExtraInstance, type GatewayStack } from '../gateway-stack.js';

const batchOf = (count: number) => ({
  events: Array.from({ length: count }, (_, i) => ({ eventId: randomUUID(), sessionId: randomUUID(), eventType: 'card_view', eventData: { position: i } })),
});

/** The eventIds each instance's consumer inserted (its own repository, the shared collection). */
function recordInserts(app: FastifyInstance): Set<string> {
  const inserted = new Set<string>();
  const insertMany = app.trackingEvents.insertMany.bind(app.trackingEvents);
  app.trackingEvents.insertMany = async (docs) => {
    for (const doc of docs) inserted.add(doc.eventId);
    return insertMany(docs);
  };
  return inserted;
}

describe('the event intake on two svc-tracking instances', () => {
  let stack: GatewayStack;
  let second: ExtraInstance;
  beforeAll(async () => {
    // Small pulls, so the shared consumer's messages spread over both instances.
    stack = await startGatewayStack({ tracking: { EVENTS_STORE_BATCH: '20' } });
    second = await addServiceInstance(stack, 'tracking');
  });
  afterAll(async () => {
    await second?.close();
    await stack?.close();
  });

  it('stores every accepted event exactly once, by one of the two instances, and a replay stores nothing', async () => {
    const user = await registerThroughGateway(stack, `events_${randomUUID().slice(0, 8)}`);
    const inserts = [recordInserts(stack.tracking.app), recordInserts(second.app)];
    const batches = Array.from({ length: 20 }, () => batchOf(50));
    const post = (index: number, body: unknown) =>
      index % 2 === 0
        ? stack.gateway.inject({ method: 'POST', url: '/api/events/batch', headers: { cookie: user.cookie }, payload: body as Record<string, unknown> }).then((r) => [r.statusCode, r.json()])
        : fetch(`${second.url}/api/events/batch`, { method: 'POST', headers: { cookie: user.cookie, 'content-type': 'application/json' }, body: JSON.stringify(body) }).then(async (r) => [r.status, await r.json()]);

    const answers = await Promise.all(batches.map((batch, index) => post(index, batch)));
    expect(answers.every(([status, body]) => status === 200 && (body as { accepted: number }).accepted === 50), JSON.stringify(answers.slice(0, 3))).toBe(true);

    const collection = stack.tracking.app.db.collection('tracking_events');
    await waitFor(async () => (await collection.countDocuments({ userId: user.id })) === 1000, 'the 1000 accepted events to be stored', 20_000);
    const ids = await collection.distinct('eventId', { userId: user.id });
    expect(ids).toHaveLength(1000);
    // Both instances pull from the one durable consumer and store their share, whoever accepted
    // the event (a batch accepted by one instance is partly stored by the other); nothing twice.
    expect(inserts.map((inserted) => inserted.size > 0)).toEqual([true, true]);
    expect(inserts[0]!.size + inserts[1]!.size).toBe(1000);
    const acceptedBySecond = batches.filter((_, index) => index % 2 === 1).flatMap((batch) => batch.events.map((event) => event.eventId));
    expect(acceptedBySecond.some((eventId) => inserts[0]!.has(eventId))).toBe(true);

    // The same batches again, each to the other instance: all duplicates, nothing stored.
    const replays = await Promise.all(batches.map((batch, index) => post(index + 1, batch)));
    expect(replays.every(([status, body]) => status === 200 && (body as { duplicates: number }).duplicates === 50)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await collection.countDocuments({ userId: user.id })).toBe(1000);
  });
});
