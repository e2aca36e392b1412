// The intake's publisher on the real NATS: every message persisted or the call fails, and
// JetStream's own duplicate verdict per message id comes back message by message.
import { randomUUID } from 'node:crypto';
import { DiscardPolicy, jetstreamManager, type JetStreamManager } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { IntakePublisher, NotPersisted } from './intake-publisher.js';

describe('IntakePublisher', () => {
  const stream = `INTAKE_TEST_${randomUUID().slice(0, 8)}`;
  const subject = `${stream.toLowerCase()}.events`;
  let nc: NatsConnection;
  let manager: JetStreamManager;
  let publisher: IntakePublisher;
  beforeAll(async () => {
    nc = await connect({ servers: inject('natsUrl') });
    manager = await jetstreamManager(nc);
    await manager.streams.add({ name: stream, subjects: [subject], duplicate_window: 60_000_000_000 });
    publisher = new IntakePublisher(nc);
  });
  afterAll(async () => {
    await manager?.streams.delete(stream).catch(() => undefined);
    await manager?.streams.delete(`${stream}_FULL`).catch(() => undefined);
    await nc?.close();
  });

  const messages = (ids: string[]) => ids.map((id) => ({ id, data: JSON.stringify({ id }) }));

  it('persists every message once and answers, per message, whether its id was a duplicate', async () => {
    const ids = Array.from({ length: 200 }, () => randomUUID());
    expect(await publisher.publishAll(subject, messages(ids), 5000)).toEqual(ids.map(() => false));
    const fresh = randomUUID();
    expect(await publisher.publishAll(subject, messages([ids[0]!, fresh, ids[1]!]), 5000)).toEqual([true, false, true]);
    expect((await manager.streams.info(stream)).state.messages).toBe(201);
    // Concurrent calls on one publisher get their own answers.
    const answers = await Promise.all([publisher.publishAll(subject, messages([randomUUID()]), 5000), publisher.publishAll(subject, messages([fresh]), 5000)]);
    expect(answers).toEqual([[false], [true]]);
  });

  it('fails, without waiting out its timeout, when no stream takes the subject or the stream refuses a message', async () => {
    const started = Date.now();
    await expect(publisher.publishAll(`nobody.listens.${randomUUID()}`, messages([randomUUID()]), 10_000)).rejects.toBeInstanceOf(NotPersisted);
    // A full stream that refuses new messages (as the intake does at EVENTS_STREAM_MAX_BYTES).
    await manager.streams.add({ name: `${stream}_FULL`, subjects: [`${subject}.refusing`], max_msgs: 2, discard: DiscardPolicy.New });
    await expect(publisher.publishAll(`${subject}.refusing`, messages([randomUUID(), randomUUID(), randomUUID()]), 10_000)).rejects.toThrow(/maximum messages/);
    expect(Date.now() - started).toBeLessThan(5000);
  });
});
