// service-kit's collection and bulk-insert helpers against the real engine (FerretDB by default,
// MongoDB with MONGO_URL): what they rely on is the server's own behaviour and error shapes.
import { Schema } from 'mongoose';
import { describe, expect, it } from 'vitest';
import { scratchDatabase } from './scratch-database.js';
import { ensureCollection, insertedDespiteDuplicates, insertFailures } from '@tidings/service-kit/mongo';

const connection = scratchDatabase('mongo-helpers');

interface Thing {
  key: string;
}

const thingSchema = () => {
  const schema = new Schema<Thing>({ key: { type: String, required: true } }, { versionKey: false });
  schema.index({ key: 1 }, { unique: true, name: 'key_unique' });
  return schema;
};

describe('ensureCollection', () => {
  it('makes the collection and its indexes once, however many instances start at the same moment', async () => {
    const models = Array.from({ length: 6 }, (_, i) => connection().model<Thing>(`Thing${i}`, thingSchema(), 'things'));
    await Promise.all(models.map((model) => ensureCollection(model)));
    await ensureCollection(models[0]!);
    const names = (await connection().db!.listCollections({ name: 'things' }).toArray()).map((info) => info.name);
    expect(names).toEqual(['things']);
    const indexes = await connection().db!.collection('things').indexes();
    expect(indexes.map((index) => index.name)).toContain('key_unique');
  });
});

describe('insertedDespiteDuplicates on the engine’s own errors', () => {
  const caught = (promise: Promise<unknown>) => promise.then(() => undefined, (error: unknown) => error);

  it('counts what an unordered insert stored past the duplicates, through mongoose and through the driver', async () => {
    const model = connection().model<Thing>('Keyed', thingSchema(), 'keyed');
    await ensureCollection(model);
    await model.create({ key: 'a' });
    const viaMongoose = await caught(model.insertMany([{ key: 'a' }, { key: 'b' }, { key: 'c' }], { ordered: false, lean: true }));
    expect(insertedDespiteDuplicates(viaMongoose)).toBe(2);
    const viaDriver = await caught(model.collection.insertMany([{ key: 'c' }, { key: 'd' }], { ordered: false }));
    expect(insertedDespiteDuplicates(viaDriver)).toBe(1);
    expect(insertFailures(viaDriver)?.failures).toEqual([{ index: 0, code: 11000 }]);
    expect(insertedDespiteDuplicates(await caught(model.create({ key: 'a' })))).toBe(0);
  });

  it('does not take another write error for a duplicate', async () => {
    const collection = connection().db!.collection<{ _id: unknown; key: string }>('keyed');
    // An array is never a valid _id.
    const error = await caught(collection.insertMany([{ _id: [1, 2], key: 'x' }, { _id: 'fresh', key: 'y' }], { ordered: false }));
    expect(error).toBeDefined();
    expect(insertedDespiteDuplicates(error)).toBeUndefined();
  });
});
