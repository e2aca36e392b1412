import type { FastifyBaseLogger } from 'fastify';
import type { mongo } from 'mongoose';
import { describe, expect, it, vi } from 'vitest';
import { DUPLICATE_KEY } from './mongo.js';
import { MIGRATION_RUNS_COLLECTION, MIGRATIONS_COLLECTION, runMigrations, type Migration } from './migrations.js';

type Doc = { _id: string } & Record<string, unknown>;
type IdFilter = { _id: string | { $gte: string; $lt: string } };

/** Another connection's round trip: concurrent runners interleave between every call. */
const roundTrip = () => new Promise((resolve) => setTimeout(resolve, 1));

/**
 * The few driver calls the runner makes, on documents in memory: a unique `_id` (11000 on a
 * second insert), finds by `_id` or an `_id` range, `$set` by `_id`.
 */
class FakeCollection {
  readonly docs = new Map<string, Doc>();
  failUpdates = false;

  private matching(filter: IdFilter): Doc[] {
    const { _id } = filter;
    return [...this.docs.values()].filter((doc) => (typeof _id === 'string' ? doc._id === _id : doc._id >= _id.$gte && doc._id < _id.$lt));
  }

  async findOne(filter: IdFilter) {
    await roundTrip();
    return this.matching(filter)[0] ?? null;
  }

  async insertOne(doc: Doc) {
    await roundTrip();
    if (this.docs.has(doc._id)) throw Object.assign(new Error('E11000 duplicate key'), { code: DUPLICATE_KEY });
    this.docs.set(doc._id, structuredClone(doc));
  }

  async updateOne(filter: { _id: string }, update: { $set: Record<string, unknown> }) {
    await roundTrip();
    if (this.failUpdates) throw new Error('connection lost');
    const doc = this.docs.get(filter._id);
    if (doc) Object.assign(doc, update.$set);
  }

  find(filter: IdFilter) {
    let rows = this.matching(filter);
    const cursor = {
      sort: (order: { _id: 1 | -1 }) => {
        rows = rows.sort((a, b) => (a._id < b._id ? -order._id : a._id > b._id ? order._id : 0));
        return cursor;
      },
      limit: (n: number) => {
        rows = rows.slice(0, n);
        return cursor;
      },
      toArray: async () => {
        await roundTrip();
        return rows.map((row) => structuredClone(row));
      },
    };
    return cursor;
  }
}

class FakeDb {
  readonly collections = new Map<string, FakeCollection>();

  collection(name: string): FakeCollection {
    if (!this.collections.has(name)) this.collections.set(name, new FakeCollection());
    return this.collections.get(name)!;
  }

  async createCollection(name: string) {
    await roundTrip();
    if (this.collections.has(name)) throw Object.assign(new Error('collection already exists'), { code: 48 });
    this.collection(name);
  }

  listCollections({ name }: { name: string }) {
    return { toArray: async () => (this.collections.has(name) ? [{ name }] : []) };
  }

  get applied() {
    return this.collection(MIGRATIONS_COLLECTION).docs;
  }

  get runs() {
    return this.collection(MIGRATION_RUNS_COLLECTION).docs;
  }
}

const log = { info: () => undefined, warn: () => undefined } as unknown as FastifyBaseLogger;
const quick = { log, leaseMs: 90, pollMs: 5 };
const run = (db: FakeDb, migrations: readonly Migration[], options: Partial<typeof quick> & { holder?: string } = {}) =>
  runMigrations(db as unknown as mongo.Db, migrations, { ...quick, ...options });

/** A migration that counts its runs and takes `ms` doing it. */
function counted(id: string, ms = 0) {
  const up = vi.fn(async () => {
    await new Promise((resolve) => setTimeout(resolve, ms));
  });
  return { id, up } satisfies Migration;
}

describe('runMigrations', () => {
  it('asks the database nothing when there are no migrations', async () => {
    const db = new FakeDb();
    expect(await run(db, [])).toEqual([]);
    expect(db.collections.size).toBe(0);
  });

  it('applies each migration once, in order, and records it; a later start applies nothing', async () => {
    const db = new FakeDb();
    const order: string[] = [];
    const migrations = ['001-first', '002-second'].map((id) => ({ id, up: vi.fn(async () => void order.push(id)) }));
    expect(await run(db, migrations)).toEqual(['001-first', '002-second']);
    expect(order).toEqual(['001-first', '002-second']);
    expect([...db.applied.keys()]).toEqual(['001-first', '002-second']);
    expect(await run(db, migrations)).toEqual([]);
    for (const migration of migrations) expect(migration.up).toHaveBeenCalledOnce();
  });

  it('runs a migration on one of several instances starting at once; the others wait until it is applied', async () => {
    const db = new FakeDb();
    // Longer than the lease: the holder keeps it by renewing, so nobody takes over.
    const slow = counted('001-slow', 250);
    const finished: boolean[] = [];
    const results = await Promise.all(
      ['a', 'b', 'c'].map((holder) =>
        run(db, [slow], { holder }).then((applied) => {
          finished.push(db.applied.has('001-slow'));
          return applied;
        }),
      ),
    );
    expect(slow.up).toHaveBeenCalledOnce();
    expect(results.flat()).toEqual(['001-slow']);
    expect(finished).toEqual([true, true, true]);
    expect([...db.runs.keys()]).toEqual(['001-slow#000001']);
  });

  it('takes over an attempt whose holder stopped renewing it (the instance died)', async () => {
    const db = new FakeDb();
    const long = new Date(Date.now() - 60_000);
    db.runs.set('001-fill#000001', { _id: '001-fill#000001', migration: '001-fill', attempt: 1, holder: 'dead', startedAt: long, renewedAt: long });
    const fill = counted('001-fill');
    expect(await run(db, [fill])).toEqual(['001-fill']);
    expect(fill.up).toHaveBeenCalledOnce();
    expect(db.runs.has('001-fill#000002')).toBe(true);
    expect(db.applied.get('001-fill')).toMatchObject({ attempt: 2 });
  });

  it('fails the start when a migration throws, marks the attempt failed, and the next start tries again at once', async () => {
    const db = new FakeDb();
    const up = vi.fn(async () => {
      if (up.mock.calls.length === 1) throw new Error('bad row');
    });
    const flaky = { id: '001-flaky', up };
    await expect(run(db, [flaky])).rejects.toThrow('migration 001-flaky failed');
    expect(db.runs.get('001-flaky#000001')).toMatchObject({ failedAt: expect.any(Date), error: 'Error: bad row' });
    expect(db.applied.size).toBe(0);
    expect(await run(db, [flaky], { leaseMs: 60_000 })).toEqual(['001-flaky']);
    expect(up).toHaveBeenCalledTimes(2);
  });

  it('tells a migration to stop once its claim could not be renewed for a whole lease', async () => {
    const db = new FakeDb();
    let aborted = false;
    const patient: Migration = {
      id: '001-patient',
      up: async ({ signal }) => {
        db.collection(MIGRATION_RUNS_COLLECTION).failUpdates = true;
        await new Promise<void>((resolve) => signal.addEventListener('abort', () => resolve()));
        aborted = signal.aborted;
      },
    };
    await run(db, [patient]);
    expect(aborted).toBe(true);
  });

  it('refuses ids it cannot store as they are, and an id listed twice', async () => {
    const db = new FakeDb();
    await expect(run(db, [counted('has space')])).rejects.toThrow('letters, digits');
    await expect(run(db, [counted('a#1')])).rejects.toThrow('letters, digits');
    await expect(run(db, [counted('001-x'), counted('001-x')])).rejects.toThrow('listed twice');
    expect(db.collections.size).toBe(0);
  });
});
