import { randomUUID } from 'node:crypto';
import mongoose from 'mongoose';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { SeenStore } from './seen-store.js';

// The seen cache's gaps between instances (feed-instances.test.ts covers the notes themselves):
// what it learns while it primes, and a resync that comes while a catch-up is under way.
describe('SeenStore: the cached seen sets miss nothing another instance wrote', () => {
  const connection = mongoose.createConnection(inject('mongoUrl'), { dbName: `test-news-seen-${randomUUID()}` });
  const rows = () => connection.collection('user_seen');
  beforeAll(() => connection.asPromise());
  afterAll(async () => {
    await connection.dropDatabase();
    await connection.close();
  });

  it("keeps what it learns while its priming read runs: that read may have begun before the other instance's row", async () => {
    const store = new SeenStore(connection);
    await store.init();
    await rows().insertOne({ userId: 'ann', newsId: 'n1', kind: 'read', at: new Date(), createdAt: new Date() });
    const priming = store.prime();
    // A note from another instance, for a user the priming read has no row of.
    store.learn('bo', ['n2']);
    await priming;
    expect([...(await store.seenIds('bo'))]).toEqual(['n2']);
    expect([...(await store.seenIds('ann'))]).toEqual(['n1']);
  });

  it("tells its change listeners of reads, not of the views it records (another instance's note may be either: it tells)", async () => {
    const store = new SeenStore(connection);
    await store.init();
    const changed: Array<string | null> = [];
    store.onChange((userId) => changed.push(userId));
    await store.record('eve', ['n5'], 'viewed');
    expect(changed).toEqual([]);
    await store.record('eve', ['n5'], 'read');
    store.learn('fay', ['n6']);
    expect(changed).toEqual(['eve', 'fay']);
  });

  it('a resync that comes while a catch-up is under way waits for one begun after it', async () => {
    const store = new SeenStore(connection);
    await store.init();
    await store.prime();
    // The next catch-up reads its rows at once but answers only once released.
    const model = connection.model('UserSeen');
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const find = model.find.bind(model);
    vi.spyOn(model, 'find').mockImplementationOnce(((...args: Parameters<typeof find>) => {
      const query = find(...args);
      const exec = query.exec.bind(query);
      const read = exec();
      query.exec = (async () => {
        const found = await read;
        await released;
        return found;
      }) as typeof query.exec;
      return query;
    }) as typeof model.find);
    store.catchUpSoon();
    const first = store.seenIds('cy');
    await new Promise((resolve) => setTimeout(resolve, 50));
    // Another instance writes a row, and its note is lost: a resync comes while that catch-up runs.
    await rows().insertOne({ userId: 'cy', newsId: 'n3', kind: 'read', at: new Date(), createdAt: new Date() });
    store.catchUpSoon();
    const second = store.seenIds('cy');
    release();
    expect([...(await second)]).toEqual(['n3']);
    await first;
  });
});
