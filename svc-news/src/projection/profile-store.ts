import type { Connection } from 'mongoose';
import { UNCOUNTED_CACHE, type CacheCounts } from '@tidings/service-kit/metrics/metrics';
import { pick, ProfileSnapshots, type StoredProfile } from './profile-snapshots.js';

/** What the feed needs of a user, kept from svc-auth's events (never read from its database). */
export interface UserProfile {
  interests: string[];
  followingPersonalities: string[];
  blockedTopics: string[];
  goodNewsMode: boolean;
}

export const EMPTY_PROFILE: UserProfile = { interests: [], followingPersonalities: [], blockedTopics: [], goodNewsMode: false };

const CACHE_MAX_USERS = 20_000;
/** Another instance may have applied a newer snapshot: cached profiles are re-read after this. */
const CACHE_TTL_MS = 30_000;
/** How long a request that needs a newer profile waits for its event, at most; the event usually lands within milliseconds. */
const VERSION_WAIT_MS = 2_000;
/** Re-read interval while waiting for a snapshot. */
const VERSION_POLL_MS = 25;

interface Cached {
  profile: UserProfile;
  /** The snapshot's own time (0: no snapshot stored). */
  updatedAt: number;
  readAt: number;
}

export interface ProfileStoreOptions {
  ttlMs?: number;
  waitMs?: number;
  /** Hits and misses of the profile cache (`app.metrics.cache('profile')`). */
  cacheCounts?: CacheCounts;
}

/**
 * Users' profiles: each one's newest preference snapshot (see profile-snapshots.ts), plus a small
 * read-through cache. This instance's own updates land in the cache at once; another instance's
 * (the users' consumer is shared, so each instance applies only some events) are read again once a
 * cached profile is CACHE_TTL_MS old — in the background, the feed request answering from the
 * cached one meanwhile, so only a user's first request waits for the database. A profile may thus
 * be TTL plus one read behind another instance's update — except for a request that says how new a
 * profile it needs (the preferences' version cookie, set by svc-auth on each change): that one is
 * answered from a profile at least that new, read again and, while the change's event has not
 * landed anywhere, waited for (up to `waitMs`). Another instance's update also drops the cached
 * copy here as soon as its broadcast arrives (see cache-sync/); the TTL only mends a lost
 * broadcast.
 */
export class ProfileStore {
  readonly snapshots: ProfileSnapshots;
  private readonly cache = new Map<string, Cached>();
  private readonly refreshing = new Set<string>();
  private readonly cacheCounts: CacheCounts;
  /** Users with a read under way, and the newest snapshot time announced meanwhile (Infinity: forgotten). */
  private readonly reading = new Map<string, { reads: number; announced: number }>();
  private readonly applyListeners: Array<(userId: string, updatedAt: number) => void> = [];
  private readonly ttlMs: number;
  private readonly waitMs: number;

  constructor(connection: Connection, { ttlMs = CACHE_TTL_MS, waitMs = VERSION_WAIT_MS, cacheCounts = UNCOUNTED_CACHE }: ProfileStoreOptions = {}) {
    this.snapshots = new ProfileSnapshots(connection);
    this.cacheCounts = cacheCounts;
    this.ttlMs = ttlMs;
    this.waitMs = waitMs;
  }

  init(): Promise<void> {
    return this.snapshots.init();
  }

  /** Stores the snapshot; answers whether it is now the user's profile (false: it is stored already, or a newer one is). */
  async apply(userId: string, profile: UserProfile, at: Date): Promise<boolean> {
    const changed = await this.snapshots.save(userId, profile, at);
    if (changed) {
      // Two snapshots of a user applied here at once may finish in either order: the newer stays.
      const cached = this.cache.get(userId);
      if (!cached || cached.updatedAt < at.getTime()) this.cache.set(userId, { profile: pick(profile), updatedAt: at.getTime(), readAt: Date.now() });
      for (const listener of this.applyListeners) listener(userId, at.getTime());
    }
    return changed;
  }

  /** Told each snapshot this instance stores (the other instances drop their copies: see cache-sync/). */
  onApply(listener: (userId: string, updatedAt: number) => void): void {
    this.applyListeners.push(listener);
  }

  /** Another instance stored a snapshot of this time: an older cached copy goes, so the next get reads it. */
  invalidate(userId: string, updatedAt: number): void {
    const cached = this.cache.get(userId);
    if (cached && cached.updatedAt < updatedAt) this.cache.delete(userId);
    this.announce(userId, updatedAt);
  }

  /** A read under way for the user may have read before this snapshot was stored: it must not be cached. */
  private announce(userId: string, updatedAt: number): void {
    const under = this.reading.get(userId);
    if (under) under.announced = Math.max(under.announced, updatedAt);
  }

  /** Snapshots may have been missed (notes lost): every profile is read again when next asked for. */
  invalidateAll(): void {
    this.cache.clear();
    for (const under of this.reading.values()) under.announced = Infinity;
  }

  /** The user's profile; with `atLeast` (a snapshot time in ms), one at least that new if it arrives in time. */
  async get(userId: string, atLeast: number | null = null): Promise<UserProfile> {
    const cached = this.cache.get(userId);
    if (atLeast !== null && (!cached || cached.updatedAt < atLeast)) {
      this.cacheCounts.miss();
      return this.awaitVersion(userId, atLeast);
    }
    if (!cached) {
      this.cacheCounts.miss();
      return (await this.read(userId)).profile;
    }
    this.cacheCounts.hit();
    if (Date.now() - cached.readAt >= this.ttlMs && !this.refreshing.has(userId)) {
      this.refreshing.add(userId);
      void this.read(userId)
        .catch(() => undefined)
        .finally(() => this.refreshing.delete(userId));
    }
    return cached.profile;
  }

  /**
   * Reads until the stored snapshot is at least `atLeast` (this instance's consumer may also
   * apply it meanwhile), then answers the newest there is. Past `waitMs` — the event stuck behind
   * an outage — it answers what it has rather than hold the feed back.
   */
  private async awaitVersion(userId: string, atLeast: number): Promise<UserProfile> {
    const deadline = Date.now() + this.waitMs;
    for (;;) {
      const current = await this.read(userId);
      if (current.updatedAt >= atLeast || Date.now() >= deadline) return current.profile;
      await new Promise((resolve) => setTimeout(resolve, VERSION_POLL_MS));
      const applied = this.cache.get(userId);
      if (applied && applied.updatedAt >= atLeast) return applied.profile;
    }
  }

  private async read(userId: string): Promise<Cached> {
    const startedAt = Date.now();
    const under = this.reading.get(userId) ?? { reads: 0, announced: 0 };
    under.reads++;
    this.reading.set(userId, under);
    let record: StoredProfile | null;
    try {
      record = await this.snapshots.newest(userId);
    } finally {
      if (--under.reads === 0) this.reading.delete(userId);
    }
    // An update this instance applied while the read was under way is newer than what it read.
    const current = this.cache.get(userId);
    if (current && current.readAt >= startedAt) return current;
    const fresh: Cached = record
      ? { profile: pick(record), updatedAt: record.updatedAt.getTime(), readAt: Date.now() }
      : { profile: EMPTY_PROFILE, updatedAt: 0, readAt: Date.now() };
    // Another instance announced a newer one meanwhile (or the user was deleted): answered, not kept.
    if (fresh.updatedAt < under.announced) return fresh;
    this.cache.delete(userId);
    if (this.cache.size >= CACHE_MAX_USERS) this.cache.delete(this.cache.keys().next().value!);
    this.cache.set(userId, fresh);
    return fresh;
  }

  /** The user's account is gone: their profile goes (and this instance's cached copy). */
  async remove(userId: string): Promise<void> {
    await this.snapshots.removeUser(userId);
    this.forget(userId);
  }

  forget(userId: string): void {
    this.cache.delete(userId);
    this.refreshing.delete(userId);
    this.announce(userId, Infinity);
  }

  stored(userId: string): Promise<StoredProfile | null> {
    return this.snapshots.newest(userId);
  }
}
