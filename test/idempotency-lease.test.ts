// service-kit's idempotency claims against the real engine: a claim lapses once its instance
// stops renewing it, never while the request that holds it still runs.
import { randomUUID } from 'node:crypto';
import mongoose, { type Connection } from 'mongoose';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createIdempotencyStore, IDEMPOTENCY_LEASE_MS, IDEMPOTENCY_RETENTION_MS, type IdempotencyStore } from '@tidings/service-kit/idempotency';

let connection: Connection;
let clock = 0;
let store: IdempotencyStore;

beforeAll(async () => {
  connection = await mongoose.createConnection(inject('mongoUrl'), { dbName: `test-idempotency-${randomUUID()}`, autoIndex: false, autoCreate: false }).asPromise();
  store = createIdempotencyStore(connection, () => clock);
  await store.init();
});

afterAll(async () => {
  await connection.dropDatabase();
  await connection.close();
});

describe('idempotency claims', () => {
  it('a claim whose instance stopped renewing it is taken over after the lease, not before', async () => {
    clock = 1_000_000;
    const first = await store.claim('u1', 'key-dead', 'POST /x a');
    expect('claimed' in first).toBe(true);
    clock += IDEMPOTENCY_LEASE_MS;
    expect('existing' in (await store.claim('u1', 'key-dead', 'POST /x a'))).toBe(true);
    clock += 1;
    expect('claimed' in (await store.claim('u1', 'key-dead', 'POST /x a'))).toBe(true);
  });

  it('a claim its request keeps renewing stays in progress past the lease', async () => {
    clock = 2_000_000;
    const first = await store.claim('u1', 'key-alive', 'POST /x a');
    if (!('claimed' in first)) throw new Error('not claimed');
    for (let beat = 0; beat < 4; beat += 1) {
      clock += IDEMPOTENCY_LEASE_MS / 2;
      await store.renew(first.claimed);
    }
    clock += IDEMPOTENCY_LEASE_MS / 2;
    const retry = await store.claim('u1', 'key-alive', 'POST /x a');
    expect('existing' in retry && retry.existing.state).toBe('pending');
  });

  it('a done claim is never renewed back to pending or taken over', async () => {
    clock = 3_000_000;
    const first = await store.claim('u1', 'key-done', 'POST /x a');
    if (!('claimed' in first)) throw new Error('not claimed');
    await store.complete(first.claimed, 201, 'application/json', '{}');
    await store.renew(first.claimed);
    clock += IDEMPOTENCY_LEASE_MS * 10;
    const retry = await store.claim('u1', 'key-done', 'POST /x a');
    expect('existing' in retry && retry.existing.state).toBe('done');
  });
});

describe('idempotency keys', () => {
  it('are forgotten by the engine after the retention: a TTL index on createdAt', async () => {
    const indexes = await store.model.collection.indexes();
    const ttl = indexes.find((index) => index.expireAfterSeconds !== undefined);
    expect(ttl).toMatchObject({ key: { createdAt: 1 }, expireAfterSeconds: IDEMPOTENCY_RETENTION_MS / 1000 });
  });
});
