import { randomUUID } from 'node:crypto';
import mongoose from 'mongoose';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { build, type TestApp } from './test/helper.js';

// `llm_budget` (one counter document per hour) was replaced by `llm_budget_slots`, and
// `search_articles` (each article's word list) by posting blocks: a database from before keeps the
// old collection unless the service drops it.
describe('retired collections', () => {
  const apps: TestApp[] = [];
  afterAll(async () => {
    for (const app of apps.reverse()) await app.close();
  });

  it('drops llm_budget at start-up, and starts as well when it is gone', async () => {
    const database = `test-news-${randomUUID()}`;
    const connection = await mongoose.createConnection(inject('mongoUrl'), { dbName: database }).asPromise();
    const names = async () => (await connection.db!.listCollections({}, { nameOnly: true }).toArray()).map((collection) => collection.name);
    try {
      await connection.db!.collection('llm_budget').insertOne({ _id: '2025-03-04T12' as never, used: 3 });
      expect(await names()).toContain('llm_budget');
      apps.push(await build({ MONGO_DB: database }));
      expect(await names()).not.toContain('llm_budget');
      expect(await names()).toContain('news');
      apps.push(await build({ MONGO_DB: database }));
      expect(await names()).not.toContain('llm_budget');
    } finally {
      await connection.close();
    }
  });

  it('drops search_articles (word lists, before posting blocks) at start-up', async () => {
    const database = `test-news-${randomUUID()}`;
    const connection = await mongoose.createConnection(inject('mongoUrl'), { dbName: database }).asPromise();
    const names = async () => (await connection.db!.listCollections({}, { nameOnly: true }).toArray()).map((collection) => collection.name);
    try {
      await connection.db!.collection('search_articles').insertOne({ _id: '0123456789abcdef01234567' as never, w: ['harbour'] });
      apps.push(await build({ MONGO_DB: database }));
      expect(await names()).not.toContain('search_articles');
      expect(await names()).toContain('search_blocks');
    } finally {
      await connection.close();
    }
  });
});
