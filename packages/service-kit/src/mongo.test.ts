import type { Model } from 'mongoose';
import { describe, expect, it, vi } from 'vitest';
import { ensureCollection, insertedDespiteDuplicates, insertFailures } from './mongo.js';

/** A model whose createCollection fails as told, on a database that does or does not list the collection. */
function modelWhere(createFails: Error | undefined, listed: boolean) {
  const createIndexes = vi.fn(async () => undefined);
  const model = {
    createCollection: vi.fn(async () => {
      if (createFails) throw createFails;
    }),
    createIndexes,
    collection: { collectionName: 'things' },
    db: { db: { listCollections: () => ({ toArray: async () => (listed ? [{ name: 'things' }] : []) }) } },
  };
  return { model: model as unknown as Model<unknown>, createIndexes };
}

describe('ensureCollection', () => {
  it('creates the collection, then its indexes', async () => {
    const { model, createIndexes } = modelWhere(undefined, true);
    await ensureCollection(model);
    expect(createIndexes).toHaveBeenCalledOnce();
  });

  it('goes on when the creation failed but the collection is there (another instance made it meanwhile)', async () => {
    const { model, createIndexes } = modelWhere(new Error('collection already exists'), true);
    await ensureCollection(model);
    expect(createIndexes).toHaveBeenCalledOnce();
  });

  it('throws when the creation failed and there is no collection (it was swallowed before)', async () => {
    const { model, createIndexes } = modelWhere(new Error('connection refused'), false);
    await expect(ensureCollection(model)).rejects.toThrow('connection refused');
    expect(createIndexes).not.toHaveBeenCalled();
  });
});

describe('insertFailures and insertedDespiteDuplicates', () => {
  const duplicate = (index: number) => ({ index, code: 11000 });

  it('read mongoose’s insertMany (writeErrors, insertedDocs)', () => {
    const error = { writeErrors: [duplicate(1), duplicate(3)], insertedDocs: [{}, {}] };
    expect(insertFailures(error)).toEqual({ failures: [duplicate(1), duplicate(3)], inserted: 2 });
    expect(insertedDespiteDuplicates(error)).toBe(2);
  });

  it('read the driver’s MongoBulkWriteError (codes inside err, the count in result) and a lone write error as an object', () => {
    expect(insertedDespiteDuplicates({ name: 'MongoBulkWriteError', writeErrors: [{ err: { index: 0, code: 11000 } }], result: { insertedCount: 4 } })).toBe(4);
    expect(insertFailures({ writeErrors: { index: 2, code: 11000 } })?.failures).toEqual([duplicate(2)]);
  });

  it('take a single insert’s 11000 for one duplicate that stored nothing', () => {
    expect(insertedDespiteDuplicates({ code: 11000 })).toBe(0);
  });

  it('refuse anything but duplicates: another write error, a connection error, a write-concern failure with no write error', () => {
    expect(insertedDespiteDuplicates({ writeErrors: [duplicate(0), { index: 1, code: 2 }], insertedDocs: [] })).toBeUndefined();
    expect(insertedDespiteDuplicates(new Error('connection closed'))).toBeUndefined();
    expect(insertedDespiteDuplicates({ code: 64, writeErrors: [] })).toBeUndefined();
    expect(insertedDespiteDuplicates(undefined)).toBeUndefined();
  });
});
