// The topics each reader follows or mutes (issue 32), in `topic_rules`. A timed mute ends at
// `until`: reads leave it out from then on, and the engine's TTL monitor deletes the row some time
// after (its pass is lazy, every minute or so), so nothing depends on when it runs.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Schema, type Connection, type Model, type Types } from 'mongoose';
import { MUTE_DURATION_MS, TOPICS_MAX, topicKey, type Topic, type TopicBody, type TopicKind, type TopicRule } from '@tidings/contracts/briefing';
import { ensureCollection, isDuplicateKeyError } from '@tidings/service-kit/mongo';
import { NewsErrors } from '../errors.js';
import type { ActiveTopic, TopicRules } from './topic-match.js';

export interface TopicRecord {
  _id: Types.ObjectId;
  userId: string;
  key: string;
  label: string;
  kind: TopicKind;
  rule: TopicRule;
  /** When a mute ends; null for a follow and a mute for good (the TTL monitor skips nulls). */
  until: Date | null;
  createdAt: Date;
}

const topicRuleSchema = new Schema<TopicRecord>(
  {
    userId: { type: String, required: true },
    key: { type: String, required: true },
    label: { type: String, required: true },
    kind: { type: String, required: true },
    rule: { type: String, required: true },
    until: { type: Date, default: null },
    createdAt: { type: Date, required: true },
  },
  { collection: 'topic_rules', versionKey: false }
);
// One rule per reader and topic: following a muted topic replaces the mute. Every read is by reader.
topicRuleSchema.index({ userId: 1, key: 1 }, { unique: true, name: 'userId_key_unique' });
// Timed mutes are deleted once over (expireAfterSeconds 0: at `until`); rows with a null `until` never are.
topicRuleSchema.index({ until: 1 }, { name: 'until_ttl', expireAfterSeconds: 0 });

declare module 'fastify' {
  interface FastifyInstance {
    topics: TopicRepository;
  }
}

/** Whether the rule holds at `now`: a follow and a mute for good always, a timed mute until it ends. */
export function isInForce(record: Pick<TopicRecord, 'until'>, now: Date): boolean {
  return record.until === null || record.until.getTime() > now.getTime();
}

/** When a mute for `muteFor` made at `now` ends (null for good, and for a follow). */
export function muteEnd(body: Pick<TopicBody, 'rule' | 'muteFor'>, now: Date): Date | null {
  if (body.rule !== 'mute' || !body.muteFor) return null;
  const ms = MUTE_DURATION_MS[body.muteFor];
  return ms === null ? null : new Date(now.getTime() + ms);
}

export function toTopic(record: TopicRecord): Topic {
  return { key: record.key, label: record.label, kind: record.kind, rule: record.rule, until: record.until?.toISOString() ?? null, createdAt: record.createdAt.toISOString() };
}

/** The rules in force, as the feed, the edition and the inbox match them. */
export function rulesOf(records: readonly TopicRecord[], now: Date): TopicRules {
  const follows: ActiveTopic[] = [];
  const mutes: ActiveTopic[] = [];
  for (const record of records) {
    if (!isInForce(record, now)) continue;
    (record.rule === 'follow' ? follows : mutes).push({ key: record.key, label: record.label, kind: record.kind });
  }
  return { follows, mutes };
}

const RULE_FIELDS = { key: 1, label: 1, kind: 1, rule: 1, until: 1, createdAt: 1 } as const;

export class TopicRepository {
  readonly model: Model<TopicRecord>;

  constructor(connection: Connection) {
    this.model = connection.model<TopicRecord>('TopicRule', topicRuleSchema);
  }

  async init(): Promise<void> {
    await ensureCollection(this.model);
  }

  /** The reader's rows, in force or not (one indexed read: at most TOPICS_MAX plus the ended mutes the TTL monitor has not removed yet). */
  private rows(userId: string): Promise<TopicRecord[]> {
    return this.model.find({ userId }, RULE_FIELDS).lean<TopicRecord[]>().exec();
  }

  /** What the reader follows and mutes at `now` (ended mutes left out): read per request, so a write on any instance holds on the next one. */
  async activeRules(userId: string, now: Date): Promise<TopicRules> {
    return rulesOf(await this.rows(userId), now);
  }

  /** Follows and mutes in force, newest first. */
  async list(userId: string, now: Date = new Date()): Promise<TopicRecord[]> {
    const rows = (await this.rows(userId)).filter((record) => isInForce(record, now));
    return rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.key.localeCompare(a.key));
  }

  /**
   * Follows or mutes the topic (one row per key: the new rule replaces the old). TOPICS_LIMIT when
   * it is a new topic and the reader has TOPICS_MAX in force; TOPIC_LABEL_INVALID for a label with
   * nothing to match by.
   */
  async upsert(userId: string, body: TopicBody, now: Date): Promise<TopicRecord> {
    const key = topicKey(body.kind, body.label);
    if (key.length <= body.kind.length + 1) throw new NewsErrors.TopicLabelInvalid();
    const rows = await this.rows(userId);
    const inForce = rows.filter((record) => isInForce(record, now));
    // An ended mute still stored counts for nothing: replacing it is a new topic.
    if (!inForce.some((record) => record.key === key) && inForce.length >= TOPICS_MAX) throw new NewsErrors.TopicsLimit();
    const update = { userId, key, label: body.label, kind: body.kind, rule: body.rule, until: muteEnd(body, now), createdAt: now };
    for (let attempt = 0; ; attempt++) {
      try {
        return (await this.model.findOneAndUpdate({ userId, key }, { $set: update }, { upsert: true, returnDocument: 'after' }).lean<TopicRecord>().exec())!;
      } catch (error) {
        // Two first writes of one key raced: the loser's retry updates the winner's row.
        if (attempt === 0 && isDuplicateKeyError(error)) continue;
        throw error;
      }
    }
  }

  /** Unfollows or unmutes; nothing to do when there is no such rule. */
  async remove(userId: string, key: string): Promise<void> {
    await this.model.deleteOne({ userId, key }).exec();
  }

  /** Up to `max` + 1 of the reader's rules in force, oldest first (the export refuses more than `max`). */
  async exportForUser(userId: string, max: number, now: Date = new Date()): Promise<TopicRecord[]> {
    return (await this.list(userId, now)).reverse().slice(0, max + 1);
  }

  /** The account is gone: every rule of theirs goes. */
  async removeAllForUser(userId: string): Promise<void> {
    await this.model.deleteMany({ userId }).exec();
  }
}

export const topicRepositoryPlugin = fp(
  async (app: FastifyInstance) => {
    const topics = new TopicRepository(app.db);
    await topics.init();
    app.decorate('topics', topics);
  },
  { name: 'svc-news-topics', dependencies: ['tidings-mongo'] }
);
