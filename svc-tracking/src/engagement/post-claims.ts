import { createHash } from 'node:crypto';
import { Schema, type Connection, type Model } from 'mongoose';
import type { EngagementType } from '@tidings/contracts/tracking';
import { ensureCollection, isDuplicateKeyError } from '@tidings/service-kit/mongo';
import type { EngagementRecord } from './engagement-repository.js';

interface ClaimRecord {
  /** A hash of the engagement, the last accepted post and the new post (no user id kept here). */
  _id: string;
  at: Date;
}

const claimSchema = new Schema<ClaimRecord>({ _id: { type: String, required: true }, at: { type: Date, required: true } }, { collection: 'engagement_post_claims', versionKey: false });

/** Claims are needed only while their last post is the last one: kept a minute, then swept. */
const KEEP_MS = 60_000;

export interface Post {
  engagementType: EngagementType;
  sessionId: string;
}

/**
 * Which of two identical engagement posts racing on two instances follows the last accepted one.
 * Both read the same last post from the engagement row, so both name the same successor: the
 * unique _id lets exactly one insert it (FerretDB v1 makes no conditional update atomic, so this
 * cannot be a compare-and-set on the row). A claim found older than the dedupe window means its
 * post's write of the last post was lost (a racing write of the row): it does not suppress.
 */
export class PostClaims {
  private readonly model: Model<ClaimRecord>;
  private lastSweep = 0;

  constructor(connection: Connection) {
    this.model = connection.model<ClaimRecord>('EngagementPostClaim', claimSchema);
  }

  async init(): Promise<void> {
    await ensureCollection(this.model);
  }

  /** Whether `post` is the one accepted after the engagement's last post (false: another was, within `windowMs`). */
  async claim(engagement: EngagementRecord, post: Post, now: Date, windowMs: number): Promise<boolean> {
    const last = engagement.lastPost;
    const parts = [engagement._id.toString(), new Date(last.at).getTime(), last.engagementType, last.sessionId, post.engagementType, post.sessionId];
    const _id = createHash('sha256').update(parts.join('\u0000')).digest('base64url');
    this.sweep(now);
    try {
      await this.model.create({ _id, at: now });
      return true;
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
      const winner = await this.model.findById(_id).lean<ClaimRecord>().exec();
      return !winner || Math.abs(now.getTime() - winner.at.getTime()) >= windowMs;
    }
  }

  /** At most once a minute per instance, in the background: the collection holds about a minute of posts. */
  private sweep(now: Date): void {
    if (now.getTime() - this.lastSweep < KEEP_MS) return;
    this.lastSweep = now.getTime();
    void this.model
      .deleteMany({ at: { $lt: new Date(now.getTime() - KEEP_MS) } })
      .exec()
      .catch(() => undefined);
  }
}
