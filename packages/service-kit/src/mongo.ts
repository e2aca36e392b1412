import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import mongoose, { type Connection, type Model } from 'mongoose';

declare module 'fastify' {
  interface FastifyInstance {
    /** This service's own database; no service opens another's. */
    db: Connection;
  }
}

export interface MongoOptions {
  url: string;
  dbName: string;
}

/**
 * Connects mongoose to the service's database and closes it on shutdown. The same code runs on
 * MongoDB and on FerretDB v1 (SQLite), so models keep to what both support (see architecture.md).
 */
export const mongoPlugin = fp<MongoOptions>(
  async (app: FastifyInstance, options) => {
    const connection = mongoose.createConnection(options.url, {
      dbName: options.dbName,
      // A call that finds the database gone waits this long for it (a read in flight is retried
      // once after it), and must still answer 503 before the gateway gives up at 15 s with a 504.
      serverSelectionTimeoutMS: 6_000,
      // Indexes are created explicitly by each repository's `init`, and awaited, before listening.
      autoIndex: false,
      autoCreate: false,
    });
    await connection.asPromise();
    app.log.info({ dbName: options.dbName }, 'database connected');
    app.decorate('db', connection);
    app.addHook('onClose', async () => {
      await connection.close();
    });
  },
  { name: 'tidings-mongo' },
);

/**
 * Creates the model's collection (autoCreate is off) unless it exists, then its schema's indexes;
 * each repository awaits this in its `init`, before the service listens. An instance that finds
 * another creating the same collection at that moment goes on; any other failure (the database
 * unreachable) throws rather than surfacing later as a missing collection.
 */
export async function ensureCollection<T>(model: Model<T>): Promise<void> {
  try {
    // Mongoose already ignores "namespace exists" (48).
    await model.createCollection();
  } catch (error) {
    if (!(await collectionExists(model))) throw error;
  }
  await model.createIndexes();
}

async function collectionExists<T>(model: Model<T>): Promise<boolean> {
  const found = await model.db.db?.listCollections({ name: model.collection.collectionName }, { nameOnly: true }).toArray();
  return (found?.length ?? 0) > 0;
}

export async function pingDatabase(connection: Connection): Promise<boolean> {
  try {
    const db = connection.db;
    if (!db || connection.readyState !== 1) return false;
    await db.admin().command({ ping: 1 });
    return true;
  } catch {
    return false;
  }
}

/** MongoDB's (and FerretDB's) code for a write refused by a unique index. */
export const DUPLICATE_KEY = 11000;

/** MongoDB's (and FerretDB's) duplicate-key error. */
export function isDuplicateKeyError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && (error as { code: unknown }).code === DUPLICATE_KEY;
}

/** One document an insert could not store: its position in the batch and the server's code. */
export interface InsertFailure {
  index?: number;
  code?: number;
}

interface RawWriteError {
  index?: number;
  code?: number;
  err?: { index?: number; code?: number };
}

/**
 * The one reading of a failed (unordered) insert: which documents failed, with their codes, and
 * how many were stored. Mongoose's insertMany and the driver's report it in different fields, an
 * older driver gives a lone write error as an object, and a single insert throws a plain 11000.
 * undefined: not a write failure at all (a lost connection, a timeout).
 */
export function insertFailures(error: unknown): { failures: InsertFailure[]; inserted: number } | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const bulk = error as { code?: unknown; writeErrors?: RawWriteError | RawWriteError[]; insertedDocs?: unknown[]; result?: { insertedCount?: number } };
  const raw = bulk.writeErrors === undefined ? (bulk.code === DUPLICATE_KEY ? [{ code: DUPLICATE_KEY }] : undefined) : [bulk.writeErrors].flat();
  if (!raw || raw.length === 0) return undefined;
  return {
    failures: raw.map((writeError) => ({ index: writeError.index ?? writeError.err?.index, code: writeError.code ?? writeError.err?.code })),
    inserted: bulk.insertedDocs?.length ?? bulk.result?.insertedCount ?? 0,
  };
}

/**
 * How many documents an insert stored when every failure was a duplicate key — what an
 * idempotent write expects from redeliveries and races; undefined when anything else failed.
 */
export function insertedDespiteDuplicates(error: unknown): number | undefined {
  const failed = insertFailures(error);
  return failed?.failures.every((failure) => failure.code === DUPLICATE_KEY) ? failed.inserted : undefined;
}

/**
 * A claim settled by a unique key: runs the insert and answers true when it stored the document,
 * false when another writer's document already holds the key (leases, budget slots, migrations).
 */
export async function claimByInsert(insert: () => Promise<unknown>): Promise<boolean> {
  try {
    await insert();
    return true;
  } catch (error) {
    if (isDuplicateKeyError(error) || insertedDespiteDuplicates(error) !== undefined) return false;
    throw error;
  }
}
