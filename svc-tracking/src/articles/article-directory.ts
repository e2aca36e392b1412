import { TrackingErrors } from '../errors.js';
import type { KnownArticleRepository } from './known-article-repository.js';
import type { NewsArticlesClient } from './news-articles-client.js';

/** Ids remembered in memory per instance, each set; the oldest go first past this (a few MB at most). */
const MEMORY_MAX = 100_000;

/** Adds `id` to `set`, dropping the oldest entry when it is full. */
function addBounded(set: Set<string>, id: string): void {
  if (set.has(id)) return;
  if (set.size >= MEMORY_MAX) set.delete(set.values().next().value!);
  set.add(id);
}

/**
 * Which article ids exist, for the writes that name one. In order: this instance's memory (the
 * hot path: a feed's articles are asked about again and again), the `known_articles` projection
 * fed by svc-news' events, and last svc-news itself, for an article stored moments ago whose
 * event has not arrived yet (its answer joins the projection). A removed article is unknown.
 * Only existing ids are remembered, so made-up ids cannot fill the memory; removals reach every
 * instance's memory through `forget` (articles-consumer.ts).
 *
 * A removal is final (ids are never reused), and this instance may hear of it before the
 * projection says so (the broadcast outruns the consumer's write, perhaps on another instance) or
 * while a lookup that began before it is still out. So the ids it heard were removed are kept too,
 * and neither a lookup nor a late "published" brings them back.
 */
export class ArticleDirectory {
  private readonly memory = new Set<string>();
  private readonly removed = new Set<string>();

  constructor(
    private readonly projection: Pick<KnownArticleRepository, 'find' | 'addPublished'>,
    private readonly news: Pick<NewsArticlesClient, 'known'>,
    private readonly clock: () => Date,
  ) {}

  /** The ids among `ids` that are not articles (empty when all are); duplicates are asked once. */
  async unknownAmong(ids: Iterable<string>): Promise<string[]> {
    const missing = new Set<string>();
    const unknown = new Set<string>();
    for (const id of ids) {
      if (this.removed.has(id)) unknown.add(id);
      else if (!this.memory.has(id)) missing.add(id);
    }
    if (missing.size === 0) return [...unknown];

    const stored = await this.projection.find([...missing]);
    const toAsk: string[] = [];
    for (const id of missing) {
      const removed = stored.get(id);
      if (removed === false) this.remember([id]);
      else if (removed === true) unknown.add(id);
      else toAsk.push(id);
    }
    if (toAsk.length > 0) {
      const known = await this.news.known(toAsk);
      const found = toAsk.filter((id) => known.has(id));
      if (found.length > 0) {
        await this.projection.addPublished(found, this.clock());
        this.remember(found);
      }
      for (const id of toAsk) if (!known.has(id)) unknown.add(id);
    }
    // Removed while the answers were out: the removal is the newer word.
    for (const id of missing) if (this.removed.has(id)) unknown.add(id);
    return [...unknown];
  }

  /** TRACKING_ARTICLE_NOT_FOUND (404) unless `id` is an article. */
  async require(id: string): Promise<void> {
    if ((await this.unknownAmong([id])).length > 0) throw new TrackingErrors.ArticleNotFound(id);
  }

  /** TRACKING_EVENTS_UNKNOWN_ARTICLE (422) when an event's storyId is not an article. */
  async requireForEvents(events: ReadonlyArray<{ storyId?: string }>): Promise<void> {
    const storyIds: string[] = [];
    for (const event of events) if (event.storyId !== undefined) storyIds.push(event.storyId);
    if (storyIds.length === 0) return;
    const unknown = await this.unknownAmong(storyIds);
    if (unknown.length > 0) throw new TrackingErrors.EventsUnknownArticle(unknown.slice(0, 5).join(', ') + (unknown.length > 5 ? ', …' : ''));
  }

  remember(ids: readonly string[]): void {
    for (const id of ids) if (!this.removed.has(id)) addBounded(this.memory, id);
  }

  forget(ids: readonly string[]): void {
    for (const id of ids) {
      this.memory.delete(id);
      addBounded(this.removed, id);
    }
  }
}
