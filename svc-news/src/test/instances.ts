import { randomUUID } from 'node:crypto';
import { build, type TestApp } from './helper.js';

/**
 * Two svc-news instances on one database and one NATS, as behind a load balancer: they verify the
 * same sessions (the first one's `keys`) and share the durable consumers. The first one's close
 * drops the database, so close the second first.
 */
export async function twoInstances(env: Record<string, string> = {}): Promise<[TestApp, TestApp]> {
  const a = await build({ MONGO_DB: `test-news-${randomUUID()}`, ...env });
  try {
    const b = await build({ ...env, MONGO_DB: a.config.MONGO_DB, CONSUMER_PREFIX: a.config.CONSUMER_PREFIX, JWT_PUBLIC_KEY: a.keys.publicKey });
    return [a, { ...b, keys: a.keys, close: () => b.app.close() }];
  } catch (error) {
    await a.close();
    throw error;
  }
}
