// Updates that race on one document, from separate connections as two service instances would
// send them, against the real engine. FerretDB v1 runs an update as a read, a change in Go and a
// write of the whole document, so without the lock its patch adds (tools/ferretdb/patches.json)
// one racer's change was lost and a conditional update could pass twice; a delete, a read then a
// delete by _id, took a document an update had just moved out of its filter. MongoDB passes as is.
import { randomUUID } from 'node:crypto';
import mongoose, { type Connection } from 'mongoose';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

const ROUNDS = 30;
const dbName = `test-concurrent-updates-${randomUUID()}`;
let instances: Connection[];

beforeAll(async () => {
  const connect = () => mongoose.createConnection(inject('mongoUrl'), { dbName, autoIndex: false, autoCreate: false, maxPoolSize: 8 }).asPromise();
  instances = await Promise.all([connect(), connect()]);
});

afterAll(async () => {
  await instances[0]!.dropDatabase();
  await Promise.all(instances.map((connection) => connection.close()));
});

const rows = (instance: number) => instances[instance]!.db!.collection<{ _id: string; [field: string]: unknown }>('rows');

describe('updates racing on one document', () => {
  it('keeps every $set of a different field', async () => {
    await rows(0).insertMany(Array.from({ length: ROUNDS }, (_, round) => ({ _id: `set-${round}`, kept: 'yes' })));
    await Promise.all(
      Array.from({ length: ROUNDS }, (_, round) =>
        Promise.all(['a', 'b', 'c', 'd'].map((field, k) => rows(k % 2).updateOne({ _id: `set-${round}` }, { $set: { [field]: round } }))),
      ),
    );
    for (const row of await rows(0).find({ _id: { $regex: /^set-/ } }).toArray()) {
      const round = Number(row._id.slice(4));
      expect(row, row._id).toMatchObject({ kept: 'yes', a: round, b: round, c: round, d: round });
    }
  });

  it('counts every $inc', async () => {
    await rows(0).insertOne({ _id: 'counter', count: 0 });
    const counters = (instance: number) => instances[instance]!.db!.collection<{ _id: string; count: number }>('rows');
    await Promise.all(Array.from({ length: ROUNDS * 4 }, (_, k) => counters(k % 2).updateOne({ _id: 'counter' }, { $inc: { count: 1 } })));
    expect((await rows(0).findOne({ _id: 'counter' }))?.count).toBe(ROUNDS * 4);
  });

  it('lets exactly one of several updates conditional on the same version win', async () => {
    await rows(0).insertMany(Array.from({ length: ROUNDS }, (_, round) => ({ _id: `cas-${round}`, version: 0, owner: null })));
    const wins = await Promise.all(
      Array.from({ length: ROUNDS }, (_, round) =>
        Promise.all(
          ['p', 'q', 'r'].map(async (owner, k) => {
            const { modifiedCount } = await rows(k % 2).updateOne({ _id: `cas-${round}`, version: 0 }, { $set: { version: 1, owner } });
            return modifiedCount;
          }),
        ),
      ),
    );
    expect(wins.map((round) => round.reduce((sum, won) => sum + won, 0))).toEqual(Array(ROUNDS).fill(1));
  });

  it('hands one document to one findOneAndUpdate claim (filter not on _id)', async () => {
    await rows(0).insertMany(Array.from({ length: ROUNDS }, (_, round) => ({ _id: `job-${round}`, queue: 'q', claimedBy: null })));
    const claimed = await Promise.all(
      Array.from({ length: ROUNDS * 2 }, (_, k) =>
        rows(k % 2).findOneAndUpdate({ queue: 'q', claimedBy: null }, { $set: { claimedBy: `worker-${k}` } }, { returnDocument: 'after' }),
      ),
    );
    const ids = claimed.flatMap((row) => (row ? [row._id] : []));
    expect(ids).toHaveLength(ROUNDS);
    expect(new Set(ids).size).toBe(ROUNDS);
  });

  it('deletes by a condition only what still meets it when an update lands between (the delete takes the lock too)', async () => {
    // Each row is deleted at version 0 while another connection moves it to version 1: either the
    // delete ran first (the update then finds nothing) or the update did (the delete then keeps it).
    await rows(0).insertMany(Array.from({ length: ROUNDS * 4 }, (_, k) => ({ _id: `del-${k}`, version: 0 })));
    const ids = Array.from({ length: ROUNDS * 4 }, (_, k) => `del-${k}`);
    const [, updated] = await Promise.all([
      Promise.all(Array.from({ length: 8 }, (_, k) => rows(0).deleteMany({ _id: { $in: ids.filter((_, i) => i % 8 === k) }, version: 0 }))),
      Promise.all(ids.map(async (_id) => ((await rows(1).updateOne({ _id }, { $set: { version: 1 } })).modifiedCount === 1 ? [_id] : []))),
    ]);
    const kept = (await rows(0).find({ _id: { $regex: /^del-/ } }).toArray()).map((row) => row._id).sort();
    expect(kept).toEqual(updated.flat().sort());
  });
});
