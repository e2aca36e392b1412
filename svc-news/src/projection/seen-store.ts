import { Schema, type Connection, type Model } from 'mongoose';
import { ensureCollection, insertedDespiteDuplicates, isDuplicateKeyError } from '@tidings/service-kit/mongo';

export type SeenKind = 'viewed' | 'read';

interface SeenRecord {
  userId: string;
  newsId: string;
  kind: SeenKind;
  /** When it happened (the event's time). */
  at: Date;
  /** When this instance wrote it: other instances' caches catch up from here. */
  createdAt: Date;
}

const seenSchema = new Schema<SeenRecord>(
  {
    userId: { type: String, required: true },
    newsId: { type: String, required: true },
    kind: { type: String, enum: ['viewed', 'read'], required: true },
    at: { type: Date, required: true },
    createdAt: { type: Date, required: true },
  },
  { collection: 'user_seen', versionKey: false },
);
// A view or a read is a fact per user and article: redeliveries and repeats insert nothing.
seenSchema.index({ userId: 1, newsId: 1, kind: 1 }, { unique: true, name: 'userId_newsId_kind_unique' });
// Loading and catching up a user's set.
seenSchema.index({ userId: 1, createdAt: -1 }, { name: 'userId_createdAt' });
// The catch-up: rows any instance wrote lately.
seenSchema.index({ createdAt: 1 }, { name: 'createdAt' });
// Per-article counts for virality.
seenSchema.index({ newsId: 1, kind: 1 }, { name: 'newsId_kind' });

/** Newest ids kept per user: anything older left the feed's candidate window long ago. */
export const SEEN_PER_USER_MAX = 20_000;
const CACHE_MAX_USERS = 5_000;
/** How often the cache asks the database for rows other instances wrote. */
const CATCH_UP_MS = 10_000;
/** Rows read when priming the cache at start (the newest first). */
const PRIME_MAX_ROWS = 500_000;
/** Clock skew allowed between instances when catching up. */
const CATCH_UP_SLACK_MS = 5_000;

interface CachedSet {
  ids: Set<string>;
  syncedTo: number;
  checkedAt: number;
  loading?: Promise<void>;
}

/** Sets keep insertion order: past the bound, the oldest ids go first. */
function trim(ids: Set<string>): void {
  if (ids.size <= SEEN_PER_USER_MAX) return;
  for (const id of ids) {
    ids.delete(id);
    if (ids.size <= SEEN_PER_USER_MAX) return;
  }
}

/**
 * `user_seen`: the articles each user has viewed or read (from engagement events, sync-viewed and
 * articles/read), one row per (user, article, kind), plus a bounded in-memory cache of each
 * active user's set that the feed reads: updated on every local write and caught up from rows
 * other instances wrote, at most once every CATCH_UP_MS (10 s). Those instances also broadcast
 * their rows as they write them (see cache-sync/), so the catch-up only mends a lost broadcast.
 */
export class SeenStore {
  private readonly model: Model<SeenRecord>;
  private readonly cache = new Map<string, CachedSet>();
  /** Rows created from here on (minus the slack) are read by the next catch-up. */
  private syncedTo = Date.now();
  private caughtUpAt = Date.now();
  private catchingUp: Promise<void> | null = null;
  /** Catch-ups begun, and the number of the last one that finished: a resync waits for one begun after it. */
  private catchUpsBegun = 0;
  private caughtUpThrough = 0;
  private catchUpDemanded = 0;
  /**
   * After `prime`, every user's rows are in the cache until it first evicts someone: a user not
   * in it has seen nothing yet, and needs no query of their own.
   */
  private complete = false;
  private priming: Promise<void> | null = null;
  /** Ids recorded or learnt while priming: the priming read may have begun before their rows. */
  private addedWhilePriming: Array<[string, readonly string[]]> | null = null;
  private readonly recordListeners: Array<(userId: string, newsIds: string[]) => void> = [];
  private readonly changeListeners: Array<(userId: string | null) => void> = [];

  constructor(connection: Connection) {
    this.model = connection.model<SeenRecord>('UserSeen', seenSchema);
  }

  async init(): Promise<void> {
    await ensureCollection(this.model);
  }

  /** Records the ids (deduplicated); answers the ones that were not recorded before. */
  async record(userId: string, newsIds: readonly string[], kind: SeenKind, at = new Date()): Promise<string[]> {
    const unique = [...new Set(newsIds)];
    if (unique.length === 0) return [];
    const createdAt = new Date();
    let fresh: string[];
    if (unique.length === 1) {
      try {
        await this.model.create({ userId, newsId: unique[0]!, kind, at, createdAt });
        fresh = unique;
      } catch (error) {
        if (!isDuplicateKeyError(error)) throw error;
        fresh = [];
      }
    } else {
      const already = await this.model.find({ userId, kind, newsId: { $in: unique } }, { newsId: 1 }).lean().exec();
      const known = new Set(already.map((row) => row.newsId));
      fresh = unique.filter((id) => !known.has(id));
      if (fresh.length > 0) {
        try {
          await this.model.insertMany(fresh.map((newsId) => ({ userId, newsId, kind, at, createdAt })), { ordered: false, lean: true });
        } catch (error) {
          // A concurrent writer got some of them first: they are recorded either way.
          if (insertedDespiteDuplicates(error) === undefined) throw error;
        }
      }
    }
    this.addToCache(userId, unique, kind);
    // Every id: a row found stored may be a killed instance's that died before its note.
    for (const listener of this.recordListeners) listener(userId, unique);
    return fresh;
  }

  /** Told the rows this instance records or finds recorded (the other instances' caches learn them: see cache-sync/). */
  onRecord(listener: (userId: string, newsIds: string[]) => void): void {
    this.recordListeners.push(listener);
  }

  /** Rows another instance recorded a moment ago: cached as if recorded here. */
  learn(userId: string, newsIds: readonly string[]): void {
    this.addToCache(userId, newsIds);
  }

  /** Rows may have been missed (notes lost): the next read waits for a catch-up begun after this call. */
  catchUpSoon(): void {
    this.catchUpDemanded = this.catchUpsBegun + 1;
    this.changed(null);
  }

  /**
   * Told whenever a user's reads may have changed, whichever instance wrote them (a local write, a
   * note, a catch-up); `null`: anyone's. Caches of what this set does not hold (the reads' times,
   * story/read-log.ts) drop their copy. A view this instance records or finds in a catch-up is
   * not a read and tells nothing; another instance's note does not say which, so it tells.
   */
  onChange(listener: (userId: string | null) => void): void {
    this.changeListeners.push(listener);
  }

  private changed(userId: string | null): void {
    for (const listener of this.changeListeners) listener(userId);
  }

  /** The user's reads with their times (the `{userId, newsId, kind}` index); of `newsIds` when given. */
  readsOf(userId: string, newsIds?: readonly string[]): Promise<Array<{ newsId: string; at: Date }>> {
    const filter = newsIds ? { userId, newsId: { $in: [...newsIds] }, kind: 'read' as const } : { userId, kind: 'read' as const };
    return this.model.find(filter, { _id: 0, newsId: 1, at: 1 }).limit(SEEN_PER_USER_MAX).lean<Array<{ newsId: string; at: Date }>>().exec();
  }

  /** `kind` when known: a view changes nothing the change listeners keep (reads), so it tells them nothing. */
  private addToCache(userId: string, newsIds: readonly string[], kind?: SeenKind): void {
    if (kind !== 'viewed') this.changed(userId);
    this.addedWhilePriming?.push([userId, newsIds]);
    let cached = this.cache.get(userId);
    if (!cached && this.complete) {
      // Everyone's rows are cached: this user had none until now.
      cached = { ids: new Set(), syncedTo: 0, checkedAt: Date.now() };
      this.remember(userId, cached);
    }
    if (cached) {
      for (const id of newsIds) cached.ids.add(id);
      trim(cached.ids);
    }
  }

  /**
   * The user's seen set (viewed or read). The first call per user reads their rows; after that
   * the cache answers, kept current by this instance's own writes and by one shared catch-up
   * query every CATCH_UP_MS (10 s) for rows other instances wrote (per-request queries would be a
   * scan each on FerretDB v1, which only pushes `_id` filters down to SQLite).
   */
  async seenIds(userId: string): Promise<ReadonlySet<string>> {
    if (this.priming) await this.priming;
    let entry = this.cache.get(userId);
    if (!entry && this.complete) {
      entry = { ids: new Set(), syncedTo: 0, checkedAt: Date.now() };
      this.remember(userId, entry);
    } else if (!entry) {
      entry = { ids: new Set(), syncedTo: 0, checkedAt: 0 };
      entry.loading = this.load(userId, entry);
      this.remember(userId, entry);
    }
    if (entry.loading) await entry.loading;
    // After a resync this read waits: its broadcast lost, a row may be missing that no refresh
    // brings. One catch-up under way may have begun before the resync: then a second is needed.
    if (this.caughtUpThrough < this.catchUpDemanded) await this.catchUpShared();
    if (this.caughtUpThrough < this.catchUpDemanded) await this.catchUpShared();
    else if (Date.now() - this.caughtUpAt >= CATCH_UP_MS) void this.catchUpShared();
    return entry.ids;
  }

  private remember(userId: string, entry: CachedSet): void {
    if (this.cache.size >= CACHE_MAX_USERS) {
      this.cache.delete(this.cache.keys().next().value!);
      this.complete = false;
    }
    this.cache.set(userId, entry);
  }

  /**
   * Fills the cache with everyone's rows in one read at start. On FerretDB v1 a per-user query is
   * a scan of the whole collection, so fifty users opening the app at once would be fifty scans.
   */
  prime(): Promise<void> {
    this.priming ??= this.primeOnce().finally(() => {
      this.priming = null;
    });
    return this.priming;
  }

  private async primeOnce(): Promise<void> {
    const startedAt = Date.now();
    this.addedWhilePriming = [];
    try {
      await this.readAll(startedAt);
    } finally {
      // Added meanwhile for users the cache did not hold yet: the read may not have seen them.
      const added = this.addedWhilePriming;
      this.addedWhilePriming = null;
      for (const [userId, ids] of added) this.addToCache(userId, ids);
    }
  }

  private async readAll(startedAt: number): Promise<void> {
    const rows = await this.model.find({}, { userId: 1, newsId: 1, createdAt: 1 }).sort({ createdAt: -1 }).limit(PRIME_MAX_ROWS).lean().exec();
    const sets = new Map<string, Set<string>>();
    for (const row of rows) {
      let ids = sets.get(row.userId);
      if (!ids) sets.set(row.userId, (ids = new Set()));
      if (ids.size < SEEN_PER_USER_MAX) ids.add(row.newsId);
      this.syncedTo = Math.max(this.syncedTo, row.createdAt.getTime());
    }
    // Rows written meanwhile (local writes and those the catch-up reads) are merged, not lost.
    for (const [userId, ids] of sets) {
      if (this.cache.size >= CACHE_MAX_USERS && !this.cache.has(userId)) break;
      const entry = this.cache.get(userId);
      if (entry) for (const id of ids) entry.ids.add(id);
      else this.cache.set(userId, { ids, syncedTo: 0, checkedAt: startedAt });
    }
    this.complete = rows.length < PRIME_MAX_ROWS && sets.size <= CACHE_MAX_USERS;
  }

  private async load(userId: string, entry: CachedSet): Promise<void> {
    try {
      const rows = await this.model.find({ userId }, { newsId: 1, createdAt: 1 }).sort({ createdAt: -1 }).limit(SEEN_PER_USER_MAX).lean().exec();
      for (const row of rows) entry.ids.add(row.newsId);
      entry.checkedAt = Date.now();
    } catch (error) {
      this.cache.delete(userId);
      throw error;
    } finally {
      entry.loading = undefined;
    }
  }

  /** One catch-up at a time, shared by every read that asks; a failed one is retried by a later read. */
  private catchUpShared(): Promise<void> {
    this.catchingUp ??= this.catchUp()
      .catch(() => undefined)
      .finally(() => void (this.catchingUp = null));
    return this.catchingUp;
  }

  /** Rows any instance wrote since the last catch-up, applied to the users in the cache. */
  private async catchUp(): Promise<void> {
    const startedAt = Date.now();
    const round = ++this.catchUpsBegun;
    const since = new Date(this.syncedTo - CATCH_UP_SLACK_MS);
    const rows = await this.model.find({ createdAt: { $gte: since } }, { userId: 1, newsId: 1, kind: 1, createdAt: 1 }).limit(100_000).lean().exec();
    for (const row of rows) {
      let entry = this.cache.get(row.userId);
      if (!entry && this.complete) {
        entry = { ids: new Set(), syncedTo: 0, checkedAt: startedAt };
        this.remember(row.userId, entry);
      }
      entry?.ids.add(row.newsId);
      if (row.kind !== 'viewed') this.changed(row.userId);
      this.syncedTo = Math.max(this.syncedTo, row.createdAt.getTime());
    }
    this.caughtUpAt = startedAt;
    this.caughtUpThrough = Math.max(this.caughtUpThrough, round);
  }

  count(newsId: string, kind: SeenKind): Promise<number> {
    return this.model.countDocuments({ newsId, kind }).exec();
  }

  /** Views and reads of each article, in one read of the collection (`$group` with `$sum` only: FerretDB v1). */
  async countsByNews(newsIds: readonly string[]): Promise<Map<string, Record<SeenKind, number>>> {
    const rows = await this.model
      .aggregate<{ _id: { newsId: string; kind: SeenKind }; n: number }>([
        { $match: { newsId: { $in: newsIds } } },
        { $group: { _id: { newsId: '$newsId', kind: '$kind' }, n: { $sum: 1 } } },
      ])
      .exec();
    const counts = new Map<string, Record<SeenKind, number>>();
    for (const { _id, n } of rows) {
      const entry = counts.get(_id.newsId) ?? { viewed: 0, read: 0 };
      entry[_id.kind] = n;
      counts.set(_id.newsId, entry);
    }
    return counts;
  }

  has(userId: string, newsId: string, kind: SeenKind): Promise<boolean> {
    return this.model.exists({ userId, newsId, kind }).then((found) => found !== null);
  }

  /** Up to `max` + 1 of the user's rows (the export refuses more than `max`). */
  exportForUser(userId: string, max: number): Promise<Array<Pick<SeenRecord, 'newsId' | 'kind' | 'at'>>> {
    return this.model.find({ userId }, { _id: 0, newsId: 1, kind: 1, at: 1 }).sort({ at: 1 }).limit(max + 1).lean<Array<Pick<SeenRecord, 'newsId' | 'kind' | 'at'>>>().exec();
  }

  /** The user's account is gone: their rows go (and this instance's cached set). */
  async removeAllForUser(userId: string): Promise<string[]> {
    const rows = await this.model.find({ userId }, { newsId: 1 }).lean().exec();
    await this.model.deleteMany({ userId }).exec();
    this.forget(userId);
    return [...new Set(rows.map((row) => row.newsId))];
  }

  /**
   * Drops the user's cached set. Every instance calls it on `user.deleted`; the `complete` flag
   * stays true (an absent user then counts as one with nothing seen, which is now the truth).
   */
  forget(userId: string): void {
    this.cache.delete(userId);
    this.changed(userId);
  }

  async removeAllForNews(newsId: string): Promise<void> {
    await this.model.deleteMany({ newsId }).exec();
    this.changed(null);
  }
}
