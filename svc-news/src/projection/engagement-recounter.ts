import type { FastifyBaseLogger } from 'fastify';

export interface EngagementTotals {
  views: number;
  reads: number;
  bookmarks: number;
  likes: number;
}

export interface RecounterSources {
  /** Counts for every id (absent ids have none): one read per collection for the whole batch. */
  count: (newsIds: string[]) => Promise<Map<string, EngagementTotals>>;
  /** Stores one article's counts and the virality and newsScore they give, unless counts begun after `countedAt` are stored. */
  apply: (newsId: string, totals: EngagementTotals, countedAt: Date) => Promise<void>;
}

/**
 * How long marked articles wait for their batch, and the least gap between two batches. On
 * FerretDB a batch costs a full read of `user_seen` (2.7–3.3 CPU-seconds of the engine per 30 000
 * rows, measured on a loaded 2-core machine), so this bounds that cost whatever the rate of views;
 * virality is a slow signal, and ten seconds behind the views is soon enough for the ranking.
 */
export const RECOUNT_DELAY_MS = 10_000;
/** Articles per batch (the size of one `$in`); more wait for the next batch. */
const BATCH_MAX = 2_000;

/**
 * Recounts articles' engagement (views, reads, bookmarks, likes) in batches. Counts are always
 * counted from the facts (rows unique per user and article), never incremented, so a repeat
 * changes nothing and any instance may recount any article; a count that began before the stored
 * one's (another instance's batch overlapping this one) is not written, so counts never go back.
 * Batched because FerretDB v1 filters only `_id` inside SQLite: a count by newsId reads the whole
 * collection, and one recount per view (four such reads of `user_seen` and co.) saturated the
 * engine at a few views a second, queueing every other query behind it. A batch reads each
 * collection once for all the articles marked since the last one (an indexed `$in` on MongoDB)
 * and an instance's batches never overlap, so the cost
 * is bounded whatever the rate of views. An article's newsScore therefore trails its engagement
 * by RECOUNT_DELAY_MS plus one batch; a batch lost to a crash leaves those articles' scores behind
 * until their next engagement (the facts themselves are stored before the event is acked).
 */
export class EngagementRecounter {
  private readonly marked = new Set<string>();
  private timer: NodeJS.Timeout | undefined;
  private chain: Promise<void> = Promise.resolve();
  private counting = false;
  private closed = false;

  constructor(
    private readonly sources: RecounterSources,
    private readonly log: FastifyBaseLogger,
    private readonly delayMs = RECOUNT_DELAY_MS,
  ) {}

  /** The article's counts are recounted in the next batch. */
  mark(newsId: string): void {
    this.marked.add(newsId);
    // While a batch counts, the next one is scheduled when it ends.
    if (!this.counting) this.schedule();
  }

  private schedule(): void {
    if (this.timer || this.closed || this.marked.size === 0) return;
    this.timer = setTimeout(() => void this.flush(), this.delayMs);
    this.timer.unref();
  }

  /** Recounts everything marked now, after any batch under way (tests; shutdown). */
  flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.chain = this.chain.then(() => this.recountMarked());
    return this.chain;
  }

  /** Writes what is marked and stops scheduling batches. */
  async close(): Promise<void> {
    this.closed = true;
    await this.flush();
  }

  private async recountMarked(): Promise<void> {
    const ids = [...this.marked].slice(0, BATCH_MAX);
    if (ids.length === 0) return;
    for (const id of ids) this.marked.delete(id);
    this.counting = true;
    try {
      // Taken before counting: every fact stored before it is in the counts.
      const countedAt = new Date();
      const totals = await this.sources.count(ids);
      for (const id of ids) await this.sources.apply(id, totals.get(id) ?? { views: 0, reads: 0, bookmarks: 0, likes: 0 }, countedAt);
    } catch (error) {
      // Counted again in the next batch: the database may be briefly away.
      this.log.warn({ err: error, articles: ids.length }, 'engagement recount failed; retrying with the next batch');
      for (const id of ids) this.marked.add(id);
    } finally {
      this.counting = false;
    }
    // The next batch one delay after this one ends: a steady stream of views costs one batch per
    // delay plus the batch's own time, however slow the engine is.
    this.schedule();
  }
}
