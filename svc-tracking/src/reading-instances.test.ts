import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClock, twoInstances, type TestApp } from './test/helper.js';

// Two svc-tracking instances on one database: reading time added to one read on both at once.
// FerretDB v1 runs an `$inc` as a read, then a write of the whole document, so a counter in the
// read's document lost one of two racing additions.
describe('reading time added on two instances', () => {
  const clock = new TestClock();
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    [a, b] = await twoInstances(clock);
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  it('keeps every second of additions racing for one read', async () => {
    const userId = randomUUID();
    const calls = Array.from({ length: 6 }, () => ({ userId, newsId: `article-${randomUUID()}`, timeZone: 'UTC' }));
    // The first read of each article races too: one creates the read, the other adds to it.
    await Promise.all(calls.flatMap((call) => [a.app.readingService.recordRead(call, 5), b.app.readingService.recordRead(call, 7)]));
    await Promise.all(calls.flatMap((call) => Array.from({ length: 6 }, (_, i) => (i % 2 ? a : b).app.readingService.addTime(call, i + 1))));
    const stored = await Promise.all(calls.map((call) => a.app.reads.find(call.userId, call.newsId)));
    expect(stored.map((read) => read?.timeSpentSeconds)).toEqual(calls.map(() => 5 + 7 + 21));
  });
});
