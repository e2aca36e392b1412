import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Schema, type Connection, type Model, type Types } from 'mongoose';
import type { ReactionType } from '@tidings/contracts/news';
import { ensureCollection, isDuplicateKeyError } from '@tidings/service-kit/mongo';

interface ReactionRecord {
  _id: Types.ObjectId;
  userId: string;
  newsId: string;
  reactionType: ReactionType;
  createdAt: Date;
}

interface LikeRecord {
  _id: Types.ObjectId;
  userId: string;
  newsId: string;
  createdAt: Date;
}

const reactionSchema = new Schema<ReactionRecord>(
  {
    userId: { type: String, required: true },
    newsId: { type: String, required: true },
    reactionType: { type: String, enum: ['like', 'dislike'], required: true },
    createdAt: { type: Date, required: true },
  },
  { collection: 'reactions', versionKey: false },
);
reactionSchema.index({ userId: 1, newsId: 1 }, { unique: true, name: 'userId_newsId_unique' });
reactionSchema.index({ newsId: 1, reactionType: 1 }, { name: 'newsId_reactionType' });

const likeSchema = new Schema<LikeRecord>(
  { userId: { type: String, required: true }, newsId: { type: String, required: true }, createdAt: { type: Date, required: true } },
  { collection: 'likes', versionKey: false },
);
likeSchema.index({ userId: 1, newsId: 1 }, { unique: true, name: 'userId_newsId_unique' });
likeSchema.index({ newsId: 1 }, { name: 'newsId' });

declare module 'fastify' {
  interface FastifyInstance {
    reactions: ReactionRepository;
  }
}

export interface ReactionSummary {
  reaction: ReactionType | null;
  likes: number;
  dislikes: number;
}

/**
 * `reactions` holds each user's one reaction per article (like or dislike); `likes` mirrors the
 * likes as the spec's own entity (unique per user and article). Both go with their article.
 */
export class ReactionRepository {
  private readonly reactions: Model<ReactionRecord>;
  private readonly likes: Model<LikeRecord>;

  constructor(connection: Connection) {
    this.reactions = connection.model<ReactionRecord>('Reaction', reactionSchema);
    this.likes = connection.model<LikeRecord>('Like', likeSchema);
  }

  async init(): Promise<void> {
    for (const model of [this.reactions, this.likes] as Model<unknown>[]) {
      await ensureCollection(model);
    }
  }

  /** Sets (or with null clears) the user's reaction; insert-first so concurrent calls keep one row. */
  async set(userId: string, newsId: string, reactionType: ReactionType | null): Promise<void> {
    if (reactionType === null) {
      await this.reactions.deleteOne({ userId, newsId }).exec();
      await this.likes.deleteOne({ userId, newsId }).exec();
      return;
    }
    const now = new Date();
    try {
      await this.reactions.create({ userId, newsId, reactionType, createdAt: now });
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
      await this.reactions.updateOne({ userId, newsId }, { $set: { reactionType } }).exec();
    }
    if (reactionType === 'like') {
      try {
        await this.likes.create({ userId, newsId, createdAt: now });
      } catch (error) {
        if (!isDuplicateKeyError(error)) throw error;
      }
    } else {
      await this.likes.deleteOne({ userId, newsId }).exec();
    }
  }

  /**
   * The user's reaction and the article's like and dislike counts. `own` is the reaction the
   * caller has just set, when it knows it (no need to read it back). Both counts come from one
   * `$group` over `reactions` — on FerretDB every filtered read is a read of the collection.
   */
  async summary(userId: string, newsId: string, own?: ReactionType | null): Promise<ReactionSummary> {
    const [reaction, counts] = await Promise.all([
      own === undefined ? this.reactions.findOne({ userId, newsId }, { reactionType: 1 }).lean().exec().then((found) => found?.reactionType ?? null) : own,
      this.reactions.aggregate<{ _id: ReactionType; n: number }>([{ $match: { newsId } }, { $group: { _id: '$reactionType', n: { $sum: 1 } } }]).exec(),
    ]);
    const count = (type: ReactionType) => counts.find((row) => row._id === type)?.n ?? 0;
    return { reaction, likes: count('like'), dislikes: count('dislike') };
  }

  /** Likes of each article, in one read of the collection. */
  async likesByNews(newsIds: readonly string[]): Promise<Map<string, number>> {
    const rows = await this.likes.aggregate<{ _id: string; n: number }>([{ $match: { newsId: { $in: newsIds } } }, { $group: { _id: '$newsId', n: { $sum: 1 } } }]).exec();
    return new Map(rows.map((row) => [row._id, row.n]));
  }

  /** Up to `max` + 1 rows of each kind (the export refuses more than `max`). */
  async exportForUser(userId: string, max: number): Promise<{ reactions: ReactionRecord[]; likes: LikeRecord[] }> {
    const [reactions, likes] = await Promise.all([
      this.reactions.find({ userId }).sort({ createdAt: 1 }).limit(max + 1).lean<ReactionRecord[]>().exec(),
      this.likes.find({ userId }).sort({ createdAt: 1 }).limit(max + 1).lean<LikeRecord[]>().exec(),
    ]);
    return { reactions, likes };
  }

  /** The user's account is gone: their reactions and likes go; answers the articles they were on. */
  async removeAllForUser(userId: string): Promise<string[]> {
    const rows = await this.reactions.find({ userId }, { newsId: 1 }).lean().exec();
    await this.reactions.deleteMany({ userId }).exec();
    await this.likes.deleteMany({ userId }).exec();
    return rows.map((row) => row.newsId);
  }

  async removeAllForNews(newsId: string): Promise<void> {
    await this.reactions.deleteMany({ newsId }).exec();
    await this.likes.deleteMany({ newsId }).exec();
  }
}

export const reactionRepositoryPlugin = fp(
  async (app: FastifyInstance) => {
    const reactions = new ReactionRepository(app.db);
    await reactions.init();
    app.decorate('reactions', reactions);
  },
  { name: 'svc-news-reactions', dependencies: ['tidings-mongo'] },
);
