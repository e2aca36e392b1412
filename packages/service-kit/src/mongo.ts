import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import mongoose, { type Connection } from 'mongoose';

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
      serverSelectionTimeoutMS: 10_000,
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

/** MongoDB's (and FerretDB's) duplicate-key error. */
export function isDuplicateKeyError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && (error as { code: unknown }).code === 11000;
}
