import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Schema, type Connection, type Model, type Types } from 'mongoose';
import { ensureCollection, isDuplicateKeyError } from '@tidings/service-kit/mongo';
import { NewsErrors } from '../errors.js';
import { isNewsId } from '../news/news-model.js';

export interface BookmarkRecord {
  _id: Types.ObjectId;
  userId: string;
  newsId: string;
  createdAt: Date;
}

const bookmarkSchema = new Schema<BookmarkRecord>(
  {
    userId: { type: String, required: true },
    newsId: { type: String, required: true },
    createdAt: { type: Date, required: true, default: () => new Date() },
  },
  { collection: 'bookmarks', versionKey: false },
);
// One bookmark per user and article: the index, not a read-then-write, decides concurrent adds.
bookmarkSchema.index({ userId: 1, newsId: 1 }, { unique: true, name: 'userId_newsId_unique' });
// The list, newest first.
bookmarkSchema.index({ userId: 1, createdAt: -1 }, { name: 'userId_createdAt' });
// Counting an article's bookmarks (virality) and removing them with the article.
bookmarkSchema.index({ newsId: 1 }, { name: 'newsId' });

declare module 'fastify' {
  interface FastifyInstance {
    bookmarks: BookmarkRepository;
  }
}

export class BookmarkRepository {
  private readonly model: Model<BookmarkRecord>;

  constructor(connection: Connection) {
    this.model = connection.model<BookmarkRecord>('Bookmark', bookmarkSchema);
  }

  async init(): Promise<void> {
    await ensureCollection(this.model);
  }

  /** Adds the bookmark; BOOKMARK_ALREADY_EXISTS when the user has it (also for the losers of a race). */
  async add(userId: string, newsId: string): Promise<BookmarkRecord> {
    try {
      return (await this.model.create({ userId, newsId, createdAt: new Date() })).toObject();
    } catch (error) {
      if (isDuplicateKeyError(error)) throw new NewsErrors.BookmarkAlreadyExists();
      throw error;
    }
  }

  listForUser(userId: string, limit = 500): Promise<BookmarkRecord[]> {
    return this.model.find({ userId }).sort({ createdAt: -1, _id: -1 }).limit(limit).lean<BookmarkRecord[]>().exec();
  }

  async isBookmarked(userId: string, newsId: string): Promise<boolean> {
    return (await this.model.exists({ userId, newsId })) !== null;
  }

  /** Removes the user's bookmark of `newsId`; BOOKMARK_NOT_FOUND when there is none. */
  async removeByNewsId(userId: string, newsId: string): Promise<BookmarkRecord> {
    const removed = await this.model.findOneAndDelete({ userId, newsId }).lean<BookmarkRecord>().exec();
    if (!removed) throw new NewsErrors.BookmarkNotFound(newsId);
    return removed;
  }

  /**
   * `id` may be the bookmark's own id or the article's: the spec's reader passes the article id
   * to `DELETE /api/bookmarks/{id}`. The user's bookmark with that id wins, then the article's.
   */
  async removeByBookmarkOrNewsId(userId: string, id: string): Promise<BookmarkRecord> {
    if (isNewsId(id)) {
      const byOwnId = await this.model.findOneAndDelete({ _id: id, userId }).lean<BookmarkRecord>().exec();
      if (byOwnId) return byOwnId;
    }
    return this.removeByNewsId(userId, id);
  }

  /** Up to `max` + 1 of the user's bookmarks (the export refuses more than `max`). */
  exportForUser(userId: string, max: number): Promise<BookmarkRecord[]> {
    return this.model.find({ userId }).sort({ createdAt: 1 }).limit(max + 1).lean<BookmarkRecord[]>().exec();
  }

  /** The user's account is gone: every bookmark of theirs goes; answers the articles they were on. */
  async removeAllForUser(userId: string): Promise<string[]> {
    const rows = await this.model.find({ userId }, { newsId: 1 }).lean().exec();
    await this.model.deleteMany({ userId }).exec();
    return rows.map((row) => row.newsId);
  }

  /** Bookmarks of each article, in one read of the collection. */
  async countsByNews(newsIds: readonly string[]): Promise<Map<string, number>> {
    const rows = await this.model.aggregate<{ _id: string; n: number }>([{ $match: { newsId: { $in: newsIds } } }, { $group: { _id: '$newsId', n: { $sum: 1 } } }]).exec();
    return new Map(rows.map((row) => [row._id, row.n]));
  }

  async removeAllForNews(newsId: string): Promise<void> {
    await this.model.deleteMany({ newsId }).exec();
  }
}

export const bookmarkRepositoryPlugin = fp(
  async (app: FastifyInstance) => {
    const bookmarks = new BookmarkRepository(app.db);
    await bookmarks.init();
    app.decorate('bookmarks', bookmarks);
  },
  { name: 'svc-news-bookmarks', dependencies: ['tidings-mongo'] },
);
