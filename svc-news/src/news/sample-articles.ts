import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Schema, type Connection, type Model } from 'mongoose';
import { ensureCollection } from '@tidings/service-kit/mongo';
import { NOT_SAMPLE, type NewsRepository } from './news-repository.js';

declare module 'fastify' {
  interface FastifyInstance {
    samples: SampleGate;
  }
}

/** Real news counts as fresh for this long after it was published. */
export const FRESH_WINDOW_MS = 48 * 3_600_000;

interface SampleState {
  _id: string;
  hiddenAt: Date;
  /** The fresh real articles counted when the samples were retired. */
  fresh: number;
}

const stateSchema = new Schema<SampleState>(
  { _id: { type: String, required: true }, hiddenAt: { type: Date, required: true }, fresh: { type: Number, required: true } },
  { collection: 'sample_state', versionKey: false },
);
const STATE_ID = 'samples-hidden';

export interface SampleGateOptions {
  /** Fresh real articles (published within FRESH_WINDOW_MS) that retire the samples; 0 = never. */
  threshold: number;
  /** How often an instance that still shows samples looks again. */
  checkMs: number;
}

/**
 * Whether the starter samples are left out of the feed, `/api/news` and search. They are retired
 * once `threshold` real articles published in the last 48 h are stored, and stay retired: the
 * decision is written to `sample_state`, so every instance — one started later, or one that looks
 * after a quiet weekend without fresh news — reads the same answer from the database and the
 * lists do not flip back and forth around the threshold. Until then each instance looks again
 * every `checkMs` in the background (a request never waits, except the very first). An article
 * still opens by id and stays in bookmarks: only lists and the feed leave samples out.
 */
export class SampleGate {
  private retired = false;
  private checkedAt = 0;
  private checking: Promise<void> | null = null;
  private readonly state: Model<SampleState>;
  private readonly retireListeners: Array<() => void> = [];

  constructor(
    connection: Connection,
    private readonly news: NewsRepository,
    private readonly options: SampleGateOptions,
  ) {
    this.state = (connection.models.SampleState as Model<SampleState> | undefined) ?? connection.model<SampleState>('SampleState', stateSchema);
  }

  async init(): Promise<void> {
    await ensureCollection(this.state);
  }

  /** True when lists and the feed leave samples out. */
  async hidden(): Promise<boolean> {
    if (this.options.threshold === 0) return false;
    if (this.retired) return true;
    if (this.checkedAt === 0) await this.check();
    else if (Date.now() - this.checkedAt > this.options.checkMs) void this.check().catch(() => undefined);
    return this.retired;
  }

  /** Told when this instance retires the samples (the others follow at once: see cache-sync/). */
  onRetire(listener: () => void): void {
    this.retireListeners.push(listener);
  }

  /** Another instance retired the samples (it wrote the decision first): for good, here too. */
  retiredElsewhere(): void {
    this.retired = true;
  }

  /** A retirement may have been missed (notes lost): the next answer looks at the database first. */
  recheck(): void {
    if (!this.retired) this.checkedAt = 0;
  }

  private check(): Promise<void> {
    this.checking ??= this.look().finally(() => {
      this.checking = null;
    });
    return this.checking;
  }

  private async look(): Promise<void> {
    const startedAt = Date.now();
    if (await this.state.exists({ _id: STATE_ID })) {
      this.retired = true;
      return;
    }
    // At most `threshold` ids, newest first: on MongoDB the publishedAt index stops the read there.
    const fresh = await this.news.model
      .find({ ...NOT_SAMPLE, publishedAt: { $gte: new Date(startedAt - FRESH_WINDOW_MS) } }, { _id: 1 })
      .sort({ publishedAt: -1 })
      .limit(this.options.threshold)
      .lean()
      .exec();
    if (fresh.length >= this.options.threshold) {
      // An upsert: two instances retiring at once write one document.
      await this.state.updateOne({ _id: STATE_ID }, { $setOnInsert: { hiddenAt: new Date(startedAt), fresh: fresh.length } }, { upsert: true }).exec();
      this.retired = true;
      for (const listener of this.retireListeners) listener();
    }
    this.checkedAt = startedAt;
  }
}

export const sampleGatePlugin = fp<SampleGateOptions>(
  async (app: FastifyInstance, options) => {
    const gate = new SampleGate(app.db, app.news, options);
    await gate.init();
    app.decorate('samples', gate);
  },
  { name: 'svc-news-samples', dependencies: ['svc-news-news'] },
);
