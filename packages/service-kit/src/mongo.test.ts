import type { Model } from 'mongoose';
import { describe, expect, it, vi } from 'vitest';
import { ensureCollection } from './mongo.js';

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

  it('leaves the indexes to the caller when asked', async () => {
    const { model, createIndexes } = modelWhere(undefined, true);
    await ensureCollection(model, { indexes: false });
    expect(createIndexes).not.toHaveBeenCalled();
  });
});
