import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import mongoose from 'mongoose';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { runMigrations, type Migration } from '@tidings/service-kit/migrations';

const log = { info: () => undefined, warn: () => undefined } as unknown as FastifyBaseLogger;

// service-kit's migrations.test.ts covers the decisions; this runs them on the test engine, where
// the unique insert, the `_id` range read and the implicit collections must behave alike.
describe('migrations on the database engine', () => {
  const database = `test-news-migrations-${randomUUID()}`;
  const connections = Array.from({ length: 3 }, () => mongoose.createConnection(inject('mongoUrl'), { dbName: database }));
  afterAll(async () => {
    await connections[0]!.dropDatabase();
    await Promise.all(connections.map((connection) => connection.close()));
  });

  it('applies a migration once when three instances start on the same database at once, and not again', async () => {
    await Promise.all(connections.map((connection) => connection.asPromise()));
    let runs = 0;
    const stamp: Migration = {
      id: '2026-01-01-stamp',
      async up({ db }) {
        runs += 1;
        await new Promise((resolve) => setTimeout(resolve, 300));
        await db.collection('stamped').insertOne({ at: new Date() });
      },
    };
    const applied = await Promise.all(connections.map((connection) => runMigrations(connection.db!, [stamp], { log, pollMs: 20 })));
    expect(applied.flat()).toEqual(['2026-01-01-stamp']);
    expect(runs).toBe(1);
    const db = connections[0]!.db!;
    expect(await db.collection('stamped').countDocuments()).toBe(1);
    expect(await db.collection('migrations').find({}).toArray()).toEqual([{ _id: '2026-01-01-stamp', appliedAt: expect.any(Date), attempt: 1 }]);
    expect(await db.collection('migration_runs').countDocuments()).toBe(1);

    expect(await runMigrations(connections[1]!.db!, [stamp], { log })).toEqual([]);
    expect(runs).toBe(1);
  });
});
