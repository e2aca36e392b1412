import type { FastifyBaseLogger } from 'fastify';
import { ARTICLE_IDS_PAGE_MAX } from '@tidings/contracts/events/articles';
import type { KnownArticleRepository } from './known-article-repository.js';
import type { NewsArticlesClient } from './news-articles-client.js';

/** A failed fill (svc-news not up yet) is tried again after this long. */
const RETRY_MS = 30_000;

/**
 * The first fill of a fresh projection: svc-news' stored ids, page by page in ascending order,
 * the last one stored as a cursor so a restart resumes. Instances filling at once write the same
 * ids (inserts ignore known ones). Until it is done no write is refused wrongly — an id missing
 * from the projection is asked of svc-news — it only saves those questions.
 */
export class ProjectionSync {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private stopped = false;

  constructor(
    private readonly projection: KnownArticleRepository,
    private readonly news: NewsArticlesClient,
    private readonly log: FastifyBaseLogger,
    private readonly clock: () => Date,
  ) {}

  start(): void {
    if (this.running || this.stopped) return;
    this.running = this.run()
      .catch((error: unknown) => {
        this.log.warn({ err: error }, 'filling the known articles from svc-news failed; trying again later');
        if (!this.stopped) this.timer = setTimeout(() => this.start(), RETRY_MS).unref();
      })
      .finally(() => {
        this.running = null;
      });
  }

  /** Resolves when the current fill (if any) has finished; for tests. */
  settled(): Promise<void> {
    return this.running ?? Promise.resolve();
  }

  private async run(): Promise<void> {
    const state = await this.projection.syncState();
    if (state.done) return;
    let cursor = state.cursor;
    let total = 0;
    while (!this.stopped) {
      const page = await this.news.page(cursor, ARTICLE_IDS_PAGE_MAX);
      await this.projection.addPublished(page.ids, this.clock());
      total += page.ids.length;
      cursor = page.ids.at(-1) ?? cursor;
      await this.projection.saveSync(cursor, page.done);
      if (page.done) break;
    }
    this.log.info({ articles: total }, 'known articles filled from svc-news');
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
  }
}
