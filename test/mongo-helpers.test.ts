// service-kit's collection and bulk-insert helpers against the real engine (FerretDB by default,
// MongoDB with MONGO_URL): what they rely on is the server's own behaviour and error shapes.
import { randomUUID } from 'node:crypto';
import mongoose, { Schema, type Connection } from 'mongoose';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ensureCollection } from '@tidings/service-kit/mongo';

let connection: Connection;

beforeAll(async () => {
  connection = await mongoose.createConnection(inject('mongoUrl'), { dbName: `test-mongo-helpers-${randomUUID()}`, autoIndex: false, autoCreate: false }).asPromise();
});

afterAll(async () => {
  await connection.dropDatabase();
  await connection.close();
});

const thingSchema = () => {
  const schema = new Schema({ key: { type: String, required: true } }, { versionKey: false });
  schema.index({ key: 1 }, { unique: true, name: 'key_unique' });
  return schema;
};

describe('ensureCollection', () => {
  it('makes the collection and its indexes once, however many instances start at the same moment', async () => {
    const models = Array.from({ length: 6 }, (_, i) => connection.model(`Thing${i}`, thingSchema(), 'things'));
    await Promise.all(models.map((model) => ensureCollection(model)));
    await ensureCollection(models[0]!);
    const names = (await connection.db!.listCollections({ name: 'things' }).toArray()).map((info) => info.name);
    expect(names).toEqual(['things']);
    const indexes = await connection.db!.collection('things').indexes();
    expect(indexes.map((index) => index.name)).toContain('key_unique');
  });
});
