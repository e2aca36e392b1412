import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EngagementTotals } from './projection/engagement-recounter.js';
import { article, seed } from './test/articles.js';
import { build, type TestApp } from './test/helper.js';

// Two svc-news instances on one database. Each recounts the articles whose engagement it saw (the
// engagement consumer is shared: each instance gets some of the events), so two recounts of one
// article may overlap; the one that counted first must not overwrite the one that counted later.
describe("an article's engagement counts recounted on two instances", () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await build();
    b = await build({ MONGO_DB: a.config.MONGO_DB });
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  const views = async (id: string) => (await a.app.news.model.findById(id).lean().exec())?.engagement?.views;

  it('never go backwards when an older count is written after a newer one', async () => {
    const [id] = await seed(a.app, [article({ title: `Counted twice ${randomUUID()}` })]);
    // Instance A counts one view, then is slow to write it (a pause, a loaded engine) …
    const original = a.app.news.applyEngagement.bind(a.app.news);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let counted!: () => void;
    const countedOnA = new Promise<void>((resolve) => (counted = resolve));
    a.app.news.applyEngagement = async (newsId: string, totals: EngagementTotals, ...rest: unknown[]) => {
      counted();
      await gate;
      return (original as (...args: unknown[]) => Promise<void>)(newsId, totals, ...rest);
    };
    try {
      await a.app.projection.markSeen(`u-${randomUUID()}`, [id!], 'viewed');
      const flushA = a.app.projection.flushRecounts();
      await countedOnA;
      // … while instance B records a second view and writes its count.
      await b.app.projection.markSeen(`u-${randomUUID()}`, [id!], 'viewed');
      await b.app.projection.flushRecounts();
      expect(await views(id!)).toBe(2);
      release();
      await flushA;
      expect(await views(id!)).toBe(2);
    } finally {
      release();
      a.app.news.applyEngagement = original;
    }
  });
});
