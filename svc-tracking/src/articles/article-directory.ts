import { TrackingErrors } from '../errors.js';
import type { KnownArticleRepository } from './known-article-repository.js';
import type { NewsArticlesClient } from './news-articles-client.js';

/** Ids remembered in memory per instance; the oldest go first past this (a few MB at most). */
const MEMORY_MAX = 100_000;

/**
 * Which article ids exist, for the writes that name one. In order: this instance's memory (the
 * hot path: a feed's articles are asked about again and again), the `known_articles` projection
 * fed by svc-news' events, and last svc-news itself, for an article stored moments ago whose
 * event has not arrived yet (its answer joins the projection). A removed article is unknown.
 * Only existing ids are remembered, so made-up ids cannot fill the memory; removals reach every
 * instance's memory through `forget` (articles-consumer.ts).
 */
export class ArticleDirectory {
  private readonly memory = new Set<string>();

  constructor(
    private readonly projection: KnownArticleRepository,
    private readonly news: NewsArticlesClient,
    private readonly clock: () => Date,
  ) {}

  /** The ids among `ids` that are not articles (empty when all are); duplicates are asked once. */
  async unknownAmong(ids: Iterable<string>): Promise<string[]> {
    const missing = new Set<string>();
    for (const id of ids) if (!this.memory.has(id)) missing.add(id);
    if (missing.size === 0) return [];

    const stored = await this.projection.find([...missing]);
    const toAsk: string[] = [];
    const unknown: string[] = [];
    for (const id of missing) {
      const removed = stored.get(id);
      if (removed === false) this.remember([id]);
      else if (removed === true) unknown.push(id);
      else toAsk.push(id);
    }
    if (toAsk.length === 0) return unknown;

    const known = await this.news.known(toAsk);
    const found = toAsk.filter((id) => known.has(id));
    if (found.length > 0) {
      await this.projection.addPublished(found, this.clock());
      this.remember(found);
    }
    return unknown.concat(toAsk.filter((id) => !known.has(id)));
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
    for (const id of ids) {
      if (this.memory.has(id)) continue;
      if (this.memory.size >= MEMORY_MAX) this.memory.delete(this.memory.values().next().value!);
      this.memory.add(id);
    }
  }

  forget(ids: readonly string[]): void {
    for (const id of ids) this.memory.delete(id);
  }
}
