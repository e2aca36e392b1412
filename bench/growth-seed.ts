// The data of `npm run bench -- growth`: N tracking events over USERS users, with the other
// per-user rows in proportion (engagement N/10, seen history N/10, reads N/20, sessions N/50,
// reading days N/100, bookmarks N/100), written straight into the services' databases with the
// driver — big unordered insertMany batches, several in flight — shaped as the repositories store
// them (svc-tracking/src/events/event-repository.ts, engagement/, reading/, sessions/ and
// svc-news/src/bookmarks/bookmark-repository.ts). The probe users (registered through the API) hold
// a fixed share at every size; the other users share the rest evenly. Rows are laid out as the
// product would store them: round after round over the users (a user's rows spread through the
// whole collection), their times rising over the last 90 days in insertion order.
import { randomUUID } from 'node:crypto';
import { ObjectId, type Document, type MongoClient } from 'mongodb';

export const TRACKING_DB = 'tidings-tracking';
export const NEWS_DB = 'tidings-news';

/** The per-user collections: where each lives and how many rows it holds per tracking event. */
export const KINDS = {
  events: { db: TRACKING_DB, collection: 'tracking_events', perEvent: 1 },
  engagement: { db: TRACKING_DB, collection: 'article_engagement', perEvent: 1 / 10 },
  reads: { db: TRACKING_DB, collection: 'read_articles', perEvent: 1 / 20 },
  readingDays: { db: TRACKING_DB, collection: 'reading_days', perEvent: 1 / 100 },
  sessions: { db: TRACKING_DB, collection: 'sessions', perEvent: 1 / 50 },
  seenHistory: { db: TRACKING_DB, collection: 'seen_history', perEvent: 1 / 10 },
  bookmarks: { db: NEWS_DB, collection: 'bookmarks', perEvent: 1 / 100 },
} as const;
export type Kind = keyof typeof KINDS;
export type Counts = Record<Kind, number>;
export const KIND_NAMES = Object.keys(KINDS) as Kind[];

/** Documents per insertMany, and insertMany calls in flight at once. */
const BATCH = 5_000;
const IN_FLIGHT = 4;
const DAY_MS = 86_400_000;
/** The rows' times spread over this span, ending now (well inside the events' retention). */
const SPAN_MS = 90 * DAY_MS;
const EVENT_TYPES = ['card_view', 'card_swipe', 'scroll', 'touch', 'article_open'];

const countsOf = (count: (kind: Kind) => number): Counts => Object.fromEntries(KIND_NAMES.map((kind) => [kind, count(kind)])) as Counts;

/** Rows of each kind for `events` tracking events. */
export const totalsFor = (events: number): Counts => countsOf((kind) => Math.round(events * KINDS[kind].perEvent));

/** A probe user's rows: the average share of `events` over `users`, at least one of each kind. */
export const shareOf = (events: number, users: number): Counts => countsOf((kind) => Math.max(1, Math.round((events * KINDS[kind].perEvent) / users)));

/** Each user's rows of one kind: the probes (first) their share, the others the rest evenly. */
function quotas(total: number, users: number, probes: number, probeShare: number): number[] {
  const others = users - probes;
  const rest = Math.max(0, total - probes * probeShare);
  const base = Math.floor(rest / others);
  return Array.from({ length: users }, (_, u) => (u < probes ? probeShare : base + (u - probes < rest % others ? 1 : 0)));
}

/** Round after round over the users: [user, that user's row number]. */
function* owners(quota: readonly number[]): Generator<[number, number]> {
  const rounds = Math.max(0, ...quota);
  for (let k = 0; k < rounds; k++) for (let u = 0; u < quota.length; u++) if (quota[u]! > k) yield [u, k];
}

const hex = (value: number, width: number) => value.toString(16).padStart(width, '0');
/** A UUID-shaped session id (36 characters, as the API takes them), unique per user and number. */
const sessionIdOf = (u: number, s: number) => `${hex(u, 8)}-0000-4000-8000-${hex(s, 12)}`;
const dayOf = (date: Date) => date.toISOString().slice(0, 10);

interface Row {
  userId: string;
  u: number;
  /** The user's row number in this kind. */
  k: number;
  /** When the row was stored. */
  at: Date;
  /** One of the user's sessions. */
  sessionId: string;
  /** An article for the user's row k, distinct per k (a real one while they last). */
  newsId: string;
}

/** Each kind's document, as its repository stores it. */
const DOCUMENTS: Record<Kind, (row: Row) => Document> = {
  events: ({ userId, k, at, sessionId, newsId }) => ({
    eventId: randomUUID(),
    userId,
    sessionId,
    storyId: newsId,
    eventType: EVENT_TYPES[k % EVENT_TYPES.length],
    eventData: { position: k % 30, feed: 'for-you', velocity: k % 20 },
    ts: new Date(at.getTime() - 1000),
    createdAt: at,
  }),
  engagement: ({ userId, k, at, sessionId, newsId }) => {
    const engagementType = k % 3 === 0 ? 'read' : 'viewed';
    return {
      userId,
      newsId,
      sessionId,
      engagementType,
      viewedAt: at,
      readAt: engagementType === 'read' ? at : null,
      timeSpentMs: (k % 90) * 1000,
      lastPost: { engagementType, sessionId, at },
      createdAt: at,
      updatedAt: at,
    };
  },
  reads: ({ userId, k, at, newsId }) => ({ userId, newsId, readAt: at, timeSpentSeconds: 20 + (k % 200), lastAccessedAt: at, lastReadDay: dayOf(at) }),
  // One row per user and day: the user's k-th reading day is k days ago.
  readingDays: ({ userId, k, at }) => ({ userId, day: dayOf(new Date(Date.now() - k * DAY_MS)), timeZone: 'Europe/London', createdAt: at }),
  sessions: ({ userId, u, k, at }) => ({
    sessionId: sessionIdOf(u, k),
    userId,
    platform: 'web',
    isActive: false,
    sessionStartTs: at,
    sessionEndTs: new Date(at.getTime() + 600_000),
    lastActivityAt: at,
    createdAt: at,
    updatedAt: at,
  }),
  seenHistory: ({ userId, k, at, sessionId, newsId }) => ({
    userId,
    sessionId,
    storyId: newsId,
    clusterId: null,
    publishedAt: null,
    engagementOutcome: k % 3 === 0 ? 'read' : 'viewed',
    dwellMs: (k % 60) * 500,
    scrollDepth: null,
    opened: k % 3 === 0,
    saved: false,
    reacted: false,
    ts: at,
    createdAt: at,
  }),
  bookmarks: ({ userId, at, newsId }) => ({ userId, newsId, createdAt: at }),
};

export interface SeedPlan {
  /** Tracking events in all. */
  events: number;
  /** Every user's id, the probes first. */
  userIds: readonly string[];
  probes: number;
  probeShare: Counts;
  /** Real article ids (the starter corpus): events, engagement, reads and bookmarks name them. */
  articleIds: readonly string[];
}

/** Ids for `count` users who never signed in (as svc-auth makes them: ObjectId strings). */
export const syntheticUserIds = (count: number): string[] => Array.from({ length: count }, () => new ObjectId().toHexString());

/** Each kind's documents, in batches of `size`. */
function* batches(plan: SeedPlan, size: number): Generator<{ kind: Kind; docs: Document[] }> {
  const totals = totalsFor(plan.events);
  const users = plan.userIds.length;
  const sessions = quotas(totals.sessions, users, plan.probes, plan.probeShare.sessions);
  const start = Date.now() - SPAN_MS;
  // A distinct article for each of a user's rows: real ones first (offset per user), then made-up ids.
  const newsIdOf = (u: number, k: number) => (k < plan.articleIds.length ? plan.articleIds[(u * 7 + k) % plan.articleIds.length]! : hex(u, 12) + hex(k, 12));
  for (const kind of KIND_NAMES) {
    const quota = quotas(totals[kind], users, plan.probes, plan.probeShare[kind]);
    const total = quota.reduce((sum, n) => sum + n, 0);
    let docs: Document[] = [];
    let i = 0;
    for (const [u, k] of owners(quota)) {
      const at = new Date(start + (i++ / total) * SPAN_MS);
      const sessionId = sessionIdOf(u, k % Math.max(1, sessions[u]!));
      docs.push(DOCUMENTS[kind]({ userId: plan.userIds[u]!, u, k, at, sessionId, newsId: newsIdOf(u, k) }));
      if (docs.length === size) {
        yield { kind, docs };
        docs = [];
      }
    }
    if (docs.length) yield { kind, docs };
  }
}

/** Seeds every kind, `inFlight` unordered insertMany calls at once; answers the rows stored per kind. */
export async function seed(mongo: MongoClient, plan: SeedPlan, { batch = BATCH, inFlight = IN_FLIGHT } = {}): Promise<Counts> {
  const stored = countsOf(() => 0);
  const queue = batches(plan, batch);
  await Promise.all(
    Array.from({ length: inFlight }, async () => {
      // Each worker takes the next batch when its insert is done (generators run one caller at a time).
      for (let next = queue.next(); !next.done; next = queue.next()) {
        const { kind, docs } = next.value;
        const { insertedCount } = await mongo.db(KINDS[kind].db).collection(KINDS[kind].collection).insertMany(docs, { ordered: false });
        stored[kind] += insertedCount;
      }
    }),
  );
  return stored;
}

/** Each seeded collection with its indexes' names, for the bench's log. */
export async function indexNames(mongo: MongoClient): Promise<string> {
  const names = await Promise.all(
    KIND_NAMES.map(async (kind) => `${KINDS[kind].collection} [${(await mongo.db(KINDS[kind].db).collection(KINDS[kind].collection).listIndexes().toArray()).map((index) => String(index.name)).join(', ')}]`),
  );
  return names.join('; ');
}
