import type { FastifyBaseLogger } from 'fastify';
import { ARTICLE_IDS_PER_MESSAGE_MAX, articlesPublished, articlesRemoved } from '@tidings/contracts/events/articles';
import type { Outbox } from '@tidings/service-kit/outbox';
import type { NewsChange, NewsRepository } from '../news/news-repository.js';

/**
 * Announces stored and removed articles (`article.published` / `article.removed`) through the
 * outbox, so svc-tracking's projection of known ids follows svc-news. It listens to the news
 * repository's changes, so every writer (ingestion, the starter corpus) is covered. An insert
 * reports the ids it tried; the ones that were duplicates were not stored, so they are looked up
 * first. An announcement lost in a crash is not a refusal later: svc-tracking asks svc-news
 * directly about an id it does not know (article-responder.ts).
 */
export class ArticleAnnouncer {
  private pending: Promise<void> = Promise.resolve();

  constructor(
    private readonly news: NewsRepository,
    private readonly outbox: Pick<Outbox, 'enqueue'>,
    private readonly log: FastifyBaseLogger,
  ) {}

  listen(): void {
    this.news.onChange((change) => this.onChange(change));
  }

  /** Resolves once every change seen so far is in the outbox (tests, and a clean close). */
  settled(): Promise<void> {
    return this.pending;
  }

  private onChange(change: NewsChange): void {
    if (change.kind === 'rescored') return;
    if (change.kind === 'inserted' && !change.ids?.length) return;
    // One after another: events leave in the order the changes happened.
    this.pending = this.pending
      .then(() => (change.kind === 'removed' ? this.announceRemoved([change.id]) : this.announcePublished(change.ids ?? [])))
      .catch((error: unknown) => this.log.error({ err: error, change: change.kind }, 'announcing an article change failed'));
  }

  private async announcePublished(candidates: string[]): Promise<void> {
    const at = new Date().toISOString();
    for (let i = 0; i < candidates.length; i += ARTICLE_IDS_PER_MESSAGE_MAX) {
      const stored = await this.news.existingIds(candidates.slice(i, i + ARTICLE_IDS_PER_MESSAGE_MAX));
      if (stored.length > 0) await this.outbox.enqueue(articlesPublished({ ids: stored.sort(), at }));
    }
  }

  private async announceRemoved(ids: string[]): Promise<void> {
    await this.outbox.enqueue(articlesRemoved({ ids, at: new Date().toISOString() }));
  }
}
