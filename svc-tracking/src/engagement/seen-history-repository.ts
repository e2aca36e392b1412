import { Schema, type Connection, type Model } from 'mongoose';
import { ensureCollection } from '@tidings/service-kit/mongo';
import { repositoryPlugin } from '@tidings/service-kit/repository-plugin';

export interface SeenHistoryRecord {
  userId: string;
  sessionId: string;
  storyId: string;
  clusterId: string | null;
  publishedAt: Date | null;
  engagementOutcome: 'viewed' | 'read';
  dwellMs: number;
  scrollDepth: number | null;
  opened: boolean;
  saved: boolean;
  reacted: boolean;
  ts: Date;
  createdAt: Date;
}

const seenHistorySchema = new Schema<SeenHistoryRecord>(
  {
    userId: { type: String, required: true },
    sessionId: { type: String, required: true },
    storyId: { type: String, required: true },
    clusterId: { type: String, default: null },
    publishedAt: { type: Date, default: null },
    engagementOutcome: { type: String, required: true, default: 'viewed' },
    dwellMs: { type: Number, default: 0 },
    scrollDepth: { type: Number, default: null },
    opened: { type: Boolean, default: false },
    saved: { type: Boolean, default: false },
    reacted: { type: Boolean, default: false },
    ts: { type: Date, required: true },
    createdAt: { type: Date, required: true },
  },
  { collection: 'seen_history', versionKey: false },
);
// Marking a row read when its article's engagement is upgraded.
seenHistorySchema.index({ userId: 1, storyId: 1 });

/**
 * `seen_history`: a row when the user first sees a story. clusterId and publishedAt belong to
 * svc-news and are not known here; they stay null (svc-news can join on storyId).
 */
export class SeenHistoryRepository {
  private readonly model: Model<SeenHistoryRecord>;

  constructor(connection: Connection) {
    this.model = connection.model<SeenHistoryRecord>('SeenHistory', seenHistorySchema);
  }

  async init(): Promise<void> {
    await ensureCollection(this.model);
  }

  async append(row: Pick<SeenHistoryRecord, 'userId' | 'sessionId' | 'storyId' | 'engagementOutcome' | 'opened'>, now: Date): Promise<void> {
    await this.model.create({ ...row, ts: now, createdAt: now });
  }

  async markRead(userId: string, storyId: string): Promise<void> {
    await this.model.updateMany({ userId, storyId, engagementOutcome: 'viewed' }, { $set: { engagementOutcome: 'read', opened: true } });
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    seenHistory: SeenHistoryRepository;
  }
}

export const seenHistoryRepositoryPlugin = repositoryPlugin('svc-tracking-seen-history', 'seenHistory', (db) => new SeenHistoryRepository(db));
