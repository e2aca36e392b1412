// After a chaos run: is every write the gateway answered 2xx stored exactly once, has every read
// reached svc-news' projection, and has it left the reader's feed?
import type { MongoClient } from 'mongodb';
import type { AckedWrite } from './chaos-load.js';

export interface StoreFigures {
  stored: number;
  duplicates: number;
  lost: number;
  /** Acknowledged 'read' engagements, and how many of them svc-news' projection holds. */
  reads: number;
  projected: number;
  /** Read articles that a reader's feed still offered. */
  readInFeed: number;
  /** The first few lost or doubled writes, to start looking from. */
  examples: string[];
}

/** How long the outboxes and consumers get to catch up after the last fault. */
const SETTLE_MS = 60_000;

/** How soon a write on one svc-news instance must show in a feed read on another (issue 12). */
const CACHE_SYNC_MS = 1_000;

type Counts = Map<string, number>;

async function counts(client: MongoClient, db: string, collection: string, key: (doc: Record<string, unknown>) => string, filter = {}): Promise<Counts> {
  const map: Counts = new Map();
  for await (const doc of client.db(db).collection(collection).find(filter)) {
    const k = key(doc);
    map.set(k, (map.get(k) ?? 0) + 1);
  }
  return map;
}

const pair = (doc: { userId?: unknown; newsId?: unknown }) => `${String(doc.userId)} ${String(doc.newsId)}`;

export async function verifyStored(client: MongoClient, url: string, acked: readonly AckedWrite[]): Promise<StoreFigures> {
  const reads = acked.filter((write) => write.kind === 'engagement');
  // svc-news learns of reads from events: wait (bounded) until its projection has them all.
  const deadline = Date.now() + SETTLE_MS;
  let seen: Counts = new Map();
  do {
    seen = await counts(client, 'tidings-news', 'user_seen', pair, { kind: 'read' });
    if (reads.every((write) => seen.has(pair(write)))) break;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  } while (Date.now() < deadline);

  // Events are stored from the intake stream after their 2xx: wait (bounded) until the consumer has drained it.
  const eventIds = acked.filter((write) => write.kind === 'event').map((write) => write.eventId!);
  while (Date.now() < deadline && (await client.db('tidings-tracking').collection('tracking_events').countDocuments({ eventId: { $in: eventIds } })) < eventIds.length) {
    await new Promise((resolve) => setTimeout(resolve, 500));
  }

  const [events, engagements, readArticles, bookmarks] = await Promise.all([
    counts(client, 'tidings-tracking', 'tracking_events', (doc) => String(doc.eventId)),
    counts(client, 'tidings-tracking', 'article_engagement', pair),
    counts(client, 'tidings-tracking', 'read_articles', pair),
    counts(client, 'tidings-news', 'bookmarks', pair),
  ]);
  let stored = 0;
  let duplicates = 0;
  let lost = 0;
  const examples: string[] = [];
  for (const write of acked) {
    const found =
      write.kind === 'event'
        ? [events.get(write.eventId!) ?? 0]
        : write.kind === 'bookmark'
          ? [bookmarks.get(pair(write)) ?? 0]
          : [engagements.get(pair(write)) ?? 0, readArticles.get(pair(write)) ?? 0];
    const example = `${write.kind} ${pair(write)}${write.eventId ? ` ${write.eventId}` : ''}: found ${found.join('/')}, answered ${write.answer ?? '?'}`;
    if (found.some((n) => n === 0)) lost++;
    else if (found.some((n) => n > 1)) duplicates++;
    else stored++;
    if (found.some((n) => n !== 1) && examples.length < 10) examples.push(example);
  }

  // Each reader's feed, as the app asks for it: none of what they read may come back. The read may
  // be stored by one svc-news instance and the feed served by the other, which learns of it within
  // 1 s (its cache-sync broadcast, issue 12): the feeds are asked once that second has passed.
  await new Promise((resolve) => setTimeout(resolve, CACHE_SYNC_MS));
  let readInFeed = 0;
  const readers = new Map<string, { cookie: string; read: Set<string> }>();
  for (const write of reads) {
    const reader = readers.get(write.userId) ?? { cookie: write.cookie, read: new Set<string>() };
    reader.read.add(write.newsId);
    readers.set(write.userId, reader);
  }
  for (const { cookie, read } of readers.values()) {
    const response = await fetch(`${url}/api/news/filtered?limit=50`, { headers: { cookie } });
    if (!response.ok) throw new Error(`the feed answered ${response.status}: ${await response.text()}`);
    const feed = (await response.json()) as Array<{ id: string }>;
    readInFeed += feed.filter((article) => read.has(article.id)).length;
  }
  return { stored, duplicates, lost, reads: reads.length, projected: reads.filter((write) => seen.has(pair(write))).length, readInFeed, examples };
}
