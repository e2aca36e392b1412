// A database of its own on the test engine for one test file: made before its tests, dropped after.
import { randomUUID } from 'node:crypto';
import mongoose, { type Connection } from 'mongoose';
import { afterAll, beforeAll, inject } from 'vitest';

/** Call at a file's top level; the answer gives the connection once the file's tests run. */
export function scratchDatabase(name: string): () => Connection {
  let connection: Connection | undefined;
  beforeAll(async () => {
    connection = await mongoose.createConnection(inject('mongoUrl'), { dbName: `test-${name}-${randomUUID()}`, autoIndex: false, autoCreate: false }).asPromise();
  });
  afterAll(async () => {
    await connection?.dropDatabase();
    await connection?.close();
  });
  return () => {
    if (!connection) throw new Error('the scratch database is made before the tests run, not at import');
    return connection;
  };
}
