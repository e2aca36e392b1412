import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { NewNewsRecord } from '../news/news-model.js';

let counter = 0;

/** A stored article with sensible defaults; `overrides` set what a test is about. */
export function article(overrides: Partial<NewNewsRecord> = {}): NewNewsRecord {
  const n = ++counter;
  const key = overrides.key ?? `t-${randomUUID().slice(0, 8)}-${n}`;
  const now = new Date();
  return {
    title: `Test story ${n}`,
    content: `Body of test story ${n}. It has a few sentences. Nothing more to say here.`,
    image_url: null,
    source: 'Test Wire',
    sourceId: 'test-wire',
    sourceUrl: `https://wire.example/${key}`,
    category: 'world',
    categories: ['world'],
    autoTags: [],
    publishedAt: new Date(now.getTime() - 3_600_000),
    createdAt: now,
    impactScore: 5,
    summaryQualityScore: 0.5,
    needsReview: false,
    viralityScore: 0,
    viralitySeed: 0,
    credibilityScore: 0.8,
    recencyScore: 0.9,
    newsScore: 5,
    politicalLeaningScore: 0,
    guidKey: `test:${key}`,
    canonicalUrl: `https://wire.example/${key}`,
    clusterId: `c-${key}`,
    summary: `Summary of story ${n}.`,
    sentiment: 'neutral',
    sentimentScore: 0,
    personalities: [],
    key,
    ...overrides,
  };
}

/** Inserts the articles and answers their ids, in order. */
export async function seed(app: FastifyInstance, records: NewNewsRecord[]): Promise<string[]> {
  await app.news.insertMany(records);
  const found = await app.news.model.find({ guidKey: { $in: records.map((r) => r.guidKey) } }, { guidKey: 1 }).lean().exec();
  const byKey = new Map(found.map((r) => [r.guidKey, r._id.toString()]));
  return records.map((r) => byKey.get(r.guidKey)!);
}
