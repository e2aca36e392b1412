import { afterEach, describe, expect, it } from 'vitest';
import { MongoLlmBudget, MongoSummaryQueue } from './ingestion/summary-queue.js';
import type { TestApp } from './test/helper.js';
import { twoInstances } from './test/instances.js';

const apps: TestApp[] = [];
afterEach(async () => {
  for (const app of apps.splice(0).reverse()) await app.close();
});

async function started(): Promise<[TestApp, TestApp]> {
  const pair = await twoInstances();
  apps.push(...pair);
  return pair;
}

describe('LLM work on two instances: claimed before it is asked for, never twice', () => {
  it("a job is claimed by one instance; one whose holder crashed is claimed again once its lease has run out, and not before", async () => {
    const [a, b] = await started();
    const queueA = new MongoSummaryQueue(a.app.db);
    const queueB = new MongoSummaryQueue(b.app.db);
    const t0 = new Date();
    await queueA.enqueue(['https://wire.example/1', 'https://wire.example/2'], t0);
    const claims = await Promise.all([queueA.claim(t0, 1000), queueB.claim(t0, 1000), queueA.claim(t0, 1000), queueB.claim(t0, 1000)]);
    const won = claims.filter((job) => job !== undefined).map((job) => job.id);
    expect(won.sort()).toEqual(['https://wire.example/1', 'https://wire.example/2']);
    // Both holders "crash": nothing is completed or released. Before the lease ends nobody gets them.
    expect(await queueB.claim(new Date(t0.getTime() + 999), 1000)).toBeUndefined();
    const later = new Date(t0.getTime() + 1001);
    const retried = await Promise.all([queueA.claim(later, 1000), queueB.claim(later, 1000), queueA.claim(later, 1000), queueB.claim(later, 1000)]);
    expect(retried.filter((job) => job !== undefined).map((job) => job.id).sort()).toEqual(['https://wire.example/1', 'https://wire.example/2']);
  });

  it("the hour's budget holds across instances reserving at once: never more calls than it allows", async () => {
    const [a, b] = await started();
    const budgets = [new MongoLlmBudget(a.app.db, 10), new MongoLlmBudget(b.app.db, 10)];
    const at = new Date();
    const granted = await Promise.all(Array.from({ length: 40 }, (_, i) => budgets[i % 2]!.reserve(at)));
    expect(granted.filter(Boolean)).toHaveLength(10);
    expect(await budgets[0]!.used(at)).toBe(10);
  });
});
