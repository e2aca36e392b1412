import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { PublicUser } from '@tidings/contracts/user';

// The device's copy of what a signed-in reader saw, for reading offline. One database per origin:
// `answers` holds GET answers by user and path (a user's rows go with their logout), `device`
// holds the last known user, so a reload without a network is not a sign-out.

export const OFFLINE_DB_NAME = 'tidings-offline';
const VERSION = 1;

export interface SavedAnswer {
  userId: string;
  path: string;
  /** The article this answer belongs to, for keeping or dropping an article with its insights. */
  articleId?: string;
  savedAt: number;
  body: unknown;
}

interface OfflineSchema extends DBSchema {
  answers: { key: [string, string]; value: SavedAnswer; indexes: { byUser: string } };
  device: { key: 'lastUser'; value: PublicUser };
}

let database: Promise<IDBPDatabase<OfflineSchema>> | null = null;

export function offlineDb(): Promise<IDBPDatabase<OfflineSchema>> {
  database ??= openDB<OfflineSchema>(OFFLINE_DB_NAME, VERSION, {
    upgrade(db) {
      const answers = db.createObjectStore('answers', { keyPath: ['userId', 'path'] });
      answers.createIndex('byUser', 'userId');
      db.createObjectStore('device');
    },
    // Another tab with a newer version wants the database: let it, and reopen on next use.
    blocking() {
      void database?.then((db) => db.close());
      database = null;
    },
  });
  // A browser without IndexedDB (some private modes): forget the failure, callers degrade.
  database.catch(() => {
    database = null;
  });
  return database;
}

/** Tests only: drop the open connection so the next test starts from a fresh database. */
export async function closeOfflineDbForTest(): Promise<void> {
  const open = database;
  database = null;
  if (open) (await open).close();
}
