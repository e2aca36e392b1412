// A prefix range on `_id` ({$gte: 'u:', $lt: 'u;'}), how svc-news reads one user's preference
// snapshots, against the real engine. Our FerretDB runs it over the _id index's JSON text (see
// tools/ferretdb/patches.json): ids whose rest JSON escapes, and bounds it cannot push down, must
// still answer exactly as MongoDB does.
import mongoose from 'mongoose';
import { describe, expect, it } from 'vitest';
import { scratchDatabase } from './scratch-database.js';

const connection = scratchDatabase('id-ranges');

const IDS = ['u:1', 'u:2', 'u: space', 'u:"quote', 'u:\\slash', 'u:<tag>&', 'u:é', 'u:\u0001', 'u:', 'u', 'u;', 'u9', 'tu:1', 'v:1', 'a"b:1', 'a"b:2', 'a"b;', 'é:1', 'é:2', 'é;'];
const between = (from: string, to: string) => IDS.filter((id) => id >= from && id < to).sort().reverse();

describe('a prefix range on _id', () => {
  it('finds exactly the ids that start with the prefix, newest first, pushed down or not', async () => {
    const things = connection().db!.collection<{ _id: string }>('things');
    await things.insertMany(IDS.map((_id) => ({ _id })));
    await things.insertOne({ _id: new mongoose.Types.ObjectId() as unknown as string });
    for (const [from, to] of [
      ['u:', 'u;'],
      ['a"b:', 'a"b;'],
      ['é:', 'é;'],
      ['u:1', 'u:2'],
    ] as const) {
      const found = await things.find({ _id: { $gte: from, $lt: to } }).sort({ _id: -1 }).toArray();
      expect(found.map((row) => row._id), `${from} … ${to}`).toEqual(between(from, to));
    }
    const newest = await things.find({ _id: { $gte: 'u:', $lt: 'u;' } }).sort({ _id: -1 }).limit(1).toArray();
    expect(newest.map((row) => row._id)).toEqual(['u:é']);
  });

  it('deletes exactly those ids', async () => {
    const things = connection().db!.collection<{ _id: string }>('deleted');
    await things.insertMany(IDS.map((_id) => ({ _id })));
    const { deletedCount } = await things.deleteMany({ _id: { $gte: 'u:', $lt: 'u;' } });
    expect(deletedCount).toBe(between('u:', 'u;').length);
    expect((await things.find({}).toArray()).map((row) => row._id).sort()).toEqual(IDS.filter((id) => !(id >= 'u:' && id < 'u;')).sort());
  });
});
