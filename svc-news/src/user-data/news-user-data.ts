import type { FastifyBaseLogger } from 'fastify';
import { USER_EXPORT_ROWS_MAX, type NewsExport } from '@tidings/contracts/user-data';
import type { Outbox } from '@tidings/service-kit/outbox';
import type { BookmarkRepository } from '../bookmarks/bookmark-repository.js';
import type { FeedService } from '../feed/feed-service.js';
import type { EditionStore } from '../edition/edition-store.js';
import type { InboxVisits } from '../inbox/inbox-visits.js';
import type { NewsRepository } from '../news/news-repository.js';
import type { Projection } from '../projection/projection.js';
import type { ReactionRepository } from '../reactions/reaction-repository.js';
import type { TopicRepository } from '../topics/topic-repository.js';
import { NewsErrors } from '../errors.js';
import { toTopic } from '../topics/topic-repository.js';

interface Stores {
  news: NewsRepository;
  bookmarks: BookmarkRepository;
  reactions: ReactionRepository;
  projection: Projection;
  feed: FeedService;
  outbox: Outbox;
  topics: TopicRepository;
  inboxVisits: InboxVisits;
  editions: EditionStore;
}

/** Refuses a part larger than one export holds: the file is whole or not at all. */
function bounded<T>(rows: T[], max: number): T[] {
  if (rows.length > max) throw new NewsErrors.ExportTooLarge();
  return rows;
}

/**
 * svc-news's share of the user's data rights. What it holds of a user: `bookmarks`, `reactions`,
 * `likes`, `user_seen`, `user_profiles` (the projection of their preferences), `topic_rules` (topics
 * they follow or mute), `inbox_visits` and `editions`, plus in memory
 * the seen set, the profile and the last feed page.
 */
export class NewsUserData {
  constructor(
    private readonly stores: Stores,
    private readonly log: FastifyBaseLogger,
    private readonly maxRows = USER_EXPORT_ROWS_MAX,
  ) {}

  async export(userId: string): Promise<NewsExport> {
    const { bookmarks, reactions, projection, news, topics, inboxVisits, editions } = this.stores;
    const [marks, reacted, seen, profile, rules, lastVisitAt, built] = await Promise.all([
      bookmarks.exportForUser(userId, this.maxRows),
      reactions.exportForUser(userId, this.maxRows),
      projection.seen.exportForUser(userId, this.maxRows),
      projection.profiles.stored(userId),
      topics.exportForUser(userId, this.maxRows),
      inboxVisits.lastVisitAt(userId),
      editions.exportForUser(userId, this.maxRows),
    ]);
    const titles = await news.findClientByIds(bounded(marks, this.maxRows).map((mark) => mark.newsId));
    return {
      bookmarks: marks.map((mark) => ({ newsId: mark.newsId, title: titles.get(mark.newsId)?.title ?? null, createdAt: mark.createdAt.toISOString() })),
      reactions: bounded(reacted.reactions, this.maxRows).map((row) => ({ newsId: row.newsId, reactionType: row.reactionType, createdAt: row.createdAt.toISOString() })),
      likes: bounded(reacted.likes, this.maxRows).map((row) => ({ newsId: row.newsId, createdAt: row.createdAt.toISOString() })),
      seenArticles: bounded(seen, this.maxRows).map((row) => ({ newsId: row.newsId, kind: row.kind, at: row.at.toISOString() })),
      feedProfile: profile ? { ...profile, updatedAt: profile.updatedAt.toISOString() } : null,
      topics: bounded(rules, this.maxRows).map(toTopic),
      inboxLastVisitAt: lastVisitAt?.toISOString() ?? null,
      editions: built.map((edition) => ({ date: edition.date, timeZone: edition.timeZone, builtAt: edition.builtAt.toISOString(), articleIds: edition.items.map((item) => item.articleId) })),
    };
  }

  /**
   * Erases every row of the user (idempotent: a replay deletes nothing more) and recounts the
   * articles their bookmarks, likes and views counted towards.
   */
  async erase(userId: string): Promise<void> {
    const { bookmarks, reactions, projection, outbox, topics, inboxVisits, editions } = this.stores;
    const touched = new Set([
      ...(await bookmarks.removeAllForUser(userId)),
      ...(await reactions.removeAllForUser(userId)),
      ...(await projection.seen.removeAllForUser(userId)),
    ]);
    await projection.profiles.remove(userId);
    await topics.removeAllForUser(userId);
    await inboxVisits.removeAllForUser(userId);
    await editions.eraseUser(userId);
    await outbox.discardForUser(userId);
    for (const newsId of touched) projection.recountEngagement(newsId);
    if (touched.size) this.log.info({ userId, articles: touched.size }, 'news data of a deleted user erased');
  }

  /** Forgets the user in this instance's memory (every instance, on `user.deleted`). */
  forget(userId: string): void {
    this.stores.projection.seen.forget(userId);
    this.stores.projection.profiles.forget(userId);
    this.stores.feed.forget(userId);
  }
}
