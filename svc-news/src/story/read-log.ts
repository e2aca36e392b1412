import type { SeenStore } from '../projection/seen-store.js';

const CACHE_MAX_USERS = 5_000;
const NONE: ReadonlyMap<string, number> = new Map();

interface Entry {
  reads: ReadonlyMap<string, number>;
  loading?: Promise<ReadonlyMap<string, number>>;
}

/**
 * What each user read and when, for the feed's story updates: one query per user (the
 * `{userId, newsId, kind}` index), then kept until the seen store says their rows changed —
 * written here, by another instance (its note) or found by the catch-up (see SeenStore.onChange),
 * so a read through any instance reaches every instance's feed like the seen set does. A change
 * while a load runs discards that load's answer.
 */
export class ReadLog {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly seen: SeenStore) {
    // A change drops the entry, also one still loading: that load's answer is then not kept.
    seen.onChange((userId) => (userId === null ? this.entries.clear() : void this.entries.delete(userId)));
  }

  /** Article id → when the user read it (ms); the same map until their rows change. */
  async reads(userId: string): Promise<ReadonlyMap<string, number>> {
    const entry = this.entries.get(userId);
    if (entry) return entry.loading ?? entry.reads;
    const loading = this.seen.readsOf(userId).then((rows) => (rows.length === 0 ? NONE : new Map(rows.map((row) => [row.newsId, row.at.getTime()]))));
    const pending: Entry = { reads: NONE, loading };
    if (this.entries.size >= CACHE_MAX_USERS) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(userId, pending);
    try {
      const reads = await loading;
      // Rows changed meanwhile (or everyone's did): this answer may predate them, so it is not kept.
      if (this.entries.get(userId) === pending) this.entries.set(userId, { reads });
      return reads;
    } catch (error) {
      if (this.entries.get(userId) === pending) this.entries.delete(userId);
      throw error;
    }
  }
}
